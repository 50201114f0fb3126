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
