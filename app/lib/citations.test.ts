import { describe, expect, it } from "vitest";
import { isOpenableUrl, linkCitations, linkToAnchors, referenceAnchor } from "./citations";

const href = (n: number) => (n <= 3 ? `#ref-${n}` : null);

describe("linkCitations", () => {
  it("links each known number and keeps the sentence around it", () => {
    expect(linkCitations("Floods killed 1,739 people. [1] Aid came late [2][3].", href)).toBe(
      "Floods killed 1,739 people. [\\[1\\]](#ref-1) Aid came late [\\[2\\]](#ref-2)[\\[3\\]](#ref-3).",
    );
  });

  it("expands lists and ranges, and leaves unknown numbers as plain text", () => {
    expect(linkCitations("See [1, 4] and [2-3].", href)).toBe(
      "See [\\[1\\]](#ref-1)\\[4\\] and [\\[2\\]](#ref-2)[\\[3\\]](#ref-3).",
    );
    expect(linkCitations("Nothing known [7].", href)).toBe("Nothing known [7].");
  });

  it("does not touch markdown links, reference definitions or code", () => {
    const text = "A [1](https://a.example) link, `arr[1]` and\n```\nx[2]\n```\n[3]: https://b.example";
    expect(linkCitations(text, href)).toBe(text);
  });

  it("links to anchors of the given numbers only", () => {
    expect(linkToAnchors("One [1], two [2].", [2], referenceAnchor)).toBe("One [1], two [\\[2\\]](#ref-2).");
  });
});

describe("isOpenableUrl", () => {
  it("opens web addresses only", () => {
    expect(isOpenableUrl("https://en.wikipedia.org/wiki/Flood")).toBe(true);
    expect(isOpenableUrl("library://2022_Pakistan_floods.txt")).toBe(false);
    expect(isOpenableUrl("javascript:alert(1)")).toBe(false);
  });
});
