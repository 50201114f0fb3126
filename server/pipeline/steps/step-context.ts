// What every step receives: the document's state, its engine, its retry budget, and a way to make engine calls.

import type { DocumentRow, DocumentState } from "../../documents/store";
import { documentUsage } from "../../documents/usage";
import type { EngineCall, ResearchEngine } from "../../engines/types";
import { RetryBudget } from "../../retry-budget";
import type { TermRarity } from "../../sources/retrieval/pages";
import type { ResearchDeps } from "../deps";

export interface StepContext {
  deps: ResearchDeps;
  state: DocumentState;
  doc: DocumentRow;
  engine: ResearchEngine;
  /** The provider attempts this step may still lose, shared by all its engine calls. */
  budget: RetryBudget;
  /** An engine call for a step, recording usage on the document. */
  call(step: string): EngineCall;
}

export function stepContext(deps: ResearchDeps, state: DocumentState): StepContext {
  const doc = state.doc;
  const engine = deps.engineFor(doc.settings);
  const budget = new RetryBudget({ minDelayMs: deps.limits.retryDelayMs });
  const { library } = deps;
  const background: TermRarity | undefined =
    library?.idf && library.holds ? { idf: library.idf, holds: library.holds } : undefined;
  return {
    deps,
    state,
    doc,
    engine,
    budget,
    call: (step) => ({
      settings: doc.settings,
      usage: documentUsage(deps.db, doc.id, doc.userId, step),
      step,
      budget,
      ...(background ? { background } : {}),
    }),
  };
}
