// The words of a Markdown text without its markup, for places that show text alone (featured cards, link
// previews): what the app's Markdown shows, so text in angle brackets ("If <branch> is specified"), a
// lone "<" and ampersands stay as written.
import { citationPattern } from "../../common/citations";
import { HEADING_MARKS } from "./headings";

/** ASCII punctuation after a backslash: a Markdown escape. */
const ESCAPED = /\\([!-/:-@[-`{-~])/g;

/** The plain text of Markdown on one line: no marks of images, links, citations, quotes, lists or emphasis. */
export function markdownPlainText(markdown: string): string {
  return (
    markdown
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      .replace(citationPattern(), "")
      // Block marks at a line's start: quotes ("> "), headings ("## "), list items ("- ", "1. ").
      .replace(/^[ \t]{0,3}(?:>[ \t]?)+/gm, "")
      .replace(HEADING_MARKS, "")
      .replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/gm, "")
      // Emphasis, strike-through and code spans keep their words.
      .replace(/(\*\*|__|~~)(?=\S)([^\n]+?)\1/g, "$2")
      .replace(/(^|[\s(])([*_])(?=\S)([^*_\n]+?)\2(?=[\s.,;:!?)]|$)/gm, "$1$3")
      .replace(/`([^`\n]+)`/g, "$1")
      // Backslash escapes ("\[1\]") show the character they escape.
      .replace(ESCAPED, "$1")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * A sentence quoted from a page, as Markdown that shows it as written: a backslash before punctuation,
 * marks of emphasis, code, strike-through and links are escaped ("__init__()", "refs/tags/*", "master~4",
 * "**\/foo" read as words, not markup), and so is an opening that would start a heading, a quote or a list.
 * A page's text escapes "#" already where it opens a line of code ("\#"): that escape is kept. `html`: angle
 * brackets too, for Markdown read by viewers that take them for tags (the app's own does not).
 */
export function escapeMarkdownText(text: string, options: { html?: boolean } = {}): string {
  return text
    .replace(/\\(?=[!-"$-/:-@[-`{-~])/g, "\\\\")
    .replace(options.html ? /[*_~`[\]<>]/g : /[*_~`[\]]/g, "\\$&")
    .replace(/^(\s*)([#>+-])/u, "$1\\$2")
    .replace(/^(\s*\d+)([.)])(?=\s)/u, "$1\\$2");
}

/** Markdown's backslash escapes read as the characters they escape (the inverse of escapeMarkdownText). */
export function unescapeMarkdown(text: string): string {
  return text.replace(ESCAPED, "$1");
}
