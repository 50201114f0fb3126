// The paid gates of spec §7 (create, create plan, write paper, regenerate summary — and retry, which
// resumes paid work): what each starts, its estimate from the document's model and outline, and the hold
// that is given back when the action after the gate is refused.
import type { DocumentSettings } from "../../common/types";
import type { Db } from "../db/client";
import { documentStateFor } from "../documents/access";
import type { DocumentState } from "../documents/store";
import type { Viewer } from "../policies/document";
import type { Billing } from "./billing";
import type { StageShape } from "./estimate-assumptions";
import type { PaidStage } from "./prices";

export type PaidAction = "create" | "summary" | "plan" | "write" | "retry";

/** What billing a gate needs (the whole service in the server, a part of it in tests). */
export type PaperGate = Pick<Billing, "enabled" | "estimateFor" | "gate" | "releaseHold">;

/** The stages an action starts and the outline they work on. */
export function stagesOf(
  action: PaidAction,
  settings: DocumentSettings,
  state?: DocumentState,
): { stages: PaidStage[]; shape: StageShape } {
  const rest = (from: PaidStage): PaidStage[] => {
    const order: PaidStage[] = ["summary", "plan", "write"];
    const tail = order.slice(order.indexOf(from));
    return settings.automaticMode ? tail : tail.slice(0, 1);
  };
  const planned = state?.sections ?? [];
  const unwritten = planned.filter((s) => s.status !== "COMPLETE");
  const outline: StageShape = { sections: settings.numberOfSections };
  const written: StageShape = {
    sections: unwritten.length,
    questions: unwritten.map((s) => Math.max(1, s.subSections.length)),
  };
  switch (action) {
    case "create":
      return { stages: rest("summary"), shape: outline };
    case "summary":
      return { stages: ["summary"], shape: outline };
    case "plan":
      return { stages: ["plan"], shape: outline };
    case "write":
      return { stages: ["write"], shape: written };
    case "retry":
      if (!state?.doc.summary.summary) return { stages: rest("summary"), shape: outline };
      if (planned.length === 0) return { stages: rest("plan"), shape: outline };
      return { stages: ["write"], shape: written };
  }
}

/**
 * Runs a paid action on the viewer's document behind its gate: 404 for others' documents, then 403
 * (monthly budget), 402 (credits), a hold of the estimate; the hold is released if the action fails.
 * The estimate is the full one, per-paper price included, as at create: with the offline engine (no
 * provider cost) a step held nothing and a balance of $0 went through Create Plan. The hold is released
 * when the paper is settled, which charges the per-paper price once per paper, never per step.
 */
export async function paidAction<T>(options: {
  billing: PaperGate;
  db: Db;
  viewer: Viewer;
  documentId: string;
  action: Exclude<PaidAction, "create">;
  run: () => Promise<T>;
}): Promise<T> {
  const { billing } = options;
  if (!billing.enabled) return options.run();
  const state = await documentStateFor({
    db: options.db,
    viewer: options.viewer,
    documentId: options.documentId,
    action: "view",
  });
  const { stages, shape } = stagesOf(options.action, state.doc.settings, state);
  const estimateCents = billing.estimateFor({
    llm: state.doc.settings.llm,
    stages,
    shape,
    includePerPaper: true,
  });
  const hold = await billing.gate({
    userId: state.doc.userId,
    documentId: options.documentId,
    estimateCents,
  });
  try {
    return await options.run();
  } catch (error) {
    await billing.releaseHold(hold);
    throw error;
  }
}
