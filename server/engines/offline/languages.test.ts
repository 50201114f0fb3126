// Papers in French, Spanish, German, Chinese and Japanese from the readability test pages in those
// languages: summaries and sections in the language of the pages, cut at the right sentence boundaries.
import { describe, expect, it } from "vitest";
import type { Locale } from "../../../common/constants";
import { SUMMARY_MIN_LENGTH } from "../../../common/constants";
import { findOutlineProblems } from "../../../common/outline-rules";
import { groundingKey, stripReferenceMarkers } from "../../text/grounding";
import { detectLanguage, type Language, languageOfLocale } from "../../text/language";
import { splitSentences } from "../../text/sentences";
import type { SectionSource } from "../types";
import { createOfflineEngine } from "./engine";
import { chunkPassages, citedSentences, readabilityDocument, testCall } from "./test-corpus";

interface Case {
  locale: Locale;
  pages: string[];
  query: string;
  /** Words the summary must contain: it is written from these pages. */
  expected: string[];
}

const CASES: Case[] = [
  {
    locale: "fr",
    pages: ["lemonde-1", "liberation-1"],
    query: "Que prévoit le projet de loi sur le renseignement ?",
    expected: ["renseignement"],
  },
  {
    locale: "es",
    pages: ["la-nacion", "cnet-svg-classes"],
    query: "¿Cuál es la solución para la cuestión mapuche?",
    expected: ["mapuche"],
  },
  {
    locale: "de",
    pages: ["heise"],
    query: "Was bietet 1Password für Mac mit Einmal-Passwörtern?",
    expected: ["1Password"],
  },
  { locale: "zh-cn", pages: ["gmw", "qq"], query: "宇航员在太空中喝酒会怎么样？", expected: ["宇航员"] },
  { locale: "ja", pages: ["hukumusume"], query: "欲張りなイヌの話はどんな教訓か？", expected: ["イヌ"] },
];

/** The sentences of the pages, as the engine may quote them. */
function pageSentences(pages: string[], language: Language): Set<string> {
  return new Set(
    pages.flatMap((p) =>
      splitSentences(readabilityDocument(p).text, language).map((s) =>
        groundingKey(stripReferenceMarkers(s.text)),
      ),
    ),
  );
}

describe.each(CASES)("a paper in $locale", ({ locale, pages, query, expected }) => {
  const engine = createOfflineEngine();
  const language = languageOfLocale(locale);
  const docs = pages.map(readabilityDocument);
  const passages = chunkPassages(docs);
  const sentences = pageSentences(pages, language);

  it("summarizes in the pages' language with whole sentences of the cited passages", async () => {
    const { summary, sources } = await engine.writeSummary(testCall(locale), { query, passages });
    const total = passages.reduce((a, p) => a + p.text.length, 0);
    if (total >= SUMMARY_MIN_LENGTH * 2) expect(summary.length).toBeGreaterThanOrEqual(SUMMARY_MIN_LENGTH);
    expect(detectLanguage(summary, "en")).toBe(language);
    for (const word of expected) expect(summary).toContain(word);
    const cited = citedSentences(summary);
    expect(cited.length).toBeGreaterThanOrEqual(2);
    for (const { sentence, n } of cited) {
      expect(sentences.has(groundingKey(sentence)), sentence).toBe(true);
      const passage = passages.find((p) => p.n === n)!;
      expect(groundingKey(passage.text).includes(groundingKey(sentence)), sentence).toBe(true);
    }
    expect(sources.length).toBeGreaterThanOrEqual(1);
  });

  it("plans sections that pass the outline rules, with questions in the language", async () => {
    const call = testCall(locale);
    const { summary } = await engine.writeSummary(call, { query, passages });
    const plan = await engine.planSections(call, {
      query,
      summary,
      passages,
      numberOfSections: 3,
      searchTypes: ["web", "news", "scholar"],
    });
    expect(findOutlineProblems(plan)).toBeNull();
    // As many as the pages hold topics for (a short fable or news story may hold fewer), and the reason
    // when fewer.
    expect(plan.sections.length).toBeGreaterThanOrEqual(locale === "ja" || locale === "de" ? 1 : 3);
    expect(plan.sections.length).toBeLessThanOrEqual(3);
    if (plan.sections.length < 3)
      expect(plan.warning).toContain(`material for ${plan.sections.length} of the 3`);
    for (const section of plan.sections) {
      expect(section.subSections.length).toBeGreaterThanOrEqual(3);
      for (const q of section.subSections) expect(detectLanguage(q.question, language)).toBe(language);
    }
  });

  it("writes a section from the pages' information, sentence by sentence", async () => {
    const call = testCall(locale);
    const { summary } = await engine.writeSummary(call, { query, passages });
    const plan = await engine.planSections(call, {
      query,
      summary,
      passages,
      numberOfSections: 3,
      searchTypes: ["web"],
    });
    let written = 0;
    for (const [sectionIndex, section] of plan.sections.entries()) {
      const sources: SectionSource[] = [];
      for (const page of docs) {
        const information = await engine.extractInformation(call, { query, section, page, max: 20 });
        for (const item of information)
          expect(sentences.has(groundingKey(item.passage)), item.passage).toBe(true);
        if (information.length > 0)
          sources.push({ n: sources.length + 1, url: page.url, title: page.title, information });
      }
      const deltas: string[] = [];
      const text = await engine.writeSection(call, {
        query,
        documentTitle: plan.title,
        section,
        sectionIndex,
        outline: plan,
        sources,
        onDelta: (d) => void deltas.push(d),
      });
      expect(deltas.join("")).toBe(text);
      const cited = citedSentences(text);
      expect(deltas).toHaveLength(cited.length);
      for (const { sentence, n } of cited) {
        expect(sentences.has(groundingKey(sentence)), sentence).toBe(true);
        const source = sources.find((s) => s.n === n)!;
        expect(
          source.information.some((i) => groundingKey(i.passage) === groundingKey(sentence)),
          sentence,
        ).toBe(true);
      }
      written += cited.length;
    }
    expect(written).toBeGreaterThanOrEqual(3);
  });

  it("refines the question into 3–5 queries in its language and titles the paper", async () => {
    const call = testCall(locale);
    const queries = await engine.refineQueries(call, {
      query,
      searchTypes: ["web", "news", "scholar"],
      customSourceTitles: [],
    });
    expect(queries.length).toBeGreaterThanOrEqual(3);
    expect(queries.length).toBeLessThanOrEqual(5);
    const title = await engine.writeTitle(call, { query, summary: "", sectionTitles: ["A", "B"] });
    expect(title).not.toBe(query);
    expect(title.trim()).not.toBe("");
  });
});

describe("sentence boundaries in the written text", () => {
  it("cites Chinese sentences right after their full stop, without splitting inside them", async () => {
    const engine = createOfflineEngine();
    const passages = chunkPassages(["gmw", "qq"].map(readabilityDocument));
    const { summary } = await engine.writeSummary(testCall("zh-cn"), {
      query: "宇航员在太空中喝酒会怎么样？",
      passages,
    });
    expect(summary).toMatch(/。\[\d+\]/u);
    for (const { sentence } of citedSentences(summary)) expect(sentence).toMatch(/[。！？」”』）】]$/u);
  });

  it("keeps German abbreviations inside the sentences it quotes", async () => {
    const engine = createOfflineEngine();
    const passages = chunkPassages([readabilityDocument("heise")]);
    const { summary } = await engine.writeSummary(testCall("de"), { query: "1Password TOTP Mac", passages });
    const quoted = citedSentences(summary).map((c) => c.sentence);
    // "(z.B. ein iPhone)" sits inside a sentence of the page: no quoted sentence may end at "z.B.".
    for (const s of quoted) expect(s).not.toMatch(/z\.\s?B\.$/u);
    expect(quoted.some((s) => s.includes("z.B. ein iPhone"))).toBe(true);
  });
});
