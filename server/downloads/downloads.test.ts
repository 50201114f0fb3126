// Downloads end to end: a real paper written by the offline engine from the fixture web, downloaded in
// each format through the API and read back as a person's tools would (text, unzipped Word XML,
// pdftotext, a BibTeX parser).
import { parse as parseBibtex } from "@retorquere/bibtex-parser";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaperEvidence, PresentedDocument } from "../../common/types";
import { createOfflineEngines } from "../engines/offline-engines";
import type { TestUser } from "../test/harness";
import { pdfFonts, pdfPagePng, pdfText } from "../test/pdf-tools";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let t: ResearchApp;
let owner: TestUser;
let doc: PresentedDocument;
beforeAll(async () => {
  t = await startResearchApp({ offline: createOfflineEngines(), topic: "2022_Pakistan_floods" });
  owner = await t.signUp();
  const id = await t.create(owner, {
    model: "offline",
    query: "What caused the 2022 Pakistan floods and what were their effects?",
    numberOfSections: 3,
  });
  doc = await t.waitFor(owner, id);
  expect(doc.status).toBe("COMPLETE");
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Asks for a download and fetches the file it points to. */
async function download(user: TestUser, id: string, format: string) {
  const res = await t.request(`/api/document/${id}/download?format=${format}`, { user });
  expect(res.status, await res.clone().text()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const file = await t.request(url);
  expect(file.status).toBe(200);
  return { url, file, bytes: Buffer.from(await file.arrayBuffer()) };
}

const bare = (s: string) => s.replace(/\s+/g, " ").trim();

/** The text of Word XML (runs joined, a space between paragraphs), entities decoded. */
function xmlText(xml: string): string {
  return decode(xml.replace(/<\/w:p>/g, " ").replace(/<[^>]+>/g, ""));
}

/** The texts of the paragraphs of one style. */
function paragraphsWithStyle(xml: string, style: string): string[] {
  return [...xml.matchAll(/<w:p>(.*?)<\/w:p>/gs)]
    .filter((m) => m[1]?.includes(`<w:pStyle w:val="${style}"/>`))
    .map((m) => bare(xmlText(m[1] ?? "")));
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The end of a sentence of the paper that cites a reference (its last 50 characters), and the number. */
function citedSentence(paper: PresentedDocument): { sentence: string; n: number } {
  for (const section of paper.content.plan.sections) {
    const match = /([^[\]\n#]{50,}?)\s*\[(\d+)\]/.exec(section.content);
    if (match?.[1] && match[2])
      return { sentence: [...bare(match[1])].slice(-50).join("").trim(), n: Number(match[2]) };
  }
  throw new Error("no cited sentence");
}

/**
 * The references a download lists: the paper's, then each page its summary cites that no section cites
 * (numbered on), so the summary keeps its citations in the file.
 */
function downloadedReferences(paper: PresentedDocument): { n: number; url: string; title: string }[] {
  const refs = [...(paper.content.references ?? [])];
  const summary = paper.content.summary;
  for (const s of summary.sources ?? [])
    if (summary.summary?.includes(`[${s.n}]`) && !refs.some((r) => r.url === s.url))
      refs.push({ n: refs.length + 1, url: s.url, title: s.title || s.url });
  return refs;
}

describe("downloading a finished paper", () => {
  it("gives the Markdown file: title, cover link, summary, sections with [n] citations, references", async () => {
    const { url, file, bytes } = await download(owner, doc.id, "md");
    expect(url).toMatch(/^\/api\/files\/downloads\//);
    expect(file.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const disposition = file.headers.get("content-disposition") ?? "";
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(doc.title).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}.md`,
    );
    const md = bytes.toString("utf8");
    const lines = md.split("\n");
    expect(lines[0]).toBe(`# ${doc.title}`);
    expect(md).toContain(`](http://localhost${doc.content.coverImage!.imageURL})`);
    expect(md).toContain("## Summary\n");
    for (const section of doc.content.plan.sections) expect(md).toContain(`\n## ${section.title}\n`);
    const { sentence, n } = citedSentence(doc);
    expect(bare(md)).toContain(`${sentence} [${n}]`);
    const refs = doc.content.references ?? [];
    expect(refs.length).toBeGreaterThan(1);
    const referencesPart = md.slice(md.indexOf("## References"));
    for (const r of refs) expect(referencesPart).toContain(`${r.n}. [`);
    expect(referencesPart).toContain(`(${refs[0]!.url})`);
    // Signed at the end by the product, its mark at a small size.
    expect(lines.slice(-4, -1)).toEqual([
      "---",
      "",
      '<img src="http://localhost/favicon.svg" alt="" height="20" /> _Written with [Treatise](http://localhost)_',
    ]);
  });

  it("gives a Word document: title and headings, [n] linked to bookmarked references, the cover", async () => {
    const { file, bytes } = await download(owner, doc.id, "docx");
    expect(file.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(file.headers.get("content-disposition")).toMatch(/\.docx$/);
    const zip = unzipSync(new Uint8Array(bytes));
    const xml = strFromU8(zip["word/document.xml"]!);
    const text = xmlText(xml);
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(text).toContain(doc.title);
    // Each section title is a Heading 1 paragraph (Word's navigation pane lists them).
    for (const section of doc.content.plan.sections) {
      expect(paragraphsWithStyle(xml, "Heading1")).toContain(section.title);
    }
    expect(paragraphsWithStyle(xml, "Heading1")).toContain("References");
    const { sentence, n } = citedSentence(doc);
    expect(bare(text)).toContain(`${sentence} [${n}]`);
    expect(xml).toMatch(new RegExp(`<w:hyperlink [^>]*w:anchor="ref_${n}"[^>]*>.*?\\[${n}\\]`));
    const refs = downloadedReferences(doc);
    expect(xml.match(/<w:bookmarkStart [^>]*w:name="ref_\d+"/g)?.length).toBe(refs.length);
    expect(xml.match(/<w:numPr>/g)?.length).toBeGreaterThanOrEqual(refs.length);
    expect(text).toContain(refs[0]!.title);
    // The cover is the only picture of the text, on page 1 (before any page break); the footer's is the logo.
    expect(Object.keys(zip).filter((k) => k.startsWith("word/media/"))).toHaveLength(2);
    expect(xml.match(/<w:drawing>/g)).toHaveLength(1);
    expect(xml.indexOf("<w:drawing>")).toBeLessThan(xml.indexOf("Heading1"));
    const footer = strFromU8(zip["word/footer1.xml"]!);
    expect(xmlText(footer)).toContain("Written with Treatise");
    expect(footer).toContain("<w:drawing>");
    const styles = strFromU8(zip["word/styles.xml"]!);
    expect(styles).toMatch(/<w:lang w:val="en"/);
  });

  it("gives a PDF holding the title, a cited sentence and the references, in the Noto fonts only", async () => {
    const { file, bytes } = await download(owner, doc.id, "pdf");
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Every page's footer says who wrote it (pdftotext may read it between two lines of a page).
    const raw = bare(pdfText(bytes));
    expect(raw).toContain("Written with Treatise");
    const text = bare(raw.replaceAll("Written with Treatise", " "));
    expect(text).toContain(doc.title);
    const { sentence, n } = citedSentence(doc);
    expect(text).toContain(`${sentence} [${n}]`);
    const references = text.slice(text.lastIndexOf("References"));
    for (const r of downloadedReferences(doc)) expect(references).toContain(`${r.n}. ${bare(r.title)}`);
    expect(new Set(pdfFonts(bytes).map((f) => f.replace(/-(Regular|Bold)$/, "")))).toEqual(
      new Set(["NotoSans"]),
    );
    pdfPagePng(bytes, "paper-en-page1");
  });

  it("gives BibTeX with one entry per reference, the same keys on the next download", async () => {
    const first = (await download(owner, doc.id, "bib")).bytes.toString("utf8");
    // Titles as written (the parser would otherwise sentence-case English titles, as Zotero wants them).
    const parsed = parseBibtex(first, { sentenceCase: false });
    expect(parsed.errors).toEqual([]);
    const refs = downloadedReferences(doc);
    expect(parsed.entries.length).toBe(refs.length);
    for (const [i, entry] of parsed.entries.entries()) {
      expect(["online", "article"]).toContain(entry.type);
      expect(entry.fields.url?.[0] ?? (entry.fields as Record<string, unknown>).url).toBeTruthy();
      expect(String(entry.fields.title)).toBe(bare(refs[i]!.title));
    }
    const online = parsed.entries.find((e) => e.type === "online");
    expect(online?.fields.urldate).toBeTruthy();
    // Keys stay the same: a newer version of the paper makes a new file with the same keys.
    const again = (await download(owner, doc.id, "bib")).bytes.toString("utf8");
    expect(parseBibtex(again).entries.map((e) => e.key)).toEqual(parsed.entries.map((e) => e.key));
  });

  it("answers 404 to another user, 400 to an unknown format, and serves the stored file the second time", async () => {
    const other = await t.signUp();
    const res = await t.request(`/api/document/${doc.id}/download?format=md`, { user: other });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("DOCUMENT_NOT_FOUND");
    const bad = await t.request(`/api/document/${doc.id}/download?format=odt`, { user: owner });
    expect(bad.status).toBe(400);
    const a = await t.request(`/api/document/${doc.id}/download?format=md`, { user: owner });
    const b = await t.request(`/api/document/${doc.id}/download?format=md`, { user: owner });
    expect(((await a.json()) as { url: string }).url).toBe(((await b.json()) as { url: string }).url);
    expect((await t.request("/api/files/downloads/not-a-key.md")).status).toBe(404);
  });
});

describe("the evidence appendix", () => {
  it("is left out unless asked for; asked for, each checked sentence comes with the passage it cites", async () => {
    const plain = (await download(owner, doc.id, "md")).bytes.toString("utf8");
    expect(plain).not.toMatch(/\n## Evidence\n/);
    const res = await t.request(`/api/document/${doc.id}/evidence`, { user: owner });
    const { evidence } = (await res.json()) as { evidence: PaperEvidence };
    const first = evidence.sentences.find((s) => s.citations[0]?.passage);
    if (!first?.citations[0]?.passage) throw new Error("no evidence");
    const md = (await download(owner, doc.id, "md&evidence=true")).bytes.toString("utf8");
    const appendix = md.slice(md.indexOf("\n## Evidence\n"));
    expect(md.indexOf("\n## Evidence\n")).toBeGreaterThan(0);
    expect(bare(appendix)).toContain(bare(`[${first.citations[0].n}] “${first.citations[0].passage}”`));

    const { bytes } = await download(owner, doc.id, "docx&evidence=true");
    const xml = strFromU8(unzipSync(new Uint8Array(bytes))["word/document.xml"] ?? new Uint8Array());
    expect(bare(xmlText(xml))).toContain(bare(first.citations[0].passage));
    expect(paragraphsWithStyle(xml, "Heading1")).toContain("Evidence");

    const pdf = bare(pdfText((await download(owner, doc.id, "pdf&evidence=true")).bytes));
    expect(pdf).toContain("Evidence");
    expect(pdf).toContain(bare(first.sentence).slice(0, 40));

    const bad = await t.request(`/api/document/${doc.id}/download?format=md&evidence=maybe`, { user: owner });
    expect(bad.status).toBe(400);
  });
});
