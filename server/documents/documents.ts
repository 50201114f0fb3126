import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { DOCUMENTS_PAGE_SIZE, FEATURED_PAGE_SIZE } from "../../common/constants";
import type { DocumentFeedback } from "../../common/types";
import type { Db } from "../db/client";
import { type AttachedSource, customSources, documents, user } from "../db/schema";
import { AppError } from "../errors";
import { authorize, type Viewer } from "../policies/document";
import { documentFor, documentStateFor } from "./access";
import { sourceSnippet, sourceTitle } from "./custom-source-text";
import { CUSTOM_SOURCE_MAX_CHARS } from "./custom-sources";
import type { DocumentDeps } from "./deps";
import { documentText } from "./document-text";
import { feedbackGiven } from "./feedback";
import { SharedReads } from "./shared-reads";
import {
  type DocumentRow,
  type DocumentState,
  loadState,
  loadStateForViewer,
  loadVersionForViewer,
  updateDocument,
} from "./store";

/**
 * The chosen sources, in the order given: each id is one of the user's custom sources, or one of the
 * user's own COMPLETE papers (the composer's Your papers tab sends the paper's id), whose text is read from
 * the database and cited by its share link.
 */
export async function attachSources(options: {
  db: Db;
  userId: string;
  ids: string[];
  origin: string;
}): Promise<AttachedSource[]> {
  const { db, userId } = options;
  if (options.ids.length === 0) return [];
  const unique = [...new Set(options.ids)];
  const rows = await db
    .select()
    .from(customSources)
    .where(and(eq(customSources.userId, userId), inArray(customSources.id, unique)));
  const papers = await ownPapersAsSources({
    db,
    userId,
    ids: unique.filter((id) => !rows.some((r) => r.id === id)),
    origin: options.origin,
  });
  return unique.map((id) => {
    const paper = papers.get(id);
    if (paper) return paper;
    const r = rows.find((row) => row.id === id);
    if (!r) throw new AppError("CUSTOM_SOURCE_NOT_FOUND", { detail: id });
    return { id: r.id, title: r.title, snippet: r.snippet, url: r.url, kind: r.kind, content: r.content };
  });
}

/** The user's own papers among `ids`, as sources; a paper that is not finished yet is refused. */
async function ownPapersAsSources(options: {
  db: Db;
  userId: string;
  ids: string[];
  origin: string;
}): Promise<Map<string, AttachedSource>> {
  const found = new Map<string, AttachedSource>();
  const ids = options.ids.filter((id) => UUID.test(id));
  if (ids.length === 0) return found;
  const own = await options.db
    .select({ id: documents.id, status: documents.status })
    .from(documents)
    .where(and(eq(documents.userId, options.userId), inArray(documents.id, ids)));
  for (const doc of own) {
    if (doc.status !== "COMPLETE") throw new AppError("SOURCE_PAPER_NOT_COMPLETE", { detail: doc.id });
    const paper = await documentText(options.db, doc.id);
    if (!paper) continue;
    found.set(doc.id, {
      id: doc.id,
      kind: "document",
      url: `${options.origin}/share/${doc.id}`,
      title: sourceTitle({ title: paper.title, text: paper.text, fallback: paper.title }),
      snippet: sourceSnippet(paper.text.slice(paper.title.length)),
      content: paper.text.slice(0, CUSTOM_SOURCE_MAX_CHARS),
    });
  }
  return found;
}

/**
 * A document for its reader (GET /api/document/{id}): its sections, page analyses and the pages' text,
 * with the reader's feedback and like, in one query, and its version (store.ts documentVersion). With
 * `known` (the row and version of an earlier read) and the document unchanged since, one small query
 * reads the version and the reader's marks only: the state is not read again (null), and access is
 * decided on the known row — the document's row as it is now, since the version is the same.
 */
export async function getDocumentView(options: {
  db: Db;
  viewer: { id: string };
  documentId: string;
  known?: { version: string; doc: DocumentRow } | undefined;
}): Promise<{
  /** The document's row (known.doc when unchanged). */
  doc: DocumentRow;
  state: DocumentState | null;
  version: string;
  feedback: DocumentFeedback;
  liked: boolean;
}> {
  const { db, viewer, documentId, known } = options;
  const reads = sharedReadsOf(db);
  const key = `${documentId} ${viewer.id}`;
  if (known) {
    const current = await reads.version.read(key, () => loadVersionForViewer(db, documentId, viewer.id));
    if (!current) throw new AppError("DOCUMENT_NOT_FOUND");
    if (current.version === known.version) {
      authorize(viewer, "view", known.doc);
      const { marks } = current;
      const feedback = feedbackGiven(marks.feedback);
      return { doc: known.doc, state: null, version: current.version, feedback, liked: marks.liked };
    }
  }
  const found = await reads.state.read(key, () => loadStateForViewer(db, documentId, viewer.id));
  if (!found) throw new AppError("DOCUMENT_NOT_FOUND");
  authorize(viewer, "view", found.state.doc);
  const { marks } = found;
  const { state, version } = found;
  return { doc: state.doc, state, version, feedback: feedbackGiven(marks.feedback), liked: marks.liked };
}

/**
 * getDocumentView's reads, per database: a reader's reads of one document that overlap share a query
 * (shared-reads.ts; each still sees every change committed before it asked).
 */
const sharedReads = new WeakMap<
  Db,
  {
    version: SharedReads<Awaited<ReturnType<typeof loadVersionForViewer>>>;
    state: SharedReads<Awaited<ReturnType<typeof loadStateForViewer>>>;
  }
>();

function sharedReadsOf(db: Db) {
  let reads = sharedReads.get(db);
  if (!reads) {
    reads = { version: new SharedReads(), state: new SharedReads() };
    sharedReads.set(db, reads);
  }
  return reads;
}

/** A document with its sections and page analyses (and the pages' text), for a viewer who may see it. */
export function getDocument(options: { db: Db; viewer: Viewer; documentId: string }): Promise<DocumentState> {
  return documentStateFor({ ...options, action: "view", pageText: true });
}

/** A finished paper opened by its share link: anyone with the link may read it (spec §2: a COMPLETE paper). */
export async function getSharedDocument(options: { db: Db; documentId: string }): Promise<DocumentState> {
  const state = await loadState(options.db, options.documentId, { pageText: true });
  if (state?.doc.status !== "COMPLETE") throw new AppError("DOCUMENT_NOT_FOUND");
  return state;
}

/** Rows of one page of a list, and the cursor of the next page (null on the last). */
export interface RowPage<T> {
  rows: T[];
  nextCursor: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (doc: DocumentRow) =>
  Buffer.from(`${doc.createdAt.toISOString()}|${doc.id}`).toString("base64url");

function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const parts = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const [at, id] = parts;
  const createdAt = new Date(at ?? "");
  const year = createdAt.getUTCFullYear();
  // Only what encodeCursor writes: an ISO time PostgreSQL can compare (years 1970–9999) and a document id.
  if (parts.length !== 2 || !id || !UUID.test(id) || Number.isNaN(year) || year < 1970 || year > 9999) {
    throw new AppError("INVALID_CURSOR");
  }
  return { createdAt, id };
}

const beforeCursor = (after: { createdAt: Date; id: string } | null) =>
  after
    ? or(
        lt(documents.createdAt, after.createdAt),
        and(eq(documents.createdAt, after.createdAt), lt(documents.id, after.id)),
      )
    : undefined;

function pageOf<T extends DocumentRow>(rows: T[], limit: number): RowPage<T> {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** A page of the user's documents (or archived ones), newest first, 25 a page. */
export async function listDocuments(options: {
  db: Db;
  userId: string;
  archived: boolean;
  cursor?: string | undefined;
  limit?: number;
}): Promise<RowPage<DocumentRow>> {
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
  return pageOf(rows, limit);
}

export type FeaturedRow = DocumentRow & { author: { name: string; image: string | null } };

/** Featured papers of every user (complete, not archived), newest first, 15 a page, with their authors. */
export async function listFeatured(options: {
  db: Db;
  cursor?: string | undefined;
}): Promise<RowPage<FeaturedRow>> {
  const rows = await options.db
    .select({ doc: documents, name: user.name, image: user.image })
    .from(documents)
    .innerJoin(user, eq(user.id, documents.userId))
    .where(
      and(
        eq(documents.featured, true),
        isNull(documents.featuredHiddenAt),
        eq(documents.status, "COMPLETE"),
        isNull(documents.archivedAt),
        beforeCursor(decodeCursor(options.cursor)),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(FEATURED_PAGE_SIZE + 1);
  return pageOf(
    rows.map((r) => ({ ...r.doc, author: { name: r.name, image: r.image } })),
    FEATURED_PAGE_SIZE,
  );
}

export async function countDocuments(options: { db: Db; userId: string }): Promise<number> {
  const [row] = await options.db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(eq(documents.userId, options.userId));
  return row?.n ?? 0;
}

/** Moves the viewer's document to the archive (out of Featured Articles), or back. */
export async function setArchived(options: {
  deps: DocumentDeps;
  viewer: Viewer;
  documentId: string;
  archived: boolean;
}): Promise<void> {
  const { deps } = options;
  const doc = await documentFor({ ...options, db: deps.db, action: "archive" });
  // Archiving withdraws the paper from Featured Articles; restoring does not publish it again.
  await updateDocument(
    deps,
    doc.id,
    options.archived ? { archivedAt: new Date(), featured: false } : { archivedAt: null },
  );
}
