import { describe, expect, it } from "vitest";
import { Bm25Index, topScores } from "./bm25";
import { contentTerms } from "./tokenize";
import { cosine, jaccard, tfidfVector } from "./vectors";

const docs = [
  "The earthquake struck Luzon and damaged homes in Abra.",
  "The football final was played in Paris before a large crowd.",
  "Aftershocks of the earthquake were felt across northern Luzon for days.",
  "Parliament elections were held in Hungary in April.",
].map((d) => contentTerms(d, "en"));

describe("Bm25Index", () => {
  it("ranks documents by their match with the query", () => {
    const index = new Bm25Index(docs);
    const hits = index.search(contentTerms("earthquake in Luzon", "en"));
    expect(hits.map((h) => h.index).sort()).toEqual([0, 2]);
    expect(index.search(contentTerms("volcano", "en"))).toEqual([]);
    expect(index.idf("earthquake")).toBeLessThan(index.idf("football"));
  });

  it("matches other forms of a question's words: reapply finds reapplied, ignores finds ignored", () => {
    const index = new Bm25Index(
      [
        "The commits are reapplied to the current branch one by one.",
        "Files already tracked by Git are not ignored.",
        "A branch is a line of development.",
      ].map((t) => contentTerms(t, "en")),
    );
    expect(index.search(contentTerms("reapply commits", "en"))[0]?.index).toBe(0);
    expect(index.search(contentTerms("which files Git ignores", "en"))[0]?.index).toBe(1);
    expect(index.documentFrequency("reapplying")).toBe(1);
  });

  it("orders ties by position", () => {
    expect(topScores([0, 2, 2, 0.5], 3).map((h) => h.index)).toEqual([1, 2, 3]);
  });
});

describe("vectors", () => {
  it("measures cosine similarity of TF-IDF vectors", () => {
    const index = new Bm25Index(docs);
    const v = docs.map((d) => tfidfVector(d, (t) => index.idf(t)));
    expect(cosine(v[0]!, v[0]!)).toBeCloseTo(1, 6);
    expect(cosine(v[0]!, v[2]!)).toBeGreaterThan(cosine(v[0]!, v[1]!));
    expect(cosine(v[0]!, v[1]!)).toBe(0);
    expect(jaccard(new Set(["a", "b"]), new Set(["b", "c"]))).toBeCloseTo(1 / 3);
  });
});
