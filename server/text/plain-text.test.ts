import { describe, expect, it } from "vitest";
import { markdownPlainText } from "./plain-text";

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
