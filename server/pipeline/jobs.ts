// The pipeline's steps as durable jobs: one queue per step, declared as data. A step loads the document,
// does nothing if its output exists (idempotent), saves its output, then advance() queues what follows.

import { sql } from "drizzle-orm";
import { z } from "zod";
import { documents } from "../db/schema";
import { type DocumentState, loadState, updateDocument, updateSection } from "../documents/store";
import { NoRelevantSourcesError } from "../errors";
import { type AnyJob, defineJob, type JobQueue, NoRetryError } from "../jobs/queue";
import { logger } from "../logger";
import { JOB_ATTEMPTS, JOB_RETRY_DELAY_SECONDS } from "../retry-budget";
import { advance, settlePaper } from "./advance";
import type { ResearchDeps, StepRequest } from "./deps";
import { explainFailure } from "./failure-reasons";
import {
  hasCover,
  hasReferences,
  isAnalysed,
  isChecked,
  isCurated,
  isPlanned,
  isTitled,
  isWritten,
  summaryStepDone,
} from "./progress";
import type { StepName } from "./step-names";
import { buildReferenceList, makeCover, writeTitle } from "./steps/finish";
import { planSections } from "./steps/plan";
import { refineQueries } from "./steps/refine";
import { searchWeb } from "./steps/search";
import { analyzeSection, checkSection, curateSection, writeSection } from "./steps/sections";
import { type StepContext, stepContext } from "./steps/step-context";
import { buildSummaryContext, curateSummarySources, writeSummary } from "./steps/summary";

const payload = z.object({
  documentId: z.string(),
  sectionIdx: z.number().int().optional(),
  planVersion: z.number().int().optional(),
});

interface StepSpec {
  name: StepName;
  /** Whether the step's output already exists. */
  done(state: DocumentState, request: StepRequest): boolean;
  run(ctx: StepContext, request: StepRequest): Promise<void>;
}

const section = (state: DocumentState, r: StepRequest) => state.sections.find((s) => s.idx === r.sectionIdx);
const summaryStep = (name: StepName, run: StepSpec["run"]): StepSpec => ({
  name,
  done: (s) => summaryStepDone(name, s.doc.summary),
  run,
});

export const STEPS: StepSpec[] = [
  summaryStep("refine", (c) => refineQueries(c)),
  summaryStep("search", (c) => searchWeb(c)),
  summaryStep("curate", (c) => curateSummarySources(c)),
  summaryStep("context", (c) => buildSummaryContext(c)),
  summaryStep("summary", (c) => writeSummary(c)),
  { name: "plan", done: isPlanned, run: (c) => planSections(c) },
  {
    name: "section-curate",
    done: (s, r) => {
      const sec = section(s, r);
      return sec !== undefined && isCurated(sec);
    },
    run: (c, r) => curateSection(c, r.sectionIdx!),
  },
  {
    name: "section-analyze",
    done: (s, r) => {
      const sec = section(s, r);
      return sec !== undefined && isAnalysed(s, sec);
    },
    run: (c, r) => analyzeSection(c, r.sectionIdx!),
  },
  {
    name: "section-write",
    done: (s, r) => {
      const sec = section(s, r);
      return sec !== undefined && isWritten(sec);
    },
    run: (c, r) => writeSection(c, r.sectionIdx!),
  },
  {
    name: "section-check",
    done: (s, r) => {
      const sec = section(s, r);
      return sec !== undefined && isChecked(sec);
    },
    run: (c, r) => checkSection(c, r.sectionIdx!),
  },
  { name: "title", done: isTitled, run: (c) => writeTitle(c) },
  { name: "cover", done: hasCover, run: (c) => makeCover(c) },
  { name: "references", done: hasReferences, run: (c) => buildReferenceList(c) },
];

export const queueName = (step: StepName) => `research.${step}`;

/** The job definitions of every step, bound to the pipeline's dependencies. */
export function researchJobs(deps: ResearchDeps, options: { concurrency: number }): AnyJob[] {
  const failedOnce = new Set<string>();
  return STEPS.map((spec) =>
    defineJob<z.infer<typeof payload>>({
      name: queueName(spec.name),
      payload,
      retryLimit: JOB_ATTEMPTS - 1,
      retryDelaySeconds: JOB_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
      concurrency: options.concurrency,
      singletonKey: (p) => [p.documentId, p.sectionIdx ?? "", p.planVersion ?? ""].join(":"),
      handler: async (p, job) => {
        const request: StepRequest = { step: spec.name, ...p };
        const state = await loadState(deps.db, p.documentId);
        if (!state) return; // deleted meanwhile
        if (state.doc.status === "ERROR" || state.doc.status === "COMPLETE") return;
        if (p.planVersion !== undefined && p.planVersion !== state.doc.planVersion) return; // outline replaced
        if (!spec.done(state, request)) {
          if (state.doc.status === "READY") return; // waiting for the user
          if (deps.failStepOnce === spec.name && !failedOnce.has(p.documentId)) {
            if (job.lastAttempt) failedOnce.add(p.documentId);
            throw new Error(`Injected failure of step ${spec.name} (TEST_FAIL_STEP_ONCE)`);
          }
          const ctx = stepContext(deps, state);
          try {
            await spec.run(ctx, request);
          } catch (error) {
            // Its provider calls already retried all the budget allows: another attempt would pay again.
            if (ctx.budget.failures > 0 && error instanceof Error) throw new NoRetryError(error);
            // Nothing about the question was found: another attempt would read the same pages.
            if (error instanceof NoRelevantSourcesError) throw new NoRetryError(error);
            throw error;
          }
        }
        await advance(deps, p.documentId);
      },
      onFailed: async (p, error) => {
        await markFailed(deps, { step: spec.name, ...p }, error);
      },
    }),
  );
}

/** Records a step that gave up: the section (if any) and the document go to ERROR with the step and message. */
export async function markFailed(deps: ResearchDeps, request: StepRequest, error: Error): Promise<void> {
  logger.error(`[research] ${request.step} failed for document ${request.documentId}: ${error.message}`);
  if (request.sectionIdx !== undefined && request.planVersion !== undefined) {
    await updateSection(deps, request.documentId, request.sectionIdx, request.planVersion, {
      status: "ERROR",
      error: { message: error.message },
    });
  }
  const step =
    request.sectionIdx !== undefined ? `${request.step} (section ${request.sectionIdx + 1})` : request.step;
  const { message, hint, reason, params } = explainFailure(error);
  await updateDocument(
    deps,
    request.documentId,
    { status: "ERROR", stage: null, error: { step, message, hint, reason, params } },
    { where: sql`${documents.status} <> 'COMPLETE'` },
  );
  await settlePaper(deps, request.documentId);
}

/** Connects the pipeline to the queue: advance() sends step jobs through it. */
export function bindQueue(deps: ResearchDeps, queue: JobQueue, jobs: AnyJob[]): void {
  const byName = new Map(jobs.map((j) => [j.name, j]));
  deps.enqueue = async (request) => {
    const job = byName.get(queueName(request.step));
    if (!job) throw new Error(`Unknown step ${request.step}`);
    const { step: _step, ...data } = request;
    await queue.send(job, data);
  };
}
