// The interfaces of search, page reading and retrieval used by the pipeline.
import type { DateRange, Locale, SearchType } from "../../common/constants";
import type { PageResult } from "../../common/types";
import type { UsageRecorder } from "../usage-event";

export interface SearchParams {
  query: string;
  /** web | news | scholar, or "library" for the local library only. */
  type: SearchType | "library";
  num: number;
  page?: number;
  locale?: Locale;
  country?: string;
  dateRange?: DateRange;
  autocorrect?: boolean;
  signal?: AbortSignal;
}

export interface SearchProvider {
  /** Stable lower-case name used in configuration, errors and usage records ("serper", "openalex" …). */
  readonly name: string;
  /** The search types this provider can serve. */
  readonly types: readonly (SearchType | "library")[];
  search(params: SearchParams): Promise<PageResult[]>;
}

export interface SearchService {
  /** Searches through the configured chain for the type, falling back to the next provider on failure or no result. */
  search(params: SearchParams, usage?: UsageRecorder): Promise<PageResult[]>;
}

/** A page read by the page reader, or the reason it could not be read. */
export interface ReadPage {
  url: string;
  /** Final url after redirects. */
  finalUrl: string;
  title: string;
  /** Clean main text (paragraphs separated by blank lines). */
  text: string;
  contentType: string;
  error?: { message: string };
}

export interface PageReader {
  read(url: string, options?: { signal?: AbortSignal }): Promise<ReadPage>;
}

export interface Chunk {
  url: string;
  title: string;
  text: string;
  /** Character offset of the chunk in its source text. */
  start: number;
  score: number;
}

export interface Retriever {
  /** Splits the texts into chunks of 1000 with 100 overlap and returns the topK chunks most relevant to the query. */
  topChunks(input: {
    query: string;
    texts: { url: string; title: string; text: string }[];
    topK: number;
    usage?: UsageRecorder;
  }): Promise<Chunk[]>;
}

/** Turns texts into vectors for similarity search (OpenAI text-embedding-3-small or an OpenAI-compatible endpoint). */
export interface Embedder {
  readonly name: string;
  embed(texts: string[], usage?: UsageRecorder): Promise<number[][]>;
}
