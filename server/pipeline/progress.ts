// What a document has saved, asked in one place: the jobs (is my output there?), advance() (what runs
// next?), Retry (where does a failed section resume?) and the steps (which pages are left?) all read
// these predicates, so "analysed" or "curated" means the same thing everywhere.
import type { DocumentStage } from "../../common/types";
import type { SummaryColumn } from "../db/schema";
import type { DocumentState, SectionRow } from "../documents/store";
import type { StepName } from "./step-names";

/** The event that records the final title (the title step's output). */
export const TITLE_EVENT = "Generated title";

/** The summary steps in order: the stage the document shows while each runs, and the test of its output. */
export const SUMMARY_STEPS: {
  step: StepName;
  stage: DocumentStage;
  done: (summary: SummaryColumn) => boolean;
}[] = [
  { step: "refine", stage: "REFINING_QUERY", done: (s) => Boolean(s.refinedQueries) },
  { step: "search", stage: "SEARCHING", done: (s) => Boolean(s.webSearchResults) },
  { step: "curate", stage: "SUMMARIZING", done: (s) => Boolean(s.curatedUrls) },
  { step: "context", stage: "SUMMARIZING", done: (s) => s.summaryContext !== undefined },
  { step: "summary", stage: "SUMMARIZING", done: (s) => Boolean(s.summary) },
];

/** Whether a summary step's output is saved. */
export function summaryStepDone(step: StepName, summary: SummaryColumn): boolean {
  return SUMMARY_STEPS.find((s) => s.step === step)?.done(summary) ?? false;
}

/** The outline is saved (the plan step's output). */
export const isPlanned = (state: DocumentState): boolean => state.sections.length > 0;

/** The section's pages are chosen (section-curate's output). */
export const isCurated = (section: SectionRow): boolean => section.urls !== null;

/** Urls of the section whose page analysis is saved (with facts or with its error). */
export function analysedUrls(state: DocumentState, section: SectionRow): Set<string> {
  return new Set((state.analyses.get(section.idx) ?? []).map((a) => a.url));
}

/** Chosen pages of the section that still need reading and analysing. */
export function pagesToAnalyse(state: DocumentState, section: SectionRow): string[] {
  const done = analysedUrls(state, section);
  return (section.urls ?? []).filter((u) => !done.has(u));
}

/** Every chosen page of the section is analysed (section-analyze's output). */
export const isAnalysed = (state: DocumentState, section: SectionRow): boolean =>
  isCurated(section) && pagesToAnalyse(state, section).length === 0;

/**
 * The section's text is written (section-write's output): its whole streamed text is saved with its
 * sources, still GENERATING while its citations are checked, or already COMPLETE. The write clears the
 * sources when it starts, so a section whose stream was cut off is never taken for written.
 */
export const isWritten = (section: SectionRow): boolean =>
  isChecked(section) || (section.status === "GENERATING" && section.sources !== null);

/** The section's citations are checked and its final text saved (section-check's output): COMPLETE. */
export const isChecked = (section: SectionRow): boolean => section.status === "COMPLETE";

/** The status a failed section goes back to on Retry: the first of its steps whose output is missing. */
export function sectionResumeStatus(
  state: DocumentState,
  section: SectionRow,
): "PLANNED" | "ANALYZING" | "ANALYSIS_COMPLETE" | "GENERATING" {
  if (!isCurated(section)) return "PLANNED";
  // Written, its check failed: the check runs again on the saved text (the write is not paid twice).
  if (section.sources !== null && section.content) return "GENERATING";
  return isAnalysed(state, section) ? "ANALYSIS_COMPLETE" : "ANALYZING";
}

export const isTitled = (state: DocumentState): boolean => state.doc.events.includes(TITLE_EVENT);
export const hasCover = (state: DocumentState): boolean => state.doc.coverImage !== null;
export const hasReferences = (state: DocumentState): boolean => state.doc.referencesList !== null;
