// Documents as the user sees them: create, read, list, archive — and the manual-mode actions.
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { CreateDocumentBody, OutlineBody } from "../../common/api";
import type { AnySearchType } from "../../common/constants";
import {
  DOCUMENTS_PAGE_SIZE,
  FEATURED_PAGE_SIZE,
  type Locale,
  MODEL_FREQUENCY_PENALTY,
  MODEL_PRESENCE_PENALTY,
  MODEL_TEMPERATURE,
  MODEL_TOP_P,
} from "../../common/constants";
import { findOutlineProblems, outlineProblemMessage } from "../../common/outline-rules";
import { SUMMARY_MESSAGES, summaryProblem } from "../../common/summary-rules";
import type { DocumentListEntry, DocumentSettings, LlmSettings, Page } from "../../common/types";
import type { Db } from "../db/client";
import { type AttachedSource, customSources, documentSections, documents, user } from "../db/schema";
import type { PlannedOutline, PlannedSection, PlannedSubSection } from "../engines/types";
import { AppError } from "../errors";
import { advance } from "./advance";
import type { ResearchDeps } from "./deps";
import { isEditable } from "./policy";
import { presentListEntry } from "./presenter";
import { stepContext } from "./steps/step-context";
import { type DocumentRow, type DocumentState, loadState, updateDocument } from "./store";

export interface ModelResolver {
  /** The settings of a model of the catalog; throws for an unknown or disabled model. */
  resolve(modelId: string): Pick<LlmSettings, "llmProvider" | "modelId" | "modelName">;
  defaultModelId(): string;
}

/** Creates a document for the user and queues its first step. */
export async function createDocument(options: {
  deps: ResearchDeps;
  models: ModelResolver;
  userId: string;
  body: Required<Pick<CreateDocumentBody, "query">> & CreateDocumentBody;
  now?: Date;
}): Promise<{ id: string }> {
  const { deps, models, userId, body } = options;
  const modelId = body.model ?? models.defaultModelId();
  let model: ReturnType<ModelResolver["resolve"]>;
  try {
    model = models.resolve(modelId);
  } catch (error) {
    throw new AppError("MODEL_NOT_AVAILABLE", error instanceof Error ? error.message : undefined);
  }
  const attached = await attachSources(
    deps.db,
    userId,
    (body.customSources ?? []).map((s) => s.id),
  );
  const now = options.now ?? new Date();
  const settings: DocumentSettings = {
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
  const id = randomUUID();
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
    engine: model.llmProvider === "OFFLINE" ? "offline" : "llm",
    createdAt: now,
    updatedAt: now,
  });
  await advance(deps, id);
  return { id };
}

async function attachSources(db: Db, userId: string, ids: string[]): Promise<AttachedSource[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(customSources)
    .where(and(eq(customSources.userId, userId), inArray(customSources.id, unique)));
  if (rows.length !== unique.length)
    throw new AppError("VALIDATION", "One of the custom sources was not found.");
  return unique.map((id) => {
    const r = rows.find((row) => row.id === id)!;
    return { id: r.id, title: r.title, snippet: r.snippet, url: r.url, kind: r.kind, content: r.content };
  });
}

/** The user's own document; another user's (or a missing one) is a 404. */
export async function ownedState(
  db: Db,
  userId: string,
  id: string,
  options: { pageText?: boolean } = {},
): Promise<DocumentState> {
  const state = await loadState(db, id, options);
  if (!state || state.doc.userId !== userId) throw new AppError("DOCUMENT_NOT_FOUND");
  return state;
}

export async function ownedDocument(db: Db, userId: string, id: string): Promise<DocumentRow> {
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .limit(1);
  if (!doc) throw new AppError("DOCUMENT_NOT_FOUND");
  return doc;
}

const encodeCursor = (doc: DocumentRow) =>
  Buffer.from(`${doc.createdAt.toISOString()}|${doc.id}`).toString("base64url");

function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || Number.isNaN(createdAt.getTime())) throw new AppError("VALIDATION", "The cursor is not valid.");
  return { createdAt, id };
}

const beforeCursor = (after: { createdAt: Date; id: string } | null) =>
  after
    ? or(
        lt(documents.createdAt, after.createdAt),
        and(eq(documents.createdAt, after.createdAt), lt(documents.id, after.id)),
      )
    : undefined;

/** A page of the user's documents (or archived ones), newest first, 25 a page. */
export async function listDocuments(options: {
  db: Db;
  userId: string;
  archived: boolean;
  cursor?: string;
  limit?: number;
}): Promise<Page<DocumentListEntry>> {
  const limit = options.limit ?? DOCUMENTS_PAGE_SIZE;
  const rows = await options.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.userId, options.userId),
        options.archived ? isNotNull(documents.archivedAt) : isNull(documents.archivedAt),
        beforeCursor(decodeCursor(options.cursor)),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit + 1);
  return pageOf(rows, limit, (d) => presentListEntry(d));
}

/** Featured papers of every user (complete, not archived), newest first, 15 a page, with their authors. */
export async function listFeatured(options: { db: Db; cursor?: string }): Promise<Page<DocumentListEntry>> {
  const rows = await options.db
    .select({ doc: documents, name: user.name, image: user.image })
    .from(documents)
    .innerJoin(user, eq(user.id, documents.userId))
    .where(
      and(
        eq(documents.featured, true),
        eq(documents.status, "COMPLETE"),
        isNull(documents.archivedAt),
        beforeCursor(decodeCursor(options.cursor)),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(FEATURED_PAGE_SIZE + 1);
  const page = pageOf(
    rows.map((r) => ({ ...r.doc, author: { name: r.name, image: r.image } })),
    FEATURED_PAGE_SIZE,
    (d) => presentListEntry(d, d.author),
  );
  return page;
}

function pageOf<T extends DocumentRow>(rows: T[], limit: number, present: (row: T) => DocumentListEntry) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(present), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

export async function countDocuments(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(eq(documents.userId, userId));
  return row?.n ?? 0;
}

export async function setArchived(deps: ResearchDeps, doc: DocumentRow, archived: boolean): Promise<void> {
  await updateDocument(deps, doc.id, { archivedAt: archived ? new Date() : null });
}

function requireEditable(doc: DocumentRow): void {
  if (!isEditable(doc)) throw new AppError("NOT_EDITABLE");
}

/** Manual mode: the user's summary replaces the generated one (spec §5 rules). */
export async function saveSummary(deps: ResearchDeps, doc: DocumentRow, summary: string): Promise<void> {
  requireEditable(doc);
  const problem = summaryProblem(summary);
  if (problem === SUMMARY_MESSAGES.empty) throw new AppError("INVALID_SUMMARY");
  if (problem) throw new AppError("SUMMARY_TOO_SHORT");
  await updateDocument(deps, doc.id, { summary: { ...doc.summary, summary: summary.trim() } });
}

export async function regenerateSummary(deps: ResearchDeps, doc: DocumentRow): Promise<void> {
  requireEditable(doc);
  const { summary: _s, sources: _src, ...rest } = doc.summary;
  await updateDocument(deps, doc.id, {
    summary: rest,
    status: "SUMMARIZING",
    stage: "SUMMARIZING",
    awaiting: null,
  });
  await advance(deps, doc.id);
}

/** Create Plan (or plan again): a new outline version replaces the one the user had. */
export async function createPlan(deps: ResearchDeps, doc: DocumentRow): Promise<void> {
  requireEditable(doc);
  await updateDocument(
    deps,
    doc.id,
    { planVersion: doc.planVersion + 1, status: "PLANNING", stage: "PLANNING", awaiting: null },
    { onceEvents: ["Summary Complete"] },
  );
  await advance(deps, doc.id);
}

/** Saves the user's outline: exactly the sections and questions they kept, validated by spec §5. */
export async function saveOutline(
  deps: ResearchDeps,
  state: DocumentState,
  body: OutlineBody,
): Promise<void> {
  const { doc } = state;
  requireEditable(doc);
  if (doc.awaiting !== "OUTLINE")
    throw new AppError("CONFLICT", "Create the plan before editing the outline.");
  const problems = findOutlineProblems({
    sections: body.plan.sections.map((s) => ({ title: s.title, subSections: s.subSections })),
  });
  if (problems) throw new AppError("INVALID_OUTLINE", outlineProblemMessage(problems));
  const known = new Map<string, PlannedSubSection["searchQuery"]>();
  for (const s of state.sections)
    for (const sub of s.subSections) known.set(sub.question.trim(), sub.searchQuery);
  const fallbackType =
    doc.settings.searchTypes.find((t) => t !== "custom") ?? doc.settings.searchTypes[0] ?? "web";
  const version = doc.planVersion + 1;
  await deps.db.transaction(async (tx) => {
    await tx.delete(documentSections).where(eq(documentSections.documentId, doc.id));
    await tx.insert(documentSections).values(
      body.plan.sections.map((section, idx) => ({
        documentId: doc.id,
        idx,
        planVersion: version,
        title: section.title.trim(),
        description: (section.description ?? "").trim(),
        status: "PLANNED" as const,
        subSections: section.subSections.map((sub) => {
          const question = sub.question.trim();
          return {
            question,
            searchQuery:
              sub.searchQuery && doc.settings.searchTypes.includes(sub.searchQuery.searchType)
                ? sub.searchQuery
                : (known.get(question) ?? { refinedQuery: question, searchType: fallbackType }),
          };
        }),
        urls: null,
      })),
    );
    await tx
      .update(documents)
      .set({ planVersion: version, title: body.title.trim() || doc.title, updatedAt: new Date() })
      .where(eq(documents.id, doc.id));
  });
  await updateDocument(deps, doc.id, {});
}

function outlineFromBody(body: OutlineBody, fallbackType: AnySearchType): PlannedOutline {
  return {
    title: body.title,
    sections: body.plan.sections.map((s) => ({
      title: s.title,
      description: s.description ?? "",
      subSections: s.subSections.map((q) => ({
        question: q.question,
        searchQuery: q.searchQuery ?? { refinedQuery: q.question, searchType: fallbackType },
      })),
    })),
  };
}

/** A new section for the outline being edited, from the engine. */
export async function generateOutlineSection(
  deps: ResearchDeps,
  state: DocumentState,
  outline: OutlineBody,
): Promise<PlannedSection> {
  requireEditable(state.doc);
  const ctx = stepContext(deps, state);
  const types = state.doc.settings.searchTypes;
  return ctx.engine.generateSection(ctx.call("outline-section"), {
    query: state.doc.query,
    summary: state.doc.summary.summary ?? "",
    outline: outlineFromBody(outline, types[0] ?? "web"),
    searchTypes: types,
  });
}

/** A new question for a section of the outline being edited. */
export async function generateOutlineQuestion(
  deps: ResearchDeps,
  state: DocumentState,
  outline: OutlineBody,
  section: OutlineBody["plan"]["sections"][number],
): Promise<PlannedSubSection> {
  requireEditable(state.doc);
  const ctx = stepContext(deps, state);
  const types = state.doc.settings.searchTypes;
  const planned = outlineFromBody({ title: "", plan: { sections: [section] } }, types[0] ?? "web")
    .sections[0]!;
  return ctx.engine.generateQuestion(ctx.call("outline-question"), {
    query: state.doc.query,
    summary: state.doc.summary.summary ?? "",
    outline: outlineFromBody(outline, types[0] ?? "web"),
    section: planned,
    searchTypes: types,
  });
}

/** Write Paper: analysis starts from the saved outline; editing ends here. */
export async function writePaper(deps: ResearchDeps, state: DocumentState): Promise<void> {
  const { doc } = state;
  requireEditable(doc);
  if (doc.awaiting !== "OUTLINE" || state.sections.length === 0) {
    throw new AppError("CONFLICT", "Create and review the outline before writing the paper.");
  }
  await updateDocument(
    deps,
    doc.id,
    { status: "ANALYZING", stage: "FINDING_SOURCES", awaiting: null },
    { onceEvents: ["Summary Complete", "Analysis started"] },
  );
  await advance(deps, doc.id);
}

/** Retry after ERROR: resumes from the first step whose output is missing (nothing saved is redone). */
export async function retryDocument(deps: ResearchDeps, state: DocumentState): Promise<void> {
  const { doc } = state;
  if (doc.status !== "ERROR") throw new AppError("CONFLICT", "Only a document in error can be retried.");
  for (const section of state.sections.filter((s) => s.status === "ERROR")) {
    const analysed = new Set((state.analyses.get(section.idx) ?? []).map((a) => a.url));
    const status =
      section.urls === null
        ? "PLANNED"
        : section.urls.every((u) => analysed.has(u))
          ? "ANALYSIS_COMPLETE"
          : "ANALYZING";
    await deps.db
      .update(documentSections)
      .set({ status, error: null })
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
