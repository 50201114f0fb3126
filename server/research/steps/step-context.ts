// What every step receives: the document's state, its engine, and a way to make engine calls.
import type { EngineCall, ResearchEngine } from "../../engines/types";
import type { ResearchDeps } from "../deps";
import type { DocumentRow, DocumentState } from "../store";
import { documentUsage } from "../usage";

export interface StepContext {
  deps: ResearchDeps;
  state: DocumentState;
  doc: DocumentRow;
  engine: ResearchEngine;
  /** An engine call for a step, recording usage on the document. */
  call(step: string): EngineCall;
}

export function stepContext(deps: ResearchDeps, state: DocumentState): StepContext {
  const doc = state.doc;
  const engine = deps.engineFor(doc.settings);
  return {
    deps,
    state,
    doc,
    engine,
    call: (step) => ({
      settings: doc.settings,
      usage: documentUsage(deps.db, doc.id, doc.userId, step),
      step,
    }),
  };
}

/** Runs fn over items with at most `limit` at once, keeping the order of results. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Calls fn up to 1 + retries times. */
export async function withRetries<T>(retries: number, fn: (attempt: number) => Promise<T>): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      last = error;
    }
  }
  throw last;
}
