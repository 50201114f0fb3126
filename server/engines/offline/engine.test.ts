// Whole papers through the ResearchEngine interface, on the FreshWiki articles as a library: the outline
// rules, the citations and the rule that every sentence is a sentence of the source it cites.
import { beforeAll, describe, expect, it } from "vitest";
import { SUMMARY_MIN_LENGTH } from "../../../common/constants";
import { findOutlineProblems } from "../../../common/outline-rules";
import { groundingKey, stripReferenceMarkers } from "../../text/grounding";
import { splitSentences } from "../../text/sentences";
import { createOfflineEngine } from "./engine";
import { buildPool } from "./pool";
import {
  type CorpusDocument,
  citedSentences,
  freshWikiDocuments,
  freshWikiTopics,
  TestLibrary,
  testCall,
  type WrittenPaper,
  writePaper,
} from "./test-corpus";
import { sentenceOwnership } from "./write-section";

/** The whole sentences of a text, as the engine may quote them. */
function sentencesOf(text: string): Set<string> {
  return new Set(splitSentences(text, "en").map((s) => groundingKey(stripReferenceMarkers(s.text))));
}

const QUESTIONS = [
  "What were the causes and consequences of the 2022 Luzon earthquake?",
  "How did the 2023 Tour de France unfold?",
  "What happened in the 2022 Hungarian parliamentary election?",
];

describe("offline engine on the FreshWiki library", () => {
  const engine = createOfflineEngine();
  let library: TestLibrary;
  const papers = new Map<string, WrittenPaper>();

  beforeAll(async () => {
    const docs: CorpusDocument[] = freshWikiTopics().flatMap(freshWikiDocuments);
    library = new TestLibrary(docs);
    for (const q of QUESTIONS) papers.set(q, await writePaper(engine, library, q));
  });

  it("is the offline kind", () => {
    expect(engine.kind).toBe("offline");
  });

  it.each(QUESTIONS)("refines %s into 3–5 distinct queries covering web, news and scholar", (q) => {
    const { queries } = papers.get(q)!;
    expect(queries.length).toBeGreaterThanOrEqual(3);
    expect(queries.length).toBeLessThanOrEqual(5);
    expect(new Set(queries.map((x) => x.query.toLowerCase())).size).toBe(queries.length);
    expect(new Set(queries.map((x) => x.searchType))).toEqual(new Set(["web", "news", "scholar"]));
  });

  it.each(QUESTIONS)("curates 5–10 sources for %s, all about the topic", (q) => {
    const { curated } = papers.get(q)!;
    expect(curated.length).toBeGreaterThanOrEqual(5);
    expect(curated.length).toBeLessThanOrEqual(10);
    const topic =
      QUESTIONS.indexOf(q) === 0 ? "Luzon" : QUESTIONS.indexOf(q) === 1 ? "Tour_de_France" : "Hungarian";
    expect(curated.filter((u) => u.includes(topic)).length).toBeGreaterThanOrEqual(3);
  });

  it.each(QUESTIONS)(
    "summarizes %s in at least 550 characters, each sentence quoted from the passage it cites",
    (q) => {
      const { summary, passages } = papers.get(q)!;
      expect(summary.summary.trim().length).toBeGreaterThanOrEqual(SUMMARY_MIN_LENGTH);
      const cited = citedSentences(summary.summary);
      expect(cited.length).toBeGreaterThanOrEqual(3);
      for (const { sentence, n } of cited) {
        const passage = passages.find((p) => p.n === n);
        expect(passage, `[${n}] exists`).toBeDefined();
        expect(sentencesOf(passage!.text).has(groundingKey(sentence)), sentence).toBe(true);
      }
      expect(summary.sources.map((s) => s.n)).toEqual(
        [...new Set(cited.map((c) => c.n))].sort((a, b) => a - b),
      );
      for (const s of summary.sources) expect(s.url).toBe(passages.find((p) => p.n === s.n)?.url);
    },
  );

  it.each(QUESTIONS)("plans %s in 3–5 sections of 3–5 questions that pass the outline rules", (q) => {
    const { plan } = papers.get(q)!;
    expect(findOutlineProblems(plan)).toBeNull();
    // Five were asked for: fewer only when the material holds less, and the outline says so.
    expect(plan.sections.length).toBeGreaterThanOrEqual(3);
    expect(plan.sections.length).toBeLessThanOrEqual(5);
    if (plan.sections.length < 5) expect(plan.warning).toMatch(/hold material for \d of the 5 sections/u);
    else expect(plan.warning).toBeUndefined();
    expect(new Set(plan.sections.map((s) => s.title.toLowerCase())).size).toBe(plan.sections.length);
    const questions = plan.sections.flatMap((s) => s.subSections.map((x) => x.question));
    expect(new Set(questions).size).toBe(questions.length);
    for (const section of plan.sections) {
      expect(section.title.trim()).not.toBe("");
      expect(section.title).not.toBe("New Section");
      expect(section.description.trim()).not.toBe("");
      expect(section.subSections.length).toBeGreaterThanOrEqual(3);
      expect(section.subSections.length).toBeLessThanOrEqual(5);
      for (const sub of section.subSections) {
        expect(sub.question).toMatch(/\?$/u);
        expect(sub.searchQuery.refinedQuery.trim()).not.toBe("");
        expect(["web", "news", "scholar"]).toContain(sub.searchQuery.searchType);
      }
    }
    expect(plan.title.trim()).not.toBe("");
  });

  it("never cites a page about another event of the same kind (the Pennsylvania election in a Hungarian paper)", () => {
    const { sections } = papers.get(QUESTIONS[2]!)!;
    for (const { text, sources } of sections) {
      const cited = new Set(citedSentences(text).map((c) => c.n));
      for (const s of sources.filter((x) => cited.has(x.n))) expect(s.url).toContain("Hungarian");
    }
  });

  it.each(QUESTIONS)("writes the sections of %s only with sentences of the sources they cite", (q) => {
    const { sections } = papers.get(q)!;
    for (const { section, sources, text, deltas } of sections) {
      expect(deltas.join("")).toBe(text);
      const cited = citedSentences(text);
      // Streamed sentence by sentence: one delta per cited sentence.
      expect(deltas).toHaveLength(cited.length);
      expect(cited.length, section.title).toBeGreaterThanOrEqual(1);
      for (const { sentence, n } of cited) {
        const source = sources.find((s) => s.n === n);
        expect(source, `[${n}] exists`).toBeDefined();
        const keys = new Set(source!.information.flatMap((i) => [...sentencesOf(i.passage)]));
        expect(keys.has(groundingKey(sentence)), sentence).toBe(true);
      }
      // At least two sources are cited when two have information this section may use: a sentence that
      // belongs to another section of the outline is left to it, so that no sentence is written twice.
      // (A sentence of a source titled by a section's heading belongs to that section.)
      const ownership = sentenceOwnership(papers.get(q)!.plan, "en", q);
      const index = papers.get(q)!.plan.sections.indexOf(section);
      const usable = sources.filter((s) =>
        buildPool(
          s.information.map((i) => ({ n: s.n, text: i.passage })),
          "en",
        ).some((x) => {
          const o = ownership({ ...x, sourceTitle: s.title });
          return o.owner === index || o.runnerUp === index;
        }),
      );
      if (usable.length >= 2)
        expect(new Set(cited.map((c) => c.n)).size, section.title).toBeGreaterThanOrEqual(2);
      // Markdown paragraphs, no heading: headings are the section titles, written by the pipeline.
      expect(text).not.toMatch(/^#/mu);
    }
  });

  it.each(QUESTIONS)("never repeats a sentence in the paper on %s", (q) => {
    const all = papers
      .get(q)!
      .sections.flatMap((s) => citedSentences(s.text).map((c) => groundingKey(c.sentence)));
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((x, i) => all.indexOf(x) !== i)).toEqual([]);
  });

  it.each(QUESTIONS)(
    "chooses 5–15 pages per section of %s and extracts at most 20 verbatim sentences",
    (q) => {
      for (const { urls, sources } of papers.get(q)!.sections) {
        expect(urls.length).toBeGreaterThanOrEqual(5);
        expect(urls.length).toBeLessThanOrEqual(15);
        for (const source of sources) {
          expect(source.information.length).toBeLessThanOrEqual(20);
          const page = library.byUrl(source.url);
          const pageSentences = new Set(splitSentences(page.text, "en").map((s) => s.text));
          for (const item of source.information) {
            expect(pageSentences.has(item.passage), item.passage).toBe(true);
            expect(item.text).toBe(stripReferenceMarkers(item.passage));
          }
        }
      }
    },
  );

  it("titles each paper in the words of its question, not with a list of extracted phrases", () => {
    expect(papers.get(QUESTIONS[0]!)!.title).toBe("Causes and Consequences of the 2022 Luzon Earthquake");
    expect(papers.get(QUESTIONS[1]!)!.title).toBe("2023 Tour de France");
    expect(papers.get(QUESTIONS[2]!)!.title).toBe("2022 Hungarian Parliamentary Election");
    // Never the old list of picked phrases ("Topic: Section A, Section B and C").
    for (const q of QUESTIONS) expect(papers.get(q)!.title).not.toMatch(/,| and [A-Z].* and /u);
    for (const q of QUESTIONS) {
      const { title } = papers.get(q)!;
      expect(title).not.toBe(q);
      expect(title).not.toContain(":");
    }
  });

  it("records a zero-cost usage event per call and stops when the call is aborted", async () => {
    const call = testCall();
    await engine.refineQueries(call, {
      query: "Luzon earthquake",
      searchTypes: ["web"],
      customSourceTitles: [],
    });
    expect(call.events).toEqual([
      { kind: "model", provider: "offline", model: "offline", costMicroCents: 0, step: "refineQueries" },
    ]);
    const controller = new AbortController();
    controller.abort(new Error("stopped"));
    await expect(
      engine.refineQueries(testCall("en", controller.signal), {
        query: "x",
        searchTypes: ["web"],
        customSourceTitles: [],
      }),
    ).rejects.toThrow("stopped");
  });

  it("describes a cover with its palette, motif and title", async () => {
    const prompt = await engine.describeCover(testCall(), {
      title: "2022 Luzon Earthquake: Abra River Fault and Ilocos Region",
      query: QUESTIONS[0]!,
      summary: "",
    });
    expect(prompt).toContain('"2022 Luzon Earthquake: Abra River Fault and Ilocos Region"');
    expect(prompt).toMatch(/orbits|waves|tiles|rays|ridges/u);
  });
});
