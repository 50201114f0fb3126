// The product's vocabulary (spec §3) as TypeScript types shared by app/ and server/.
import type { CitationRecheck, InformationItem } from "./document-schemas";

export {
  DOCUMENT_STAGES,
  DOCUMENT_STATUSES,
  type DocumentStage,
  type DocumentStatus,
  type ReviewStep,
  SECTION_STATUSES,
  type SectionStatus,
} from "./statuses";

/** A fact's words as its page has them: its passage, or its text when it has none. */
export function quotedText(item: InformationItem): string {
  return (item.passage || item.text).trim();
}

/** How a section's cited sentences fared against their sources (issue 31). */
export interface CitationCounts {
  /** Cited sentences in the final text. */
  cited: number;
  /** Of those, the ones checked as supported by what they cite. */
  supported: number;
  recited: number;
  rewritten: number;
  removed: number;
  /** Sentences sent to the model judge, and the judge calls made (0 or 1 per section). */
  judged: number;
  judgeCalls: number;
}

/** The evidence a reader opens from a citation: the sentence, its verdict and the passage of each source. */
export interface SentenceEvidence {
  sentence: string;
  /** supported: by the rules or the model; unchecked: nothing could decide it. */
  verdict: "supported" | "unchecked";
  by: "rules" | "model" | null;
  citations: {
    n: number;
    url: string;
    passage: string | null;
    /** sha256 of the passage (hex), and when its page was read (ISO date). */
    hash?: string;
    readAt?: string;
    /** The page's text around the passage, kept so the card reads the same when the page changes. */
    before?: string;
    after?: string;
    /** The source read again (treatise recheck): whether it still holds the passage. */
    recheck?: CitationRecheck;
  }[];
}

/** A section's citation check as stored with the paper. */
export interface SectionCitationCheck {
  counts: CitationCounts;
  evidence: SentenceEvidence[];
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ApiErrorBody {
  error: { code: string; message: string; detail?: string };
}

// The presented shapes: types of the zod schemas of the HTTP contract (common/responses.ts), one source.
export type {
  BillingSettings,
  BillingView,
  CheckoutSessionView,
  CreatedApiKey,
  ModelOption,
  PresentedApiKey,
  PresentedUser,
  PublicConfig,
} from "./account-schemas";
export type {
  CitationRecheck,
  CitedSource,
  Content,
  CustomSource,
  DocumentError,
  DocumentFeedback,
  DocumentListEntry,
  DocumentPolicy,
  DocumentSettings,
  EvidenceCitation,
  FailureReason,
  InformationItem,
  LlmProvider,
  LlmSettings,
  NewsPageResult,
  PageAnalysis,
  PageResult,
  PaperEvidence,
  Plan,
  PresentedDocument,
  RecheckCounts,
  Reference,
  RefinedQuery,
  ScholarPageResult,
  Section,
  SubSection,
  Summary,
  WebPageResult,
} from "./document-schemas";
