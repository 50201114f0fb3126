import { describe, expect, it } from "vitest";
import { TITLED_PART_CHARS, titledParts } from "./titled-parts";

const gitignore = {
  title: "gitignore(5)",
  text: [
    "# gitignore(5) Manual Page",
    "## DESCRIPTION",
    "A gitignore file specifies intentionally untracked files that Git should ignore.",
    "## PATTERN FORMAT",
    "A blank line matches no files, so it can serve as a separator for readability.",
    "### Trailing spaces",
    "Trailing spaces are ignored unless they are quoted with backslash.",
    "## CONFIGURATION",
    "The optional configuration variable core.excludesFile names a file of patterns.",
  ].join("\n"),
};
const gitQuery = "How does a gitignore file decide which files Git ignores?";
const slice = (page: { text: string }, span: { start: number; end: number }) =>
  page.text.slice(span.start, span.end);

describe("titledParts", () => {
  it("reads the part a section's title heads, its subheadings included, up to the next part", () => {
    const parts = titledParts(gitignore, "Pattern Format", gitQuery, "en");
    expect(parts).toHaveLength(1);
    const part = slice(gitignore, parts[0]!);
    expect(part.startsWith("## PATTERN FORMAT")).toBe(true);
    expect(part).toContain("Trailing spaces are ignored");
    expect(part).not.toContain("core.excludesFile");
  });

  it("reads the opening of a page whose title names the section, however its questions rank it", () => {
    const page = {
      title: "Clustered Indexes and the WITHOUT ROWID Optimization",
      text: "## 1. Introduction\nBy default, every row has a rowid.\nA WITHOUT ROWID table is a table that uses a Clustered Index as the primary key.\n## 2. Syntax\nAdd WITHOUT ROWID.",
    };
    const query = "Which kinds of indexes does SQLite provide and when should each be used?";
    const parts = titledParts(page, "Clustered Indexes", query, "en", 200);
    expect(parts[0]).toEqual({ start: 0, end: page.text.length });
    expect(slice(page, parts[0]!)).toContain("uses a Clustered Index as the primary key.");
    expect(titledParts(page, "Partial Indexes", query, "en")).toEqual([]);
  });

  it("finds nothing for a title no heading has", () => {
    expect(titledParts(gitignore, "Negated Patterns", gitQuery, "en")).toEqual([]);
  });

  it("matches a title of the subject's words only by a heading that has them", () => {
    const page = {
      title: "githooks(5)",
      text: "# githooks(5)\n## DESCRIPTION\nHooks are programs.\n## HOOKS\n### pre-commit\nIt runs first.\n## SEE ALSO\ngit-hook(1)",
    };
    const parts = titledParts(page, "Hooks", "Which hooks does Git provide?", "en");
    expect(parts.map((p) => slice(page, p))).toEqual(["## HOOKS\n### pre-commit\nIt runs first.\n"]);
  });

  it("reads a page titled by its part from its start, and a long part up to its limit", () => {
    const long = "The floods destroyed roads and bridges across the province. ".repeat(200);
    const page = {
      title: "2022 Pakistan floods — Impact",
      text: `# 2022 Pakistan floods — Impact\n\n${long}`,
    };
    const query = "What caused the 2022 Pakistan floods and what was their impact?";
    expect(titledParts(page, "Impact", query, "en")).toEqual([{ start: 0, end: TITLED_PART_CHARS }]);
    const inside = { title: "floods", text: `# Impact\n${long}# Response\nAid came.` };
    const [part] = titledParts(inside, "Impact", query, "en");
    expect(part).toEqual({ start: 0, end: TITLED_PART_CHARS });
  });
});

describe("titledParts of a list the page introduces", () => {
  const reset = {
    title: "git-reset(1)",
    text: [
      "## DESCRIPTION",
      "git reset [<mode>] [<commit>]: This form resets the current branch head. The <mode> must be one of the following:",
      "--soft: Does not touch the index file or the working tree at all.",
      "--keep: Resets index entries and updates files in the working tree.",
      "## OPTIONS",
      "-q, --quiet: Be quiet, only report errors.",
    ].join("\n\n"),
  };

  it("reads the list whose introducing sentence has the section's words, from that sentence to the list's end", () => {
    const parts = titledParts(reset, "Modes", "What are the modes of git reset?", "en");
    expect(parts).toHaveLength(1);
    const part = slice(reset, parts[0]!);
    expect(part.startsWith("The <mode> must be one of the following:")).toBe(true);
    expect(part).toContain("--keep: Resets index entries");
    expect(part).not.toContain("--quiet");
    expect(
      titledParts(reset, "Options", "What are the modes of git reset?", "en").map((p) => slice(reset, p)),
    ).toEqual(["## OPTIONS\n\n-q, --quiet: Be quiet, only report errors."]);
  });
});
