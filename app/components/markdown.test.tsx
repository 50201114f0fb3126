// What the reader sees of a paper's Markdown: text that looks like HTML or an entity is shown as written,
// and nothing in it becomes an element.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";
import { shownText } from "./shown-text";

const render = (markdown: string) => renderToStaticMarkup(<Markdown>{markdown}</Markdown>);

describe("Markdown", () => {
  it("shows text in angle brackets, a lone < and ampersands as written", () => {
    const text =
      "If <branch> is specified, git rebase switches to <branch> first. Use x<y and y>z; a < b; AT&T, R&D and &amp; stay.";
    expect(shownText(render(text))).toBe(text);
  });

  it("shows a line that starts with a tag as a paragraph of text, its Markdown still read", () => {
    const html = render("<upstream> is the branch to compare **against**.\n\n<div>\nsome *text*\n</div>");
    expect(html).toContain("<p>&lt;upstream&gt; is the branch to compare <strong>against</strong>.</p>");
    expect(html).toContain("&lt;div&gt;");
    expect(html).toContain("<em>text</em>");
    expect(html).not.toContain("<div>\n");
  });

  it("makes no element of a script payload, and shows the payload", () => {
    const payload = `Quokkas groom. <img src=x onerror="alert(1)"><script>alert(2)</script> [x](javascript:alert(3))`;
    const html = render(payload);
    expect(html).not.toMatch(/<(img|script)\b/);
    expect(html).not.toContain('href="javascript:');
    expect(shownText(html)).toContain(`<img src=x onerror="alert(1)"><script>alert(2)</script>`);
  });

  it("still reads Markdown: links, autolinks, code, escapes and emphasis", () => {
    const html = render(
      "See [the guide](https://example.com/a?b=1&c=2), <https://example.org>, `<tag>` and \\[1\\] *now*.",
    );
    expect(html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noreferrer">the guide</a>',
    );
    expect(html).toContain('<a href="https://example.org"');
    expect(html).toContain("<code>&lt;tag&gt;</code>");
    expect(shownText(html)).toContain("[1]");
    expect(html).toContain("<em>now</em>");
  });
});
