// Sparse TF-IDF vectors and cosine similarity, for sentence graphs, clustering and near-duplicates.

export type SparseVector = Map<string, number>;

/** An L2-normalized TF-IDF vector (sublinear term frequency). */
export function tfidfVector(terms: readonly string[], idf: (term: string) => number): SparseVector {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  const v: SparseVector = new Map();
  for (const [term, tf] of counts) {
    const w = (1 + Math.log(tf)) * idf(term);
    if (w > 0) v.set(term, w);
  }
  return normalizeVector(v);
}

/** Scales a vector to unit length in place (a zero vector stays zero). */
export function normalizeVector(v: SparseVector): SparseVector {
  let sum = 0;
  for (const w of v.values()) sum += w * w;
  if (sum === 0) return v;
  const norm = Math.sqrt(sum);
  for (const [k, w] of v) v.set(k, w / norm);
  return v;
}

/** Dot product; the cosine similarity of two normalized vectors. */
export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, w] of small) {
    const o = large.get(k);
    if (o !== undefined) dot += w * o;
  }
  return dot;
}

/** Adds weight × v into target. */
export function addInto(target: SparseVector, v: SparseVector, weight = 1): void {
  for (const [k, w] of v) target.set(k, (target.get(k) ?? 0) + w * weight);
}

/** Jaccard similarity of two term sets, for near-duplicate detection. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let inter = 0;
  for (const t of small) if (large.has(t)) inter++;
  return inter / (a.size + b.size - inter);
}
