// The pipeline's steps by name (one job queue each). Kept free of imports: the settings (config.ts)
// validate TEST_FAIL_STEP_ONCE against it without pulling in the pipeline.
export const STEP_NAMES = [
  "refine",
  "search",
  "curate",
  "context",
  "summary",
  "plan",
  "section-curate",
  "section-analyze",
  "section-write",
  "section-check",
  "title",
  "cover",
  "references",
] as const;
export type StepName = (typeof STEP_NAMES)[number];
