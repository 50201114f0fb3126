// Request bodies (zod) and response shapes of the HTTP contract (ARCHITECTURE §5), shared by app/ and server/.

import { z } from "zod";
import {
  API_KEY_NAME_MAX_LENGTH,
  CUSTOM_SOURCES_MAX,
  FEEDBACK_TARGETS,
  type FeedbackTarget,
  LOCALES,
  NAME_MAX_LENGTH,
  NUMBER_OF_SECTIONS_MAX,
  NUMBER_OF_SECTIONS_MIN,
  OUTLINE_QUESTIONS_MAX,
  OUTLINE_SECTIONS_MAX,
  PRIVATE_SEARCH_TYPES,
  QUERY_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  SEARCH_TYPES,
  SECTION_DESCRIPTION_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from "./constants";
import { OUTLINE_LIMIT_MESSAGES } from "./outline-rules";
import type { documentPatchResponse, documentResponse, ResponseOf } from "./responses";

const searchType = z.enum([...SEARCH_TYPES, ...PRIVATE_SEARCH_TYPES]);

export const customSourceRef = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(1000).default(""),
  snippet: z.string().max(5000).default(""),
  url: z.string().max(URL_MAX_LENGTH).default(""),
  /** "document": one of the user's own papers (its id is the paper's); the server decides by the id. */
  kind: z.enum(["link", "file", "document"]).optional(),
});

const SECTIONS_RANGE_MESSAGE = `Choose from ${NUMBER_OF_SECTIONS_MIN} to ${NUMBER_OF_SECTIONS_MAX} sections`;

export const createDocumentBody = z.object({
  query: z
    .string()
    // A .max() (not a refine) so the limit is also in the OpenAPI document.
    .max(QUERY_MAX_LENGTH, `Keep the question under ${QUERY_MAX_LENGTH} characters`)
    .refine((q) => q.trim().length > 0, "Please enter a question"),
  model: z.string().min(1).optional(),
  locale: z
    .string()
    .default("en")
    .refine((l) => (LOCALES as readonly string[]).includes(l), "Locale not supported"),
  searchTypes: z
    .array(searchType)
    .min(1, "Choose at least one search type")
    .default(["web", "news", "scholar"]),
  customSources: z
    .array(customSourceRef)
    .max(CUSTOM_SOURCES_MAX, `Add up to ${CUSTOM_SOURCES_MAX} sources`)
    .default([]),
  numberOfSections: z
    .number()
    .int(SECTIONS_RANGE_MESSAGE)
    .min(NUMBER_OF_SECTIONS_MIN, SECTIONS_RANGE_MESSAGE)
    .max(NUMBER_OF_SECTIONS_MAX, SECTIONS_RANGE_MESSAGE)
    .default(5),
  automaticMode: z.boolean().default(true),
});
export type CreateDocumentBody = z.input<typeof createDocumentBody>;

export const updateUserBody = z.object({
  name: z.string().max(NAME_MAX_LENGTH, `Keep the name under ${NAME_MAX_LENGTH} characters`).optional(),
  email: z.string().max(320).optional(),
  /** A locale of LOCALES, or null to follow the browser again (checked by the domain: LOCALE_NOT_SUPPORTED). */
  locale: z.string().nullable().optional(),
});

export const saveSummaryBody = z.object({
  summary: z.string().max(SUMMARY_MAX_LENGTH, `Keep the summary under ${SUMMARY_MAX_LENGTH} characters`),
});

const outlineSubSection = z.object({
  question: z.string().max(QUESTION_MAX_LENGTH, `Keep each question under ${QUESTION_MAX_LENGTH} characters`),
  searchQuery: z.object({ refinedQuery: z.string().max(QUESTION_MAX_LENGTH), searchType }).optional(),
});
const outlineSection = z.object({
  id: z.number().int().optional(),
  title: z.string().max(TITLE_MAX_LENGTH, `Keep each title under ${TITLE_MAX_LENGTH} characters`),
  description: z.string().max(SECTION_DESCRIPTION_MAX_LENGTH).optional().default(""),
  subSections: z.array(outlineSubSection).max(OUTLINE_QUESTIONS_MAX, OUTLINE_LIMIT_MESSAGES.tooManyQuestions),
});
export const outlineBody = z.object({
  title: z.string().max(TITLE_MAX_LENGTH, `Keep the title under ${TITLE_MAX_LENGTH} characters`),
  plan: z.object({
    sections: z.array(outlineSection).max(OUTLINE_SECTIONS_MAX, OUTLINE_LIMIT_MESSAGES.tooManySections),
  }),
});
export type OutlineBody = z.input<typeof outlineBody>;
export const generateSectionBody = z.object({ outline: outlineBody });
export const generateQuestionBody = z.object({ outline: outlineBody, section: outlineSection });

export const presignedUrlBody = z.object({
  filename: z.string().min(1).max(255),
  contentType: z.string().max(255),
});
export const addCustomSourcesBody = z.object({
  urls: z.array(z.string().max(URL_MAX_LENGTH)).max(CUSTOM_SOURCES_MAX).default([]),
  fileKey: z.string().max(500).optional().nullable(),
  isFile: z.boolean().default(false),
});

export { FEEDBACK_TARGETS, type FeedbackTarget };
export const feedbackRatingQuery = z.object({
  target: z.enum(FEEDBACK_TARGETS),
  isPositive: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export const feedbackCommentBody = z.object({
  comment: z.string().max(5000).default(""),
  suggestions: z.array(z.string().max(200)).max(20).default([]),
});

// Response shapes: the contract's schemas (common/responses.ts) under the names the code knows them by.
export type ConfigResponse = ResponseOf<"GET /api/config">;
export type UserResponse = ResponseOf<"GET /api/user">;
export type UpdateUserResponse = ResponseOf<"PATCH /api/user">;
/** GET /api/document/{id}; `version` is the ETag it came with (kept by the page, not sent by the server). */
export type DocumentResponse = z.output<typeof documentResponse> & { version?: string };
/**
 * GET /api/document/{id}?base={tag} when the server still knows version `base`: what changed in the shared
 * part since (null: nothing), and the reader's own fields whole (issue 32, item 8).
 */
export type DocumentPatchResponse = z.output<typeof documentPatchResponse>;
export type CreateDocumentResponse = ResponseOf<"POST /api/document">;
export type DocumentListResponse = ResponseOf<"GET /api/document">;
export type CustomSourcesResponse = ResponseOf<"GET /api/user/custom-sources">;
export type AddCustomSourcesResponse = ResponseOf<"POST /api/document/custom-sources">;
export type PresignedUrlResponse = ResponseOf<"POST /api/document/custom-sources/get-presigned-url">;
export type CountResponse = ResponseOf<"GET /api/user/document-count">;
export type FeedbackResponse = ResponseOf<"POST /api/document/{id}/feedback/rating">;
export type FeatureResponse = ResponseOf<"POST /api/document/{id}/feature">;
export type LikeResponse = ResponseOf<"POST /api/document/{id}/like">;

export const createApiKeyBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the key a name")
    .max(API_KEY_NAME_MAX_LENGTH, `A key's name has at most ${API_KEY_NAME_MAX_LENGTH} characters`),
  /** The account's password, asked again: a key outlives the session that creates it. */
  password: z
    .string({ error: "Enter your password to create a key" })
    .min(1, "Enter your password to create a key")
    .max(1000, "Enter your password to create a key"),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;
