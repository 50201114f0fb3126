// Starting a paper and resuming it: create (with its gates) queues the first step; retry after ERROR
// resumes at the first step whose output is missing.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { CreateDocumentBody } from "../../common/api";
import type { AnySearchType } from "../../common/constants";
import {
  type Locale,
  MODEL_FREQUENCY_PENALTY,
  MODEL_PRESENCE_PENALTY,
  MODEL_TEMPERATURE,
  MODEL_TOP_P,
} from "../../common/constants";
import type { DocumentSettings, LlmSettings } from "../../common/types";
import { type PaperGate, stagesOf } from "../billing/paper-gates";
import { documentSections, documents } from "../db/schema";
import { documentStateFor } from "../documents/access";
import { attachSources, countDocuments } from "../documents/documents";
import { updateDocument } from "../documents/store";
import { AppError } from "../errors";
import { assertTrialActive, type CreateGates, paperQuotaOf } from "../policies/create-gates";
import type { Viewer } from "../policies/document";
import { advance } from "./advance";
import type { ResearchDeps } from "./deps";
import { sectionResumeStatus } from "./progress";

export interface ModelResolver {
  /** The settings of a model of the catalog; throws for an unknown or disabled model. */
  resolve(modelId: string): Pick<LlmSettings, "llmProvider" | "modelId" | "modelName">;
  defaultModelId(): string;
  /** Whether the model is '(Pro only)'. */
  isProOnly(modelId: string): boolean;
}

/** Creates a document for the user and queues its first step, once the gates let it through. */
export async function createDocument(options: {
  deps: ResearchDeps;
  models: ModelResolver;
  gates: CreateGates;
  userId: string;
  body: Required<Pick<CreateDocumentBody, "query">> & CreateDocumentBody;
  now?: Date;
  /** Billing's create gate (403 budget, 402 credits, hold of the estimate incl. the per-paper price). */
  billing?: PaperGate;
  /** Origin of the share links of the user's own papers chosen as sources (PUBLIC_URL, or the request's). */
  origin?: string;
}): Promise<{ id: string }> {
  const { deps, models, gates, userId, body } = options;
  if (gates.outage) throw new AppError("OUTAGE");
  const now = options.now ?? new Date();
  assertTrialActive(gates, now);
  const quota = await paperQuotaOf({ db: deps.db, userId, instanceQuota: gates.paperQuota });
  if (gates.paperCap !== undefined || quota !== null) {
    const count = await countDocuments({ db: deps.db, userId });
    if (gates.paperCap !== undefined && count >= gates.paperCap) throw new AppError("PAPER_CAP_REACHED");
    if (quota !== null && count >= quota) throw new AppError("PAPER_QUOTA_REACHED");
  }
  assertNotProOnly({ models, gates, body });
  const settings = documentSettings({ models, body, now });
  const attached = await attachSources({
    db: deps.db,
    userId,
    ids: (body.customSources ?? []).map((s) => s.id),
    origin: options.origin ?? deps.publicOrigins()[0] ?? "",
  });
  const id = randomUUID();
  let hold: string | null = null;
  if (options.billing?.enabled) {
    const { stages, shape } = stagesOf("create", settings);
    const estimateCents = options.billing.estimateFor({
      llm: settings.llm,
      stages,
      shape,
      includePerPaper: true,
    });
    hold = await options.billing.gate({ userId, documentId: id, estimateCents });
  }
  try {
    await insertDocument();
  } catch (error) {
    await options.billing?.releaseHold(hold);
    throw error;
  }
  await advance(deps, id);
  return { id };

  async function insertDocument() {
    await deps.db.insert(documents).values({
      id,
      userId,
      query: body.query.trim(),
      title: "",
      status: "SUMMARIZING",
      stage: "REFINING_QUERY",
      settings,
      summary: { userQuery: body.query.trim() },
      customSources: attached,
      engine: settings.llm.llmProvider === "OFFLINE" ? "offline" : "llm",
      createdAt: now,
      updatedAt: now,
    });
  }
}

/**
 * '(Pro only)' models and languages (spec §2) are refused with 403 PRO_ONLY: the product has no Pro plan
 * an account could hold, so whatever the configuration marks Pro only, no account may choose.
 */
function assertNotProOnly(options: {
  models: ModelResolver;
  gates: CreateGates;
  body: Pick<CreateDocumentBody, "model" | "locale">;
}): void {
  const { models, gates, body } = options;
  if (body.model && models.isProOnly(body.model)) throw new AppError("PRO_ONLY", { detail: body.model });
  if (body.locale && gates.proOnlyLocales?.includes(body.locale))
    throw new AppError("PRO_ONLY", { detail: body.locale });
}

/** The settings a new document gets from the composer's choices (MODEL_NOT_AVAILABLE for a bad model). */
export function documentSettings(options: {
  models: ModelResolver;
  body: Pick<CreateDocumentBody, "model" | "locale" | "automaticMode" | "searchTypes" | "numberOfSections">;
  now: Date;
}): DocumentSettings {
  const { models, body, now } = options;
  const modelId = body.model ?? models.defaultModelId();
  let model: ReturnType<ModelResolver["resolve"]>;
  try {
    model = models.resolve(modelId);
  } catch (error) {
    throw new AppError("MODEL_NOT_AVAILABLE", { detail: error instanceof Error ? error.message : undefined });
  }
  return {
    llm: {
      ...model,
      temperature: MODEL_TEMPERATURE,
      topP: MODEL_TOP_P,
      frequencyPenalty: MODEL_FREQUENCY_PENALTY,
      presencePenalty: MODEL_PRESENCE_PENALTY,
      streaming: true,
    },
    locale: (body.locale ?? "en") as Locale,
    automaticMode: body.automaticMode ?? true,
    searchTypes: [...new Set(body.searchTypes ?? ["web", "news", "scholar"])] as AnySearchType[],
    numberOfSections: body.numberOfSections ?? 5,
    currentDate: now.toISOString().slice(0, 10),
  };
}

/** Retry after ERROR: resumes from the first step whose output is missing (nothing saved is redone). */
export async function retryDocument(options: {
  deps: ResearchDeps;
  viewer: Viewer;
  documentId: string;
}): Promise<void> {
  const { deps } = options;
  const state = await documentStateFor({ ...options, db: deps.db, action: "retry" });
  const { doc } = state;
  for (const section of state.sections.filter((s) => s.status === "ERROR")) {
    await deps.db
      .update(documentSections)
      .set({ status: sectionResumeStatus(state, section), error: null })
      .where(
        and(
          eq(documentSections.documentId, doc.id),
          eq(documentSections.idx, section.idx),
          eq(documentSections.planVersion, section.planVersion),
        ),
      );
  }
  await updateDocument(deps, doc.id, { status: "SUMMARIZING", error: null, awaiting: null });
  await advance(deps, doc.id);
}
