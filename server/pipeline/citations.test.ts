import { describe, expect, it } from "vitest";
import {
  buildReferences,
  citedNumbers,
  referencesMarkdown,
  repairCitations,
  withoutRepeatedSentences,
} from "./citations";

describe("citations", () => {
  it("removes citations to numbers that were never given and keeps the valid ones", () => {
    expect(
      repairCitations("Water boils at 100 °C [1]. Ice melts [7]. Both [1, 7, 2].", new Set([1, 2])),
    ).toBe("Water boils at 100 °C [1]. Ice melts. Both [1][2].");
  });

  it("expands ranges", () => {
    expect(citedNumbers("A [2-4] B [1]")).toEqual([2, 3, 4, 1]);
  });

  it("numbers references in order of first citation across sections, one number per page", () => {
    const { contents, references } = buildReferences([
      {
        content: "First [2]. Second [1]. Again [2].",
        sources: [
          { n: 1, url: "https://a.example/", title: "A" },
          { n: 2, url: "https://b.example/", title: "B" },
        ],
      },
      {
        content: "Third [1]. Fourth [2]. Bogus [9].",
        sources: [
          { n: 1, url: "https://c.example/", title: "C" },
          { n: 2, url: "https://a.example/", title: "A" },
        ],
      },
    ]);
    expect(contents).toEqual(["First [1]. Second [2]. Again [1].", "Third [3]. Fourth [2]. Bogus."]);
    expect(references.map((r) => [r.n, r.url])).toEqual([
      [1, "https://b.example/"],
      [2, "https://a.example/"],
      [3, "https://c.example/"],
    ]);
    expect(referencesMarkdown(references)).toBe(
      "1. [B](https://b.example/)\n2. [A](https://a.example/)\n3. [C](https://c.example/)",
    );
  });

  it("leaves pages never cited out of the references", () => {
    const { references } = buildReferences([
      {
        content: "Only [2].",
        sources: [
          { n: 1, url: "u1", title: "One" },
          { n: 2, url: "u2", title: "Two" },
        ],
      },
    ]);
    expect(references).toEqual([{ n: 1, url: "u2", title: "Two" }]);
  });
});

describe("withoutRepeatedSentences", () => {
  it("keeps a cited sentence where the paper first says it, in the summary or an earlier section", () => {
    const summary = "The bridge was hit on 8 October. [2] It reopened the same day. [1]";
    const contents = [
      "The PKK denied any involvement. [3] Six people were killed. [1]\n\nThe bridge was hit on 8 October. [4]",
      "Police arrested a suspect. [2] The PKK denied  any involvement. [5]\n\nThe PKK denied any involvement. [1]",
    ];
    expect(withoutRepeatedSentences(summary, contents)).toEqual([
      "The PKK denied any involvement. [3] Six people were killed. [1]",
      "Police arrested a suspect. [2]",
    ]);
  });

  it("leaves text without citations and sentences said once untouched", () => {
    const contents = ["A first sentence. [1] A second one. [2]", "_No page answered this section._"];
    expect(withoutRepeatedSentences("", contents)).toEqual(contents);
  });
});
