// One error registry: each error has a code, an HTTP status and the message users see (spec texts).
// Unknown errors become a generic 500 that is logged with its cause and never shown raw.

export const ERRORS = {
  VALIDATION: { status: 400, message: "The request is not valid." },
  UNAUTHORIZED: { status: 401, message: "Please sign in to continue." },
  NOT_ENOUGH_CREDITS: {
    status: 402,
    message:
      "You don't have enough credits to continue. Please add credits to your account before proceeding.",
  },
  USAGE_LIMIT_EXCEEDED: { status: 403, message: "Your monthly usage limit has been exceeded." },
  FORBIDDEN: { status: 403, message: "You are not allowed to do this." },
  PAPER_CAP_REACHED: { status: 403, message: "You have reached the number of papers of your plan." },
  OUTAGE: { status: 503, message: "The service is having an outage. Your papers remain viewable." },
  NOT_FOUND: { status: 404, message: "Not found." },
  DOCUMENT_NOT_FOUND: { status: 404, message: "Document not found." },
  OUTLINE_NOT_CREATED: { status: 409, message: "Create the plan before editing the outline." },
  OUTLINE_NOT_REVIEWED: {
    status: 409,
    message: "Create and review the outline before writing the paper.",
  },
  NOT_IN_ERROR: { status: 409, message: "Only a document in error can be retried." },
  NOT_EDITABLE: {
    status: 409,
    message:
      "This document can no longer be edited: editing is allowed only in manual mode, before analysis starts.",
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: "File size exceeds the 2MB limit" },
  REQUEST_TOO_LARGE: { status: 413, message: "The request is too large." },
  INVALID_JSON: { status: 400, message: "The request body is not valid JSON." },
  RATE_LIMITED: { status: 429, message: "Too many requests. Please wait a moment and try again." },
  INVALID_NAME: { status: 400, message: "Please enter a valid name." },
  INVALID_EMAIL: { status: 400, message: "Please enter a valid email address." },
  EMAIL_TAKEN: { status: 400, message: "This email address is already in use." },
  LOCALE_NOT_SUPPORTED: { status: 400, message: "Locale not supported" },
  INVALID_SUMMARY: { status: 400, message: "Please provide a valid summary !" },
  SUMMARY_TOO_SHORT: { status: 400, message: "Please add more detail to your summary !" },
  INVALID_OUTLINE: { status: 400, message: "The outline is not valid." },
  INVALID_SECTION_INDEX: { status: 400, message: "The section index is not valid." },
  INVALID_CURSOR: { status: 400, message: "The cursor is not valid." },
  CUSTOM_SOURCE_NOT_FOUND: { status: 400, message: "One of the custom sources was not found." },
  MODEL_NOT_AVAILABLE: { status: 400, message: "This model is not available." },
  SOURCE_ERROR: {
    status: 400,
    message: "There was an error while uploading your sources. Please try again later.",
  },
  NO_SOURCES: { status: 400, message: "Add a link or upload a PDF." },
  TOO_MANY_SOURCES: { status: 400, message: "Add up to 20 sources" },
  INVALID_LINK: { status: 400, message: "Please enter a valid URL." },
  DUPLICATE_LINK: { status: 400, message: "This link is listed twice." },
  SOURCE_UNREADABLE: { status: 400, message: "This source could not be read." },
  PDF_ONLY: { status: 400, message: "PDF only" },
  NOT_MULTIPART: { status: 400, message: "Send the file as a multipart form." },
  INVALID_MULTIPART: { status: 400, message: "The upload is not a valid multipart form." },
  FILE_NOT_FOUND: { status: 404, message: "File not found." },
  UPLOAD_FORBIDDEN: { status: 403, message: "This upload link is not valid. Please try again." },
  UPLOAD_EXPIRED: { status: 403, message: "This upload link has expired. Please try again." },
  INTERNAL: { status: 500, message: "Something went wrong" },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown; details?: unknown }) {
    super(message ?? ERRORS[code].message, { cause: options?.cause });
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options?.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
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
