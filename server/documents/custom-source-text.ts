// The title and snippet of a custom source, made without a model: the page's or PDF's own title (or its
// first line), and the first one or two prose sentences of its text (infoboxes, author lists and
// headings skipped), at most 300 characters.

const SNIPPET_MAX = 300;
const TITLE_MAX = 200;
/** Lines shorter than this end a block: headings, captions, infobox rows, a paragraph's last line. */
const PROSE_LINE_MIN = 40;

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Reference marks of printed wiki pages and stray bracketed numbers ("[1]", "[citation needed]"). */
const clean = (text: string) => collapse(text.replace(/\[(?:\d+|citation needed|note \d+)\]/gi, " "));

function splitSentences(flat: string): string[] {
  return flat
    .split(/(?<=[.!?]["'”’)\]]?)\s+(?=["“(]?[\p{Lu}0-9])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence a reader would call prose: capitalised, ended, eight words or more, mostly letters. */
function isProse(sentence: string): boolean {
  if (sentence.length > 400 || !/^["“(]?[\p{Lu}0-9]/u.test(sentence)) return false;
  if (!/[.!?]["'”’)\]]?$/.test(sentence)) return false;
  if (sentence.split(/\s+/).length < 8) return false;
  const letters = sentence.match(/\p{L}/gu)?.length ?? 0;
  return letters / sentence.length >= 0.6;
}

/** Joins a wrapped line to the text before it, undoing end-of-line hyphenation ("compu-\nting"). */
function joinLine(block: string, line: string): string {
  if (!block) return line;
  if (/\p{Ll}-$/u.test(block) && /^\p{Ll}/u.test(line)) return block.slice(0, -1) + line;
  return `${block} ${line}`;
}

/** The text from the first line where prose begins (the whole text when none is found). */
function proseFrom(text: string): string | null {
  const lines = text.split("\n").map((l) => l.trim());
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]) continue;
    let block = "";
    for (let j = i; j < lines.length; j++) {
      const line = lines[j]!;
      if (!line) break;
      block = joinLine(block, line);
      if (line.length < PROSE_LINE_MIN || block.length > 800) break;
    }
    const first = splitSentences(clean(block))[0];
    if (first && isProse(first)) {
      let rest = "";
      for (const line of lines.slice(i)) {
        // A short unpunctuated line right after a sentence is a heading ("Background"), not text.
        const heading =
          line.length < PROSE_LINE_MIN && !/[.!?:;,]$/.test(line) && /[.!?]["'”’)\]]?$/.test(rest);
        if (line && !heading) rest = joinLine(rest, line);
      }
      return rest;
    }
  }
  return null;
}

/** Cuts at a word boundary and marks the cut. */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, "")}…`;
}

/** The first one or two prose sentences of a source's text, at most 300 characters. */
export function sourceSnippet(text: string, max = SNIPPET_MAX): string {
  const prose = proseFrom(text);
  if (prose === null) return truncateWords(clean(text), max);
  const sentences = splitSentences(clean(prose));
  let out = "";
  for (const sentence of sentences.slice(0, 2)) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > max) break;
    out = next;
  }
  return out || truncateWords(clean(prose), max);
}

const firstLine = (text: string) =>
  text
    .split("\n")
    .map((l) => collapse(l))
    .find((l) => l.length > 2) ?? "";

/**
 * A source's title: its own (HTML <title>, PDF metadata) when it has one, else its first line. For a
 * PDF (`wraps`), a title that is its first line and wraps onto a short second line is joined with it.
 */
export function sourceTitle(options: {
  title?: string;
  text: string;
  fallback: string;
  wraps?: boolean;
}): string {
  const own = collapse(options.title ?? "");
  const lines = options.text
    .split("\n")
    .map((l) => collapse(l))
    .filter(Boolean);
  const first = firstLine(options.text);
  let title = own || first;
  if (options.wraps && title && title === first && lines[0] === first) {
    const next = lines[1] ?? "";
    const continues =
      next.length > 0 &&
      next.length <= 60 &&
      !/[.:;!?]$/.test(first) &&
      /^\p{Lu}/u.test(next) &&
      !/[\d,@]/.test(next);
    if (continues && first.length >= 30) title = `${first} ${next}`;
  }
  return truncateWords(title || options.fallback, TITLE_MAX);
}
