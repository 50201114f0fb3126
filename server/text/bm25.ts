// Okapi BM25 over tokenized documents, with an inverted index so a query touches only its terms' postings.
// Terms are compared in their match form (English words by their stem, see stem.ts).
import { matchForm } from "./stem";

export interface ScoredIndex {
  index: number;
  score: number;
}

export class Bm25Index {
  readonly size: number;
  private readonly postings = new Map<string, { docs: number[]; tfs: number[] }>();
  private readonly lengths: Float64Array;
  private readonly avgLength: number;
  private readonly k1: number;
  private readonly b: number;

  constructor(docs: readonly (readonly string[])[], options: { k1?: number; b?: number } = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.size = docs.length;
    this.lengths = new Float64Array(docs.length);
    let total = 0;
    docs.forEach((terms, doc) => {
      this.lengths[doc] = terms.length;
      total += terms.length;
      const counts = new Map<string, number>();
      for (const term of terms) {
        const t = matchForm(term);
        counts.set(t, (counts.get(t) ?? 0) + 1);
      }
      for (const [term, tf] of counts) {
        let p = this.postings.get(term);
        if (!p) {
          p = { docs: [], tfs: [] };
          this.postings.set(term, p);
        }
        p.docs.push(doc);
        p.tfs.push(tf);
      }
    });
    this.avgLength = docs.length > 0 ? Math.max(1, total / docs.length) : 1;
  }

  /** Number of documents that contain the term. */
  documentFrequency(term: string): number {
    return this.postings.get(matchForm(term))?.docs.length ?? 0;
  }

  /** Inverse document frequency (never negative). */
  idf(term: string): number {
    const df = this.documentFrequency(term);
    return Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
  }

  /** The BM25 score of every document for the query terms (repeated terms weigh more). */
  scores(query: readonly string[]): Float64Array {
    const out = new Float64Array(this.size);
    const weights = new Map<string, number>();
    for (const term of query) {
      const t = matchForm(term);
      weights.set(t, (weights.get(t) ?? 0) + 1);
    }
    for (const [term, qtf] of weights) {
      const p = this.postings.get(term);
      if (!p) continue;
      const df = p.docs.length;
      const idf = Math.log(1 + (this.size - df + 0.5) / (df + 0.5)) * qtf;
      for (let i = 0; i < p.docs.length; i++) {
        const doc = p.docs[i] as number;
        const tf = p.tfs[i] as number;
        const norm = 1 - this.b + (this.b * (this.lengths[doc] as number)) / this.avgLength;
        out[doc] = (out[doc] as number) + (idf * tf * (this.k1 + 1)) / (tf + this.k1 * norm);
      }
    }
    return out;
  }

  /** The best-scoring documents (score > 0), best first; ties keep document order. */
  search(query: readonly string[], limit = Number.POSITIVE_INFINITY): ScoredIndex[] {
    return topScores(this.scores(query), limit);
  }
}

/** Indexes of the highest positive scores, best first; ties keep index order. */
export function topScores(scores: ArrayLike<number>, limit = Number.POSITIVE_INFINITY): ScoredIndex[] {
  const hits: ScoredIndex[] = [];
  for (let i = 0; i < scores.length; i++) {
    const score = scores[i] as number;
    if (score > 0) hits.push({ index: i, score });
  }
  hits.sort((a, b) => b.score - a.score || a.index - b.index);
  return hits.length > limit ? hits.slice(0, limit) : hits;
}
