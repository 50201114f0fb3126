// The orchestration rule: from what a document has saved, which steps run next. Every step calls
// advance() after saving its output; so do retry, a restart, and the user's buttons in manual mode.
import { sql } from "drizzle-orm";
import type { DocumentStage, DocumentStatus } from "../../common/types";
import { documents } from "../db/schema";
import { type DocumentState, loadState, updateDocument } from "../documents/store";
import { logger } from "../logger";
import type { ResearchDeps, StepRequest } from "./deps";
import {
  hasCover,
  hasReferences,
  isAnalysed,
  isChecked,
  isCurated,
  isPlanned,
  isTitled,
  isWritten,
  SUMMARY_STEPS,
} from "./progress";

/** What a document should do next: steps to queue, and the status its saved state implies. */
export type NextSteps = {
  steps: StepRequest[];
  status?: DocumentStatus;
  stage?: DocumentStage | null;
  complete?: boolean;
  events?: string[];
};

/** Pure: the steps to queue and the status the document should show. */
export function nextSteps(
  state: DocumentState,
  limits: {
    sectionConcurrency: number;
    /** Sections are written only once every section's pages are read (ResearchEngine.writesAfterAllRead). */
    writeAfterAllRead?: boolean;
  },
): NextSteps {
  const { doc, sections } = state;
  if (doc.status === "ERROR" || doc.status === "COMPLETE" || doc.status === "READY") return { steps: [] };
  const one = (step: StepRequest["step"], status: DocumentStatus, stage: DocumentStage): NextSteps => ({
    steps: [{ step, documentId: doc.id }],
    status,
    stage,
  });
  const pending = SUMMARY_STEPS.find(({ done }) => !done(doc.summary));
  if (pending) return one(pending.step, "SUMMARIZING", pending.stage);
  if (!isPlanned(state)) return one("plan", "PLANNING", "PLANNING");

  const steps: StepRequest[] = [];
  let busy = 0;
  let curating = false;
  let analyzing = false;
  let allCurated = true;
  const everyAnalysed = sections.every((s) => isAnalysed(state, s));
  for (const section of sections) {
    const curated = isCurated(section);
    const analysedAll = isAnalysed(state, section);
    if (!curated) allCurated = false;
    if (isChecked(section)) continue;
    if (section.status === "ERROR") return { steps: [] };
    const base = { documentId: doc.id, sectionIdx: section.idx, planVersion: section.planVersion };
    // A written section's check takes no place of its own: the next section is written meanwhile.
    if (isWritten(section)) {
      steps.push({ step: "section-check", ...base });
      continue;
    }
    // A section read and waiting for the others' pages takes no place: the next section is read meanwhile.
    if (curated && analysedAll && limits.writeAfterAllRead && !everyAnalysed) continue;
    if (busy >= limits.sectionConcurrency) continue;
    busy += 1;
    if (!curated) {
      curating = true;
      steps.push({ step: "section-curate", ...base });
    } else if (!analysedAll) {
      analyzing = true;
      steps.push({ step: "section-analyze", ...base });
    } else {
      steps.push({ step: "section-write", ...base });
    }
  }
  const events = [
    "Analysis started",
    ...(allCurated ? ["Curated Sections"] : []),
    ...(everyAnalysed ? ["Analysis Complete"] : []),
  ];
  if (!sections.every(isWritten)) {
    const stage: DocumentStage = curating ? "FINDING_SOURCES" : analyzing ? "ANALYZING" : "GENERATING";
    return { steps, status: everyAnalysed ? "GENERATING" : "ANALYZING", stage, events };
  }

  // Every section is written: title (then cover), which need only the summary and the outline, while the
  // last checks run; the references once every section is checked (they number its final citations).
  const finishing: StepRequest[] = [...steps];
  const titled = isTitled(state);
  if (!titled) finishing.push({ step: "title", documentId: doc.id });
  if (titled && !hasCover(state)) finishing.push({ step: "cover", documentId: doc.id });
  if (sections.every(isChecked) && !hasReferences(state))
    finishing.push({ step: "references", documentId: doc.id });
  if (finishing.length > 0) return { steps: finishing, status: "GENERATING", stage: "FINISHING", events };
  return { steps: [], status: "COMPLETE", stage: null, complete: true, events };
}

/** Loads the document, records the status its saved state implies, and queues the next steps. */
export async function advance(deps: ResearchDeps, documentId: string): Promise<void> {
  const state = await loadState(deps.db, documentId);
  if (!state) return;
  // A step that stops for the owner (manual mode) sets READY itself, settling first what the paper has
  // cost so far (its gate's hold released; the next gate holds anew). Settling again is a no-op, and
  // covers a stop reached any other way (a restart included).
  if (state.doc.status === "READY") {
    await settlePaper(deps, documentId);
    return;
  }
  const plan = nextSteps(state, {
    ...deps.limits,
    writeAfterAllRead: deps.engineFor(state.doc.settings).writesAfterAllRead === true,
  });
  const { doc } = state;
  const statusChanged = plan.status !== undefined && (plan.status !== doc.status || plan.stage !== doc.stage);
  const newEvents = (plan.events ?? []).filter((e) => !doc.events.includes(e));
  // Settled before the status shows it, so a COMPLETE paper already shows what it cost.
  const stops = statusChanged && plan.status === "COMPLETE";
  if (stops) await settlePaper(deps, doc.id);
  if (statusChanged || newEvents.length > 0) {
    await updateDocument(
      deps,
      doc.id,
      {
        ...(plan.status ? { status: plan.status, stage: plan.stage ?? null } : {}),
        ...(plan.complete ? { completedAt: new Date() } : {}),
      },
      {
        onceEvents: newEvents,
        // Never overwrite a status the user or a failure set in between (READY, ERROR).
        where: sql`${documents.status} NOT IN ('ERROR', 'READY', 'COMPLETE')`,
      },
    );
  }
  for (const step of plan.steps) await deps.enqueue(step);
}

/** Settles what a paper has cost so far when its work stops (complete, ready for its owner, failed). */
export async function settlePaper(deps: ResearchDeps, documentId: string): Promise<void> {
  if (!deps.billing) return;
  try {
    await deps.billing.settle({ documentId });
  } catch (error) {
    // The hold stays until the next settlement of this paper; the paper itself goes on.
    logger.error(`[billing] could not settle document ${documentId}`, error);
  }
}
