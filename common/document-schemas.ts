// The paper as the API shows it (spec §3), as zod schemas: the one source of the presented types of
// common/types.ts and of the responses in common/responses.ts. Objects are strict: a field the schema
// does not name is a field the contract does not have (the route tests fail on it).
import { z } from "zod";
import { DATE_RANGES, LOCALES, PRIVATE_SEARCH_TYPES, SEARCH_TYPES } from "./constants";
import { DOCUMENT_STAGES, DOCUMENT_STATUSES, SECTION_STATUSES } from "./statuses";

const anySearchType = z.enum([...SEARCH_TYPES, ...PRIVATE_SEARCH_TYPES]);
const isoTime = z.string().describe("ISO 8601 time");

export const llmProvider = z.enum(["OPENAI", "ANTHROPIC", "GOOGLE", "OPENAI_COMPATIBLE", "OFFLINE"]);

export const llmSettings = z.strictObject({
  llmProvider,
  /** Catalog id the user picked (e.g. "gpt-4o", "offline"). */
  modelId: z.string(),
  /** Provider model name sent to the API. */
  modelName: z.string(),
  temperature: z.number(),
  topP: z.number(),
  frequencyPenalty: z.number(),
  presencePenalty: z.number(),
  streaming: z.boolean(),
});

export const documentSettings = z.strictObject({
  llm: llmSettings,
  locale: z.enum(LOCALES),
  automaticMode: z.boolean(),
  searchTypes: z.array(anySearchType),
  numberOfSections: z.number().int(),
  /** ISO date (YYYY-MM-DD) the document was created; prompts use it as "today". */
  currentDate: z.string(),
});

export const refinedQuery = z.strictObject({
  query: z.string(),
  searchType: anySearchType.optional(),
  country: z.string().optional(),
  numberOfResults: z.number().optional(),
  autocorrect: z.boolean().optional(),
  page: z.number().optional(),
  dateRange: z.enum(DATE_RANGES).optional(),
  locale: z.string().optional(),
});

const pageResultBase = {
  title: z.string(),
  url: z.string(),
  snippet: z.string(),
  /** Which search provider found it (serper, wikipedia, openalex, library, custom …). */
  provider: z.string().optional(),
};
export const pageResult = z.discriminatedUnion("type", [
  z.strictObject({ ...pageResultBase, type: z.literal("web"), position: z.number() }),
  z.strictObject({ ...pageResultBase, type: z.literal("scholar"), publicationInfo: z.string() }),
  z.strictObject({ ...pageResultBase, type: z.literal("news"), date: z.string(), source: z.string() }),
]);

/** One fact a writer may cite: what it says and the exact passage of the page it comes from. */
export const informationItem = z.strictObject({
  text: z.string(),
  passage: z.string(),
  /** The page's heading the passage stands under ("PATTERN FORMAT"), when the page has headings. */
  heading: z.string().optional(),
});

const errorMessage = z.strictObject({ message: z.string() });

export const pageAnalysis = z.strictObject({
  url: z.string(),
  title: z.string(),
  /** The first 1000 characters of the page text. */
  content: z.string(),
  optimizedPageContent: z.string().optional(),
  information: z.array(informationItem),
  error: errorMessage.optional(),
});

export const subSection = z.strictObject({
  question: z.string(),
  searchQuery: z.strictObject({ refinedQuery: z.string(), searchType: anySearchType }),
  curation: z.strictObject({ pages: z.array(pageResult) }).optional(),
});

export const section = z.strictObject({
  /** Position index. */
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(SECTION_STATUSES),
  urls: z.array(z.string()),
  analysis: z.strictObject({ pages: z.record(z.string(), pageAnalysis), count: z.number().int() }),
  /** Progress of page analysis: analysed of total urls (default total 15). */
  progress: z.strictObject({ analyzed: z.number().int(), total: z.number().int() }),
  content: z.string(),
  subSections: z.array(subSection),
  error: errorMessage.optional(),
});

/** A source the summary cites, numbered as in the summary text. */
export const citedSource = z.strictObject({ n: z.number().int(), url: z.string(), title: z.string() });

export const summary = z.strictObject({
  userQuery: z.string(),
  refinedQueries: z.array(refinedQuery),
  webSearchResults: z.array(pageResult),
  curatedUrls: z.array(z.string()).optional(),
  summaryContext: z.string().optional(),
  customSourcesSummaryContext: z.string().optional(),
  summary: z.string().optional(),
  sources: z.array(citedSource).optional(),
});

export const reference = z.strictObject({
  n: z.number().int(),
  url: z.string(),
  title: z.string(),
  /** The language the source is written in (ISO 639-1, "zh" for Chinese), when it was told. */
  language: z.string().optional(),
});

export const failureReason = z.enum([
  "SEARCH_UNREACHABLE",
  "SEARCH_KEY",
  "SEARCH_FAILED",
  "NO_SEARCH_RESULTS",
  "NO_RELEVANT_SOURCES",
  "MODEL_UNUSABLE",
  "MODEL_FAILED",
  "MODEL_CONTEXT",
  "MODEL_UNREACHABLE",
  "MODEL_NOT_FOUND",
  "MODEL_KEY",
  "MODEL_QUOTA",
  "INTERNAL",
]);

/** Why a paper stopped (the app translates by reason; message and hint are the server's English). */
export const documentError = z.strictObject({
  step: z.string(),
  message: z.string(),
  /** What the person can do about it. */
  hint: z.string().optional(),
  reason: failureReason.optional(),
  params: z.record(z.string(), z.string()).optional(),
});

export const content = z.strictObject({
  id: z.string(),
  title: z.string(),
  coverImage: z.strictObject({ imageURL: z.string(), prompt: z.string() }).optional(),
  settings: documentSettings,
  summary,
  plan: z.strictObject({
    sections: z.array(section),
    /** Fewer sections than asked because the sources held material for only this many. */
    materialSections: z.number().int().optional(),
  }),
  /** The paper as written before its outline was planned again, while the new outline is edited. */
  writtenPaper: z.array(section).optional(),
  events: z.array(z.string()),
  referencesList: z.string().optional(),
  references: z.array(reference).optional(),
  stage: z.enum(DOCUMENT_STAGES).optional(),
  awaiting: z.enum(["SUMMARY", "OUTLINE"]).optional(),
  error: documentError.optional(),
  /** "offline" when the paper was written by the offline extractive engine. */
  engine: z.enum(["llm", "offline"]),
  /** What the provider calls cost (only for the owner; a shared paper does not show it). */
  cost: z.strictObject({ totalMicroCents: z.number() }).optional(),
  /** Cited sentences checked against their sources; the repairs only in the owner's view. */
  citations: z
    .strictObject({
      cited: z.number().int(),
      supported: z.number().int(),
      recited: z.number().int().optional(),
      rewritten: z.number().int().optional(),
      removed: z.number().int().optional(),
    })
    .optional(),
});

export const customSource = z.strictObject({
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
  url: z.string(),
  kind: z.enum(["link", "file", "document"]),
});

const rating = z.strictObject({ isPositive: z.boolean() });
export const documentFeedback = z.strictObject({
  summary: rating.optional(),
  analysis: rating.optional(),
  comment: z.boolean().optional(),
});

export const documentPolicy = z.strictObject({
  edit: z.boolean(),
  archive: z.boolean(),
  retry: z.boolean(),
  /** Plan the outline again (manual review, or a complete paper). */
  replan: z.boolean(),
});

/** What a paper and its entry in a list both say of it. */
const documentHead = {
  id: z.string(),
  title: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  createdAt: isoTime,
  updatedAt: isoTime,
  archivedAt: isoTime.nullable(),
};

const author = z.strictObject({ name: z.string(), image: z.string().nullable() });

export const presentedDocument = z.strictObject({
  ...documentHead,
  viewsCount: z.number().int(),
  likeCount: z.number().int(),
  /** Whether the person asking likes the paper (false for visitors). */
  isLiked: z.boolean(),
  /** The author, on a shared paper (GET /api/share/{id}). */
  author: author.optional(),
  /** What the paper was charged, in integer cents (0 while nothing is charged, or with billing off). */
  costCents: z.number().int(),
  feedback: documentFeedback,
  /** Published in Featured Articles (by its owner, still shown there). */
  featured: z.boolean(),
  content,
  customSources: z.array(customSource),
  can: documentPolicy,
});

export const documentListEntry = z.strictObject({
  ...documentHead,
  summaryPreview: z.string().optional(),
  coverImageURL: z.string().optional(),
  likeCount: z.number().int().optional(),
  viewsCount: z.number().int().optional(),
  isLiked: z.boolean().optional(),
  user: z
    .strictObject({ name: z.string(), image: z.string().nullable(), email: z.string().optional() })
    .optional(),
});

/** One page of a list, newest first; nextCursor is passed as ?cursor= for the next. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), nextCursor: z.string().nullable() });

export const citationRecheck = z.strictObject({
  /** ISO time of the new reading. */
  at: isoTime,
  state: z.enum(["present", "gone", "unreachable"]),
});

/** What a recheck of a paper's evidence found, in citations. */
export const recheckCounts = z.strictObject({
  checked: z.number().int(),
  present: z.number().int(),
  gone: z.number().int(),
  unreachable: z.number().int(),
});

/** A cited passage as a reader opens it: the passage, where it stands in its page, and its source. */
export const evidenceCitation = z.strictObject({
  /** The citation number as the paper shows it. */
  n: z.number().int(),
  url: z.string(),
  title: z.string(),
  passage: z.string().nullable(),
  /** The source read again: whether it still holds the passage. */
  recheck: citationRecheck.optional(),
  /** Up to 300 characters of the page before and after the passage, when the page holds it. */
  before: z.string(),
  after: z.string(),
  /** sha256 of the passage (hex), and when its page was read (ISO date). */
  hash: z.string().optional(),
  readAt: z.string().optional(),
});

/** GET /api/document/{id}/evidence: every cited sentence with its verdict and passages. */
export const paperEvidence = z.strictObject({
  /** Cited sentences checked as supported, of all cited sentences that were checked. */
  supported: z.number().int(),
  cited: z.number().int(),
  sentences: z.array(
    z.strictObject({
      /** The section's position in the outline. */
      section: z.number().int(),
      sentence: z.string(),
      /** supported: by the rules or the model; unchecked: nothing could decide it. */
      verdict: z.enum(["supported", "unchecked"]),
      by: z.enum(["rules", "model"]).nullable(),
      citations: z.array(evidenceCitation),
    }),
  ),
});

export type LlmSettings = z.infer<typeof llmSettings>;
export type LlmProvider = LlmSettings["llmProvider"];
export type DocumentSettings = z.infer<typeof documentSettings>;
export type RefinedQuery = z.infer<typeof refinedQuery>;
export type PageResult = z.infer<typeof pageResult>;
export type WebPageResult = Extract<PageResult, { type: "web" }>;
export type ScholarPageResult = Extract<PageResult, { type: "scholar" }>;
export type NewsPageResult = Extract<PageResult, { type: "news" }>;
export type InformationItem = z.infer<typeof informationItem>;
export type PageAnalysis = z.infer<typeof pageAnalysis>;
export type SubSection = z.infer<typeof subSection>;
export type Section = z.infer<typeof section>;
export type Plan = Content["plan"];
export type CitedSource = z.infer<typeof citedSource>;
export type Summary = z.infer<typeof summary>;
export type Reference = z.infer<typeof reference>;
export type FailureReason = z.infer<typeof failureReason>;
export type DocumentError = z.infer<typeof documentError>;
export type Content = z.infer<typeof content>;
export type CustomSource = z.infer<typeof customSource>;
export type DocumentFeedback = z.infer<typeof documentFeedback>;
export type DocumentPolicy = z.infer<typeof documentPolicy>;
export type PresentedDocument = z.infer<typeof presentedDocument>;
export type DocumentListEntry = z.infer<typeof documentListEntry>;
export type CitationRecheck = z.infer<typeof citationRecheck>;
export type RecheckCounts = z.infer<typeof recheckCounts>;
export type EvidenceCitation = z.infer<typeof evidenceCitation>;
export type PaperEvidence = z.infer<typeof paperEvidence>;
