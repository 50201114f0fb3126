// Each stage of the offline engine on real manual pages (Git's HTML manual as the reader reads it): the
// summary answers from the pages about the question and says something else when regenerated, the outline
// is drawn from the sources' own headings, a page is read for a section's questions, and sections written
// in parallel from the same pages never write the same sentence.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NoRelevantSourcesError } from "../../errors";
import { readHtml } from "../../sources/reader/html";
import { testdataPath } from "../../test/fixture-server";
import { markdownHeadings } from "../../text/headings";
import { unescapeMarkdown } from "../../text/plain-text";
import type { HeldPassage, Passage, PlannedOutline, SectionSource } from "../types";
import { extractFacts } from "./extract";
import {
  cleanTitle,
  nextQuestion,
  nextSection,
  pageNames,
  planOutline,
  topicQuestions,
  topicSection,
} from "./outline";
import { composeSummary } from "./summary";
import { heading } from "./topic";
import { composeSection } from "./write";

const dir = testdataPath("libraries", "git-docs");
const pages: Passage[] = readdirSync(dir)
  .filter((f) => f.endsWith(".html"))
  .map((f, i) => {
    const page = readHtml(readFileSync(`${dir}/${f}`, "utf8"));
    return { n: i + 1, url: f, title: page.title, text: page.text };
  });
const page = (url: string) => pages.find((p) => p.url === url) as Passage;
const cited = (text: string) => [...text.matchAll(/\[(\d+)\]/gu)].map((m) => Number(m[1]));
/** The sentences of a written text as a reader sees them (the Markdown's escapes read). */
const sentencesOf = (text: string) =>
  unescapeMarkdown(text)
    .split(/\s*\[\d+\]\s*/u)
    .map((s) => s.trim())
    .filter(Boolean);

describe("summary", () => {
  const query = "Which merge strategies does git merge offer and when is each strategy used?";

  it("answers from the pages about the question, each sentence verbatim with its page's number", () => {
    const { summary, sources } = composeSummary({ query, passages: pages }, "en");
    expect(summary.length).toBeGreaterThanOrEqual(550);
    const urls = new Set(sources.map((s) => s.url));
    expect([...urls].every((u) => ["git-merge.html", "git-pull.html", "git-rebase.html"].includes(u))).toBe(
      true,
    );
    for (const n of cited(summary)) expect(sources.map((s) => s.n)).toContain(n);
    for (const s of sentencesOf(summary))
      expect(pages.some((p) => p.text.replace(/\s+/gu, " ").includes(s))).toBe(true);
    expect(summary.toLowerCase()).toContain("strateg");
  });

  it("says something else when asked again, from the next-best evidence", () => {
    const first = composeSummary({ query, passages: pages }, "en").summary;
    const second = composeSummary({ query, passages: pages, previous: first }, "en");
    expect(second.summary).not.toBe(first);
    const before = new Set(sentencesOf(first));
    expect(sentencesOf(second.summary).filter((s) => before.has(s))).toEqual([]);
  });

  it("stops with a reason when no page is about the question", () => {
    expect(() =>
      composeSummary({ query: "How do chloroplasts carry out photosynthesis?", passages: pages }, "en"),
    ).toThrow(NoRelevantSourcesError);
  });
});

describe("outline", () => {
  const input = (query: string, numberOfSections = 5) => ({
    query,
    summary: "",
    passages: [],
    pages,
    numberOfSections,
    searchTypes: ["web" as const],
  });

  it("tells a page without headings in parts by its phrases, never by a lone common word", () => {
    // git-bisect(1) with its headings taken out: its parts were "Bad", "Old", "New" and "Test".
    const material = pages.map((p) =>
      p.url === "git-bisect.html" ? { ...p, text: p.text.replace(/^#+ .*$/gmu, "") } : p,
    );
    const outline = planOutline(
      { ...input("How does git bisect find the commit that introduced a bug?"), pages: material },
      "en",
    );
    const titles = outline.sections.map((s) => s.title);
    expect(titles.length).toBeGreaterThanOrEqual(3);
    for (const t of titles) expect(t, titles.join(" | ")).toMatch(/\s|[A-Z]{2}|-/u);
  });

  it("writes a name from code as it is written, and a file's underscored words as words", () => {
    const title = (t: string) => heading(cleanTitle(t), "en");
    expect(title("target_link_libraries")).toBe("target_link_libraries");
    expect(title("CMAKE_BUILD_TYPE")).toBe("CMAKE_BUILD_TYPE");
    expect(title("add_library() ¶")).toBe("add_library()");
    expect(title("CMP0048")).toBe("CMP0048");
    expect(title("MERGE STRATEGIES")).toBe("Merge Strategies");
    expect(title("2022_Pakistan_floods")).toBe("2022 Pakistan Floods");
    expect(title("using the --onto option")).toBe("Using the --onto Option");
    expect(title("Writing an efficient abs__lt lookup")).toBe("Writing an Efficient abs__lt Lookup");
  });

  it("names a page by the part of its title that tells it apart, not the site's or document's name", () => {
    const name = pageNames([
      "Middleware | Django documentation | Django",
      "Settings | Django documentation | Django",
      "2023 Odisha train collision — Victims",
      "2023 Odisha train collision — Crash",
      "2023 Odisha train collision — Introduction",
      "mod_rewrite - Apache HTTP Server Version 2.4",
      "mod_alias - Apache HTTP Server Version 2.4",
      "Rust - a language",
    ]);
    expect(name("Middleware | Django documentation | Django")).toBe("Middleware");
    expect(name("2023 Odisha train collision — Victims")).toBe("Victims");
    expect(name("mod_rewrite - Apache HTTP Server Version 2.4")).toBe("mod_rewrite");
    // The part that says what the document is about is named by the document.
    expect(name("2023 Odisha train collision — Introduction")).toBe("Odisha train collision");
    // A title none of whose parts another page carries is named as before.
    expect(name("Rust - a language")).toBe("Rust - a language");
  });

  it("titles sections with the sources' own headings, each with 3 questions and a search", () => {
    const outline = planOutline(input("How does a gitignore file decide which files Git ignores?"), "en");
    expect(outline.sections).toHaveLength(5);
    const titles = outline.sections.map((s) => s.title);
    expect(titles).toContain("Pattern Format");
    for (const s of outline.sections) {
      expect(s.subSections.length).toBeGreaterThanOrEqual(3);
      for (const q of s.subSections) {
        expect(q.question).toMatch(/\?$/u);
        expect(q.searchQuery.refinedQuery.length).toBeGreaterThan(0);
      }
    }
    // Titles a person would write: no numbering, no pilcrows, no capitals-only headings.
    for (const t of titles) expect(t).not.toMatch(/^\d|¶|^[A-Z\s]+$/u);
    expect(new Set(titles.map((t) => t.toLowerCase())).size).toBe(titles.length);
  });

  it("searches for a section's topic within the paper's subject", () => {
    const topic = {
      title: "Pattern Format",
      names: ["pattern", "format"],
      url: "library://gitignore.html",
      pageTitle: "Pattern Format",
      headings: ["Pattern Format"],
      passages: [],
      score: 1,
      children: [],
    };
    const section = topicSection(topic, "gitignore file", "en", ["library"]);
    for (const q of section.subSections)
      expect(q.searchQuery.refinedQuery).toBe("Pattern Format gitignore file");
    // A topic that already names the subject is searched as it is.
    const named = topicSection(
      { ...topic, title: "Gitignore File Format", pageTitle: "gitignore" },
      "gitignore file",
      "en",
      ["library"],
    );
    expect(named.subSections[0]?.searchQuery.refinedQuery).toBe("Gitignore File Format");
  });

  it("asks about a topic in questions a person would write", () => {
    const ask = (title: string, children: string[] = []) => topicQuestions({ title, children }, "git", "en");
    // A part named with its whole, a pair, a title that asks already, a part that describes the topic.
    expect(ask("Hooks: pre-receive")[0]).toBe("What is pre-receive in Hooks?");
    expect(ask("Conflicts & the --onto option")[0]).toBe("What are Conflicts & the --onto option?");
    expect(ask("How to use the update hook")[0]).toBe("How to use the update hook?");
    expect(ask("git-reset", ["Description", "Options"]).slice(0, 3)).toEqual([
      "What is git-reset?",
      "What does the description of git-reset say?",
      "What are Options?",
    ]);
  });

  it("gives a part of a section's heading a section of its own only when no topic of its own is left", () => {
    // Headings of git-rebase(1) with the headings each stands under.
    const under = new Map<string, string[]>();
    const path: { level: number; title: string }[] = [];
    for (const h of markdownHeadings(page("git-rebase.html").text)) {
      while (path.length > 0 && (path[path.length - 1] as { level: number }).level >= h.level) path.pop();
      const title = heading(cleanTitle(h.text), "en");
      under.set(
        title,
        path.map((p) => p.title),
      );
      path.push({ level: h.level, title });
    }
    const titles = planOutline(input("How does git rebase work?"), "en").sections.map((s) => s.title);
    expect(titles).toHaveLength(5);
    const nested = titles.filter((t) => (under.get(t) ?? []).some((parent) => titles.includes(parent)));
    expect(nested, titles.join(" | ")).toEqual([]);
  });

  it("plans fewer sections than asked, and says why, when the material holds fewer topics", () => {
    const thin: Passage[] = [
      {
        n: 1,
        url: "notes.md",
        title: "Sourdough starter",
        text: "A sourdough starter is a culture of flour and water. The starter is fed daily with flour. A fed starter rises within hours.",
      },
    ];
    const outline = planOutline(
      {
        query: "What is a sourdough starter?",
        summary: "",
        passages: thin,
        numberOfSections: 5,
        searchTypes: ["web"],
      },
      "en",
    );
    expect(outline.sections.length).toBeGreaterThanOrEqual(1);
    expect(outline.sections.length).toBeLessThan(3);
    expect(outline.warning).toBe(
      `The sources hold material for ${outline.sections.length} of the 5 sections asked for: the outline has ${outline.sections.length} ${outline.sections.length === 1 ? "section" : "sections"} rather than sections on unrelated material.`,
    );
  });

  it("gives a new section on a topic the outline lacks, and a new question its section does not ask", () => {
    const query = "How does a gitignore file decide which files Git ignores?";
    const outline = planOutline(input(query, 3), "en");
    const added = nextSection({ query, summary: "", outline, searchTypes: ["web"], passages: pages }, "en");
    expect(outline.sections.map((s) => s.title)).not.toContain(added.title);
    expect(added.subSections.length).toBeGreaterThanOrEqual(2);
    const section = outline.sections[0] as PlannedOutline["sections"][number];
    const question = nextQuestion({ query, section, searchTypes: ["web"], passages: pages }, "en");
    expect(section.subSections.map((s) => s.question)).not.toContain(question.question);
    expect(question.question).toMatch(/\?$/u);
  });
});

describe("extract and write", () => {
  const query = "What are the modes of git reset and what does each mode do?";
  const outline: PlannedOutline = {
    title: "Git reset",
    sections: [
      {
        title: "Reset Modes",
        description: "",
        subSections: [
          { question: "What does --soft do?", searchQuery: { refinedQuery: "soft", searchType: "web" } },
          { question: "What does --hard do?", searchQuery: { refinedQuery: "hard", searchType: "web" } },
        ],
      },
      {
        title: "Examples",
        description: "",
        subSections: [
          { question: "How is git reset undone?", searchQuery: { refinedQuery: "undo", searchType: "web" } },
          { question: "How is a commit undone?", searchQuery: { refinedQuery: "undo", searchType: "web" } },
        ],
      },
    ],
  };

  it("reads a page for a section's questions: exact passages, in page order, with their headings", () => {
    const reset = page("git-reset.html");
    const items = extractFacts(
      { query, section: outline.sections[0] as PlannedOutline["sections"][number], page: reset, max: 20 },
      "en",
    );
    expect(items.length).toBeGreaterThan(3);
    const flat = reset.text.replace(/\s+/gu, " ");
    const at = items.map((it) => flat.indexOf(it.passage));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(items.some((it) => /--soft|--hard/u.test(it.passage))).toBe(true);
  });

  it("never writes one sentence in two sections written from the same pages", async () => {
    // Both sections read the same pages: each page gives what it says for either section.
    const sources: SectionSource[] = ["git-reset.html", "git-restore.html"].map((url, i) => ({
      n: i + 1,
      url,
      title: page(url).title,
      information: outline.sections.flatMap((section) =>
        extractFacts({ query, section, page: page(url), max: 20 }, "en"),
      ),
    }));
    const texts = await Promise.all(
      outline.sections.map((section, sectionIndex) =>
        composeSection({ query, section, sectionIndex, outline, sources, onDelta: () => undefined }, "en"),
      ),
    );
    const [a, b] = texts.map((t) => new Set(sentencesOf(t)));
    expect(a?.size).toBeGreaterThan(0);
    expect(b?.size).toBeGreaterThan(0);
    expect([...(a ?? [])].filter((s) => b?.has(s))).toEqual([]);
    for (const t of texts) for (const n of cited(t)) expect([1, 2]).toContain(n);
  });
});

describe("a section's sentences ranked by retrieval", () => {
  const query = "What is a Git worktree and how are linked worktrees added, locked and removed?";
  const section = (title: string) => ({
    title,
    description: "",
    subSections: [
      { question: `What is ${title}?`, searchQuery: { refinedQuery: title, searchType: "web" as const } },
    ],
  });
  const outline: PlannedOutline = {
    title: "Git worktree",
    sections: [section("Git-Worktree"), section("Options"), section("Details")],
  };
  // The page about worktrees beside pages that mention them (the repository layout lists worktree files
  // in long entries), each read for the first section.
  const urls = ["gitrepository-layout.html", "githooks.html", "git-worktree.html"];

  it("writes a section first from the page its title names, not from long sentences of other pages sharing its words", async () => {
    const sources: SectionSource[] = urls.map((url, i) => ({
      n: i + 1,
      url,
      title: page(url).title,
      information: extractFacts({ query, section: outline.sections[0]!, page: page(url), max: 20 }, "en"),
    }));
    const text = await composeSection(
      { query, section: outline.sections[0]!, sectionIndex: 0, outline, sources, onDelta: () => undefined },
      "en",
    );
    const worktree = urls.indexOf("git-worktree.html") + 1;
    const numbers = cited(text);
    expect(numbers[0]).toBe(worktree);
    // Most of what it says comes from that page.
    expect(numbers.filter((n) => n === worktree).length).toBeGreaterThan(numbers.length / 2);
  });
});

describe("one assignment of sentences to sections", () => {
  const query = "How does Django's middleware work, and how do I write and activate my own middleware?";
  const section = (title: string) => ({
    title,
    description: "",
    subSections: [
      { question: `What is ${title}?`, searchQuery: { refinedQuery: title, searchType: "web" as const } },
    ],
  });
  const outline: PlannedOutline = {
    title: "Middleware",
    sections: [section("Activating Middleware"), section("Writing Your Own Middleware")],
  };
  const sentences = [
    "To use a middleware component, add it to the MIDDLEWARE list in your Django settings.",
    "The order in MIDDLEWARE matters because a middleware can depend on other middleware.",
    "Each middleware component is represented by a string: the full Python path to the middleware factory.",
  ];
  /** The middleware page as a section's one source, giving these sentences under one heading. */
  const middlewarePage = (texts: string[]): SectionSource[] => [
    {
      n: 1,
      url: "topics/http/middleware.html",
      title: "Middleware",
      information: texts.map((text) => ({ text, passage: text, heading: "Activating middleware" })),
    },
  ];
  const sources = middlewarePage(sentences);
  /** What each section holds, as texts read under no heading. */
  const held = (...sections: string[][]) => sections.map((texts) => texts.map((text) => ({ text })));

  it("gives a sentence to the section named by the heading it stands under", async () => {
    const write = (sectionIndex: number) =>
      composeSection(
        {
          query,
          section: outline.sections[sectionIndex]!,
          sectionIndex,
          outline,
          sources,
          onDelta: () => undefined,
        },
        "en",
      );
    const [activating, writing] = await Promise.all([write(0), write(1)]);
    expect(sentencesOf(activating)).toEqual(sentences);
    expect(writing).toBe("");
  });

  it("writes what a section already written left, though that section fits it better", async () => {
    // "Activating Middleware" fits these sentences best; once it is written without them, they are free.
    const write = (heldBy: HeldPassage[][]) =>
      composeSection(
        {
          query,
          section: outline.sections[1]!,
          sectionIndex: 1,
          outline,
          sources,
          heldBy,
          onDelta: () => undefined,
        },
        "en",
      );
    expect(await write(held(sentences, sentences))).toBe("");
    expect(sentencesOf(await write(held([], sentences)))).toEqual(sentences);
  });

  it("gives a sentence to the best of the sections that hold it, never to one that does not", async () => {
    // Only "Writing Your Own Middleware" extracted these sentences: those that fit "Activating Middleware"
    // better are written where they are held rather than by no section.
    const more = [
      ...sentences,
      "Middleware can live anywhere on your Python path.",
      "You can activate the middleware in the settings of your project.",
    ];
    const write = (sectionIndex: number) =>
      composeSection(
        {
          query,
          section: outline.sections[sectionIndex]!,
          sectionIndex,
          outline,
          sources: sectionIndex === 1 ? middlewarePage(more) : [],
          heldBy: held(["Some other sentence of another page."], more),
          onDelta: () => undefined,
        },
        "en",
      );
    const [activating, writing] = await Promise.all([write(0), write(1)]);
    expect(activating).toBe("");
    expect(sentencesOf(writing)).toEqual(more);
  });

  it("writes a sentence a page states twice, under two headings, once when sections write at once", async () => {
    // Each section read the sentence under the heading that names it; both see both readings, so both
    // give it the same owner.
    const twice = "The middleware factory is called once, when the web server starts.";
    const read = (heading: string): SectionSource[] => [
      {
        n: 1,
        url: "topics/http/middleware.html",
        title: "Middleware",
        information: [{ text: twice, passage: twice, heading }],
      },
    ];
    const headings = ["Activating middleware", "Writing your own middleware"];
    const heldBy = headings.map((heading) => [{ text: twice, heading }]);
    const texts = await Promise.all(
      [0, 1].map((sectionIndex) =>
        composeSection(
          {
            query,
            section: outline.sections[sectionIndex]!,
            sectionIndex,
            outline,
            sources: read(headings[sectionIndex]!),
            heldBy,
            onDelta: () => undefined,
          },
          "en",
        ),
      ),
    );
    expect(texts.flatMap(sentencesOf)).toEqual([twice]);
  });

  it("does not write again what the paper has, though the page marks the sentence with its references", async () => {
    // A Wikipedia-like page: "[3] [7] [14]" is left out when the sentence is written, so the paper has it
    // without them.
    const marked = "The middleware factory runs once [3] [7] [14].";
    const plain = "The middleware factory runs once.";
    const text = await composeSection(
      {
        query,
        section: outline.sections[0]!,
        sectionIndex: 0,
        outline,
        sources: middlewarePage([marked, sentences[0]!]),
        written: `${plain} [1]`,
        onDelta: () => undefined,
      },
      "en",
    );
    expect(sentencesOf(text)).toEqual([sentences[0]]);
    const page = {
      url: "topics/http/middleware.html",
      title: "Middleware",
      text: `${marked} ${sentences[0]}`,
    };
    const read = extractFacts({ query, section: outline.sections[0]!, page, max: 20, written: plain }, "en");
    expect(read.map((it) => it.text)).toEqual([sentences[0]]);
  });

  it("writes a section from its own pages when none of them is about the whole question", async () => {
    // The outline drew "Referrer Policy" from a page the paper's question does not name: its section is
    // written from that page rather than left empty.
    const referrer = [
      "Your site's referrer policy controls when browsers send the Referer header.",
      "Browsers use the policy to decide how much of the address to send to other sites.",
    ];
    const twoSections: PlannedOutline = {
      title: "Middleware",
      sections: [section("Activating Middleware"), section("Referrer Policy")],
    };
    const text = await composeSection(
      {
        query,
        section: twoSections.sections[1]!,
        sectionIndex: 1,
        outline: twoSections,
        sources: [
          ...sources,
          {
            n: 2,
            url: "ref/security.html",
            title: "Security settings",
            information: referrer.map((t) => ({ text: t, passage: t, heading: "Referrer policy" })),
          },
        ],
        heldBy: held(sentences, [...sentences, ...referrer]),
        onDelta: () => undefined,
      },
      "en",
    );
    expect(sentencesOf(text)).toEqual(referrer);
    expect(new Set(cited(text))).toEqual(new Set([2]));
  });
});
