import { describe, expect, it } from "vitest";
import { SUMMARY_MIN_LENGTH } from "../../../common/constants";
import { buildPool, informativeness, type PoolSentence } from "./pool";
import { composeSummary } from "./summary";
import { chunkPassages, citedSentences, freshWikiDocuments } from "./test-corpus";

describe("composeSummary", () => {
  const passages = chunkPassages(freshWikiDocuments("2023_Odisha_train_collision"), { perDocument: 5 });

  it("picks relevant, central sentences without repeating itself, grouped by source", () => {
    const { summary, sources } = composeSummary(
      { query: "How did the 2023 Odisha train collision happen?", passages },
      "en",
    );
    expect(summary.length).toBeGreaterThanOrEqual(SUMMARY_MIN_LENGTH);
    expect(summary.length).toBeLessThanOrEqual(1700);
    const cited = citedSentences(summary);
    expect(new Set(cited.map((c) => c.sentence)).size).toBe(cited.length);
    expect(summary).toMatch(/Coromandel Express|collision/u);
    // Sentences of one source stand together, in the source's order.
    const order = cited.map((c) => c.n);
    const firstIndex = new Map<number, number>();
    order.forEach((n, i) => {
      if (!firstIndex.has(n)) firstIndex.set(n, i);
    });
    for (const [n, first] of firstIndex) {
      const last = order.lastIndexOf(n);
      expect(order.slice(first, last + 1).every((m) => m === n)).toBe(true);
    }
    expect(sources.map((s) => s.n)).toEqual([...firstIndex.keys()].sort((a, b) => a - b));
  });

  it("drops the sentence a chunk starts in the middle of", () => {
    const { summary } = composeSummary({ query: "Odisha train collision", passages }, "en");
    for (const { sentence } of citedSentences(summary)) expect(sentence).toMatch(/^[\p{Lu}"“(]/u);
  });

  it("is as long as the passages allow when they hold little text", () => {
    const short = [
      {
        n: 3,
        url: "https://a.example",
        title: "A",
        text: "The bridge opened in 2019. It carries trains and cars across the strait.",
      },
    ];
    const { summary, sources } = composeSummary({ query: "bridge", passages: short }, "en");
    expect(summary).toBe("The bridge opened in 2019. [3] It carries trains and cars across the strait. [3]");
    expect(sources).toEqual([{ n: 3, url: "https://a.example", title: "A" }]);
  });

  it("gives an empty summary without passages", () => {
    expect(composeSummary({ query: "anything", passages: [] }, "en")).toEqual({ summary: "", sources: [] });
  });
});

describe("informativeness", () => {
  const sentence = (text: string) => buildPool([{ n: 1, text }], "en")[0] as PoolSentence;

  it("ranks sentences that state numbers, names and options above ones of general words", () => {
    const facts = sentence("Eleven fatalities were reported in Abra, and at least 616 people were injured.");
    const option = sentence("With --soft, git reset does not touch the index file or the working tree.");
    const general = sentence(
      "Geologists had been aware of the potential for large earthquakes on the fault.",
    );
    expect(informativeness(facts)).toBeGreaterThan(informativeness(general));
    expect(informativeness(option)).toBeGreaterThan(informativeness(general));
    expect(informativeness(general)).toBeLessThan(0.3);
  });
});
