// Reading a document's whole state and changing it: every change bumps updatedAt and tells watchers.
import { type AnyColumn, and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type DocumentRow, documentSections, documents, feedback, likes, pageAnalyses } from "../db/schema";
import type { EventBus } from "../events/bus";

export type { DocumentRow };
export type SectionRow = typeof documentSections.$inferSelect;
export type AnalysisRow = typeof pageAnalyses.$inferSelect;

export interface DocumentState {
  doc: DocumentRow;
  /** Sections of the current outline, in order. */
  sections: SectionRow[];
  /** Page analyses of the current outline, by section index. */
  analyses: Map<number, AnalysisRow[]>;
  /**
   * The paper as it was written before its outline was planned again (issue 32, item 9): readable while
   * the new outline is edited, until Write Paper replaces it (outline-binding.ts). Read for viewers only.
   */
  written?: SectionRow[];
}

export const documentChannel = (id: string) => `document:${id}`;
export const sectionChannel = (id: string, idx: number) => `section:${id}:${idx}`;

export async function loadDocument(db: Db, id: string): Promise<DocumentRow | null> {
  const [doc] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return doc ?? null;
}

/** Who owns the document and when it last changed: all a watch needs (the whole row is tens of KB). */
export async function loadDocumentHead(
  db: Db,
  id: string,
): Promise<Pick<DocumentRow, "id" | "userId" | "updatedAt"> | null> {
  // Built once (every page's event stream opens with it; building the query cost as much as running it).
  const [head] = await preparedOnce(db, "head", buildHeadQuery).execute({ id });
  return head ?? null;
}

function buildHeadQuery(db: Db) {
  return db
    .select({ id: documents.id, userId: documents.userId, updatedAt: documents.updatedAt })
    .from(documents)
    .where(eq(documents.id, sql.placeholder("id")))
    .limit(1)
    .prepare(""); // unnamed, as the others (buildViewerQuery)
}

/**
 * The document with its current sections and page analyses, or null when it does not exist.
 * The pages' stored text is left out (empty) unless `pageText` asks for it: the steps never need it,
 * and it is most of the bytes of a large document. (Three queries: the one-query form of
 * loadStateForViewer, used by the steps, made the manual-mode pipeline test hang on in-process PGlite —
 * not understood yet, so the steps keep this form.)
 */
export async function loadState(
  db: Db,
  id: string,
  options: { pageText?: boolean } = {},
): Promise<DocumentState | null> {
  const doc = await loadDocument(db, id);
  if (!doc) return null;
  const sections = await db
    .select()
    .from(documentSections)
    .where(and(eq(documentSections.documentId, id), eq(documentSections.planVersion, doc.planVersion)))
    .orderBy(documentSections.idx);
  const rows = await db
    .select({
      ...getTableColumns(pageAnalyses),
      content: options.pageText ? pageAnalyses.content : sql<string>`''`,
      optimizedPageContent: sql<string | null>`NULL`,
    })
    .from(pageAnalyses)
    .where(and(eq(pageAnalyses.documentId, id), eq(pageAnalyses.planVersion, doc.planVersion)))
    .orderBy(pageAnalyses.createdAt);
  const analyses = new Map<number, AnalysisRow[]>();
  for (const row of rows) {
    const list = analyses.get(row.sectionIdx) ?? [];
    list.push(row);
    analyses.set(row.sectionIdx, list);
  }
  return { doc, sections, analyses };
}

/** What one viewer gave a document: their feedback rows, and whether they like it. */
export interface ViewerMarks {
  feedback: { target: "summary" | "analysis" | "comment"; isPositive: boolean | null }[];
  liked: boolean;
}

/**
 * loadState with the pages' text and what `viewerId` gave the document, in one query: the sections and
 * analyses come as JSON arrays beside the row (GET /api/document/{id}: 5 queries before), with the
 * version of what was read (documentVersion).
 */
export async function loadStateForViewer(
  db: Db,
  id: string,
  viewerId: string,
): Promise<{ state: DocumentState; version: string; marks: ViewerMarks } | null> {
  const [row] = await preparedOnce(db, "viewer", buildViewerQuery).execute({ id, viewerId });
  if (!row) return null;
  const { viewerFeedback, viewerLiked, version, ...rest } = row;
  return {
    state: stateOf(rest),
    version,
    marks: { feedback: viewerFeedback, liked: Boolean(viewerLiked) },
  };
}

/**
 * The document's version and what `viewerId` gave it, without the document: a cheap read that tells
 * whether a copy read before (loadStateForViewer's version) is still the document. Null when it is gone.
 */
export async function loadVersionForViewer(
  db: Db,
  id: string,
  viewerId: string,
): Promise<{ version: string; marks: ViewerMarks } | null> {
  const [row] = await preparedOnce(db, "version", buildVersionQuery).execute({ id, viewerId });
  if (!row) return null;
  return { version: row.version, marks: { feedback: row.viewerFeedback, liked: Boolean(row.viewerLiked) } };
}

// The outer row's columns, written out: drizzle leaves a single-table select's columns unqualified, and
// inside a subquery "id" or "plan_version" would then name the subquery's own table.
const OUTER_ID = sql.raw(`"documents"."id"`);
const OUTER_PLAN = sql.raw(`"documents"."plan_version"`);

function viewerMarkColumns() {
  const viewerId = sql.placeholder("viewerId");
  return {
    viewerFeedback: sql<ViewerMarks["feedback"]>`(
        SELECT coalesce(json_agg(json_build_object('target', ${feedback.target}, 'isPositive', ${feedback.isPositive})), '[]'::json)
          FROM ${feedback} WHERE ${feedback.documentId} = ${OUTER_ID} AND ${feedback.userId} = ${viewerId})`,
    viewerLiked: sql<boolean>`EXISTS (
        SELECT 1 FROM ${likes} WHERE ${likes.documentId} = ${OUTER_ID} AND ${likes.userId} = ${viewerId})`,
  };
}

/**
 * Which version of the document a read saw: the SQL function document_version (migration 0007), from the
 * row versions of the document, its current sections and page analyses — any committed change to any of
 * them, by any process and however written, gives a new one. Read in the same statement as the document.
 */
const documentVersion = sql<string>`document_version(${OUTER_ID})`;

function buildViewerQuery(db: Db) {
  return (
    db
      .select({
        ...getTableColumns(documents),
        ...stateColumns({ pageText: true }),
        ...viewerMarkColumns(),
        version: documentVersion,
      })
      .from(documents)
      .where(eq(documents.id, sql.placeholder("id")))
      .limit(1)
      // Unnamed (""): the statement is built once in this process, but not kept by name on the server —
      // the embedded database is one session shared by every connection, where two connections
      // preparing the same name would collide.
      .prepare("")
  );
}

/** document_read_check (migration 0007): the version and the reader's marks, its plans made once a session. */
function buildVersionQuery(db: Db) {
  return db
    .select({
      version: sql<string>`c.version`,
      viewerFeedback: sql<ViewerMarks["feedback"]>`c.viewer_feedback`,
      viewerLiked: sql<boolean>`c.viewer_liked`,
    })
    .from(sql`document_read_check(${sql.placeholder("id")}, ${sql.placeholder("viewerId")}) c`)
    .prepare("");
}

const preparedQueries = new WeakMap<Db, Map<string, unknown>>();

/**
 * A reader's query, its SQL built once per database handle: building it (drizzle walking the columns
 * and subqueries) took more of the web thread than anything else in GET /api/document/{id}.
 */
function preparedOnce<T>(db: Db, name: string, build: (db: Db) => T): T {
  let queries = preparedQueries.get(db);
  if (!queries) {
    queries = new Map();
    preparedQueries.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (!query) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}

/** A row as JSON: `json_build_object('idx', "document_sections"."idx", …)` with the columns' JS names. */
function jsonOf(columns: Record<string, AnyColumn | SQL>) {
  const pairs = Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

function stateColumns(options: { pageText?: boolean }) {
  const { content, optimizedPageContent: _never, ...analysisColumns } = getTableColumns(pageAnalyses);
  const analysis = jsonOf({ ...analysisColumns, content: options.pageText ? content : sql`''` });
  return {
    sectionsJson: sql<Json<SectionRow>[]>`(
      SELECT coalesce(json_agg(${jsonOf(getTableColumns(documentSections))} ORDER BY ${documentSections.idx}), '[]'::json)
        FROM ${documentSections}
       WHERE ${documentSections.documentId} = ${OUTER_ID} AND ${documentSections.planVersion} = ${OUTER_PLAN})`,
    writtenJson: sql<Json<SectionRow>[]>`(
      SELECT coalesce(json_agg(${jsonOf(getTableColumns(documentSections))} ORDER BY ${documentSections.idx}), '[]'::json)
        FROM ${documentSections}
       WHERE ${documentSections.documentId} = ${OUTER_ID} AND ${documentSections.planVersion} = (
         SELECT min(w.plan_version) FROM ${documentSections} w
          WHERE w.document_id = ${OUTER_ID} AND w.plan_version < ${OUTER_PLAN} AND w.status = 'COMPLETE'))`,
    analysesJson: sql<Json<AnalysisRow>[]>`(
      SELECT coalesce(json_agg(${analysis} ORDER BY ${pageAnalyses.createdAt}), '[]'::json)
        FROM ${pageAnalyses}
       WHERE ${pageAnalyses.documentId} = ${OUTER_ID} AND ${pageAnalyses.planVersion} = ${OUTER_PLAN})`,
  };
}

/** A row that came through JSON: its timestamps are strings. */
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

function stateOf(
  row: DocumentRow & {
    sectionsJson: Json<SectionRow>[];
    writtenJson: Json<SectionRow>[];
    analysesJson: Json<AnalysisRow>[];
  },
) {
  const { sectionsJson, writtenJson, analysesJson, ...doc } = row;
  const sections = sectionsJson.map((s): SectionRow => ({ ...s, updatedAt: new Date(s.updatedAt) }));
  const written = writtenJson.map((s): SectionRow => ({ ...s, updatedAt: new Date(s.updatedAt) }));
  const analyses = new Map<number, AnalysisRow[]>();
  for (const a of analysesJson) {
    const list = analyses.get(a.sectionIdx) ?? [];
    list.push({ ...a, optimizedPageContent: null, createdAt: new Date(a.createdAt) });
    analyses.set(a.sectionIdx, list);
  }
  return { doc, sections, analyses, ...(written.length > 0 ? { written } : {}) };
}

export interface Changer {
  db: Db;
  bus: EventBus;
}

/** Tells watchers of a document that it changed. */
export async function publishUpdate(bus: EventBus, id: string, updatedAt: Date = new Date()): Promise<void> {
  await bus
    .publish(documentChannel(id), { type: "UPDATE", updatedAt: updatedAt.getTime() })
    .catch(() => undefined);
}

/**
 * Updates a document, appending events (an event marked once is appended only if absent),
 * and publishes UPDATE. Returns the updated row, or null if the guard (where) did not match.
 */
export async function updateDocument(
  deps: Changer,
  id: string,
  patch: Partial<Omit<DocumentRow, "id" | "events" | "updatedAt">>,
  options: { events?: string[]; onceEvents?: string[]; where?: ReturnType<typeof sql> } = {},
): Promise<DocumentRow | null> {
  const updatedAt = new Date();
  let events = sql`${documents.events}`;
  for (const e of options.events ?? []) events = sql`(${events} || ${JSON.stringify([e])}::jsonb)`;
  for (const e of options.onceEvents ?? []) {
    const item = JSON.stringify([e]);
    events = sql`(CASE WHEN ${events} @> ${item}::jsonb THEN ${events} ELSE ${events} || ${item}::jsonb END)`;
  }
  const condition = options.where ? and(eq(documents.id, id), options.where) : eq(documents.id, id);
  const [row] = await deps.db
    .update(documents)
    .set({ ...patch, updatedAt, events })
    .where(condition)
    .returning();
  if (row) await publishUpdate(deps.bus, id, updatedAt);
  return row ?? null;
}

/** Bumps updatedAt and tells watchers (after a change to sections or analyses). */
export async function touchDocument(deps: Changer, id: string): Promise<void> {
  await updateDocument(deps, id, {});
}

export async function updateSection(
  deps: Changer,
  documentId: string,
  idx: number,
  planVersion: number,
  patch: Partial<Omit<SectionRow, "documentId" | "idx" | "planVersion">>,
): Promise<void> {
  await deps.db
    .update(documentSections)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(documentSections.documentId, documentId),
        eq(documentSections.idx, idx),
        eq(documentSections.planVersion, planVersion),
      ),
    );
  await touchDocument(deps, documentId);
}
