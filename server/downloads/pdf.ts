// The paper as PDF, typeset by Typst (the compiler ships inside an npm package as a native module).
//
// Why Typst: the PDF must be right in all 15 output languages — Arabic and Urdu shaped (joined letters)
// and right to left, Devanagari and Bengali with their conjuncts and vowel signs, CJK line breaking.
// pdfkit and pdfmake shape none of these (measured on this project); a headless browser could, but is
// a second copy of Chromium in every web process and far slower. Typst shapes with rustybuzz (HarfBuzz),
// applies the Unicode bidirectional algorithm, breaks lines per language, and embeds subset fonts.
//
// User text is never Typst code: the template below is fixed, and the paper's text reaches it only as
// a JSON file that the template reads with json() — strings are shown as text, never parsed as markup.
// Fonts are only the Noto fonts of fonts.ts (fallback off: a character none of them has shows as a
// missing glyph rather than silently taking a font of the machine).
import { createRequire } from "node:module";
import type { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import { fontBlobs, fontFamilies } from "./fonts";
import { labelsFor } from "./labels";
import type { Block, Colophon, Inline, Paper } from "./paper";

const TEMPLATE = String.raw`
#let d = json("/paper.json")
#set document(title: d.title)
#set page(paper: "a4", margin: (x: 2.2cm, y: 2.4cm), numbering: "1", footer: context {
  set text(size: 8pt, fill: rgb("#71717a"))
  // Two cells: the colophon and the page number are separate paragraphs, so right-to-left text does not
  // reorder the number into the product's name.
  grid(
    columns: (1fr, auto),
    link(d.brand.url, {
      if d.brand.logo { box(baseline: 20%, image("/logo.png", height: 9pt)); h(4pt) }
      text(fill: rgb("#71717a"), d.brand.written)
    }),
    counter(page).display("1"),
  )
})
#set text(font: d.fonts, fallback: false, lang: d.lang, region: d.region, dir: if d.rtl { rtl } else { ltr }, size: 10.5pt, hyphenate: false)
#set par(leading: 0.8em, spacing: 1.2em)
#show heading: set block(above: 1.6em, below: 0.9em)
#show link: set text(fill: rgb("#1f4e8c"))
#let runs(list) = {
  for r in list {
    if "c" in r { link(label("ref-" + str(r.c)), "[" + str(r.c) + "]") } else { r.t }
  }
}
#let show-block(b) = {
  if b.k == "h" { heading(level: calc.min(b.l + 1, 4), outlined: false, runs(b.r)) }
  else if b.k == "i" { list(runs(b.r)) }
  else { par(runs(b.r)) }
}
#align(center, text(size: 22pt, weight: "bold", d.title))
#if d.cover {
  v(1.2em)
  align(center, image("/cover.png", width: 62%))
}
#pagebreak(weak: true)
#if d.summary.len() > 0 {
  heading(level: 1, d.labels.summary)
  for b in d.summary { show-block(b) }
}
#for s in d.sections {
  heading(level: 1, s.title)
  for b in s.blocks { show-block(b) }
}
#if d.refs.len() > 0 {
  heading(level: 1, d.labels.references)
  enum(..d.refs.map(r => enum.item(r.n)[#metadata(r.n)#label("ref-" + str(r.n))#r.title #if r.url != "" { link(r.url) }]))
}
`;

/** A folder that exists nowhere: the template's files are given in memory (mapShadow), none is read from disk. */
const WORKSPACE = "/treatise-typst-paper";
let compiler: NodeCompiler | null = null;
/** One compiler for the process: loading the fonts is the slow part (about 40 MB, once). */
function typst(): NodeCompiler {
  if (!compiler) {
    // The compiler is native code: it loads with the first PDF, not with every process at start.
    const typstModule = createRequire(import.meta.url)(
      "@myriaddreamin/typst-ts-node-compiler",
    ) as typeof import("@myriaddreamin/typst-ts-node-compiler");
    compiler = typstModule.NodeCompiler.create({
      workspace: WORKSPACE,
      fontArgs: [{ fontBlobs: fontBlobs() }],
    });
  }
  return compiler;
}

/** The PDF of a paper; `cover` is the cover image (PNG) when there is one. */
export function paperPdf(
  paper: Paper,
  options: { cover: Uint8Array | null; colophon: Colophon },
): Uint8Array {
  const cited = new Set(paper.references.map((r) => r.n));
  const runs = (inlines: Inline[]) =>
    inlines.map((i) => (i.kind === "text" ? { t: i.text } : cited.has(i.n) ? { c: i.n } : { t: `[${i.n}]` }));
  const blocks = (list: Block[]) =>
    list.map((b) => ({
      k: b.kind === "heading" ? "h" : b.kind === "item" ? "i" : "p",
      l: b.kind === "heading" ? b.level : 0,
      r: runs(b.inlines),
    }));
  const [lang, region] = paper.locale.split("-");
  const data = {
    title: paper.title,
    lang,
    region: region ?? null,
    rtl: paper.rtl,
    fonts: fontFamilies(paper.locale),
    cover: Boolean(options.cover),
    labels: labelsFor(paper.locale),
    brand: {
      url: options.colophon.url,
      logo: Boolean(options.colophon.logo),
      written: labelsFor(paper.locale).writtenWith.replace("{{appName}}", options.colophon.name),
    },
    summary: blocks(paper.summary),
    sections: paper.sections.map((s) => ({ title: s.title, blocks: blocks(s.blocks) })),
    refs: paper.references.map((r) => ({ n: r.n, title: r.title || r.url, url: r.url })),
  };
  const c = typst();
  c.mapShadow(`${WORKSPACE}/paper.json`, Buffer.from(JSON.stringify(data)));
  if (options.cover) c.mapShadow(`${WORKSPACE}/cover.png`, Buffer.from(options.cover));
  const logo = options.colophon.logo;
  if (logo) c.mapShadow(`${WORKSPACE}/logo.png`, Buffer.from(logo.png));
  try {
    const result = c.compile({ mainFileContent: TEMPLATE });
    const document = result.result;
    if (!document) {
      const problems = result.takeDiagnostics()?.shortDiagnostics ?? [];
      throw new Error(`Typst could not typeset the paper: ${JSON.stringify(problems)}`);
    }
    return new Uint8Array(c.pdf(document, { creationTimestamp: Math.floor(Date.parse(paper.date) / 1000) }));
  } finally {
    c.unmapShadow(`${WORKSPACE}/paper.json`);
    if (options.cover) c.unmapShadow(`${WORKSPACE}/cover.png`);
    if (logo) c.unmapShadow(`${WORKSPACE}/logo.png`);
    c.evictCache(10);
  }
}
