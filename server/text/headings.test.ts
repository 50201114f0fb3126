import { describe, expect, it } from "vitest";
import { HEADING_MARKS, introducedLists, markdownHeading, markdownHeadings } from "./headings";

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

describe("introducedLists", () => {
  const text = [
    "## DESCRIPTION",
    "git reset [<mode>] [<commit>]: This form resets the current branch head. The <mode> must be one of the following:",
    "--soft: Does not touch the index file or the working tree at all.",
    "This leaves all your changed files as they were.",
    "--hard: Resets the index and working tree.",
    "## OPTIONS",
    "-q, --quiet: Be quiet, only report errors.",
  ].join("\n\n");

  it("finds a list a sentence introduces, from its first entry to the next heading", () => {
    const [list, ...more] = introducedLists(text);
    expect(more).toEqual([]);
    expect(list?.introducer).toBe("The <mode> must be one of the following");
    expect(text.slice(list?.at, (list?.at ?? 0) + 9)).toBe("The <mode");
    const entries = text.slice(list?.start, list?.end);
    expect(entries.startsWith("--soft: Does not touch")).toBe(true);
    expect(entries).toContain("--hard: Resets the index and working tree.");
    expect(entries).not.toContain("OPTIONS");
  });

  it("ends a list where the next one is introduced, and finds none without entries after the colon", () => {
    const two = "Modes are these:\n\nsoft: Keeps the index.\n\nOptions are these:\n\nquiet: Says nothing.";
    const lists = introducedLists(two);
    expect(lists.map((l) => l.introducer)).toEqual(["Modes are these", "Options are these"]);
    expect(two.slice(lists[0]?.start, lists[0]?.end)).not.toContain("quiet");
    expect(introducedLists("It says the following:\n\nThe next paragraph is prose, not an entry.")).toEqual(
      [],
    );
  });
});
