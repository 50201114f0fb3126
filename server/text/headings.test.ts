import { describe, expect, it } from "vitest";
import { HEADING_MARKS, markdownHeading, markdownHeadings } from "./headings";

describe("markdown headings", () => {
  const text = "# gitignore(5)\nIntro line.\n## PATTERN FORMAT ##\nA #hash is no heading.\n####### seven";

  it("reads every heading line with its level, text and offset", () => {
    expect(markdownHeadings(text)).toEqual([
      { level: 1, text: "gitignore(5)", at: 0 },
      { level: 2, text: "PATTERN FORMAT", at: text.indexOf("## PATTERN") },
    ]);
  });

  it("reads one line", () => {
    expect(markdownHeading("  ### Usage ")).toEqual({ level: 3, text: "Usage" });
    expect(markdownHeading("#hashtag")).toBeNull();
  });

  it("removes heading marks at line starts only", () => {
    expect(text.replace(HEADING_MARKS, "")).toBe(
      "gitignore(5)\nIntro line.\nPATTERN FORMAT ##\nA #hash is no heading.\n####### seven",
    );
  });
});
