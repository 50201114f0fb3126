// Choosing search results: BM25 relevance of title and snippet to the question (or to a section's
// title and questions), then diversity of sites — each further result of a site counts half as much.
import type { PageResult } from "../../../common/types";
import { analyzePhrase } from "../../text/analyze";
import { Bm25Index } from "../../text/bm25";
import { detectLanguage, type Language } from "../../text/language";

/** The site of a web url (host without "www."); a url of another kind (library://…) is its own site. */
export function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return url;
    return parsed.hostname.toLowerCase().replace(/^www\./u, "");
  } catch {
    return url;
  }
}

/** A result is relevant when it scores at least this share of the best result. */
const RELEVANT_SHARE = 0.3;

function resultText(r: PageResult): string {
  const extra = r.type === "scholar" ? r.publicationInfo : r.type === "news" ? r.source : "";
  // The title says most about a page: it counts twice.
  return `${r.title}\n${r.title}\n${r.snippet}\n${extra}`;
}

/**
 * Urls of the best results, diversified by site: all relevant ones up to `max`, and at least `min`
 * (fewer only when fewer exist). `queries` are weighted texts describing what is wanted.
 */
export function rankResults(input: {
  queries: readonly { text: string; weight: number }[];
  results: readonly PageResult[];
  min: number;
  max: number;
  language: Language;
}): string[] {
  const unique: PageResult[] = [];
  const seen = new Set<string>();
  for (const r of input.results) {
    if (!r.url || seen.has(r.url)) continue;
    seen.add(r.url);
    unique.push(r);
  }
  const index = new Bm25Index(
    unique.map((r) => {
      const text = resultText(r);
      return analyzePhrase(text, detectLanguage(text, input.language)).terms;
    }),
  );
  const scores = new Float64Array(unique.length);
  for (const q of input.queries) {
    const terms = analyzePhrase(q.text, detectLanguage(q.text, input.language)).terms;
    const s = index.scores(terms);
    for (let i = 0; i < scores.length; i++) scores[i] = (scores[i] as number) + q.weight * (s[i] as number);
  }
  const hosts = unique.map((r) => hostOf(r.url));
  const top = Math.max(0, ...scores);
  const perHost = new Map<string, number>();
  const open = new Set(unique.map((_, i) => i));
  const chosen: string[] = [];
  const limit = Math.min(input.max, unique.length);
  while (chosen.length < limit) {
    let best = -1;
    let bestRank = Number.NEGATIVE_INFINITY;
    for (const i of open) {
      const score = scores[i] as number;
      const seen = perHost.get(hosts[i] as string) ?? 0;
      const diversified = (score * 0.5 ** seen) / (top || 1);
      // Relevant results (a fair share of the best score) first; weaker matches and then unmatched
      // results, site by site in search order, only fill up to the minimum.
      const rank =
        score >= top * RELEVANT_SHARE && score > 0
          ? 2 + diversified
          : score > 0
            ? 1 + diversified
            : -seen - i / (unique.length + 1);
      if (rank > bestRank) {
        best = i;
        bestRank = rank;
      }
    }
    if (best < 0 || (bestRank < 2 && chosen.length >= input.min)) break;
    open.delete(best);
    chosen.push((unique[best] as PageResult).url);
    const host = hosts[best] as string;
    perHost.set(host, (perHost.get(host) ?? 0) + 1);
  }
  return chosen;
}
