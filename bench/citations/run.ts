// bench/citations (issue 31): papers written through the real app and pipeline by a scripted
// OpenAI-compatible model (a local server speaking the chat-completions wire format) that mis-cites the
// way open pipelines are measured to: in 30 % of its sentences a wrong source number, a changed number
// or date, or a claim no source makes. Prints, before the check (what the model wrote) and after it (the
// finished paper): the share of cited sentences supported by what they cite, the claims no source makes
// that still carry a citation, the share of sound sentences kept, extra model calls per section and the
// check's added work per section. Not a test: the goals are printed beside the figures.
// Run: npx tsx bench/citations/run.ts [--papers 4] [--sections 5] [--rate 0.3]
import { performance } from "node:perf_hooks";
import { setLogLevel } from "../../server/logger";
import { checkSectionCitations, sentenceUnits } from "../../server/research/citation-repair";
import { claimText } from "../../server/research/claim-check";
import { writeLocalPaper } from "../../server/test/local-model-paper";
import { scriptedAnswer } from "../../server/test/research-model";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const PAPERS = flag("--papers", 4);
const SECTIONS = flag("--sections", 5);
const RATE = flag("--rate", 0.3);
setLogLevel("error");

/** Seeded (mulberry32): the same mis-citations on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Claims no source makes (each names something no fixture page has). */
const INVENTED = [
  "A 2019 survey by the Zurich Rendering Institute found that 87 percent of pages load twice",
  "Browser engines were first standardised by the Lisbon Accord of 1971",
  "Most rendering engines now run on quantum coprocessors in 43 countries",
  "The Helsinki Pixel Board certified every layout engine in 2003",
  "According to Dr. Maren Oakfield, painting is always done in reverse order",
  "Rendering time fell by 64 percent after the Osaka Treaty on Stylesheets",
];

const words = (s: string) =>
  claimText(s)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

interface Written {
  /** Section number → url, from the prompt. */
  urls: Map<number, string>;
  /** What the model wrote, and the sound sentences in it (words). */
  text: string;
  sound: string[];
  invented: string[];
  facts: { n: number; url: string; items: { text: string; passage: string }[] }[];
}

/** url → the facts and quotes the section prompt gave for it (what a cited sentence may say). */
const evidenceByUrl = new Map<string, string[]>();
const written: Written[] = [];
const random = seeded(20261128);
let inventedIndex = 0;

/** The section prompt's sources: "[n] title — url", then "- fact" and "  quote: "…"" lines. */
function sourcesOf(prompt: string) {
  const blocks = prompt.split(/\n(?=\[\d+\] )/).slice(1);
  return blocks.map((b) => {
    const head = /^\[(\d+)\] .* — (\S+)/.exec(b);
    const items: { text: string; passage: string }[] = [];
    for (const m of b.matchAll(/\n- (.+)(?:\n {2}quote: "(.+)")?/g))
      items.push({ text: m[1] ?? "", passage: m[2] ?? m[1] ?? "" });
    return { n: Number(head?.[1]), url: head?.[2] ?? "", items };
  });
}

/** The mis-citing writer: the scripted section, 30 % of its sentences spoiled one of three ways. */
function misCite(prompt: string): string {
  const sources = sourcesOf(prompt);
  for (const s of sources)
    evidenceByUrl.set(s.url, [
      ...(evidenceByUrl.get(s.url) ?? []),
      ...s.items.flatMap((i) => [words(i.text), words(i.passage)]),
    ]);
  const numbers = sources.map((s) => s.n);
  const sound: string[] = [];
  const invented: string[] = [];
  const paragraphs = scriptedAnswer(null, prompt)
    .split(/\n{2,}/)
    .map((paragraph) =>
      sentenceUnits(paragraph)
        .map((u) => {
          const cited = Number(/\[(\d+)\]/.exec(u.text)?.[1]);
          // A part of a fact before its citation is not a cited sentence of its own.
          if (Number.isNaN(cited)) return u.text;
          const roll = random();
          if (roll < RATE / 3 && numbers.length > 1) {
            const other = numbers.filter((n) => n !== cited)[Math.floor(random() * (numbers.length - 1))];
            return u.text.replace(`[${cited}]`, `[${other}]`);
          }
          if (roll < (2 * RATE) / 3 && /\d/.test(claimText(u.text)))
            return u.text.replace(/\d+/, (d) => String(Number(d) + 3));
          if (roll < RATE) {
            const claim = INVENTED[inventedIndex++ % INVENTED.length] ?? "";
            invented.push(words(claim));
            return `${claim} [${cited}].`;
          }
          sound.push(words(u.text));
          return u.text;
        })
        .join(" "),
    );
  const text = paragraphs.join("\n\n");
  written.push({
    urls: new Map(sources.map((s) => [s.n, s.url])),
    text,
    sound,
    invented,
    facts: sources,
  });
  return text;
}

/** Cited sentences of a text and whether what they cite says them (the scripted truth). */
function judged(text: string, urlOf: (n: number) => string | undefined) {
  const out: { sentence: string; supported: boolean }[] = [];
  for (const paragraph of text.split(/\n+/))
    for (const u of sentenceUnits(paragraph)) {
      const cited = [...u.text.matchAll(/\[(\d+)\]/g)].map((m) => urlOf(Number(m[1])));
      if (cited.length === 0) continue;
      const sentence = words(u.text);
      const supported = cited.some((url) =>
        (evidenceByUrl.get(url ?? "") ?? []).some((e) => e.includes(sentence)),
      );
      out.push({ sentence, supported });
    }
  return out;
}

const before: { sentence: string; supported: boolean }[] = [];
const after: { sentence: string; supported: boolean }[] = [];
let inventedBefore = 0;
let inventedAfter = 0;
let soundWritten = 0;
let soundKept = 0;
let sections = 0;
let judgeCalls = 0;
let counts = { recited: 0, rewritten: 0, removed: 0 };

for (let p = 0; p < PAPERS; p++) {
  const start = written.length;
  const { doc, requests } = await writeLocalPaper({
    server: {
      override: (request) =>
        request.stream && /Your task: write section/.test(request.system) ? misCite(request.user) : undefined,
    },
    numberOfSections: SECTIONS,
  });
  if (doc.status !== "COMPLETE")
    throw new Error(`paper ${p + 1}: ${doc.status} ${JSON.stringify(doc.content.error)}`);
  const checks = requests.filter((r) => /check sentences of a research paper/.test(r.system));
  judgeCalls += checks.length;
  sections += doc.content.plan.sections.length;
  const c = doc.content.citations;
  counts = {
    recited: counts.recited + (c?.recited ?? 0),
    rewritten: counts.rewritten + (c?.rewritten ?? 0),
    removed: counts.removed + (c?.removed ?? 0),
  };
  const refs = new Map((doc.content.references ?? []).map((r) => [r.n, r.url]));
  const final = doc.content.plan.sections.map((s) => s.content).join("\n\n");
  const finalWords = words(final.replace(/\[\d+\]/g, " "));
  for (const w of written.slice(start)) {
    before.push(...judged(w.text, (n) => w.urls.get(n)));
    inventedBefore += w.invented.length;
    soundWritten += w.sound.length;
    soundKept += w.sound.filter((s) => finalWords.includes(s)).length;
  }
  after.push(...judged(final, (n) => refs.get(n)));
  inventedAfter += judged(final, (n) => refs.get(n)).filter((s) =>
    INVENTED.some((claim) => s.sentence.includes(words(claim).split(" ").slice(0, 6).join(" "))),
  ).length;
}

// The rules' own time per section, on what the model wrote (no judge: its time is a model call's).
let ruleMs = 0;
for (const w of written) {
  const t0 = performance.now();
  await checkSectionCitations({
    text: w.text,
    sources: w.facts.map((s) => ({ n: s.n, url: s.url, information: s.items })),
    language: "en",
  });
  ruleMs += performance.now() - t0;
}

const pct = (a: number, b: number) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)} %`);
const supported = (list: { supported: boolean }[]) => list.filter((s) => s.supported).length;
console.log(
  `bench/citations: ${PAPERS} papers × ${SECTIONS} sections, ${RATE * 100} % of sentences mis-cited`,
);
console.log(
  `cited sentences supported by what they cite: before ${pct(supported(before), before.length)} (${supported(before)}/${before.length}), after ${pct(supported(after), after.length)} (${supported(after)}/${after.length})   goal ≥ 97 %`,
);
console.log(
  `claims no source makes that carry a citation: before ${inventedBefore}, after ${inventedAfter}   goal 0`,
);
console.log(
  `sound sentences kept: ${pct(soundKept, soundWritten)} (${soundKept}/${soundWritten})   goal ≥ 80 %`,
);
console.log(`repairs: ${counts.recited} re-cited, ${counts.rewritten} rewritten, ${counts.removed} removed`);
console.log(
  `extra model calls per section: ${(judgeCalls / sections).toFixed(2)} (${judgeCalls} judge calls, ${sections} sections)   goal ≤ 1`,
);
console.log(
  `added time per section: the rules ${(ruleMs / written.length).toFixed(1)} ms, plus one small-model judge call where a section has undecided sentences (its latency is the provider's; not simulated here)   goal ≤ 10 %`,
);
