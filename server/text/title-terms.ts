// The terms of a document's title as a question names its subject: "git-rebase(1)" names rebase, and a
// manual page named as one word ("githooks(5)", "gitignore(5)") names its parts too — hooks, ignore.
import { analyzePhrase } from "./analyze";
import type { Language } from "./language";

/** Shortest known word and rest of a compound name ("git" + "hooks"; "gitter" is no compound). */
const MIN_PREFIX = 3;
const MIN_REST = 4;

/**
 * Terms of a title: its hyphenated words count by their parts, and a word that starts with a known term
 * (the question's "git" in "githooks") counts by that term and the rest of it.
 */
export function titleTerms(title: string, language: Language, known: Iterable<string> = []): Set<string> {
  const spaced = title.replace(/[-_]/gu, " ");
  const terms = new Set(analyzePhrase(spaced, language).terms);
  const prefixes = [...new Set(known)].filter((k) => k.length >= MIN_PREFIX);
  if (prefixes.length === 0) return terms;
  for (const word of spaced.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const prefix of prefixes) {
      if (word.length < prefix.length + MIN_REST || !word.startsWith(prefix)) continue;
      terms.add(prefix);
      for (const t of analyzePhrase(word.slice(prefix.length), language).terms) terms.add(t);
    }
  }
  return terms;
}
