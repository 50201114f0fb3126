import { describe, expect, it } from "vitest";
import { escapeMarkdownText, markdownPlainText, unescapeMarkdown } from "./plain-text";

describe("markdownPlainText", () => {
  it("keeps text in angle brackets, a lone < and ampersands as written", () => {
    const text = "If <branch> is specified, git rebase switches to it; x<y and y>z; a < b; AT&T, R&D, &amp;.";
    expect(markdownPlainText(text)).toBe(text);
  });

  it("drops the marks of headings, quotes, lists, emphasis, code, links, images and citations", () => {
    const markdown = [
      "## Background",
      "> Rebasing **replays** commits [1].",
      "- one _item_ with `<upstream>` [2, 3]",
      "1. See [the manual](https://example.com) ![logo](x.png) and \\[sic\\].",
      "snake_case_names and 2 * 3 * 4 stay.",
    ].join("\n");
    expect(markdownPlainText(markdown)).toBe(
      "Background Rebasing replays commits. one item with <upstream> See the manual and [sic]. snake_case_names and 2 * 3 * 4 stay.",
    );
  });
});

describe("escapeMarkdownText", () => {
  it("escapes the marks Markdown reads, and unescapeMarkdown reads them back", () => {
    const sentences = [
      "Unlike __call__(), __init__() is called once.",
      'For example, "**/foo" matches "foo" anywhere; refs/tags/*:refs/tags/* too.',
      "git cherry-pick master~4 master~2 applies [two] commits with `code`.",
      "- a list marker, # a heading mark, > a quote, 1. a number",
      'Put a backslash ("\\") in front of the first hash.',
    ];
    for (const s of sentences) expect(unescapeMarkdown(escapeMarkdownText(s))).toBe(s);
    expect(escapeMarkdownText("__init__() and get_response")).toBe("\\_\\_init\\_\\_() and get\\_response");
    expect(escapeMarkdownText("- item")).toBe("\\- item");
    expect(escapeMarkdownText("12. Twelve")).toBe("12\\. Twelve");
    // A "#" a page's reader escaped (a comment line of code) stays escaped once.
    expect(escapeMarkdownText("\\# comment")).toBe("\\# comment");
  });

  it("leaves the words of the plain text alone", () => {
    expect(markdownPlainText(escapeMarkdownText("Unlike __call__(), __init__() runs once."))).toBe(
      "Unlike __call__(), __init__() runs once.",
    );
  });
});
