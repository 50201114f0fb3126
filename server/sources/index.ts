// The sources layer: search providers, the safe page reader, retrieval and the local library.
// The pipeline and the HTTP routes use these; see each module for details.

import type { SourcesConfig } from "./config";
import { createLibrary, type Library } from "./library/library";
import type { Resolver } from "./net/guard";
import { createPageReader } from "./reader/page-reader";
import { createRetriever } from "./retrieval/retriever";
import { type ConfiguredSearchService, createSearchService } from "./search/service";
import type { Embedder, PageReader, Retriever } from "./types";

export * from "./config";
export { createLibrary, type Library, libraryUrl } from "./library/library";
export { blockedAddressReason } from "./net/address";
export { checkUrl, FetchRefusedError, type Resolver, systemResolver } from "./net/guard";
export { FetchError, type SafeResponse, safeFetch } from "./net/safe-fetch";
export { readHtml } from "./reader/html";
export { firstChars, pageAnalysisOf } from "./reader/page-analysis";
export {
  BLOCKED_PAGE_PATTERN,
  blockedPageMessage,
  createPageReader,
  PageReadError,
  readBytes,
} from "./reader/page-reader";
export { PdfReadError, readPdfBuffer } from "./reader/pdf";
export { chunkText } from "./retrieval/chunk";
export { cosineSimilarity, createRetriever } from "./retrieval/retriever";
export { providerLabel, SearchProviderError } from "./search/http";
export {
  createSearchService,
  defaultChain,
  SEARCH_COST_MICRO_CENTS,
  SearchFailedError,
} from "./search/service";
export * from "./types";

export interface Sources {
  search: ConfiguredSearchService;
  reader: PageReader;
  retriever: Retriever;
  /** Present when LIBRARY_DIR names at least one folder. */
  library?: Library;
  close(): void;
}

/** Builds the whole sources layer from its configuration (one call at server or worker start). */
export function createSources(
  config: SourcesConfig,
  options: { embedder?: Embedder; resolve?: Resolver; watchLibrary?: boolean; lazyLibrary?: boolean } = {},
): Sources {
  const library = config.libraryDirs.length
    ? createLibrary({ dirs: config.libraryDirs, watch: options.watchLibrary, lazy: options.lazyLibrary })
    : undefined;
  return {
    search: createSearchService(config, { library }),
    reader: createPageReader(config, { library, resolve: options.resolve }),
    retriever: createRetriever({ embedder: options.embedder }),
    library,
    close: () => library?.close(),
  };
}
