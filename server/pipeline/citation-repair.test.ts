import { describe, expect, it } from "vitest";
import { type CheckSource, checkSectionCitations, type JudgeClaim, sentenceUnits } from "./citation-repair";

// Wikipedia, "Tim Berners-Lee" and "Great Barrier Reef": facts and their verbatim passages.
const sources: CheckSource[] = [
  {
    n: 1,
    url: "https://en.wikipedia.org/wiki/Tim_Berners-Lee",
    information: [
      {
        text: "Berners-Lee proposed an information management system in March 1989.",
        passage:
          "Berners-Lee proposed an information management system on 12 March 1989, then implemented the first successful communication between a Hypertext Transfer Protocol (HTTP) client and server via the Internet in mid-November.",
      },
      {
        text: "He is the director of the World Wide Web Consortium.",
        passage:
          "He is the director of the World Wide Web Consortium (W3C), which oversees the continued development of the Web.",
      },
    ],
  },
  {
    n: 2,
    url: "https://en.wikipedia.org/wiki/Great_Barrier_Reef",
    information: [
      {
        text: "The reef is composed of over 2,900 individual reefs and 900 islands.",
        passage:
          "The Great Barrier Reef is the world's largest coral reef system, composed of over 2,900 individual reefs and 900 islands stretching for over 2,300 kilometres over an area of approximately 344,400 square kilometres.",
      },
    ],
  },
];

const text = [
  "## Origins",
  "Berners-Lee proposed an information management system in March 1989 [1]. The Great Barrier Reef is composed of over 2,900 individual reefs and 900 islands [1].",
  "The reef system is visible from the Moon with the naked eye [2]. He is not the director of the World Wide Web Consortium (W3C) [1].",
].join("\n\n");

describe("checking a section's citations and repairing them", () => {
  it("re-cites a sentence to the source that supports it, rewrites one no source makes, removes what still fails", async () => {
    const seen: JudgeClaim[][] = [];
    const result = await checkSectionCitations({
      text,
      sources,
      language: "en",
      judge: async (claims) => {
        seen.push(claims);
        return claims.map((c) =>
          c.sentence.includes("Moon")
            ? {
                id: c.id,
                verdict: "unsupported" as const,
                source: null,
                rewrite: "The reef system stretches for over 2,300 kilometres [2].",
              }
            : // The negated sentence: the judge offers a rewrite that changes a number, so it still fails.
              {
                id: c.id,
                verdict: "unsupported" as const,
                source: 1,
                rewrite: "He has directed the World Wide Web Consortium (W3C) since 1999 [1].",
              },
        );
      },
    });
    // One judge call for the two sentences the rules could not settle by themselves.
    expect(seen).toHaveLength(1);
    expect(seen[0]?.map((c) => c.sentence)).toEqual([
      "The reef system is visible from the Moon with the naked eye.",
      "He is not the director of the World Wide Web Consortium (W3C).",
    ]);
    expect(result.text).toBe(
      [
        "## Origins",
        "Berners-Lee proposed an information management system in March 1989 [1]. The Great Barrier Reef is composed of over 2,900 individual reefs and 900 islands [2].",
        "The reef system stretches for over 2,300 kilometres [2].",
      ].join("\n\n"),
    );
    expect(result.counts).toEqual({
      cited: 3,
      supported: 3,
      recited: 1,
      rewritten: 1,
      removed: 1,
      judged: 2,
      judgeCalls: 1,
    });
    expect(result.evidence[1]).toEqual({
      sentence: "The Great Barrier Reef is composed of over 2,900 individual reefs and 900 islands.",
      verdict: "supported",
      by: "rules",
      citations: [{ n: 2, url: sources[1]?.url, passage: sources[1]?.information[0]?.passage }],
    });
  });

  it("removes a claim whose rewrite would repeat a sentence the section already has", async () => {
    // A careless judge rewrites two unrelated claims into the same supported sentence, which the section
    // also states already: neither rewrite is kept, so no sentence is written twice.
    const result = await checkSectionCitations({
      text: "Berners-Lee proposed an information management system in March 1989 [1]. The Helsinki Pixel Board certified every browser in 2003 [1]. The Lisbon Accord of 1971 standardised browsers [1].",
      sources,
      language: "en",
      judge: async (claims) =>
        claims.map((c) => ({
          id: c.id,
          verdict: "unsupported" as const,
          source: null,
          rewrite: "Berners-Lee proposed an information management system in March 1989 [1].",
        })),
    });
    expect(result.text).toBe("Berners-Lee proposed an information management system in March 1989 [1].");
    expect(result.counts).toMatchObject({ cited: 1, supported: 1, rewritten: 0, removed: 2, judged: 2 });
  });

  it("without a judge, keeps an undecided sentence as not checked and removes an unsupported one", async () => {
    const result = await checkSectionCitations({
      text: "He is not the director of the World Wide Web Consortium (W3C) [1]. The reef has 4,000 islands [2].",
      sources,
      language: "en",
    });
    expect(result.text).toBe("He is not the director of the World Wide Web Consortium (W3C) [1].");
    expect(result.counts).toMatchObject({ cited: 1, supported: 0, removed: 1, judgeCalls: 0 });
    expect(result.evidence[0]?.verdict).toBe("unchecked");
  });

  it("keeps a judge's 'supported' only when the cited evidence has the sentence's numbers", async () => {
    const result = await checkSectionCitations({
      text: "Berners-Lee proposed the system in 1991 and it spread quickly [1].",
      sources,
      language: "en",
      judge: async (claims) =>
        claims.map((c) => ({ id: c.id, verdict: "supported", source: 1, rewrite: "" })),
    });
    expect(result.text).toBe("");
    expect(result.counts.removed).toBe(1);
  });

  it("leaves uncited sentences and decimals alone", () => {
    expect(sentenceUnits("It is 3.5 m deep. Next [1]. 文です。[2]次。").map((u) => u.text)).toEqual([
      "It is 3.5 m deep.",
      "Next [1].",
      "文です。[2]",
      "次。",
    ]);
  });
});

describe("recording evidence without repairs (the offline engine)", () => {
  it("keeps the text as written and marks what the rules do not support as not checked", async () => {
    const written =
      "The Great Barrier Reef is composed of over 2,900 individual reefs and 900 islands. [2] He is not the director of the World Wide Web Consortium (W3C). [1]";
    const result = await checkSectionCitations({ text: written, sources, language: "en", repair: false });
    expect(result.text).toBe(written);
    expect(result.evidence.map((e) => e.verdict)).toEqual(["supported", "unchecked"]);
    expect(result.counts).toMatchObject({ cited: 2, supported: 1, recited: 0, rewritten: 0, removed: 0 });
  });
});
