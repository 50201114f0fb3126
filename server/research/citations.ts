// Citations are [n] in section text; the references list is built here, from the pages actually cited,
// numbered in order of first citation — never written by a model.
import type { Reference } from "../../common/types";

/** [1], [1, 2], [1-3] and [1][2] forms; group 1 holds the numbers. */
const CITATION = /\[(\d+(?:\s*[-–,]\s*\d+)*)\]/g;

function expand(group: string): number[] {
  const numbers: number[] = [];
  for (const part of group.split(",")) {
    const range = part.split(/[-–]/).map((s) => Number.parseInt(s.trim(), 10));
    const [a, b] = range;
    if (a === undefined || Number.isNaN(a)) continue;
    if (b !== undefined && !Number.isNaN(b) && b >= a && b - a < 50)
      for (let n = a; n <= b; n++) numbers.push(n);
    else numbers.push(a);
  }
  return numbers;
}

/** Rewrites citations to [a][b] form keeping only known numbers, mapped through `map`; others disappear. */
export function mapCitations(text: string, map: (n: number) => number | null): string {
  return text
    .replace(CITATION, (_match, group: string) => {
      const mapped = [
        ...new Set(
          expand(group)
            .map(map)
            .filter((n): n is number => n !== null),
        ),
      ];
      return mapped.map((n) => `[${n}]`).join("");
    })
    .replace(/[ \t]+([.,;:!?。，；：！？])/g, "$1");
}

/** Removes citations to numbers that are not in `valid` (a model citing a page that was not given). */
export function repairCitations(text: string, valid: Set<number>): string {
  return mapCitations(text, (n) => (valid.has(n) ? n : null));
}

/** The citation numbers of a text, in order of appearance (repeats removed). */
export function citedNumbers(text: string): number[] {
  const seen: number[] = [];
  for (const match of text.matchAll(CITATION)) {
    for (const n of expand(match[1] ?? "")) if (!seen.includes(n)) seen.push(n);
  }
  return seen;
}

export interface CitingSection {
  content: string;
  /** The section's own numbering: n → page. */
  sources: { n: number; url: string; title: string }[];
}

/**
 * Renumbers every section's citations into one list for the paper, in order of first citation,
 * one number per page (a page cited by two sections keeps one number).
 */
export function buildReferences(sections: CitingSection[]): { contents: string[]; references: Reference[] } {
  const byUrl = new Map<string, Reference>();
  const contents = sections.map((section) => {
    const local = new Map(section.sources.map((s) => [s.n, s]));
    return mapCitations(section.content, (n) => {
      const source = local.get(n);
      if (!source) return null;
      let ref = byUrl.get(source.url);
      if (!ref) {
        ref = { n: byUrl.size + 1, url: source.url, title: source.title || source.url };
        byUrl.set(source.url, ref);
      }
      return ref.n;
    });
  });
  return { contents, references: [...byUrl.values()] };
}

/** The references list as markdown: one numbered line per page, title linked to its url. */
export function referencesMarkdown(references: Reference[]): string {
  return references
    .map((r) => {
      const title = r.title.replace(/[[\]]/g, "").trim() || r.url;
      return /^https?:\/\//.test(r.url) ? `${r.n}. [${title}](${r.url})` : `${r.n}. ${title} (${r.url})`;
    })
    .join("\n");
}
