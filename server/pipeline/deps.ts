// What the pipeline needs from the rest of the server; built once in services.ts, replaced in tests.
import type { DocumentSettings } from "../../common/types";
import type { DocumentDeps } from "../documents/deps";
import type { CoverImageGenerator, ResearchEngine } from "../engines/types";
import type { TermRarity } from "../sources/retrieval/pages";
import type { PageReader, Retriever, SearchProvider, SearchService } from "../sources/types";
import type { StepName } from "./step-names";

export interface ResearchLimits {
  /** Sections researched and written at once for one document. */
  sectionConcurrency: number;
  /** Pages read and analysed at once for one section. */
  pageConcurrency: number;
  /** Delay before a provider call's first retry (backoff doubles it, with jitter). */
  retryDelayMs: number;
}

export interface ResearchDeps extends DocumentDeps {
  /** The engine that performs the model steps for a document's settings (LLM or offline). */
  engineFor(settings: DocumentSettings): ResearchEngine;
  search: SearchService;
  /**
   * The local library, when LIBRARY_DIR is set: a search provider that can also read its files, and
   * that may say how rare words are among them (the offline engine weighs a question's words by it).
   */
  library:
    | (SearchProvider &
        Partial<TermRarity> & {
          read(url: string): Promise<{ title: string; text: string; error?: { message: string } } | null>;
        })
    | null;
  reader: PageReader;
  retriever: Retriever;
  /** Image provider when configured; the offline cover is used when it is null or fails. */
  coverGenerator: CoverImageGenerator | null;
  offlineCover: CoverImageGenerator;
  limits: ResearchLimits;
  /** Queues a pipeline step (set by the orchestrator). */
  enqueue(step: StepRequest): Promise<void>;
  /** Browser tests: every attempt of this step fails, once per document, so Retry can be shown. */
  failStepOnce?: StepName;
  /** Origin of this instance, so /share/{id} links to it are read without HTTP. */
  publicOrigins(): string[];
}

export interface StepRequest {
  step: StepName;
  documentId: string;
  /** Section steps only. */
  sectionIdx?: number;
  /** Section steps only: the outline version the step belongs to; stale steps do nothing. */
  planVersion?: number;
}
