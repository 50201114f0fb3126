// Okapi BM25 over token lists. Hand-written (40 lines) rather than MiniSearch for retrieval: the chunks
// of one call are ranked once and thrown away, the scores are the textbook formula (no prefix or fuzzy
// matching to blur which chunk is best), and it shares the Intl.Segmenter tokenizer with everything else.

export interface Bm25Options {
  k1?: number;
  b?: number;
}

/** BM25 score of each document (a token list) for the query tokens. */
export function bm25Scores(query: string[], documents: string[][], options: Bm25Options = {}): number[] {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const terms = [...new Set(query)];
  const n = documents.length;
  if (n === 0 || terms.length === 0) return documents.map(() => 0);
  const avgLength = documents.reduce((sum, doc) => sum + doc.length, 0) / n || 1;

  const frequencies = documents.map((doc) => {
    const counts = new Map<string, number>();
    for (const token of doc) counts.set(token, (counts.get(token) ?? 0) + 1);
    return counts;
  });
  const idf = new Map<string, number>();
  for (const term of terms) {
    const df = frequencies.reduce((count, f) => count + (f.has(term) ? 1 : 0), 0);
    idf.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }
  return frequencies.map((counts, i) => {
    const length = documents[i]?.length ?? 0;
    let score = 0;
    for (const term of terms) {
      const tf = counts.get(term) ?? 0;
      if (tf === 0) continue;
      score += (idf.get(term) ?? 0) * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / avgLength)));
    }
    return score;
  });
}
