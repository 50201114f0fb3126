// Checks that an extracted fact's passage is really on the page (issue 3, item 5: every fact is
// stored with the exact passage of its page). Whitespace and typographic quotes may differ; the
// passage returned is the page's own text.

/** Shortest passage accepted as evidence: "42%" alone proves nothing. */
export const PASSAGE_MIN_CHARS = 12;

const QUOTES: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u201F": '"',
  "\u00AB": '"',
  "\u00BB": '"',
  "\u00A0": " ",
};

/** The text with whitespace runs collapsed and quotes made plain, and where each character came from. */
function normalise(text: string): { norm: string; from: number[] } {
  let norm = "";
  const from: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = QUOTES[text[i] ?? ""] ?? text[i] ?? "";
    if (/\s/u.test(ch)) {
      if (norm.length > 0 && !norm.endsWith(" ")) {
        norm += " ";
        from.push(i);
      }
      continue;
    }
    norm += ch;
    from.push(i);
  }
  if (norm.endsWith(" ")) {
    norm = norm.slice(0, -1);
    from.pop();
  }
  return { norm, from };
}

/** Finds the passage on the page; returns the page's own text of it, or null when it is not there. */
export function findPassage(pageText: string, passage: string): string | null {
  // Models like to wrap quotes in quotation marks or ellipses; those are not part of the passage.
  const cleaned = passage
    .trim()
    .replace(/^(?:\.\.\.|…|["'\u201C\u201D\u2018\u2019«»])+\s*/u, "")
    .replace(/\s*(?:\.\.\.|…|["'\u201C\u201D\u2018\u2019«»])+$/u, "");
  const needle = normalise(cleaned).norm;
  if (needle.length < PASSAGE_MIN_CHARS) return null;
  const page = normalise(pageText);
  const at = page.norm.indexOf(needle);
  if (at < 0) return null;
  const start = page.from[at];
  const end = page.from[at + needle.length - 1];
  if (start === undefined || end === undefined) return null;
  return pageText.slice(start, end + 1);
}
