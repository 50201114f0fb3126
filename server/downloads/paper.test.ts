// A stored paper as the downloads read it (paperOf), written out as Markdown: what a reader of the file sees.
import { describe, expect, it } from "vitest";
import type { DocumentState } from "../documents/store";
import { paperMarkdown } from "./markdown";
import { paperOf } from "./paper";

/** A finished paper whose summary cites two pages, only one of which a section cites too. */
function finished(): DocumentState {
  const floods = { url: "https://example.org/floods", title: "Floods of 2022" };
  const monsoon = { url: "https://example.org/monsoon", title: "The 2022 monsoon" };
  return {
    doc: {
      id: "p",
      title: "The 2022 floods",
      query: "What caused the 2022 floods?",
      settings: { locale: "en", currentDate: "2024-05-01", numberOfSections: 3 },
      summary: {
        summary: "The monsoon brought record rain. [1] A third of the country was under water. [2]",
        sources: [
          { n: 1, ...monsoon },
          { n: 2, ...floods },
        ],
        webSearchResults: [],
      },
      references: [{ n: 1, ...floods }],
      materialSections: null,
      coverImage: null,
    } as unknown as DocumentState["doc"],
    sections: [
      {
        title: "Effects",
        content: "Millions lost their homes. [1]",
        subSections: [],
      } as unknown as DocumentState["sections"][number],
    ],
    analyses: new Map(),
  };
}

describe("a downloaded paper's summary", () => {
  it("keeps every citation the summary makes: a page no section cites is listed after the sections' references", () => {
    const paper = paperOf(finished());
    expect(paper.references.map((r) => [r.n, r.url])).toEqual([
      [1, "https://example.org/floods"],
      [2, "https://example.org/monsoon"],
    ]);
    const md = paperMarkdown(paper, { coverUrl: null });
    expect(md).toContain("The monsoon brought record rain. [2] A third of the country was under water. [1]");
    expect(md).toContain("Millions lost their homes. [1]");
    expect(md.slice(md.indexOf("## References"))).toContain(
      "2. [The 2022 monsoon](https://example.org/monsoon)",
    );
  });
});
