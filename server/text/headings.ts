// Markdown headings of the page reader's text ("## PATTERN FORMAT"): the one pattern by which the
// engines and research steps read them, and the marks removed where a text is shown without them.

/** A heading line: 1–6 "#", a space, its text, closing "#"s aside. */
const HEADING_LINE = /^(#{1,6})\s+(.+?)\s*#*$/u;
const HEADING_LINES = new RegExp(HEADING_LINE.source, "gmu");

/** Heading marks at the start of a line ("## "), for `text.replace(HEADING_MARKS, "")`. */
export const HEADING_MARKS = /^#{1,6}[ \t]+/gmu;

export interface MarkdownHeading {
  /** 1 for "#", 6 for "######". */
  level: number;
  text: string;
  /** Offset of the heading line in the text. */
  at: number;
}

/** Headings under which a document says what it is about ("DESCRIPTION", "1. Introduction", "Abstract"). */
const DESCRIBING = /^(?:\d+(?:\.\d+)*\.?\s+)?(?:description|abstract|introduction|overview)$/iu;

/** Whether a heading's text is one under which a document says what it is about. */
export function isDescribingHeading(text: string): boolean {
  return DESCRIBING.test(text.trim());
}

/** The heading a line is ("## Usage" → level 2, "Usage"), or null. */
export function markdownHeading(line: string): { level: number; text: string } | null {
  const m = HEADING_LINE.exec(line.trim());
  return m ? { level: (m[1] as string).length, text: (m[2] as string).trim() } : null;
}

/** The heading lines of a text, in order, with where each starts. */
export function markdownHeadings(text: string): MarkdownHeading[] {
  return [...text.matchAll(HEADING_LINES)].map((m) => ({
    level: (m[1] as string).length,
    text: (m[2] as string).trim(),
    at: m.index ?? 0,
  }));
}
