// What the document page shows for a document's state (spec §2, §4): which editor, which step of the
// bottom bar, whether the paper and the live streams are shown, and the summary editor's checks.

import { SUMMARY_MESSAGES, summaryProblem } from "../../common/summary-rules";
import {
  DOCUMENT_STAGES,
  type DocumentStage,
  type PresentedDocument,
  type Section,
} from "../../common/types";

const WORKING = new Set(["SUMMARIZING", "PLANNING", "ANALYZING", "GENERATING"]);
const PAPER = new Set(["ANALYZING", "GENERATING", "COMPLETE", "ERROR"]);

export interface DocumentView {
  working: boolean;
  /** Manual mode, step 2/3: the summary may be edited, then Create Plan or Regenerate Summary. */
  summaryStep: boolean;
  /** Manual mode, step 3/3: 'Review & Edit Outline', then Write Paper. */
  outlineStep: boolean;
  /** The written (or being written) paper: sections with progress and the references. */
  showPaper: boolean;
  /** Read-only outline: a plan exists and is not being edited. */
  showOutline: boolean;
  /** The page listens to the watch stream until the document is complete. */
  watch: boolean;
}

export function documentView(doc: Pick<PresentedDocument, "status" | "content" | "can">): DocumentView {
  const sections = doc.content.plan?.sections ?? [];
  const ready = doc.status === "READY" && doc.can.edit;
  const summaryStep = ready && doc.content.awaiting === "SUMMARY";
  const outlineStep = ready && doc.content.awaiting === "OUTLINE";
  const showPaper = sections.length > 0 && PAPER.has(doc.status) && sections.some(started);
  return {
    working: WORKING.has(doc.status),
    summaryStep,
    outlineStep,
    showPaper,
    showOutline: sections.length > 0 && !outlineStep,
    watch: doc.status !== "COMPLETE",
  };
}

/** A section whose research has begun (the paper shows it from then on). */
function started(section: Section): boolean {
  return section.status !== "PLANNED" || section.content.trim() !== "";
}

/** Where a working document is, as a fraction of the pipeline (for the progress bar). */
export function stageProgress(stage: DocumentStage | undefined): number {
  if (!stage) return 0;
  return (DOCUMENT_STAGES.indexOf(stage) + 1) / DOCUMENT_STAGES.length;
}

/**
 * The text to show for a section: the saved text once it is complete, else whichever is further along of
 * the live stream and the last saved text.
 */
export function sectionText(section: Pick<Section, "status" | "content">, streamed: string | null): string {
  if (section.status === "COMPLETE" || streamed === null) return section.content;
  return streamed.length >= section.content.length ? streamed : section.content;
}

export type SummaryProblem = "empty" | "tooShort";

/** The spec's check of a summary before it is saved, as an i18n key of document.summaryEditor. */
export function summaryProblemKey(summary: string): SummaryProblem | null {
  const problem = summaryProblem(summary);
  if (problem === SUMMARY_MESSAGES.empty) return "empty";
  if (problem === SUMMARY_MESSAGES.tooShort) return "tooShort";
  return null;
}

/** The server's refusal of a summary (400 INVALID_SUMMARY / SUMMARY_TOO_SHORT) as the same key. */
export function summaryErrorKey(code: string): SummaryProblem | null {
  if (code === "INVALID_SUMMARY") return "empty";
  if (code === "SUMMARY_TOO_SHORT") return "tooShort";
  return null;
}
