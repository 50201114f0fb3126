// The form in which ranking compares words: English words of letters only are reduced to Porter's
// stem ("reapplied" and "reapply" → "reappli"; "ignores", "ignored", "ignoring" → "ignor"), so a
// question finds a source that says the same thing in another form of its words. Tokens keep their
// plural-folded `norm` (hand-written word lists and titles are built from it); only ranking stems.
import { stemmer } from "stemmer";

const LETTERS = /^[a-z]{4,}$/u;
const cache = new Map<string, string>();
const CACHE_LIMIT = 100_000;

export function matchForm(term: string): string {
  if (!LETTERS.test(term)) return term;
  let stem = cache.get(term);
  if (stem === undefined) {
    stem = stemmer(term);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(term, stem);
  }
  return stem;
}
