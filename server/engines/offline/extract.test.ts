import { describe, expect, it } from "vitest";
import { splitSentences } from "../../text/sentences";
import type { PlannedSection } from "../types";
import { extractFacts } from "./extract";
import { freshWikiDocuments, readabilityDocument } from "./test-corpus";

const section: PlannedSection = {
  title: "Aftershocks and Damage",
  description: "Covers aftershocks, damage and injuries.",
  subSections: [
    {
      question: "What do the sources report about aftershocks?",
      searchQuery: { refinedQuery: "Luzon earthquake aftershocks", searchType: "web" },
    },
    {
      question: "What are the key facts about damaged homes?",
      searchQuery: { refinedQuery: "Luzon earthquake damage", searchType: "news" },
    },
  ],
};
const query = "What were the consequences of the 2022 Luzon earthquake?";

describe("extractFacts", () => {
  const page = freshWikiDocuments("2022_Luzon_earthquake").find((d) => d.title.endsWith("Earthquake"))!;

  it("takes the page's sentences that answer the section, verbatim and in page order", () => {
    const items = extractFacts({ query, section, page, max: 20 }, "en");
    expect(items.length).toBeGreaterThan(2);
    expect(items.length).toBeLessThanOrEqual(20);
    const sentences = splitSentences(page.text, "en").map((s) => s.text);
    const positions = items.map((i) => sentences.indexOf(i.passage));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(items.some((i) => /aftershock/iu.test(i.text))).toBe(true);
    // Reference markers are kept in the passage (it is the page's text) and dropped from the text.
    for (const i of items) expect(i.text).not.toMatch(/\[\d+\]/u);
    expect(items.some((i) => i.passage !== i.text)).toBe(true);
  });

  it("gives nothing for a page on the same kind of event that never names what the question names", () => {
    const other = freshWikiDocuments("2022_West_Java_earthquake").find((d) => !/Luzon/u.test(d.text));
    expect(other).toBeDefined();
    expect(extractFacts({ query, section, page: other!, max: 20 }, "en")).toEqual([]);
  });

  it("respects the maximum and gives nothing for a page about something else", () => {
    expect(extractFacts({ query, section, page, max: 2 }, "en")).toHaveLength(2);
    expect(extractFacts({ query, section, page, max: 0 }, "en")).toEqual([]);
    const other = readabilityDocument("v8-blog");
    expect(extractFacts({ query, section, page: other, max: 20 }, "en")).toEqual([]);
  });

  it("gives text equal to passage when the page has no reference markers", () => {
    const news = readabilityDocument("bbc-1");
    const gunSection: PlannedSection = {
      title: "Gun Laws",
      description: "Covers gun laws.",
      subSections: [
        {
          question: "What did Obama say about gun laws?",
          searchQuery: { refinedQuery: "Obama gun laws", searchType: "news" },
        },
      ],
    };
    const items = extractFacts(
      { query: "Obama gun control frustration", section: gunSection, page: news, max: 20 },
      "en",
    );
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i.text).toBe(i.passage);
  });
});

describe("extractFacts under a page's headings", () => {
  const manual = {
    url: "library://gitignore.html",
    title: "gitignore(5)",
    text: [
      "# gitignore(5)",
      "## DESCRIPTION",
      "A gitignore file specifies intentionally untracked files that Git should ignore.",
      "Each line in a gitignore file specifies a pattern that decides which files Git ignores.",
      "Patterns read from a .gitignore file in the same directory as the path are used by Git.",
      "## PATTERN FORMAT",
      'An optional prefix "!" negates the pattern; any matching file excluded by a previous pattern will become included again.',
      "The slash / is used as the directory separator.",
      "Two consecutive asterisks match in all directories.",
    ].join("\n"),
  };
  const patternFormat: PlannedSection = {
    title: "Pattern Format",
    description: "Covers pattern format.",
    subSections: [
      {
        question: "What are the key facts about pattern format?",
        searchQuery: { refinedQuery: "gitignore file Pattern Format", searchType: "web" },
      },
    ],
  };
  const gitQuery = "How does a gitignore file decide which files Git ignores?";

  it("keeps the sentences of the part headed by the section's title, whatever words they use, with their heading", () => {
    const items = extractFacts({ query: gitQuery, section: patternFormat, page: manual, max: 20 }, "en");
    const separator = items.find((i) => /directory separator/u.test(i.text));
    expect(separator?.heading).toBe("PATTERN FORMAT");
    expect(items.some((i) => /consecutive asterisks/u.test(i.text))).toBe(true);
    expect(items.find((i) => /untracked/u.test(i.text))?.heading).toBe("DESCRIPTION");
  });
});

describe("extractFacts and what a paper says of other work", () => {
  const paper = {
    url: "library://tracing.pdf",
    title: "Trace-based Just-in-Time Type Specialization",
    text: [
      "## 2. Overview",
      "TraceMonkey records a trace when a loop becomes hot and compiles the trace to native code.",
      "The trace monitor decides whether to record a trace or to run a compiled trace.",
      "## 8. Related Work",
      "Dynamo used loop headers as candidate hot traces and compiled each trace to native code.",
      "Psyco is a type-specializing trace compiler that records a trace for Python.",
    ].join("\n"),
  };
  const section = (title: string): PlannedSection => ({
    title,
    description: `Covers ${title.toLowerCase()}.`,
    subSections: [
      {
        question: "How does a trace compiler record and compile a trace?",
        searchQuery: { refinedQuery: "trace compiler record compile trace", searchType: "web" },
      },
    ],
  });
  const query = "How does TraceMonkey record and compile a trace?";

  it("leaves out the related work of a paper, unless the section is about it", () => {
    const own = extractFacts({ query, section: section("How It Works"), page: paper, max: 20 }, "en");
    expect(own.some((i) => /TraceMonkey records a trace/u.test(i.text))).toBe(true);
    expect(own.some((i) => /Dynamo|Psyco/u.test(i.text))).toBe(false);
    const related = extractFacts({ query, section: section("Related Work"), page: paper, max: 20 }, "en");
    expect(related.some((i) => /Dynamo/u.test(i.text))).toBe(true);
  });
});

describe("extractFacts for each question of a section", () => {
  it("gives every question sentences of its own, not only the question most of the page matches", () => {
    const page = {
      url: "library://git-stash.html",
      title: "git-stash(1)",
      text: [
        "Use git stash when you want to record the current state of the working directory and the index.",
        "The stash entries are listed with git stash list, newest first, as stash@{0}, stash@{1} and so on.",
        "A stash entry is shown with git stash show, as a diff between the stashed contents and the commit.",
        "The stash list keeps each stash entry until it is dropped with git stash drop or cleared.",
        "Each stash entry in the list records the branch that was current when the stash was made.",
        "The list of stash entries is kept in the reflog of refs/stash, so old entries can expire.",
        "With --include-untracked, untracked files are stashed too and cleaned from the working tree.",
      ].join("\n\n"),
    };
    const stash: PlannedSection = {
      title: "Saving Changes",
      description: "Covers stash entries.",
      subSections: [
        {
          question: "How are stash entries listed and shown?",
          searchQuery: { refinedQuery: "git stash list show entries", searchType: "web" },
        },
        {
          question: "Are untracked files saved?",
          searchQuery: { refinedQuery: "git stash untracked files", searchType: "web" },
        },
      ],
    };
    const items = extractFacts(
      { query: "How does git stash save uncommitted changes?", section: stash, page, max: 3 },
      "en",
    );
    expect(items).toHaveLength(3);
    expect(items.some((i) => i.text.includes("--include-untracked"))).toBe(true);
    expect(items.some((i) => i.text.includes("git stash list"))).toBe(true);
  });
});

describe("extractFacts and list entries", () => {
  it("keeps entries that define different terms, however many words they share", () => {
    const entries = [
      "--soft: Does not touch the index file or the working tree at all (but resets the head to <commit>, just like all modes do).",
      "--hard: Resets the index and working tree of git reset.",
      "--merge: Resets the index and updates the files in the working tree that are different between <commit> and HEAD, but keeps those which are different between the index and working tree (i.e. which have changes which have not been added).",
      "--keep: Resets index entries and updates files in the working tree that are different between <commit> and HEAD.",
    ];
    const page = {
      url: "library://git-reset.html",
      title: "git-reset(1)",
      text: ["# git-reset(1)", "## OPTIONS", ...entries].join("\n\n"),
    };
    const modes: PlannedSection = {
      title: "Modes",
      description: "Covers the modes of git reset.",
      subSections: [
        {
          question: "What does each mode of git reset do to the index and the working tree?",
          searchQuery: { refinedQuery: "git reset modes index working tree", searchType: "web" },
        },
      ],
    };
    const items = extractFacts(
      { query: "What are the modes of git reset?", section: modes, page, max: 20 },
      "en",
    );
    expect(items.map((i) => i.text)).toEqual(entries);
  });
});

describe("extractFacts and what follows a list's entry", () => {
  it("leaves out a sentence that points back to an entry it does not keep", () => {
    const page = {
      url: "library://git-reset.html",
      title: "git-reset(1)",
      text: [
        "# git-reset(1)",
        "## DESCRIPTION",
        "The <mode> must be one of the following:",
        "--soft: Does not touch the index file or the working tree at all (but resets the head to <commit>).",
        'This leaves all your changed files "Changes to be committed", as git status would put it.',
        "--hard: Resets the index and working tree. Any changes to tracked files in the working tree since <commit> are discarded.",
      ].join("\n\n"),
    };
    const modes: PlannedSection = {
      title: "Modes",
      description: "Covers the modes of git reset.",
      subSections: [
        {
          question: "Which modes does git reset have, and what do they do to changed files?",
          searchQuery: { refinedQuery: "git reset modes changed files", searchType: "web" },
        },
      ],
    };
    const input = { query: "What are the modes of git reset?", section: modes, page, max: 20 };
    const all = extractFacts(input, "en").map((i) => i.text);
    expect(all).toContain(
      'This leaves all your changed files "Changes to be committed", as git status would put it.',
    );
    // The summary wrote --soft's entry: what follows it is no fact for a section without it.
    const written =
      "--soft: Does not touch the index file or the working tree at all (but resets the head to <commit>). [1]";
    const rest = extractFacts({ ...input, written }, "en").map((i) => i.text);
    expect(rest.some((t) => t.startsWith("This leaves"))).toBe(false);
    expect(rest).toContain("Any changes to tracked files in the working tree since <commit> are discarded.");
  });
});
