// The summary rules of spec §5, shared by the summary editor and the save-summary route.
import { SUMMARY_MIN_LENGTH } from "./constants";

export const SUMMARY_MESSAGES = {
  empty: "Please provide a valid summary !",
  tooShort: "Please add more detail to your summary !",
  saved: "Summary saved!",
  failed: "Something went wrong",
} as const;

/** Returns the spec's message for an unacceptable summary, or null when it may be saved. */
export function summaryProblem(summary: string): string | null {
  const trimmed = summary.trim();
  if (trimmed === "") return SUMMARY_MESSAGES.empty;
  if (trimmed.length < SUMMARY_MIN_LENGTH) return SUMMARY_MESSAGES.tooShort;
  return null;
}
