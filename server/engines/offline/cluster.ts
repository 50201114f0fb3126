// Spherical k-means on TF-IDF vectors: deterministic (farthest-first seeding from the most relevant
// vector), for grouping passages into the topics that become the sections of a plan.
import { addInto, cosine, normalizeVector, type SparseVector } from "../../text/vectors";

function centroidOf(vectors: readonly SparseVector[], members: number[]): SparseVector {
  const c: SparseVector = new Map();
  for (const i of members) addInto(c, vectors[i] as SparseVector);
  return normalizeVector(c);
}

/** Assigns each vector to one of k clusters (0…k−1). `weights` (relevance) guide the seeding. */
export function kMeans(
  vectors: readonly SparseVector[],
  k: number,
  weights: readonly number[],
  iterations = 25,
): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  const clusters = Math.max(1, Math.min(k, n));
  let first = 0;
  for (let i = 1; i < n; i++) if ((weights[i] ?? 0) > (weights[first] ?? 0)) first = i;
  const seeds = [first];
  const closest = vectors.map((v) => cosine(v, vectors[first] as SparseVector));
  while (seeds.length < clusters) {
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      if (seeds.includes(i)) continue;
      const score = (1 - (closest[i] as number)) * (0.5 + 0.5 * (weights[i] ?? 0));
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    if (best < 0) break;
    seeds.push(best);
    for (let i = 0; i < n; i++)
      closest[i] = Math.max(
        closest[i] as number,
        cosine(vectors[i] as SparseVector, vectors[best] as SparseVector),
      );
  }
  let centroids = seeds.map((s) => vectors[s] as SparseVector);
  let assignment = new Array<number>(n).fill(-1);
  for (let iter = 0; iter < iterations; iter++) {
    let changed = false;
    const next = vectors.map((v, i) => {
      let best = 0;
      let bestSim = Number.NEGATIVE_INFINITY;
      centroids.forEach((c, j) => {
        const sim = cosine(v, c);
        if (sim > bestSim) {
          best = j;
          bestSim = sim;
        }
      });
      if (best !== assignment[i]) changed = true;
      return best;
    });
    assignment = next;
    // An emptied cluster takes the vector that fits its own cluster worst.
    for (let j = 0; j < centroids.length; j++) {
      if (assignment.includes(j)) continue;
      let worst = -1;
      let worstSim = Number.POSITIVE_INFINITY;
      for (let i = 0; i < n; i++) {
        const own = assignment[i] as number;
        if (assignment.filter((a) => a === own).length <= 1) continue;
        const sim = cosine(vectors[i] as SparseVector, centroids[own] as SparseVector);
        if (sim < worstSim) {
          worst = i;
          worstSim = sim;
        }
      }
      if (worst >= 0) {
        assignment[worst] = j;
        changed = true;
      }
    }
    centroids = centroids.map((_, j) =>
      centroidOf(
        vectors,
        assignment.flatMap((a, i) => (a === j ? [i] : [])),
      ),
    );
    if (!changed) break;
  }
  return assignment;
}
