// The offline engine on a person's own library (issue 10): a long relevant PDF among unrelated news
// pages, and a product's HTML documentation. LIBRARY_DIR is set and no chain is configured, so the
// library is searched first for every search type. The papers must stay on the question: its words in
// the searches, no unrelated page cited, no sentence twice, a title naming the subject, real questions.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { createOfflineEngines } from "../engines/offline-engines";
import { libraryUrl } from "../sources";
import { testdataPath } from "../test/fixture-server";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { contentTerms } from "../text/tokenize";
import { paperProblems, paperText } from "./paper-check";

const NEWS = ["bbc-1", "cnn", "seattletimes-1", "theverge", "medicalnewstoday"];

async function paperFrom(
  files: { from: string; name: string }[],
  query: string,
  numberOfSections = 4,
): Promise<{ doc: PresentedDocument; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "treatise-library-"));
  for (const f of files) copyFileSync(f.from, path.join(dir, f.name));
  const app: ResearchApp = await startResearchApp({
    env: { LIBRARY_DIR: dir },
    offline: createOfflineEngines(),
  });
  await app.services.sources.library?.ready;
  const user = await app.signUp();
  const id = await app.create(user, { model: "offline", query, numberOfSections });
  const doc = await app.waitFor(user, id);
  if (process.env.SHOW_PAPERS) console.log(paperText(doc));
  return {
    doc,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe("a long relevant PDF among unrelated news pages", () => {
  const query = "What is trace-based just-in-time compilation and how does TraceMonkey use it?";
  let doc: PresentedDocument;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ doc, close } = await paperFrom(
      [
        { from: testdataPath("pdfs", "tracemonkey.pdf"), name: "tracemonkey.pdf" },
        ...NEWS.map((n) => ({
          from: testdataPath("web-pages", "readability", n, "source.html"),
          name: `${n}.html`,
        })),
      ],
      query,
    ));
  }, 120_000);
  afterAll(async () => close?.());

  it("completes on the library alone, searched with every content word of the question", () => {
    expect(doc.content.error).toBeUndefined();
    expect(doc.status).toBe("COMPLETE");
    const queries = doc.content.summary.refinedQueries.map((q) => q.query);
    expect(queries.map((q) => q.toLowerCase())).toContain(query.replace(/\?$/, "").toLowerCase());
    const searched = new Set(queries.flatMap((q) => contentTerms(q, "en")));
    for (const word of contentTerms(query, "en")) expect(searched, word).toContain(word);
  });

  it("cites only the PDF, never a news page, and reads it beyond its first pages", () => {
    const pdf = libraryUrl("tracemonkey.pdf");
    const cited = new Set((doc.content.references ?? []).map((r) => r.url));
    expect([...cited]).toEqual([pdf]);
    for (const s of doc.content.summary.sources ?? []) expect(s.url).toBe(pdf);
    // Information comes from all over the 14-page paper, not only its abstract and introduction.
    const passages = doc.content.plan.sections.flatMap((s) =>
      Object.values(s.analysis.pages).flatMap((p) => p.information.map((i) => i.passage)),
    );
    expect(passages.some((p) => /nested trace|trace tree|type-stable|SpiderMonkey/i.test(p))).toBe(true);
  });

  it("reads as a paper: the subject in the title, real questions, no sentence twice", () => {
    expect(paperProblems(doc, { subject: ["TraceMonkey", "trace"] })).toEqual([]);
  });
});

describe("a product's HTML documentation", () => {
  const query = "Which kinds of indexes does SQLite provide and when should each be used?";
  const docs = testdataPath("libraries", "sqlite-docs");
  const UNRELATED = ["datatype3.html", "lang_datefunc.html", "json1.html", "backup.html"];
  let doc: PresentedDocument;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ doc, close } = await paperFrom(
      readdirSync(docs).map((name) => ({ from: path.join(docs, name), name })),
      query,
    ));
  }, 120_000);
  afterAll(async () => close?.());

  it("keeps 'indexes' in every search that names SQLite, and searches the whole question", () => {
    expect(doc.status).toBe("COMPLETE");
    const queries = doc.content.summary.refinedQueries.map((q) => q.query.toLowerCase());
    expect(queries).toContain(query.replace(/\?$/, "").toLowerCase());
    for (const q of queries) expect(contentTerms(q, "en"), q).toContain("index");
  });

  it("cites none of the pages about other subjects", () => {
    const cited = (doc.content.references ?? []).map((r) => r.url);
    expect(cited.length).toBeGreaterThan(1);
    for (const name of UNRELATED) expect(cited).not.toContain(libraryUrl(name));
  });

  it("reads as a paper about indexes", () => {
    expect(paperProblems(doc, { subject: ["Index", "SQLite"] })).toEqual([]);
    expect(doc.title).toMatch(/index/i);
  });
});
