// What the app says about a failed API call, chosen by the error's code and shown in the user's
// language. The server's English message is never shown nor compared (it may change, and is English).
import type { ErrorCode } from "../../common/error-codes";
import { isApiError } from "./client";

/** Codes the app explains in its own words (locales: apiErrors.<CODE>); others get the generic text. */
export const EXPLAINED_ERRORS = [
  "VALIDATION",
  "LOCALE_NOT_SUPPORTED",
  "MODEL_NOT_AVAILABLE",
  "CUSTOM_SOURCE_NOT_FOUND",
  "SOURCE_PAPER_NOT_COMPLETE",
  "DOCUMENT_NOT_FOUND",
  "NOT_EDITABLE",
  "OUTLINE_NOT_CREATED",
  "OUTLINE_NOT_REVIEWED",
  "NOT_IN_ERROR",
  "INVALID_OUTLINE",
  "TRIAL_EXPIRED",
  "PRO_ONLY",
  "PAPER_QUOTA_REACHED",
  "INVALID_TEXT",
  "FOREIGN_ORIGIN",
  "RATE_LIMITED",
  "API_KEY_LIMIT",
  "API_KEY_NOT_FOUND",
  "PAPER_NOT_FINISHED",
  "FEEDBACK_ALREADY_GIVEN",
  "FEEDBACK_EMPTY",
  "FEATURE_HIDDEN",
  "PAYMENTS_NOT_CONFIGURED",
] as const satisfies readonly ErrorCode[];
export type ExplainedError = (typeof EXPLAINED_ERRORS)[number];

const explained = (code: string): code is ExplainedError =>
  (EXPLAINED_ERRORS as readonly string[]).includes(code);

/** The translation key of what to tell the user about `error`. */
export function apiErrorKey(error: unknown): `apiErrors.${ExplainedError}` | "common.somethingWentWrong" {
  return isApiError(error) && explained(error.code) ? `apiErrors.${error.code}` : "common.somethingWentWrong";
}

/** Whether the error is the API's answer with this code. */
export function hasCode(error: unknown, code: ErrorCode): boolean {
  return isApiError(error) && error.code === code;
}
