// Every business constant of the product spec §9, defined once and imported by app/ and server/.

export const SUMMARY_MIN_LENGTH = 550;

export const DOCUMENTS_PAGE_SIZE = 25;
export const FEATURED_PAGE_SIZE = 15;
export const SIDEBAR_SCROLL_THRESHOLD = 0.9;
export const FEATURED_SCROLL_THRESHOLD = 0.8;

export const CUSTOM_SOURCES_MAX = 20;

// Length caps of what a person sends (400 with a message naming the limit; a generated title is clamped).
export const QUERY_MAX_LENGTH = 2000;
export const TITLE_MAX_LENGTH = 300;
export const SUMMARY_MAX_LENGTH = 20_000;
export const QUESTION_MAX_LENGTH = 500;
export const SECTION_DESCRIPTION_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 100;
export const URL_MAX_LENGTH = 2048;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPE = "application/pdf";
export const SHORT_LINK_HASH_LENGTH = 6;
/** A source url longer than this is shown in its short form (host/hash) where it would wrap a line. */
export const SHORT_LINK_ABOVE_CHARS = 40;

export const SOURCES_PER_SECTION_DEFAULT = 15;
export const REFINED_QUERIES_MIN = 3;
export const REFINED_QUERIES_MAX = 5;
export const SEARCH_RESULTS_PER_QUERY = 5;
export const SEARCH_CONCURRENCY = 5;
export const SEARCH_RETRIES = 3;
/** The search loop repeats up to this many times while exactly SEARCH_LOOP_RESULT_COUNT results come back. */
export const SEARCH_LOOP_MAX = 5;
export const SEARCH_LOOP_RESULT_COUNT = 3;
export const CURATION_CONCURRENCY = 3;
export const PAGE_CURATION_RETRIES = 2;
export const SCRAPE_TIMEOUT_MS = 15_000;
export const FETCH_MAX_REDIRECTS = 5;
export const FETCH_MAX_BYTES = 10 * 1024 * 1024;

export const PLAN_MIN_SECTIONS = 3;
export const SUBSECTIONS_MIN = 3;
export const SUBSECTIONS_MAX = 5;
export const QUESTIONS_MIN = 2;
export const CURATED_URLS_MIN = 5;
export const CURATED_URLS_MAX = 10;
export const SECTION_URLS_MIN = 5;
export const SECTION_URLS_MAX = 15;
export const INFORMATION_MAX = 20;

export const NUMBER_OF_SECTIONS_MIN = 3;
export const NUMBER_OF_SECTIONS_MAX = 10;
export const NUMBER_OF_SECTIONS_DEFAULT = 5;
/**
 * An outline edited by hand (editor, API, MCP) holds no more than creation gives: as many sections as
 * one may ask for, as many questions per section as a plan has.
 */
export const OUTLINE_SECTIONS_MAX = NUMBER_OF_SECTIONS_MAX;
export const OUTLINE_QUESTIONS_MAX = SUBSECTIONS_MAX;

export const CHUNK_SIZE = 1000;
export const CHUNK_OVERLAP = 100;
export const TOP_CHUNKS = 5;
/** How much of each of the summary's pages the planner may read (from its start). */
export const PLAN_PAGE_CHARS = 60_000;
export const EMBEDDING_MODEL = "text-embedding-3-small";
export const PAGE_CONTENT_STORED_CHARS = 1000;

export const COVER_WIDTH = 2000;
export const COVER_HEIGHT = 2500;
export const COVER_DEFAULT_IMAGE_SIZE = "landscape_4_3";
/** Width and height ratio of each named image size; a cover shown in a card takes the default's. */
export const COVER_IMAGE_SIZES = {
  square: [1, 1],
  landscape_4_3: [4, 3],
  landscape_16_9: [16, 9],
  portrait_4_3: [3, 4],
  portrait_16_9: [9, 16],
} as const satisfies Record<string, readonly [number, number]>;

export const MODEL_TEMPERATURE = 0.7;
export const MODEL_TOP_P = 1;
export const MODEL_FREQUENCY_PENALTY = 0;
export const MODEL_PRESENCE_PENALTY = 0;
export const JSON_MODE_ATTEMPTS = 3;

export const TOAST_DURATION_MS = 5000;
export const COPIED_LABEL_MS = 1500;
export const SECTION_FETCH_DELAY_MS = 1000;
export const SECTION_REFRESH_DELAY_MS = 3000;
export const KEEP_ALIVE_INTERVAL_MS = 15_000;
export const CARD_SUMMARY_PREVIEW_CHARS = 300;
export const DATE_GROUP_DAYS = { yesterday: 1, week: 7, month: 30 } as const;

// Billing (cents where money).
export const ADD_CREDITS_MIN_DOLLARS = 10;
export const ADD_CREDITS_MAX_DOLLARS = 400;
export const RECHARGE_THRESHOLD_MIN_DOLLARS = 5;
export const RECHARGE_THRESHOLD_MAX_DOLLARS = 395;
export const RECHARGE_TO_MIN_DOLLARS = 10;
export const RECHARGE_TO_MAX_DOLLARS = 400;
export const MONTHLY_BUDGET_MIN_DOLLARS = 10;
export const MONTHLY_BUDGET_MAX_DOLLARS = 1000;
export const MONTHLY_BUDGET_DEFAULT_DOLLARS = 1000;
export const EMAIL_THRESHOLD_MIN_DOLLARS = 1;
export const EMAIL_THRESHOLD_DEFAULT_DOLLARS = 900;

export const LOCALES = [
  "en",
  "zh-cn",
  "hi",
  "es",
  "fr",
  "ar",
  "bn",
  "pt",
  "ru",
  "ur",
  "id",
  "de",
  "ja",
  "sw",
  "mr",
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const RTL_LOCALES = ["ar", "fa", "he", "ur"] as const;

/** The formats a finished paper downloads in (GET /api/document/{id}/download?format=…). */
export const DOWNLOAD_FORMATS = ["pdf", "docx", "md", "bib"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function isRtl(locale: string): boolean {
  return (RTL_LOCALES as readonly string[]).includes(locale);
}

/** English names of the output languages, used in prompts and the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  "zh-cn": "中文 (简体)",
  hi: "हिन्दी",
  es: "Español",
  fr: "Français",
  ar: "العربية",
  bn: "বাংলা",
  pt: "Português",
  ru: "Русский",
  ur: "اردو",
  id: "Bahasa Indonesia",
  de: "Deutsch",
  ja: "日本語",
  sw: "Kiswahili",
  mr: "मराठी",
};

export const SEARCH_TYPES = ["web", "news", "scholar"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Search types beyond the public web: the user's local library and their custom sources. */
export const PRIVATE_SEARCH_TYPES = ["library", "custom"] as const;
export type PrivateSearchType = (typeof PRIVATE_SEARCH_TYPES)[number];
export type AnySearchType = SearchType | PrivateSearchType;
export const DEFAULT_SEARCH_TYPES: SearchType[] = ["web", "news", "scholar"];

export const DATE_RANGES = ["past hour", "24 hours", "week", "month", "year"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** Personal API keys an account may hold at once, and the length of a key's name. */
export const API_KEYS_MAX = 25;
export const API_KEY_NAME_MAX_LENGTH = 100;

/** What a paper's feedback rates once each (spec §4); the comment is given apart. */
export const FEEDBACK_TARGETS = ["summary", "analysis"] as const;
export type FeedbackTarget = (typeof FEEDBACK_TARGETS)[number];
