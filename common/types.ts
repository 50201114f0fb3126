// The product's vocabulary (spec §3) as TypeScript types shared by app/ and server/.
import type { AnySearchType, DateRange, Locale } from "./constants";

/** Document statuses. READY waits for the user (manual mode); the others are in progress or final. */
export const DOCUMENT_STATUSES = [
  "SUMMARIZING",
  "PLANNING",
  "ANALYZING",
  "GENERATING",
  "READY",
  "COMPLETE",
  "ERROR",
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The finer step a working document is on; drives the progress labels of spec §2. */
export const DOCUMENT_STAGES = [
  "REFINING_QUERY",
  "SEARCHING",
  "SUMMARIZING",
  "PLANNING",
  "FINDING_SOURCES",
  "ANALYZING",
  "GENERATING",
  "FINISHING",
] as const;
export type DocumentStage = (typeof DOCUMENT_STAGES)[number];

/** What a READY document waits for. */
export type ReviewStep = "SUMMARY" | "OUTLINE";

export const SECTION_STATUSES = [
  "PLANNED",
  "ANALYZING",
  "ANALYSIS_COMPLETE",
  "GENERATING",
  "COMPLETE",
  "ERROR",
] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

export type LlmProvider = "OPENAI" | "ANTHROPIC" | "GOOGLE" | "OPENAI_COMPATIBLE" | "OFFLINE";

export interface LlmSettings {
  llmProvider: LlmProvider;
  /** Catalog id the user picked (e.g. "gpt-4o", "offline"). */
  modelId: string;
  /** Provider model name sent to the API. */
  modelName: string;
  temperature: number;
  topP: number;
  frequencyPenalty: number;
  presencePenalty: number;
  streaming: boolean;
}

export interface DocumentSettings {
  llm: LlmSettings;
  locale: Locale;
  automaticMode: boolean;
  searchTypes: AnySearchType[];
  numberOfSections: number;
  /** ISO date (YYYY-MM-DD) the document was created; prompts use it as "today". */
  currentDate: string;
}

export interface RefinedQuery {
  query: string;
  searchType?: AnySearchType;
  country?: string;
  numberOfResults?: number;
  autocorrect?: boolean;
  page?: number;
  dateRange?: DateRange;
  locale?: string;
}

interface PageResultBase {
  title: string;
  url: string;
  snippet: string;
  /** Which search provider found it (serper, wikipedia, openalex, library, custom …). */
  provider?: string;
}
export interface WebPageResult extends PageResultBase {
  type: "web";
  position: number;
}
export interface ScholarPageResult extends PageResultBase {
  type: "scholar";
  publicationInfo: string;
}
export interface NewsPageResult extends PageResultBase {
  type: "news";
  date: string;
  source: string;
}
export type PageResult = WebPageResult | ScholarPageResult | NewsPageResult;

/** One fact a writer may cite: what it says and the exact passage of the page it comes from. */
export interface InformationItem {
  text: string;
  passage: string;
  /** The page's heading the passage stands under ("PATTERN FORMAT"), when the page has headings. */
  heading?: string;
}

/** A fact's words as its page has them: its passage, or its text when it has none. */
export function quotedText(item: InformationItem): string {
  return (item.passage || item.text).trim();
}

export interface PageAnalysis {
  url: string;
  title: string;
  /** The first 1000 characters of the page text. */
  content: string;
  optimizedPageContent?: string;
  information: InformationItem[];
  error?: { message: string };
}

export interface SubSection {
  question: string;
  searchQuery: { refinedQuery: string; searchType: AnySearchType };
  curation?: { pages: PageResult[] };
}

export interface Section {
  /** Position index. */
  id: number;
  title: string;
  description: string;
  status: SectionStatus;
  urls: string[];
  analysis: { pages: Record<string, PageAnalysis>; count: number };
  /** Progress of page analysis: analysed of total urls (default total 15). */
  progress: { analyzed: number; total: number };
  content: string;
  subSections: SubSection[];
  error?: { message: string };
}

export interface Plan {
  sections: Section[];
  /** Set when the engine planned fewer sections than asked because the sources held material for only
   *  this many (the paper says so); absent once a person saved the outline. */
  materialSections?: number;
}

/** A source the summary cites, numbered as in the summary text. */
export interface CitedSource {
  n: number;
  url: string;
  title: string;
}

export interface Summary {
  userQuery: string;
  refinedQueries: RefinedQuery[];
  webSearchResults: PageResult[];
  curatedUrls?: string[];
  summaryContext?: string;
  customSourcesSummaryContext?: string;
  summary?: string;
  sources?: CitedSource[];
}

export interface Reference {
  n: number;
  url: string;
  title: string;
  /** The language the source is written in (ISO 639-1, "zh" for Chinese), when it was told. */
  language?: string;
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

export interface CitationRecheck {
  /** ISO time of the new reading. */
  at: string;
  state: "present" | "gone" | "unreachable";
}

/** What a recheck of a paper's evidence found, in citations. */
export interface RecheckCounts {
  checked: number;
  present: number;
  gone: number;
  unreachable: number;
}

/** A cited passage as a reader opens it: the passage, where it stands in its page, and its source. */
export interface EvidenceCitation {
  /** The citation number as the paper shows it. */
  n: number;
  url: string;
  title: string;
  passage: string | null;
  /** The source read again: whether it still holds the passage. */
  recheck?: CitationRecheck;
  /** Up to 300 characters of the page before and after the passage, when the page holds it. */
  before: string;
  after: string;
  hash?: string;
  readAt?: string;
}

/** GET /api/document/{id}/evidence: every cited sentence with its verdict and passages. */
export interface PaperEvidence {
  /** Cited sentences checked as supported, of all cited sentences that were checked. */
  supported: number;
  cited: number;
  sentences: {
    /** The section's position in the outline. */
    section: number;
    sentence: string;
    verdict: SentenceEvidence["verdict"];
    by: SentenceEvidence["by"];
    citations: EvidenceCitation[];
  }[];
}

/** A section's citation check as stored with the paper. */
export interface SectionCitationCheck {
  counts: CitationCounts;
  evidence: SentenceEvidence[];
}

export interface Content {
  id: string;
  title: string;
  coverImage?: { imageURL: string; prompt: string };
  settings: DocumentSettings;
  summary: Summary;
  plan: Plan;
  /**
   * The paper as written before its outline was planned again, while the new outline is edited (its owner
   * reads it; Write Paper replaces the changed sections and this goes).
   */
  writtenPaper?: Section[];
  events: string[];
  referencesList?: string;
  references?: Reference[];
  stage?: DocumentStage;
  awaiting?: ReviewStep;
  error?: DocumentError;
  /** "offline" when the paper was written by the offline extractive engine. */
  engine: "llm" | "offline";
  /** What the provider calls cost (only for the owner; a shared paper does not show it). */
  cost?: { totalMicroCents: number };
  /**
   * The paper's cited sentences checked against their sources (issue 31): "supported of cited"; the
   * repairs (re-cited, rewritten, removed) only for the owner's view. Absent when nothing was checked.
   */
  citations?: Pick<CitationCounts, "cited" | "supported"> &
    Partial<Pick<CitationCounts, "recited" | "rewritten" | "removed">>;
}

/** Why a paper stopped (the app translates by reason; message and hint are the server's English). */
export type FailureReason =
  | "SEARCH_UNREACHABLE"
  | "SEARCH_KEY"
  | "SEARCH_FAILED"
  | "NO_SEARCH_RESULTS"
  | "NO_RELEVANT_SOURCES"
  | "MODEL_UNUSABLE"
  | "MODEL_FAILED"
  | "MODEL_CONTEXT"
  | "MODEL_UNREACHABLE"
  | "MODEL_NOT_FOUND"
  | "MODEL_KEY"
  | "MODEL_QUOTA"
  | "INTERNAL";

export interface DocumentError {
  step: string;
  message: string;
  /** What the person can do about it. */
  hint?: string;
  reason?: FailureReason;
  params?: Record<string, string>;
}

export interface CustomSource {
  id: string;
  title: string;
  snippet: string;
  url: string;
  kind: "link" | "file" | "document";
}

export interface DocumentFeedback {
  summary?: { isPositive: boolean };
  analysis?: { isPositive: boolean };
  comment?: boolean;
}

export interface DocumentPolicy {
  edit: boolean;
  archive: boolean;
  retry: boolean;
  /** Plan the outline again (manual review, or a complete paper). */
  replan: boolean;
}

export interface PresentedDocument {
  id: string;
  title: string;
  status: DocumentStatus;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  viewsCount: number;
  likeCount: number;
  /** Whether the person asking likes the paper (false for visitors). */
  isLiked: boolean;
  /** The author, on a shared paper (GET /api/share/{id}). */
  author?: { name: string; image: string | null };
  /** What the paper was charged, in integer cents (0 while nothing is charged, or with billing off). */
  costCents: number;
  feedback: DocumentFeedback;
  /** Published in Featured Articles (by its owner, still shown there). */
  featured: boolean;
  content: Content;
  customSources: CustomSource[];
  can: DocumentPolicy;
}

export interface DocumentListEntry {
  id: string;
  title: string;
  status: DocumentStatus;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  summaryPreview?: string;
  coverImageURL?: string;
  likeCount?: number;
  viewsCount?: number;
  isLiked?: boolean;
  user?: { name: string; image: string | null; email?: string };
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PresentedUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  imageURL: string | null;
  /** The interface language saved with the account; null follows the browser's language. */
  locale: Locale | null;
  /** Papers this account may create in all (paper quota mode); null when there is no quota. */
  paperQuota: number | null;
}

export interface ModelOption {
  id: string;
  label: string;
  provider: LlmProvider;
  enabled: boolean;
  proOnly: boolean;
  reason?: string;
}

export interface PublicConfig {
  appName: string;
  features: {
    advancedOptions: boolean;
    billing: boolean;
    /** Free-trial variant: on, when it ends, whether it has, and where the contact link points. */
    demo: { enabled: boolean; expiresAt: string | null; expired: boolean; contactURL: string | null };
    hosted: { enabled: boolean; paperCap: number | null; logoURL: string | null };
    /** White label: the built-in theme's name or "custom" (a theme file), and the logo shown beside the name. */
    whiteLabel: { enabled: boolean; theme: string | null; logoURL: string | null };
    paperQuota: number | null;
    outage: boolean;
    /** The operator's usage warning (USAGE_WARNING), shown once per session; null when unset. */
    usageWarning: string | null;
    communityChatURL: string | null;
    salesContactURL: string | null;
    requireEmailVerification: boolean;
  };
  models: ModelOption[];
  defaultModel: string;
  locales: readonly string[];
  /** Locales shown '(Pro only)' and disabled in the composer (PRO_ONLY_LOCALES). */
  proOnlyLocales: readonly string[];
  searchTypes: readonly string[];
  library: boolean;
}

export interface ApiErrorBody {
  error: { code: string; message: string; detail?: string };
}

/** A personal API key as listed in Settings: never the key itself (shown once, at creation). */
export interface PresentedApiKey {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer to creating a key: the only time `key` is shown. */
export interface CreatedApiKey extends PresentedApiKey {
  key: string;
}
