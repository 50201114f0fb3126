// Citations are [n] in section text; the references list is built here, from the pages actually cited,
// numbered in order of first citation — never written by a model.
import { mapCitations } from "../../common/citations";
import type { Reference } from "../../common/types";

export { citedNumbers, repairCitations } from "../../common/citations";

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

/** Comparison key of a cited sentence: its words, without citations, case or spacing. */
const sentenceKey = (piece: string) =>
  piece
    .replace(/\[\d+\]/gu, "")
    .replace(/\s+/gu, "")
    .toLowerCase();

/**
 * The sections' texts with every cited sentence already said earlier in the paper (in the summary or an
 * earlier section) left out — for an extractive writer, whose sentences each close with their citation.
 * Sections are written at the same time, each from its own pages: a sentence two parts of an article
 * both say can reach two sections, and a reader must not meet it twice.
 */
export function withoutRepeatedSentences(summary: string, contents: string[]): string[] {
  const pieces = (text: string) => text.split(/(?<=\[\d+\])[ \t]+(?=\S)/u);
  const seen = new Set(
    summary
      .split(/\n{2,}/u)
      .flatMap(pieces)
      .map(sentenceKey)
      .filter((k) => k !== ""),
  );
  return contents.map((content) => {
    const paragraphs = content.split(/\n{2,}/u).map((paragraph) => {
      const kept = pieces(paragraph).filter((piece) => {
        if (!/\[\d+\]\s*$/u.test(piece)) return true;
        const key = sentenceKey(piece);
        if (key === "" || !seen.has(key)) {
          seen.add(key);
          return true;
        }
        return false;
      });
      return kept.join(" ");
    });
    return paragraphs.filter((p) => p.trim() !== "").join("\n\n");
  });
}
