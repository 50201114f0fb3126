import { describe, expect, it } from "vitest";
import { analyzeText } from "./analyze";
import { rankedKeyPhrases } from "./keyphrases";

function phrases(text: string) {
  const analyzed = analyzeText(text, "en");
  return rankedKeyPhrases(analyzed.sentences, analyzed.language).map((p) => p.text);
}

describe("key phrases", () => {
  it("takes runs of content words between stop words, longest first", () => {
    expect(phrases("What were the consequences of the 2022 Luzon earthquake?")).toEqual([
      "2022 Luzon earthquake",
      "consequences",
    ]);
  });

  it("keeps names whole, with their small joining words", () => {
    expect(phrases("How did the 2023 Tour de France unfold?")[0]).toBe("2023 Tour de France");
    expect(phrases("What was the role of the United States in the war?")).toContain("United States");
  });

  it("counts repeated phrases across sentences and keeps their usual spelling", () => {
    const analyzed = analyzeText(
      "The subduction zones of Luzon are complex. Large earthquakes occur in the subduction zones.",
      "en",
    );
    const found = rankedKeyPhrases(analyzed.sentences, "en").find((p) => p.key === "subduction zone");
    expect(found?.count).toBe(2);
    expect(found?.text).toBe("subduction zones");
  });

  it("works on Chinese without spaces", () => {
    const analyzed = analyzeText(
      "收集整理目前中国9阶层实际收入和财务状况，特别研究得出中国的中产有哪些特点",
      "en",
    );
    expect(analyzed.language).toBe("zh");
    const found = rankedKeyPhrases(analyzed.sentences, analyzed.language).map((p) => p.text);
    expect(found).toContain("财务状况");
  });
});
