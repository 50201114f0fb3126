// Citations [n] in summaries and sections become links to the numbered source they cite.
import { citationNumbers, citationPattern } from "../../common/citations";

const FENCE = /(```[\s\S]*?```|`[^`\n]*`)/g;

/**
 * Rewrites each citation whose number has a target into a markdown link `[\[n\]](href)`; numbers with no
 * target stay as plain `[n]` text. Code spans and fenced blocks are left alone.
 */
export function linkCitations(markdown: string, hrefFor: (n: number) => string | null): string {
  return markdown
    .split(FENCE)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return part.replace(citationPattern(), (match, space: string, group: string, offset: number) => {
        // "[1](url)" and "[1]: url" are markdown links, not citations.
        const after = part[offset + match.length];
        if (after === "(" || after === ":") return match;
        const numbers = citationNumbers(group);
        if (!numbers.some((n) => hrefFor(n) !== null)) return match;
        return (
          space +
          numbers
            .map((n) => {
              const href = hrefFor(n);
              return href === null ? `\\[${n}\\]` : `[\\[${n}\\]](${href})`;
            })
            .join("")
        );
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
