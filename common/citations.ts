// The citation grammar, once for app/ and server/: a paper cites its sources as [n]; models also write
// [1, 2], [1-3], [1; 2] and [^4]. Every reader and rewriter of citations goes through these.

/** A citation: group 1 is the whitespace before it, group 2 its numbers. A fresh global RegExp each call. */
export const citationPattern = () => /(\s*)\[\^?\s*(\d+(?:\s*(?:[,;]|[-–—])\s*\^?\d+)*)\s*\]/gu;

/** The numbers inside one citation's brackets, ranges expanded (at most 50 long). */
export function citationNumbers(inner: string): number[] {
  const numbers: number[] = [];
  for (const part of inner.split(/\s*[,;]\s*/u)) {
    const range = /^\^?(\d+)\s*[-–—]\s*\^?(\d+)$/u.exec(part);
    if (range?.[1] && range[2]) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      if (to >= from && to - from <= 50) for (let n = from; n <= to; n++) numbers.push(n);
      continue;
    }
    const single = /^\^?(\d+)$/u.exec(part);
    if (single?.[1]) numbers.push(Number(single[1]));
  }
  return numbers;
}

/**
 * Rewrites every citation as [a][b] with its numbers mapped through `map`; numbers mapped to null
 * disappear, and a citation left empty takes its leading space with it ("fact [9]." becomes "fact.").
 */
export function mapCitations(text: string, map: (n: number) => number | null): string {
  return text.replace(citationPattern(), (_whole, space: string, inner: string) => {
    const kept = [
      ...new Set(
        citationNumbers(inner)
          .map(map)
          .filter((n): n is number => n !== null),
      ),
    ];
    return kept.length === 0 ? "" : `${space}${kept.map((n) => `[${n}]`).join("")}`;
  });
}

/** Keeps only citations to numbers in `valid` (a model citing a page it was not given loses that citation). */
export function repairCitations(text: string, valid: ReadonlySet<number>): string {
  return mapCitations(text, (n) => (valid.has(n) ? n : null));
}

/** The cited numbers of a text, in order of first citation. */
export function citedNumbers(text: string): number[] {
  const seen = new Set<number>();
  for (const match of text.matchAll(citationPattern())) {
    for (const n of citationNumbers(match[2] ?? "")) seen.add(n);
  }
  return [...seen];
}
