// Sentence ranking: LexRank (PageRank over a cosine-similarity graph, biased towards the query) and
// maximal marginal relevance for picking relevant sentences that do not repeat each other.
import { cosine, type SparseVector } from "../../text/vectors";

/** Scales scores to 0…1 (all zero stays zero). */
export function normalizeScores(scores: ArrayLike<number>): number[] {
  let max = 0;
  for (let i = 0; i < scores.length; i++) max = Math.max(max, scores[i] as number);
  return Array.from(scores, (s) => (max > 0 ? s / max : 0));
}

/**
 * LexRank centrality of each vector. Edges join sentences with cosine ≥ threshold; `prior` (the query
 * relevance, any non-negative scale) biases the random jumps towards relevant sentences.
 */
export function lexRank(
  vectors: readonly SparseVector[],
  prior?: readonly number[],
  options: { threshold?: number; damping?: number; iterations?: number } = {},
): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  const threshold = options.threshold ?? 0.1;
  const damping = options.damping ?? 0.85;
  const edges: { to: number[]; w: number[] }[] = Array.from({ length: n }, () => ({ to: [], w: [] }));
  for (let i = 0; i < n; i++) {
    const vi = vectors[i] as SparseVector;
    for (let j = i + 1; j < n; j++) {
      const sim = cosine(vi, vectors[j] as SparseVector);
      if (sim < threshold) continue;
      (edges[i] as { to: number[]; w: number[] }).to.push(j);
      (edges[i] as { to: number[]; w: number[] }).w.push(sim);
      (edges[j] as { to: number[]; w: number[] }).to.push(i);
      (edges[j] as { to: number[]; w: number[] }).w.push(sim);
    }
  }
  const outWeight = edges.map((e) => e.w.reduce((a, b) => a + b, 0));
  let jump = prior ? prior.map((p) => Math.max(0, p)) : new Array<number>(n).fill(1);
  const jumpSum = jump.reduce((a, b) => a + b, 0);
  jump = jumpSum > 0 ? jump.map((p) => p / jumpSum) : new Array<number>(n).fill(1 / n);
  let rank = new Array<number>(n).fill(1 / n);
  for (let iter = 0; iter < (options.iterations ?? 30); iter++) {
    const next = jump.map((p) => (1 - damping) * p);
    let dangling = 0;
    for (let i = 0; i < n; i++) {
      const r = rank[i] as number;
      const total = outWeight[i] as number;
      if (total === 0) {
        dangling += r;
        continue;
      }
      const e = edges[i] as { to: number[]; w: number[] };
      for (let k = 0; k < e.to.length; k++) {
        const j = e.to[k] as number;
        next[j] = (next[j] as number) + (damping * r * (e.w[k] as number)) / total;
      }
    }
    for (let i = 0; i < n; i++) next[i] = (next[i] as number) + damping * dangling * (jump[i] as number);
    rank = next;
  }
  return rank;
}

/**
 * Maximal marginal relevance: repeatedly picks the candidate with the best
 * λ·relevance − (1−λ)·(similarity to what is picked), skipping near-duplicates (similarity > redundancy),
 * until `done(picked)` or no candidate is left.
 */
export function mmrSelect(
  relevance: readonly number[],
  vectors: readonly SparseVector[],
  options: {
    lambda?: number;
    redundancy?: number;
    done: (picked: number[]) => boolean;
    allowed?: (index: number, picked: number[]) => boolean;
    /** Vectors already in the text, to avoid repeating them. */
    already?: readonly SparseVector[];
    /** Pairs of candidates that state different facts however alike their words ("--soft: …", "--hard: …"). */
    distinct?: (a: number, b: number) => boolean;
  },
): number[] {
  const lambda = options.lambda ?? 0.7;
  const redundancy = options.redundancy ?? 0.6;
  const maxSim = relevance.map((_, i) => {
    let m = 0;
    for (const a of options.already ?? []) m = Math.max(m, cosine(a, vectors[i] as SparseVector));
    return m;
  });
  const picked: number[] = [];
  const open = new Set(relevance.map((_, i) => i));
  while (open.size > 0 && !options.done(picked)) {
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const i of open) {
      const sim = maxSim[i] as number;
      if (sim > redundancy || (options.allowed && !options.allowed(i, picked))) continue;
      const score = lambda * (relevance[i] as number) - (1 - lambda) * sim;
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    if (best < 0) break;
    open.delete(best);
    picked.push(best);
    const v = vectors[best] as SparseVector;
    for (const i of open)
      if (!options.distinct?.(best, i))
        maxSim[i] = Math.max(maxSim[i] as number, cosine(v, vectors[i] as SparseVector));
  }
  return picked;
}
