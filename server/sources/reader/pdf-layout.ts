// What a PDF's text lines lose and a reader needs back: words split at the end of a line by typesetting
// ("per-\nformance") joined again without touching real hyphens ("type-\nstable", "just-in-\ntime"), and
// section headings ("3.1 Trace Trees", "References") marked as headings ("### 3.1 Trace Trees") so the
// engine can follow the document's structure and never takes a heading for a sentence.

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;
/** A line that ends in a word cut by a hyphen: its fragment before the hyphen. */
const CUT_END = /(\p{L}*\p{Ll})-$/u;
/** The first word of the next line, when it starts in lower case (a cut word continues in lower case). */
const CONTINUATION = /^(\p{Ll}[\p{L}]*)/u;
/** A capitalized first word: a cut name ("Trace-\nMonkey") joins only when the text writes it whole. */
const CAPITAL_CONTINUATION = /^(\p{Lu}\p{Ll}+)/u;

interface Vocabulary {
  words: Set<string>;
  hyphenated: Set<string>;
}

/** Words and hyphenated compounds written within lines (not across a line break) anywhere in the text. */
function vocabulary(pages: readonly string[]): Vocabulary {
  const words = new Set<string>();
  const hyphenated = new Set<string>();
  for (const page of pages) {
    const lines = page.split("\n");
    lines.forEach((line, i) => {
      // The fragments on either side of a cut are not words of the text.
      let body = CUT_END.test(line) ? line.replace(/\p{L}+-$/u, "") : line;
      if (i > 0 && CUT_END.test(lines[i - 1] ?? "")) body = body.replace(CONTINUATION, "");
      for (const m of body.matchAll(/\p{L}+(?:-\p{L}+)+/gu)) hyphenated.add(m[0].toLowerCase());
      for (const m of body.matchAll(WORD)) words.add(m[0].toLowerCase());
    });
  }
  return { words, hyphenated };
}

/**
 * Whether "head-" at a line's end and "tail" at the next line's start are one word cut by typesetting.
 * The text decides: the joined word written elsewhere joins; the compound written elsewhere, or a
 * second part that is a word of the text after a first part that can be one ("type" and "stable"),
 * keeps its hyphen; otherwise the parts are fragments ("per" + "formance") and join.
 */
function joins(head: string, tail: string, vocab: Vocabulary): boolean {
  const lastPart = (head.split("-").pop() ?? head).toLowerCase();
  const lower = tail.toLowerCase();
  if (vocab.words.has(lastPart + lower)) return true;
  if (vocab.hyphenated.has(`${head.toLowerCase()}-${lower}`)) return false;
  if (vocab.hyphenated.has(`${lastPart}-${lower}`)) return false;
  // A compound's second part is a word of the text; its first is one too, or too long for a
  // syllable cut off a word ("mixed-" + "mode", not "al-" + "ternative").
  const word = (w: string) => w.length >= 2 && vocab.words.has(w);
  return !(lower.length >= 3 && word(lower) && (word(lastPart) || lastPart.length >= 5));
}

/** Joins the words that typesetting cut at line ends, page by page; real hyphens stay. */
export function dehyphenate(pages: readonly string[]): string[] {
  const vocab = vocabulary(pages);
  return pages.map((page) => {
    const lines = page.split("\n");
    for (let i = 0; i + 1 < lines.length; i++) {
      const line = lines[i] as string;
      if (!CUT_END.test(line)) continue;
      // A column break may leave a blank line between the two halves of a word.
      const j = lines[i + 1] === "" && i + 2 < lines.length ? i + 2 : i + 1;
      const following = lines[j] as string;
      const head = (/[\p{L}-]+-$/u.exec(line)?.[0] ?? "").slice(0, -1);
      const lower = CONTINUATION.exec(following)?.[1];
      const capital = CAPITAL_CONTINUATION.exec(following)?.[1];
      const lastPart = head.split("-").pop() ?? head;
      let tail: string;
      let joined: boolean;
      if (lower) {
        tail = lower;
        joined = joins(head, tail, vocab);
      } else if (capital && vocab.words.has(`${lastPart}${capital}`.toLowerCase())) {
        tail = capital;
        joined = true;
      } else continue;
      // The whole word moves to the line that ends: sentences and headings stay readable.
      lines[i] = joined ? `${line.slice(0, -1)}${tail}` : `${line}${tail}`;
      lines[j] = following.slice(tail.length).replace(/^[ \t]+/u, "");
      if (lines[j] === "") lines.splice(j, 1);
    }
    return lines.join("\n");
  });
}

/** Headings a paper has without a number. */
const NAMED_HEADING =
  /^(?:abstract|introduction|background|related work|discussion|conclusions?|future work|acknowledge?ments?|references|bibliography|appendix(?: [A-Z])?)$/iu;
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2}){0,2})\.?\s+(\p{Lu}.*)$/u;
const MAX_HEADING_CHARS = 70;
const MAX_HEADING_WORDS = 10;

/** Whether `next` may follow `current` in a document's numbering (1 → 2, 1 → 1.1, 1.2 → 2, 2.1 → 2.2). */
function follows(current: number[], next: number[]): boolean {
  if (current.length === 0) return next.length === 1 && (next[0] as number) <= 2;
  for (let depth = 0; depth < next.length; depth++) {
    const prefix = next.slice(0, depth);
    if (prefix.some((n, k) => n !== current[k])) return false;
    if (depth === next.length - 1) {
      const previous = current[depth] ?? 0;
      return (next[depth] as number) === previous + 1;
    }
  }
  return false;
}

/** Marks a PDF's section headings as markdown headings, in numbering order (footnotes are not headings). */
export function markHeadings(pages: readonly string[]): string[] {
  let numbering: number[] = [];
  return pages.map((page) =>
    page
      .split("\n")
      .map((line) => {
        const text = line.trim();
        if (text.length === 0 || text.length > MAX_HEADING_CHARS) return line;
        if (NAMED_HEADING.test(text)) return `\n## ${text}\n`;
        const m = NUMBERED_HEADING.exec(text);
        if (!m) return line;
        const words = (m[2] as string).split(/\s+/u);
        const number = (m[1] as string).split(".").map(Number);
        if (words.length > MAX_HEADING_WORDS || /[.,;]$/u.test(text) || !follows(numbering, number))
          return line;
        numbering = number;
        return `\n${"#".repeat(number.length + 1)} ${text}\n`;
      })
      .join("\n")
      .replace(/\n{3,}/gu, "\n\n")
      .trim(),
  );
}
