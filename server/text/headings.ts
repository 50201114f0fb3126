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

/**
 * A list a sentence introduces ("The <mode> must be one of the following:") and its entries ("--soft:
 * Does not touch …", "--hard: Resets …"): the entries stand under the introducing sentence as under a
 * heading of their own, though the page gives them none.
 */
export interface IntroducedList {
  /** The introducing sentence, its colon aside. */
  introducer: string;
  /** Offset of the introducing sentence. */
  at: number;
  /** Offset of the first entry. */
  start: number;
  /** Where the list ends: the next heading, the next list's introducer, or the text's end. */
  end: number;
}

/** An entry of a definition list as the page reader writes one: a short label, a colon, its text. */
const ENTRY = /^[^\s:#][^\n:]{0,79}: \S/u;
/** An introducing sentence: the last sentence of a paragraph, ending in a colon. */
const INTRODUCER = /(?:^|[.!?]\s+)([^.!?\n]{8,200}):\s*$/u;

/** The lists of a text introduced by a sentence that ends in a colon and followed by entries. */
export function introducedLists(text: string): IntroducedList[] {
  const paragraphs = [...text.matchAll(/[^\n]+(?:\n(?!\s*\n)[^\n]+)*/gu)].map((m) => ({
    text: m[0],
    at: m.index ?? 0,
  }));
  const lists: IntroducedList[] = [];
  paragraphs.forEach((p, i) => {
    const next = paragraphs[i + 1];
    if (!next || markdownHeading(p.text) || !ENTRY.test(next.text) || markdownHeading(next.text)) return;
    const m = INTRODUCER.exec(p.text);
    if (!m) return;
    const introducer = (m[1] as string).trim();
    const stop = paragraphs
      .slice(i + 1)
      .find((q) => markdownHeading(q.text) || INTRODUCER.test(q.text) || q.text.trim() === "-");
    lists.push({
      introducer,
      at: p.at + (m.index ?? 0) + m[0].indexOf(m[1] as string),
      start: next.at,
      end: stop ? stop.at : text.length,
    });
  });
  return lists;
}

/**
 * The sections of a text between its heading lines, each with the heading path it stands under
 * (outermost first); text before the first heading stands under none.
 */
export function headingSections(text: string): { start: number; end: number; headings: string[] }[] {
  const headings = markdownHeadings(text);
  const out: { start: number; end: number; headings: string[] }[] = [];
  const path: { level: number; text: string }[] = [];
  let start = 0;
  let current: string[] = [];
  for (const h of headings) {
    if (h.at > start) out.push({ start, end: h.at, headings: current });
    while (path.length > 0 && (path[path.length - 1] as { level: number }).level >= h.level) path.pop();
    path.push({ level: h.level, text: h.text });
    current = path.map((p) => p.text);
    const lineEnd = text.indexOf("\n", h.at);
    start = lineEnd < 0 ? text.length : lineEnd + 1;
  }
  if (start < text.length) out.push({ start, end: text.length, headings: current });
  return out;
}
