// The term a list entry or definition defines ("--merge: Resets the index …" defines --merge), so that
// entries about different terms are never taken for near-duplicates, however many words they share.

/** "term: definition", the term optionally a list item or emphasized; at most 80 characters, one line. */
const DEFINITION = /^\s*(?:[-*•]\s+)?[*_`]*([^\s:*_`][^:\n]{0,79}?)[*_`]*\s*:\s+\S/u;

/** The term a sentence defines when it is a "term: definition" entry, normalized for comparison; or null. */
export function definedTerm(sentence: string): string | null {
  const match = DEFINITION.exec(sentence);
  const term = match?.[1]?.trim();
  // A sentence before its colon ("Note the following: …") is no term: a term holds no full stop.
  if (!term || /[.!?]\s/u.test(term)) return null;
  return term.replace(/\s+/gu, " ").toLowerCase();
}

/** Whether two sentences define different terms: then they state different facts. */
export function defineDifferentTerms(a: string, b: string): boolean {
  const termA = definedTerm(a);
  if (termA === null) return false;
  const termB = definedTerm(b);
  return termB !== null && termA !== termB;
}
