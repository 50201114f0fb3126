// Downloads of papers in Arabic and Japanese, written by the offline engine from a local library of
// pages in those languages: the Word file reads right to left in Arabic with the paper's language, and
// the PDF holds the shaped text (pdftotext reads it back).
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { createOfflineEngines } from "../engines/offline-engines";
import { testdataPath } from "../test/fixture-server";
import type { TestUser } from "../test/harness";
import { pdfFonts, pdfPagePng, pdfText } from "../test/pdf-tools";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let app: ResearchApp;
let dir: string;
let owner: TestUser;
const papers: Record<"ar" | "ja", PresentedDocument | null> = { ar: null, ja: null };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "treatise-downloads-"));
  copyFileSync(
    testdataPath("libraries", "ar", "fayadanat-pakistan-2022.txt"),
    path.join(dir, "fayadanat-pakistan-2022.txt"),
  );
  const fable = readFileSync(testdataPath("web-pages", "readability", "hukumusume", "source.html"));
  writeFileSync(path.join(dir, "hukumusume.html"), fable);
  app = await startResearchApp({ env: { LIBRARY_DIR: dir }, offline: createOfflineEngines() });
  await app.services.sources.library?.ready;
  owner = await app.signUp();
  const write = async (locale: "ar" | "ja", query: string) => {
    const id = await app.create(owner, {
      model: "offline",
      locale,
      searchTypes: ["library"],
      query,
      numberOfSections: 3,
    });
    const doc = await app.waitFor(owner, id);
    expect(doc.content.error ?? null, JSON.stringify(doc.content.error)).toBeNull();
    papers[locale] = doc;
  };
  await write("ar", "ما أسباب فيضانات باكستان عام 2022 وما آثارها؟");
  await write("ja", "欲張りなイヌの話は何を教えていますか？");
}, 240_000);
afterAll(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function download(doc: PresentedDocument, format: string): Promise<Buffer> {
  const res = await app.request(`/api/document/${doc.id}/download?format=${format}`, { user: owner });
  expect(res.status, await res.clone().text()).toBe(200);
  const file = await app.request(((await res.json()) as { url: string }).url);
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

const bare = (s: string) => s.replace(/\s+/g, " ").trim();
const squeeze = (s: string) => s.replace(/\s+/g, "");

/** The end of a sentence of the paper that cites a reference (its last 20 characters), and the number. */
function citedSentence(paper: PresentedDocument): { sentence: string; n: number } {
  for (const section of paper.content.plan.sections) {
    const match = /([^[\]\n#]{20,}?)\s*\[(\d+)\]/.exec(section.content);
    if (match?.[1] && match[2])
      return { sentence: [...bare(match[1])].slice(-20).join(""), n: Number(match[2]) };
  }
  throw new Error("no cited sentence");
}

describe("downloads of papers in Arabic and Japanese", () => {
  it("gives an Arabic Word document that reads right to left, in Arabic", async () => {
    const doc = papers.ar!;
    const zip = unzipSync(new Uint8Array(await download(doc, "docx")));
    const xml = strFromU8(zip["word/document.xml"]!);
    const paragraphs = xml.match(/<w:p>.*?<\/w:p>/gs) ?? [];
    expect(paragraphs.length).toBeGreaterThan(5);
    for (const p of paragraphs) expect(p).toContain("<w:bidi/>");
    expect(xml).toContain("<w:rtl/>");
    expect(xml).toContain(doc.title.replace(/&/g, "&amp;"));
    const styles = strFromU8(zip["word/styles.xml"]!);
    expect(styles).toMatch(/<w:lang [^>]*w:bidi="ar"/);
  });

  it("gives a Japanese Word document whose East Asian language is Japanese", async () => {
    const zip = unzipSync(new Uint8Array(await download(papers.ja!, "docx")));
    expect(strFromU8(zip["word/styles.xml"]!)).toMatch(/<w:lang [^>]*w:eastAsia="ja"/);
    expect(strFromU8(zip["word/document.xml"]!)).not.toContain("<w:bidi/>");
  });

  it("gives a Japanese PDF holding the title, a cited sentence and the references", async () => {
    const doc = papers.ja!;
    const bytes = await download(doc, "pdf");
    // Japanese lines break anywhere: the text is compared without white space.
    // The footer, in Japanese, is read between lines of a page: taken out before the text is compared.
    const raw = squeeze(pdfText(bytes));
    expect(raw).toContain("Treatiseで作成");
    const text = raw.replaceAll("Treatiseで作成", "");
    expect(text).toContain(squeeze(doc.title));
    const { sentence, n } = citedSentence(doc);
    expect(text).toContain(`${squeeze(sentence)}[${n}]`);
    const references = text.slice(text.lastIndexOf("参考文献"));
    for (const r of doc.content.references ?? []) expect(references).toContain(`${r.n}.${squeeze(r.title)}`);
    expect(pdfFonts(bytes)).toContain("NotoSansJP-Regular");
    pdfPagePng(bytes, "paper-ja-page1");
    pdfPagePng(bytes, "paper-ja-page2", 2);
  });

  it("gives an Arabic PDF typeset in Noto Sans Arabic, right to left, with its references", async () => {
    const doc = papers.ar!;
    const bytes = await download(doc, "pdf");
    expect(pdfFonts(bytes)).toContain("NotoSansArabic-Regular");
    // What pdftotext reads back reliably from Typst's Arabic: the numbers, citations and addresses. The
    // words themselves come back with letters doubled (Noto draws a dotted letter as a body and its dots,
    // and each piece carries the letter) — the page itself is right (test-results/downloads/paper-ar-*.png).
    const text = pdfText(bytes);
    expect(text).toMatch(/\[1\]|\]1\[/); // a citation, its brackets mirrored in right-to-left text
    for (const r of doc.content.references ?? []) expect(text).toContain(r.url);
    // Every letter of the title is there (as shaped glyphs mapped back to their letters).
    const letters = (s: string) => new Set(s.replace(/[\u064B-\u065F\u0670\s\d\p{P}]/gu, ""));
    const found = letters(text);
    for (const letter of letters(doc.title)) expect(found.has(letter), letter).toBe(true);
    pdfPagePng(bytes, "paper-ar-page1");
    pdfPagePng(bytes, "paper-ar-page2", 2);
  });
});
