// The offline engine's outline on libraries it was not tuned on (issue 10): every section has sentences
// of its own, the question's aspects get sections ("what caused" → Causes, "their impact" → Impact),
// titles read as a person would title them, a category word ("index types") does not pull in pages on
// other things' types, and a question nothing in the library is about ends in a clear error.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { freshWikiDocuments, freshWikiTopics } from "../engines/offline/test-corpus";
import { createOfflineEngines } from "../engines/offline-engines";
import { libraryUrl } from "../sources";
import { testdataPath } from "../test/fixture-server";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { paperProblems, paperText } from "./paper-check";
import { NO_SOURCES_TEXT } from "./steps/sections";

async function paper(
  env: Record<string, string>,
  query: string,
  numberOfSections = 5,
): Promise<{ doc: PresentedDocument; close: () => Promise<void> }> {
  const app: ResearchApp = await startResearchApp({ env, offline: createOfflineEngines() });
  await app.services.sources.library?.ready;
  const user = await app.signUp();
  const id = await app.create(user, { model: "offline", query, numberOfSections });
  const doc = await app.waitFor(user, id);
  if (process.env.SHOW_PAPERS) console.log(paperText(doc));
  return { doc, close: () => app.close() };
}

/** A FreshWiki article as library files, one per part ("# <topic> — <part>"), its lead too unless not. */
function writeParts(dir: string, topic: string, options: { lead?: boolean } = {}): void {
  freshWikiDocuments(topic)
    .filter((d) => options.lead !== false || !d.title.endsWith("Introduction"))
    .forEach((d, i) => {
      writeFileSync(path.join(dir, `${String(i).padStart(2, "0")}.md`), `# ${d.title}\n\n${d.text}\n`);
    });
}

describe("an event's causes and impact, from a library of encyclopedia articles", () => {
  const query = "What caused the 2022 Pakistan floods and what was their impact?";
  let doc: PresentedDocument;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ doc, close } = await paper(
      { LIBRARY_DIR: `${testdataPath("eval", "freshwiki", "txt")}`, SEARCH_PROVIDERS_WEB: "library" },
      query,
    ));
  }, 120_000);
  afterAll(async () => close?.());

  it("plans the 5 sections asked for: the article has parts enough beside the question's two aspects", () => {
    // Causes and Impact (asked), Background, Response, and Sindh, a part of the impact: the Impact aspect
    // claims every sentence on damage, Sindh's too, yet the Sindh part still writes sentences of its own.
    expect(doc.content.plan.sections.map((s) => s.title)).toHaveLength(5);
  });

  it("writes sections from sentences of their own: at most one is only the note", () => {
    expect(doc.status).toBe("COMPLETE");
    expect(doc.content.plan.sections.length).toBeGreaterThanOrEqual(3);
    const written = doc.content.plan.sections.filter((s) => /\[\d+\]/u.test(s.content ?? ""));
    // Issue 30's goal is none; the retrieval-first engine still leaves one part of the impact empty here.
    expect(written.length).toBeGreaterThanOrEqual(doc.content.plan.sections.length - 1);
    expect(paperProblems(doc, { subject: ["Pakistan", "Floods"] })).toEqual([]);
  });

  it("cites one article as one source in the summary: one number per page, not one per passage", () => {
    const sources = doc.content.summary.sources ?? [];
    expect(sources.length).toBeGreaterThan(0);
    expect(new Set(sources.map((x) => x.url)).size).toBe(sources.length);
    const cited = new Set(
      [...(doc.content.summary.summary ?? "").matchAll(/\[(\d+)\]/gu)].map((m) => Number(m[1])),
    );
    expect([...cited].sort()).toEqual(sources.map((x) => x.n).sort());
  });

  it("answers each clause of the question: what caused the floods and what their impact was", () => {
    const text = paperText(doc);
    expect(text).toMatch(/monsoon|glacier|climate change|heat wave|deforestation|rainfall/i);
    expect(text).toMatch(/killed|homeless|displaced|damaged|destroyed/i);
  });

  it("titles sections as a person would: no lists of extracted phrases, no bare adjectives", () => {
    for (const { title } of doc.content.plan.sections) {
      expect(title.split(/\s+/u).length, title).toBeLessThanOrEqual(5);
      expect(title, title).not.toMatch(/ and .+ and /u);
      expect(title, title).not.toMatch(/^(?:National|International|Domestic)$/u);
    }
  });
});

describe("an event told in parts, one library file per part of its article", () => {
  // The crash itself ("Incident") is a long part whose best chunk for the topic is its short last piece:
  // four chunks of "Reactions" outrank it. The outline is planned from the parts read whole, so the
  // incident gets its section and the paper says where the aircraft came down.
  const query = "2023 Wagner Group plane crash";
  let doc: PresentedDocument;
  let close: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "treatise-wagner-"));
    writeParts(dir, "2023_Wagner_Group_plane_crash");
    ({ doc, close } = await paper({ LIBRARY_DIR: dir, SEARCH_PROVIDERS_WEB: "library" }, query));
  }, 120_000);
  afterAll(async () => {
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it("says where the aircraft crashed", () => {
    expect(doc.status).toBe("COMPLETE");
    expect(paperText(doc)).toMatch(/crashed near Kuzhenkino in Tver Oblast/u);
    expect(paperProblems(doc, { subject: ["Wagner"] })).toEqual([]);
  });

  it("titles sections by the parts, not by the article's name every part's title carries", () => {
    const titles = doc.content.plan.sections.map((s) => s.title);
    expect(titles).toHaveLength(5);
    // The lead ("<article> — Introduction") may be named by the article; no other part is.
    expect(titles.filter((t) => /Wagner Group Plane Crash/iu.test(t)).length).toBeLessThanOrEqual(1);
    expect(titles).not.toContain("Introduction");
  });
});

describe("a library of many articles' parts, where one part stands under another", () => {
  // As bench/offline-quality lays out FreshWiki: every article's body parts, one file each (the lead left
  // out). The SEA Games' Marketing part holds Branding: an outline with both left one of them nothing of
  // its own to write ("No page that could be read for this section answered its questions").
  let doc: PresentedDocument;
  let close: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "treatise-parts-"));
    for (const topic of freshWikiTopics()) {
      const folder = path.join(dir, topic.replace(/[^\w-]+/gu, "-"));
      mkdirSync(folder);
      writeParts(folder, topic, { lead: false });
    }
    ({ doc, close } = await paper({ LIBRARY_DIR: dir, SEARCH_PROVIDERS_WEB: "library" }, "2023 SEA Games"));
  }, 120_000);
  afterAll(async () => {
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes every planned section: fewer sections rather than an empty one", () => {
    expect(doc.status).toBe("COMPLETE");
    const titles = doc.content.plan.sections.map((s) => s.title);
    expect(titles.includes("Marketing") && titles.includes("Branding")).toBe(false);
    for (const s of doc.content.plan.sections)
      expect(s.content ?? "", s.title).not.toContain(NO_SOURCES_TEXT);
  });
});

describe("a held-out documentation library: which index types SQLite provides", () => {
  const query = "Which index types does SQLite provide, and when should each be used?";
  let doc: PresentedDocument;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ doc, close } = await paper(
      { LIBRARY_DIR: testdataPath("libraries", "sqlite-docs"), SEARCH_PROVIDERS_WEB: "library" },
      query,
    ));
  }, 120_000);
  afterAll(async () => close?.());

  it("searches for the index itself, not for 'types'", () => {
    expect(doc.status).toBe("COMPLETE");
    const queries = doc.content.summary.refinedQueries.map((q) => q.query.toLowerCase());
    expect(queries.some((q) => /\bindex\b/u.test(q) && !/\btypes?\b/u.test(q))).toBe(true);
  });

  it("cites the pages on indexes and none on data types or JSON", () => {
    const cited = [
      ...(doc.content.references ?? []).map((r) => r.url),
      ...(doc.content.summary.sources ?? []).map((s) => s.url),
    ];
    const indexPages = ["partialindex.html", "expridx.html", "lang_createindex.html"].map((n) =>
      libraryUrl(n),
    );
    expect(
      cited.some((u) => indexPages.includes(u)),
      cited.join(" "),
    ).toBe(true);
    for (const name of ["datatype3.html", "json1.html", "lang_datefunc.html", "backup.html"])
      expect(cited).not.toContain(libraryUrl(name));
  });

  it("writes no sentence that leans on one the reader has not seen, nor a cut parenthesis", () => {
    const text = [
      doc.content.summary.summary ?? "",
      ...doc.content.plan.sections.map((s) => s.content ?? ""),
    ];
    for (const part of text) {
      expect(part).not.toMatch(/(?:^|\] )In the previous\b/u);
      expect(part).not.toMatch(/\((?:Historical note|Note)[^)]*\[\d+\]/u);
    }
    for (const s of doc.content.plan.sections)
      expect(s.content ?? "", s.title).not.toContain(NO_SOURCES_TEXT);
  });
});

describe("a manual page about the command asked about, among the manual's other pages", () => {
  const query =
    "How does git rebase reapply commits onto another branch, and how are conflicts during a rebase resolved?";
  let doc: PresentedDocument;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ doc, close } = await paper(
      { LIBRARY_DIR: testdataPath("libraries", "git-docs"), SEARCH_PROVIDERS_WEB: "library" },
      query,
    ));
  }, 120_000);
  afterAll(async () => close?.());

  it("quotes git-rebase(1) for most of what it says, not the pages that mention rebasing", () => {
    expect(doc.status).toBe("COMPLETE");
    const rebase = (doc.content.references ?? []).find((r) => r.url === libraryUrl("git-rebase.html"));
    expect(rebase).toBeDefined();
    const citations = doc.content.plan.sections.flatMap((s) =>
      [...(s.content ?? "").matchAll(/\[(\d+)\]/gu)].map((m) => Number(m[1])),
    );
    const own = citations.filter((n) => n === rebase?.n).length;
    // Issue 30's goal is 0.9 of cited pages on the question; measured by bench/offline-quality.
    expect(own / citations.length, paperText(doc)).toBeGreaterThanOrEqual(0.4);
  });

  it("says how: commits saved to a temporary area and reapplied one by one, then --continue", () => {
    const text = paperText(doc);
    expect(text).toMatch(/temporary area|one by one/u);
    expect(text).toMatch(/rebase --continue/u);
    expect(paperProblems(doc, { subject: ["rebase"] })).toEqual([]);
  });
});

describe("a question nothing in the library is about", () => {
  let doc: PresentedDocument;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ doc, close } = await paper(
      { LIBRARY_DIR: testdataPath("xss-library"), SEARCH_PROVIDERS_WEB: "library" },
      "What is the mating season of the Tasmanian devil?",
      3,
    ));
  }, 120_000);
  afterAll(async () => close?.());

  it("ends in ERROR saying that no source found is about the question, with no paper written", () => {
    expect(doc.status).toBe("ERROR");
    expect(doc.content.error?.reason).toBe("NO_RELEVANT_SOURCES");
    expect(doc.content.error?.message).toMatch(/Tasmanian devil/u);
    expect(doc.content.error?.hint).toMatch(/library|PDF/u);
    expect(doc.content.references ?? []).toEqual([]);
  });
});
