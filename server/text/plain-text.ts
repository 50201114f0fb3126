// The words of a Markdown text without its markup, for places that show text alone (featured cards, link
// previews): what the app's Markdown shows, so text in angle brackets ("If <branch> is specified"), a
// lone "<" and ampersands stay as written.
import { citationPattern } from "../../common/citations";
import { HEADING_MARKS } from "./headings";

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
      .replace(/\\([!-/:-@[-`{-~])/g, "$1")
      .replace(/\s+/g, " ")
      .trim()
  );
}
