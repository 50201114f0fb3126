// One error registry: each error has a code, an HTTP status and its English message (spec texts) — the
// only place a server message is written. The codes are listed in common/error-codes.ts: the client
// chooses what to show by code, in the user's language. Unknown errors become a generic 500 that is
// logged with its cause and never shown raw.
import type { ErrorCode } from "../common/error-codes";

export const ERRORS = {
  VALIDATION: { status: 400, message: "The request is not valid." },
  UNAUTHORIZED: { status: 401, message: "Please sign in to continue." },
  INVALID_API_KEY: {
    status: 401,
    message: "This API key is not valid or has been revoked. Create a new one in Settings.",
  },
  INSUFFICIENT_CREDITS: {
    status: 402,
    message:
      "You don't have enough credits to continue. Please add credits to your account before proceeding.",
  },
  USAGE_LIMIT_EXCEEDED: { status: 403, message: "Your monthly usage limit has been exceeded." },
  FORBIDDEN: { status: 403, message: "You are not allowed to do this." },
  PAPER_CAP_REACHED: { status: 403, message: "You have reached the number of papers of your plan." },
  PAPER_QUOTA_REACHED: {
    status: 403,
    message: "You have used all the papers of your quota. Your papers remain available.",
  },
  TRIAL_EXPIRED: { status: 403, message: "Your free trial has expired" },
  PRO_ONLY: { status: 403, message: "This option is available on the Pro plan only." },
  INVALID_ID: {
    status: 400,
    message: "This address is not valid: a paper's id has only letters, digits and dashes.",
  },
  INVALID_TEXT: {
    status: 400,
    message: "The text contains characters that cannot be saved (a NUL character or broken Unicode).",
  },
  FOREIGN_ORIGIN: {
    status: 403,
    message: "This request came from another site and was refused. Open Treatise itself and try again.",
  },
  RATE_LIMITED: { status: 429, message: "Too many requests. Please wait a moment and try again." },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message:
      "Too many failed sign-in attempts from here. Please wait a little before trying again: each further attempt waits longer.",
  },
  PASSWORD_TOO_COMMON: {
    status: 400,
    message: "This password is one of the most common ones and easy to guess. Please choose another.",
  },

  OUTAGE: { status: 503, message: "The service is having an outage. Your papers remain viewable." },
  PAYMENTS_NOT_CONFIGURED: { status: 503, message: "Payments are not set up on this server." },
  NOT_FOUND: { status: 404, message: "Not found." },
  DOCUMENT_NOT_FOUND: { status: 404, message: "Document not found." },
  OUTLINE_NOT_CREATED: { status: 409, message: "Create the plan before editing the outline." },
  OUTLINE_NOT_REVIEWED: {
    status: 409,
    message: "Create and review the outline before writing the paper.",
  },
  NOT_IN_ERROR: { status: 409, message: "Only a document in error can be retried." },
  DOCUMENT_NOT_COMPLETE: {
    status: 409,
    message: "This paper is not finished yet: it can be downloaded once it is complete.",
  },
  PAPER_NOT_FINISHED: {
    status: 409,
    message: "This paper is not finished yet: it can be rated or published once it is complete.",
  },
  FEEDBACK_ALREADY_GIVEN: {
    status: 409,
    message:
      "You have already given this feedback on this paper: each rating and the comment are given once.",
  },
  FEEDBACK_EMPTY: { status: 400, message: "Please provide a comment or select a suggestion" },
  FEATURE_HIDDEN: {
    status: 403,
    message:
      "This paper was removed from Featured Articles by an operator and cannot be published there again.",
  },
  NOT_EDITABLE: {
    status: 409,
    message:
      "This document can no longer be edited: editing is allowed only in manual mode, before analysis starts.",
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: "File size exceeds the 2MB limit" },
  REQUEST_TOO_LARGE: { status: 413, message: "The request is too large." },
  INVALID_JSON: { status: 400, message: "The request body is not valid JSON." },
  INVALID_NAME: { status: 400, message: "Please enter a name of 1 to 100 characters." },
  INVALID_EMAIL: { status: 400, message: "Please enter a valid email address." },
  EMAIL_TAKEN: { status: 400, message: "This email address is already in use." },
  LOCALE_NOT_SUPPORTED: { status: 400, message: "Locale not supported" },
  INVALID_SUMMARY: { status: 400, message: "Please provide a valid summary !" },
  SUMMARY_TOO_SHORT: { status: 400, message: "Please add more detail to your summary !" },
  INVALID_OUTLINE: { status: 400, message: "The outline is not valid." },
  INVALID_SECTION_INDEX: { status: 400, message: "The section index is not valid." },
  INVALID_CURSOR: { status: 400, message: "The cursor is not valid." },
  CUSTOM_SOURCE_NOT_FOUND: { status: 400, message: "One of the custom sources was not found." },
  SOURCE_PAPER_NOT_COMPLETE: {
    status: 400,
    message: "One of the papers chosen as a source is not finished yet. Choose a finished paper.",
  },
  MODEL_NOT_AVAILABLE: { status: 400, message: "This model is not available." },
  NO_SOURCES: { status: 400, message: "Add a link or upload a PDF." },
  TOO_MANY_SOURCES: { status: 400, message: "Add up to 20 sources" },
  INVALID_LINK: { status: 400, message: "Please enter a valid URL." },
  DUPLICATE_LINK: { status: 400, message: "This link is listed twice." },
  SOURCE_UNREADABLE: { status: 400, message: "This source could not be read." },
  PDF_ONLY: { status: 400, message: "PDF only" },
  PDF_ENCRYPTED: {
    status: 400,
    message:
      "This PDF is encrypted (password-protected), so its text cannot be read. Upload a version without a password.",
  },
  PDF_DAMAGED: { status: 400, message: "This PDF could not be read: it is damaged or not a valid PDF." },
  PDF_NO_TEXT: {
    status: 400,
    message: "This PDF has no extractable text: it looks like scanned pages or images only (no text layer).",
  },
  NO_FILE: { status: 400, message: "Choose a PDF file to upload." },
  FILE_KEY_MISSING: { status: 400, message: "Upload a PDF first." },
  NOT_MULTIPART: { status: 400, message: "Send the file as a multipart form." },
  INVALID_MULTIPART: { status: 400, message: "The upload is not a valid multipart form." },
  FILE_NOT_FOUND: { status: 404, message: "File not found." },
  UPLOAD_FORBIDDEN: { status: 403, message: "This upload link is not valid. Please try again." },
  UPLOAD_EXPIRED: { status: 403, message: "This upload link has expired. Please try again." },
  UPLOAD_USED: { status: 403, message: "This upload link has already been used. Please try again." },
  API_KEY_LIMIT: {
    status: 400,
    message: "You have reached the most API keys an account can hold. Revoke one you no longer use first.",
  },
  API_KEY_NOT_FOUND: { status: 404, message: "This API key does not exist or was already revoked." },
  WRONG_PASSWORD: { status: 403, message: "The password is not correct." },
  INTERNAL: { status: 500, message: "Something went wrong" },
} as const satisfies Record<ErrorCode, { status: number; message: string }>;

export type { ErrorCode };

/** An error of the registry. Its message is always the registry's; `detail` says what exactly was wrong
 * (which link, which field) for API users and logs — the app shows the message of the code, translated. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail?: string;

  constructor(code: ErrorCode, options: { detail?: string | undefined; cause?: unknown } = {}) {
    super(ERRORS[code].message, { cause: options.cause });
    this.code = code;
    this.status = ERRORS[code].status;
    if (options.detail) this.detail = options.detail;
  }
}

/** The registry's message of a code (for answers in another shape, such as Better Auth's). */
export function messageOf(code: ErrorCode): string {
  return ERRORS[code].message;
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * None of the pages a paper's searches found is about its question (the offline engine's relevance
 * gate): writing from them would cite unrelated pages, so the paper stops and says why.
 */
export class NoRelevantSourcesError extends Error {
  constructor(
    readonly subject: string,
    readonly read: number,
  ) {
    super(`None of the ${read} sources read is about ${subject}.`);
    this.name = "NoRelevantSourcesError";
  }
}

/** The pipeline's internal errors (spec §8), thrown by steps and recorded on the document. */
export const INTERNAL_ERRORS = {
  noUserQuery: "No user query found",
  noSummaryContextQuery: "No summary context query found",
  noSummary: "No summary found",
  noPlan: "No plan found for this document",
  noSections: "No sections found",
  unsupportedSearchType: "Unsupported search type",
  localeNotSupported: "Locale not supported",
  noRefinedQuery: "Document summary not found refined query found",
  noSearchResults: "createSummaryContext: No web search result were found for the document",
  coverImage: (id: string, message: string) => `Error generating image for document ${id}: ${message}`,
} as const;
