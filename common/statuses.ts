// The statuses and steps of a paper and its sections (spec §3): common/types.ts re-exports them; the
// contract's schemas (document-schemas.ts) take their enums from here.

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
