// Line-end hyphens and headings of PDF text, on small texts whose right answer is known.
import { describe, expect, it } from "vitest";
import { dehyphenate, markHeadings } from "./pdf-layout";

describe("dehyphenate", () => {
  it("joins a word cut in two syllables, and keeps a compound's hyphen", () => {
    const [page] = dehyphenate([
      "We reach excellent per-\nformance with a mixed-\nmode approach.\nThe type and mode are set once; loops are type-\nstable and stable types help.",
    ]);
    expect(page).toBe(
      "We reach excellent performance\nwith a mixed-mode\napproach.\nThe type and mode are set once; loops are type-stable\nand stable types help.",
    );
  });

  it("joins when the text writes the word whole elsewhere, even across a blank line", () => {
    const [page] = dehyphenate(["The information is kept. In-\n\nformation flows"]);
    expect(page).toBe("The information is kept. Information\n\nflows");
  });

  it("joins a cut name only when the text writes it whole", () => {
    const [a] = dehyphenate(["TraceMonkey is fast. Trace-\nMonkey records."]);
    expect(a).toBe("TraceMonkey is fast. TraceMonkey\nrecords.");
    const [b] = dehyphenate(["Costs rose in the Asia-\nPacific region."]);
    expect(b).toBe("Costs rose in the Asia-\nPacific region.");
  });
});

describe("markHeadings", () => {
  it("marks numbered headings in order and named ones, not numbered footnotes or list items", () => {
    const [page] = markHeadings([
      [
        "Abstract",
        "Text of the abstract.",
        "1. Introduction",
        "Some text.",
        "1.1 Scope",
        "3 A footnote starts with a number that does not follow",
        "1. A numbered sentence in the text that goes on and ends.",
        "2. Method",
        "References",
      ].join("\n"),
    ]);
    expect(page?.split("\n").filter((l) => l.startsWith("#"))).toEqual([
      "## Abstract",
      "## 1. Introduction",
      "### 1.1 Scope",
      "## 2. Method",
      "## References",
    ]);
  });
});
