// The text around a cited passage in its page (issue 31): what a reader sees the passage highlighted in.

/** Characters of the page kept on each side of a passage. */
export const PASSAGE_CONTEXT_CHARS = 300;

const squash = (s: string) => s.replace(/\s+/gu, " ").trim();
/** Markdown heading marks the page reader keeps ("# Background") read as plain words beside a passage. */
const unmark = (s: string) => s.replace(/(^|\s)#{1,6}(?=\s)/gu, "$1").replace(/\s+/gu, " ");

/** The page text around a passage (whitespace aside), cut at whole words; empty when the page lacks it. */
export function passageContext(page: string, passage: string): { before: string; after: string } {
  const text = squash(page);
  const quote = squash(passage);
  const at = quote ? text.indexOf(quote) : -1;
  if (at < 0) return { before: "", after: "" };
  const end = at + quote.length;
  const before = text.slice(Math.max(0, at - PASSAGE_CONTEXT_CHARS), at).trimEnd();
  const after = text.slice(end, end + PASSAGE_CONTEXT_CHARS).trimStart();
  return {
    before: unmark(at > PASSAGE_CONTEXT_CHARS ? before.replace(/^\S*\s/u, "… ") : before),
    after: unmark(end + PASSAGE_CONTEXT_CHARS < text.length ? after.replace(/\s\S*$/u, " …") : after),
  };
}
