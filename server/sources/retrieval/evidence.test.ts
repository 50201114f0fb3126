// The evidence index on real manual pages (Git's and SQLite's HTML manuals, as the reader reads them):
// retrieval ranks the pages a question is about first, passages keep their headings and surface text,
// and the relevance gate keeps the pages about a question and leaves out those that share a word with it.
import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { testdataPath } from "../../test/fixture-server";
import { readHtml } from "../reader/html";
import { buildEvidenceIndex, type EvidenceIndex, matchTerms } from "./evidence";
import { PageIndex, pageFieldsOf } from "./pages";

function library(name: string): EvidenceIndex {
  const dir = testdataPath("libraries", name);
  const docs = readdirSync(dir)
    .filter((f) => f.endsWith(".html"))
    .map((f) => {
      const page = readHtml(readFileSync(`${dir}/${f}`, "utf8"));
      return { url: f, title: page.title, text: page.text };
    });
  return buildEvidenceIndex(docs, "en");
}

let git: EvidenceIndex;
let sqlite: EvidenceIndex;
beforeAll(() => {
  git = library("git-docs");
  sqlite = library("sqlite-docs");
});

const topPage = (index: EvidenceIndex, query: string) =>
  [...index.pageScores(query)].sort((a, b) => b[1] - a[1])[0]?.[0];

describe("retrieve", () => {
  it.each([
    ["What are the modes of git reset and what does each mode do?", "git-reset.html"],
    ["How does a gitignore file decide which files Git ignores?", "gitignore.html"],
    ["How does git bisect find the commit that introduced a bug?", "git-bisect.html"],
    ["What is a Git worktree and how are linked worktrees added?", "git-worktree.html"],
    ["Which hooks does Git provide and when does each hook run?", "githooks.html"],
  ])("ranks the page a question is about first: %s", (query, page) => {
    expect(topPage(git, query)).toBe(page);
    const best = git.retrieve(query, 5);
    expect(best.filter((h) => h.passage.url === page).length).toBeGreaterThanOrEqual(3);
  });

  it("ranks SQLite's partial index page first for partial indexes", () => {
    expect(topPage(sqlite, "What is a partial index in SQLite?")).toBe("partialindex.html");
    expect(sqlite.retrieve("partial index", 1)[0]?.passage.url).toBe("partialindex.html");
  });

  it("keeps each passage's surface text, its headings and its place in the page", () => {
    const [hit] = git.retrieve("--soft does not touch the index file", 1);
    expect(hit?.passage.url).toBe("git-reset.html");
    expect(hit?.passage.text).toContain("Does not touch the index file");
    expect(hit?.passage.headings.at(-1)).toMatch(/DESCRIPTION|OPTIONS/u);
    const page = git.pages.find((p) => p.url === "git-reset.html")?.text ?? "";
    expect(page.slice(hit?.passage.start, hit?.passage.end).replace(/\s+/gu, " ")).toBe(hit?.passage.text);
    const passages = git.passagesOf("git-reset.html");
    expect(passages.map((p) => p.position)).toEqual(passages.map((_, i) => i));
  });

  it("matches other forms of a word and the parts of a hyphenated name", () => {
    expect(matchTerms("reapplied commits", "en")).toEqual(matchTerms("reapply commit", "en"));
    expect(matchTerms("git-merge", "en")).toEqual(expect.arrayContaining(matchTerms("git merge", "en")));
    expect(topPage(git, "git merge strategies")).toBe("git-merge.html");
  });

  it("excludes what it is told to, and keeps to the pages it is given", () => {
    const all = git.retrieve("stash", 10);
    const first = all[0]?.passage.id;
    const without = git.retrieve("stash", 10, { exclude: (p) => p.id === first });
    expect(without.map((h) => h.passage.id)).not.toContain(first);
    const only = git.retrieve("stash", 10, { urls: new Set(["git-pull.html"]) });
    expect(only.every((h) => h.passage.url === "git-pull.html")).toBe(true);
  });
});

describe("relevantPages", () => {
  it("keeps the pages about the question and leaves out pages that only share its common words", () => {
    const pages = git.relevantPages("How does git stash save uncommitted changes and restore them later?");
    expect(pages[0]?.url).toBe("git-stash.html");
    // Every page of Git's manual says "git" and "changes"; few are about stashing.
    expect(pages.length).toBeLessThanOrEqual(6);
    expect(pages.map((p) => p.url)).not.toContain("gitattributes.html");
  });

  it("finds nothing when no page has the question's words", () => {
    expect(git.relevantPages("photosynthesis in chloroplasts")).toEqual([]);
  });
});

describe("the collection the pages come from", () => {
  const dir = testdataPath("libraries", "git-docs");
  const all = readdirSync(dir)
    .filter((f) => f.endsWith(".html"))
    .map((f) => {
      const page = readHtml(readFileSync(`${dir}/${f}`, "utf8"));
      return { url: f, title: page.title, text: page.text };
    });
  // The whole manual as the library ranks it: how rare each word is among its pages.
  const manual = new PageIndex("en");
  for (const page of all) manual.set(page.url, pageFieldsOf(page, "en"));
  const background = {
    idf: (t: string) => manual.idf(t),
    holds: (url: string) => all.some((p) => p.url === url),
  };
  // The few pages a paper read for the question, all of which mention hooks.
  const read = all.filter((p) =>
    ["githooks.html", "git-fetch.html", "git-commit.html", "git-pull.html"].includes(p.url),
  );
  const query = "Which hooks does Git provide and when does each hook run?";

  it("weighs the question's words by their rarity in the whole collection, not among the few pages read", () => {
    const relevant = buildEvidenceIndex(read, "en", background)
      .relevantPages(query)
      .map((p) => p.url);
    expect(relevant[0]).toBe("githooks.html");
    expect(relevant).not.toContain("git-fetch.html");
    expect(relevant).not.toContain("git-pull.html");
  });

  it("uses its own passages when the pages are not the collection's", () => {
    const elsewhere = { idf: () => 0, holds: () => false };
    const own = buildEvidenceIndex(read, "en");
    const other = buildEvidenceIndex(read, "en", elsewhere);
    expect(other.relevantPages(query)).toEqual(own.relevantPages(query));
  });
});
