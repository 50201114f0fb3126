// Citations [n] in summaries and sections become links to the numbered source they cite.

/** [1], [1, 2], [1-3] forms (not a markdown link's text); group 1 holds the numbers. */
const CITATION = /\[(\d+(?:\s*[-–,]\s*\d+)*)\](?![(:])/g;
const FENCE = /(```[\s\S]*?```|`[^`\n]*`)/g;

function expand(group: string): number[] {
  const numbers: number[] = [];
  for (const part of group.split(",")) {
    const [a, b] = part.split(/[-–]/).map((s) => Number.parseInt(s.trim(), 10));
    if (a === undefined || Number.isNaN(a)) continue;
    if (b !== undefined && !Number.isNaN(b) && b >= a && b - a < 50)
      for (let n = a; n <= b; n++) numbers.push(n);
    else numbers.push(a);
  }
  return numbers;
}

/**
 * Rewrites each citation whose number has a target into a markdown link `[\[n\]](href)`; numbers with no
 * target stay as plain `[n]` text. Code spans and fenced blocks are left alone.
 */
export function linkCitations(markdown: string, hrefFor: (n: number) => string | null): string {
  return markdown
    .split(FENCE)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return part.replace(CITATION, (match, group: string) => {
        const numbers = expand(group);
        if (!numbers.some((n) => hrefFor(n) !== null)) return match;
        return numbers
          .map((n) => {
            const href = hrefFor(n);
            return href === null ? `\\[${n}\\]` : `[\\[${n}\\]](${href})`;
          })
          .join("");
      });
    })
    .join("");
}

/** The anchor of reference n in a paper's references list. */
export const referenceAnchor = (n: number) => `ref-${n}`;
/** The anchor of source n under the summary. */
export const summarySourceAnchor = (n: number) => `summary-source-${n}`;

/** Links a text's citations to the anchors of the given numbers (others stay plain). */
export function linkToAnchors(markdown: string, numbers: readonly number[], anchor: (n: number) => string) {
  const known = new Set(numbers);
  return linkCitations(markdown, (n) => (known.has(n) ? `#${anchor(n)}` : null));
}

/** A URL a reader can open: http(s) only (library:// and file keys are shown, not linked). */
export function isOpenableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
