// Keeps model text honest about its sources (issue 3, item 5): a citation is only ever [n] with a
// number the writer was given; anything else is repaired (lists and ranges split into [a][b], unknown
// numbers removed), and a references section the model appends is cut (the code builds references).
// It works on a stream: a partial "[1" or a line that may become "## References" is held back until
// it is decided, so an invalid citation never reaches a viewer.

import { citedNumbers, repairCitations } from "../../../common/citations";

export { citedNumbers, repairCitations };

const REFERENCE_HEADINGS = [
  "references",
  "reference list",
  "bibliography",
  "sources",
  "sources cited",
  "works cited",
  "citations",
  "notes and references",
  "referencias",
  "bibliografía",
  "fuentes",
  "références",
  "bibliographie",
  "referências",
  "fontes",
  "literatur",
  "literaturverzeichnis",
  "quellen",
  "quellenverzeichnis",
  "ссылки",
  "источники",
  "литература",
  "список литературы",
  "المراجع",
  "المصادر",
  "参考文献",
  "参考资料",
  "出典",
  "संदर्भ",
  "संदर्भ सूची",
  "referensi",
  "daftar pustaka",
  "marejeleo",
  "তথ্যসূত্র",
  "حوالہ جات",
];

const HEADING_LINE =
  /^\s{0,3}(?:#{1,6}\s*)?(?:\*\*|__|\*|_)?\s*(?:\d+[.)]?\s*)?(.+?)\s*:?\s*(?:\*\*|__|\*|_)?\s*:?\s*$/u;

/** Whether a whole line is a references/bibliography heading. */
export function isReferencesHeading(line: string): boolean {
  const match = HEADING_LINE.exec(line);
  const words = match?.[1]
    ?.toLowerCase()
    .replace(/[*_:]+$/u, "")
    .trim();
  return words !== undefined && REFERENCE_HEADINGS.includes(words);
}

/** Whether an unfinished line could still turn into a references heading. */
function mayBecomeHeading(partial: string): boolean {
  if (partial.length > 60) return false;
  const trimmed = partial.trimStart();
  if (trimmed === "" || /^(#{1,6}|\*\*|__|\d+[.)]?\s*$)/u.test(trimmed)) return true;
  const lower = trimmed.toLowerCase();
  return REFERENCE_HEADINGS.some((h) => h.startsWith(lower) || lower.startsWith(h));
}

/** An opening bracket that may still become a citation. */
const OPEN_CITATION = /\[\^?[\d\s,;\-–—^]*$/u;

/**
 * Filters streamed text: push() returns what is safe to show now, flush() the rest at the end. The
 * concatenation of everything returned is the repaired text, without leading or trailing whitespace.
 */
export class CitationFilter {
  private pending = "";
  private started = false;
  private stopped = false;
  private readonly valid: ReadonlySet<number>;

  constructor(valid: Iterable<number>) {
    this.valid = new Set(valid);
  }

  push(chunk: string): string {
    if (this.stopped) return "";
    this.pending += chunk;
    return this.drain(false);
  }

  flush(): string {
    if (this.stopped) return "";
    const out = this.drain(true);
    this.pending = "";
    return out;
  }

  private drain(final: boolean): string {
    let end = this.pending.length;
    if (final) {
      // A bracket left open at the very end is a citation the model never finished.
      const open = /\s*\[\^?[\d\s,;\-–—^]*$/u.exec(this.pending);
      if (open) end = open.index;
    } else {
      const lineStart = this.pending.lastIndexOf("\n") + 1;
      const partial = this.pending.slice(lineStart);
      if (mayBecomeHeading(partial)) end = lineStart;
      else {
        const open = OPEN_CITATION.exec(partial);
        if (open && partial.length - open.index <= 40) end = lineStart + open.index;
      }
      // Hold the whitespace before the undecided part: an invalid citation removes it.
      while (end > 0 && /\s/u.test(this.pending[end - 1] ?? "")) end--;
    }
    let segment = this.pending.slice(0, end);
    this.pending = final ? "" : this.pending.slice(end);

    const lines = segment.split("\n");
    const headingAt = lines.findIndex((line) => isReferencesHeading(line));
    if (headingAt >= 0) {
      segment = lines.slice(0, headingAt).join("\n").trimEnd();
      this.stopped = true;
      this.pending = "";
    }
    let out = repairCitations(segment, this.valid);
    if (!this.started) {
      out = out.trimStart();
      if (out) this.started = true;
    }
    if (final || this.stopped) out = out.trimEnd();
    return out;
  }
}

/** Repairs a complete text in one go (same rules as the streaming filter). */
export function cleanModelText(text: string, valid: Iterable<number>): string {
  const filter = new CitationFilter(valid);
  return filter.push(text) + filter.flush();
}
