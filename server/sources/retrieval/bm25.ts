// Okapi BM25 for retrieval: the chunks of one call are ranked once and thrown away. The formula lives
// once, in the shared text utilities (engines/text/bm25.ts); each query term counts once here.
import { Bm25Index } from "../../engines/text/bm25";

export interface Bm25Options {
  k1?: number;
  b?: number;
}

/** BM25 score of each document (a token list) for the query tokens. */
export function bm25Scores(query: string[], documents: string[][], options: Bm25Options = {}): number[] {
  return Array.from(new Bm25Index(documents, options).scores([...new Set(query)]));
}
