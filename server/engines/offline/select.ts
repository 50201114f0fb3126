// Choosing sentences: maximal marginal relevance over retrieved passages, so that what is chosen says
// the most about the query while repeating least of what is already chosen or written.
import { type EvidencePassage, matchTerms } from "../../sources/retrieval/evidence";
import { stripReferenceMarkers } from "../../text/grounding";
import type { Language } from "../../text/language";

/** A candidate sentence with its relevance score. */
export interface Scored {
  passage: EvidencePassage;
  score: number;
}

/** Share of words two term lists have in common (Jaccard over their sets). */
export function overlap(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const A = new Set(a);
  const B = new Set(b);
  let both = 0;
  for (const t of A) if (B.has(t)) both++;
  return both / (A.size + B.size - both);
}

/**
 * The words of a sentence as it is written: without the page's reference markers ("[7]"), which the
 * paper leaves out, so a sentence is known again in what the paper already says.
 */
export function writtenTerms(text: string, language: Language): string[] {
  return matchTerms(stripReferenceMarkers(text), language);
}

/** Sentences this similar say the same thing: only one of them is written. */
export const SAME_SENTENCE = 0.6;
/** Weight of relevance against novelty in MMR. */
const LAMBDA = 0.7;

/**
 * Picks up to `k` candidates by MMR: each next one maximises λ·relevance − (1−λ)·(its greatest overlap
 * with what is chosen or `against`); a candidate nearly the same as one of those is never picked.
 */
export function mmr(
  candidates: readonly Scored[],
  k: number,
  against: readonly (readonly string[])[] = [],
  stop?: (chosen: readonly Scored[]) => boolean,
): Scored[] {
  const best = Math.max(1e-9, ...candidates.map((c) => c.score));
  const pool = candidates.filter(
    (c) => c.passage.terms.length > 0 && !against.some((t) => overlap(c.passage.terms, t) >= SAME_SENTENCE),
  );
  const chosen: Scored[] = [];
  const redundancy = new Map<number, number>(
    pool.map((c) => [c.passage.id, Math.max(0, ...against.map((t) => overlap(c.passage.terms, t)))]),
  );
  while (chosen.length < k && pool.length > 0 && !stop?.(chosen)) {
    let at = -1;
    let value = Number.NEGATIVE_INFINITY;
    pool.forEach((c, i) => {
      const v = LAMBDA * (c.score / best) - (1 - LAMBDA) * (redundancy.get(c.passage.id) ?? 0);
      if (v > value) {
        value = v;
        at = i;
      }
    });
    const [next] = pool.splice(at, 1) as [Scored];
    chosen.push(next);
    for (let i = pool.length - 1; i >= 0; i--) {
      const c = pool[i] as Scored;
      const o = overlap(c.passage.terms, next.passage.terms);
      if (o >= SAME_SENTENCE) pool.splice(i, 1);
      else redundancy.set(c.passage.id, Math.max(redundancy.get(c.passage.id) ?? 0, o));
    }
  }
  return chosen;
}

/** Sentences in reading order: grouped by source (in the order sources first come), then by position. */
export function readingOrder<T extends { source: number; position: number }>(items: readonly T[]): T[] {
  const first = new Map<number, number>();
  items.forEach((it, i) => {
    if (!first.has(it.source)) first.set(it.source, i);
  });
  return [...items].sort(
    (a, b) =>
      (first.get(a.source) as number) - (first.get(b.source) as number) ||
      a.source - b.source ||
      a.position - b.position,
  );
}
