// Retrieval: chunks the given texts and returns the top chunks for a query, by cosine similarity of
// embeddings when an Embedder is given, else (or when the embedder fails) by the one lexical ranking of
// retrieval — BM25F over title, headings and text on stems (pages.ts), the ranking the library and the
// evidence index use — with each chunk read as a page. Same interface.
import { setImmediate as nextTurn } from "node:timers/promises";
import { TOP_CHUNKS } from "../../../common/constants";
import { logger as defaultLogger } from "../../logger";
import { detectLanguage } from "../../text/language";
import type { Chunk, Embedder, Retriever } from "../types";
import { chunkText } from "./chunk";
import { type PageFields, PageIndex, pageFieldsOf } from "./pages";

/** How many texts go to the embedder in one call. */
export const EMBED_BATCH_SIZE = 96;
/** BM25 tokenizes for at most this long before letting the event loop run (100 papers at once: one
 * summary's chunks took up to 2.3 s in one go, the worker's event-loop lag peaked at 0.6 s). */
const SLICE_MS = 10;
/** Chunks whose terms are remembered: a step ranks the same pages for several queries in turn. */
const TERMS_MEMO = 4_000;

export interface RetrieverOptions {
  embedder?: Embedder;
  batchSize?: number;
  logger?: Pick<typeof defaultLogger, "warn">;
  /** How long BM25 tokenizes before letting the event loop run (0: after every chunk). */
  sliceMs?: number;
}

export function cosineSimilarity(a: number[], b: number[]): number {
  if (a.length !== b.length) throw new Error(`embedding sizes differ (${a.length} and ${b.length})`);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

type Candidate = Omit<Chunk, "score">;

function rank(candidates: Candidate[], scores: number[], topK: number): Chunk[] {
  return candidates
    .map((c, index) => ({ ...c, score: scores[index] ?? 0, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, topK)
    .map(({ index: _index, ...chunk }) => chunk);
}

/** Creates a retriever; with an embedder it ranks by embeddings, else by BM25. */
export function createRetriever(options: RetrieverOptions = {}): Retriever {
  const log = options.logger ?? defaultLogger;
  const batchSize = options.batchSize ?? EMBED_BATCH_SIZE;
  const sliceMs = options.sliceMs ?? SLICE_MS;

  // A chunk's fields (language detection and stemming: most of the ranking's work), by its title and text.
  const memo = new Map<string, PageFields>();
  const fieldsOf = (c: Candidate): PageFields => {
    const key = `${c.title}\n${c.text}`;
    let fields = memo.get(key);
    if (fields) {
      memo.delete(key);
    } else {
      fields = pageFieldsOf(c, detectLanguage(c.text.slice(0, 4000), "en"));
      if (memo.size >= TERMS_MEMO) memo.delete(memo.keys().next().value as string);
    }
    memo.set(key, fields);
    return fields;
  };

  async function bm25(query: string, candidates: Candidate[]): Promise<number[]> {
    const index = new PageIndex(detectLanguage(query, "en"));
    let sliceStart = performance.now();
    for (const [i, c] of candidates.entries()) {
      index.set(String(i), fieldsOf(c));
      if (performance.now() - sliceStart >= sliceMs) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    const scores = new Array<number>(candidates.length).fill(0);
    // Each query word counts once: a question that repeats a word is not asking for it twice.
    for (const hit of index.search(query)) scores[Number(hit.url)] = hit.score;
    return scores;
  }

  return {
    async topChunks({ query, texts, topK = TOP_CHUNKS, usage }) {
      const candidates: Candidate[] = [];
      for (const source of texts) {
        for (const piece of chunkText(source.text)) {
          if (!piece.text.trim()) continue;
          candidates.push({ url: source.url, title: source.title, text: piece.text, start: piece.start });
        }
      }
      if (candidates.length === 0 || topK <= 0) return [];

      const embedder = options.embedder;
      if (embedder) {
        try {
          const [queryVector] = await embedder.embed([query], usage);
          if (!queryVector) throw new Error("no vector for the query");
          const scores: number[] = [];
          for (let i = 0; i < candidates.length; i += batchSize) {
            const batch = candidates.slice(i, i + batchSize);
            const vectors = await embedder.embed(
              batch.map((c) => c.text),
              usage,
            );
            if (vectors.length !== batch.length) {
              throw new Error(`expected ${batch.length} vectors, got ${vectors.length}`);
            }
            for (const vector of vectors) scores.push(cosineSimilarity(queryVector, vector));
          }
          return rank(candidates, scores, topK);
        } catch (error) {
          log.warn(
            `[retrieval] embedder ${embedder.name} failed (${(error as Error).message}); ranking chunks with BM25 instead`,
          );
        }
      }
      return rank(candidates, await bm25(query, candidates), topK);
    },
  };
}
