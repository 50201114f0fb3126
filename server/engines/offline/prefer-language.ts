// The offline engine quotes its sources word for word, so a source in another language puts sentences
// in that language into the paper: results in the paper's language are chosen first, and results in
// other languages only make up what is missing to reach the minimum.
import type { PageResult } from "../../../common/types";
import { detectLanguage, type Language } from "../../text/language";
import { rankResults } from "./curate";

/** The language a search result is written in, from its title and snippet (the paper's language on ties). */
export function resultLanguage(result: PageResult, hint: Language): Language {
  return detectLanguage(`${result.title}\n${result.snippet}`, hint);
}

/**
 * rankResults, preferring the paper's language: the relevant results in that language when there are at
 * least `min` of them, else those first and the best of the others after them.
 */
export function rankPreferringLanguage(input: Parameters<typeof rankResults>[0]): string[] {
  const same = input.results.filter((r) => resultLanguage(r, input.language) === input.language);
  if (same.length === 0 || same.length === input.results.length) return rankResults(input);
  // With a minimum of 0, rankResults keeps only the relevant results.
  const preferred = rankResults({ ...input, results: same, min: 0 });
  if (preferred.length >= input.min) return preferred;
  const chosen = new Set(preferred);
  const others = rankResults(input).filter((url) => !chosen.has(url));
  return [...preferred, ...others].slice(0, Math.max(input.min, preferred.length));
}
