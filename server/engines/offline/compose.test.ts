// What a reader sees of the sentences the offline engine quotes: each is written into the paper's Markdown
// and rendered by the app's Markdown component, and must show as its page says it. Pages are full of marks
// Markdown reads ("__init__()", "refs/tags/*:refs/tags/*", "master~4 master~2", "**/foo").
import { readdirSync, readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "../../../app/components/markdown";
import { shownText } from "../../../app/components/shown-text";
import { readHtml } from "../../sources/reader/html";
import { testdataPath } from "../../test/fixture-server";
import { splitSentences } from "../../text/sentences";
import { isWritable } from "../../text/writable";
import { writeParagraphs } from "./compose";

/** The text a browser shows for rendered HTML, on one line. */
const shown = (html: string) => shownText(html).replace(/\s+/g, " ").trim();

/** Every sentence the engine may quote from a manual's pages, whitespace normalised. */
function quotable(library: string): string[] {
  const dir = testdataPath("libraries", library);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".html"))
    .flatMap((f) => {
      const page = readHtml(readFileSync(`${dir}/${f}`, "utf8"));
      return splitSentences(page.text, "en").map((s) => s.text.replace(/\s+/g, " ").trim());
    })
    .filter((s) => isWritable(s));
}

describe("a quoted sentence as the reader sees it", () => {
  it("shows every sentence of Git's and Django's manual pages as the page says it, marks and all", () => {
    const sentences = [...quotable("git-docs"), ...quotable("django-docs")];
    expect(sentences.length).toBeGreaterThan(1000);
    const wrong = sentences.flatMap((sentence) => {
      const markdown = writeParagraphs([[{ text: sentence, n: 1, language: "en" }]]);
      const seen = shown(renderToStaticMarkup(createElement(Markdown, null, markdown)));
      // The page reader escapes a "#" that opens a line of code ("\# a comment"): the page shows "#".
      const onPage = sentence.replace(/\\#/g, "#");
      return seen === `${onPage} [1]` ? [] : [`${onPage}\n  shown as ${seen}`];
    });
    expect(wrong).toEqual([]);
  });
});
