// Likes and views (spec §3, §4): a like per person per paper they may see; a view per distinct viewer
// other than the owner, once a day. Neither changes the paper's updatedAt (its version, downloads, watchers).
import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents, documentViews, likes, user } from "../db/schema";
import { AppError } from "../errors";
import type { Viewer } from "../policies/document";
import { type DocumentRow, loadDocument } from "./store";

export interface LikeState {
  isLiked: boolean;
  likeCount: number;
}

/** Whom a paper may be liked by: its owner, and anyone once it is finished (it is then shareable). */
export function mayReadPaper(viewer: Viewer, doc: DocumentRow): boolean {
  if (viewer.id !== null && viewer.id === doc.userId) return true;
  return doc.status === "COMPLETE";
}

async function readableDocument(db: Db, viewer: Viewer, documentId: string): Promise<DocumentRow> {
  const doc = await loadDocument(db, documentId);
  if (!doc || !mayReadPaper(viewer, doc)) throw new AppError("DOCUMENT_NOT_FOUND");
  return doc;
}

async function stateOf(db: Db, userId: string, documentId: string): Promise<LikeState> {
  const [row] = await db
    .select({
      likeCount: documents.likeCount,
      isLiked: sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${userId} and ${likes.documentId} = ${documentId})`,
    })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!row) throw new AppError("DOCUMENT_NOT_FOUND");
  return { isLiked: Boolean(row.isLiked), likeCount: row.likeCount };
}

/** GET …/like: whether the user likes the paper, and how many do. */
export async function likeState(options: { db: Db; userId: string; documentId: string }): Promise<LikeState> {
  await readableDocument(options.db, { id: options.userId }, options.documentId);
  return stateOf(options.db, options.userId, options.documentId);
}

/** POST …/like (liked: true) and DELETE …/like (liked: false); doing it twice changes nothing. */
export async function setLiked(options: {
  db: Db;
  userId: string;
  documentId: string;
  liked: boolean;
}): Promise<LikeState> {
  const { db, userId, documentId } = options;
  await readableDocument(db, { id: userId }, documentId);
  await db.transaction(async (tx) => {
    const changed = options.liked
      ? await tx.insert(likes).values({ userId, documentId }).onConflictDoNothing().returning()
      : await tx
          .delete(likes)
          .where(and(eq(likes.userId, userId), eq(likes.documentId, documentId)))
          .returning();
    if (changed.length === 0) return;
    await tx
      .update(documents)
      .set({ likeCount: sql`greatest(${documents.likeCount} + ${options.liked ? 1 : -1}, 0)` })
      .where(eq(documents.id, documentId));
  });
  return stateOf(db, userId, documentId);
}

/** The ids among `documentIds` the user likes (for list entries' isLiked). */
export async function likedAmong(db: Db, userId: string | null, documentIds: string[]): Promise<Set<string>> {
  if (!userId || documentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: likes.documentId })
    .from(likes)
    .where(and(eq(likes.userId, userId), inArray(likes.documentId, documentIds)));
  return new Set(rows.map((r) => r.id));
}

/** Who a view is from: a signed-in user's id, else a hash of the visitor's address (never the address). */
export function viewerKeyOf(viewer: Viewer, address: string): string {
  if (viewer.id) return `user:${viewer.id}`;
  return `addr:${createHash("sha256").update(`treatise-view|${address}`).digest("hex").slice(0, 32)}`;
}

/**
 * Counts a view of a paper: once per viewer per day (UTC), never the owner's own. True when counted.
 * `browser` (the share page's visitor cookie) makes one person one viewer across signing in: a browser
 * seen on this paper today is not counted again, whether it reads signed out and then signed in or the
 * other way round. (A visitor is known by the address while signed out, so someone reading signed out
 * from an address already counted today is taken for the same reader also after signing in.)
 */
export async function recordView(options: {
  db: Db;
  doc: Pick<DocumentRow, "id" | "userId">;
  viewer: Viewer;
  address: string;
  browser?: string;
  now?: Date;
}): Promise<boolean> {
  const { db, doc, viewer } = options;
  if (viewer.id !== null && viewer.id === doc.userId) return false;
  const day = (options.now ?? new Date()).toISOString().slice(0, 10);
  const viewerKey = `${viewerKeyOf(viewer, options.address)}|${day}`;
  const browserKey = options.browser
    ? `browser:${createHash("sha256").update(`treatise-view|${options.browser}`).digest("hex").slice(0, 32)}|${day}`
    : null;
  return db.transaction(async (tx) => {
    const markBrowser = async () => {
      if (browserKey)
        await tx
          .insert(documentViews)
          .values({ documentId: doc.id, viewerKey: browserKey })
          .onConflictDoNothing();
    };
    const [seen] = browserKey
      ? await tx
          .select({ key: documentViews.viewerKey })
          .from(documentViews)
          .where(and(eq(documentViews.documentId, doc.id), eq(documentViews.viewerKey, browserKey)))
      : [];
    // This browser was counted today already (signed in or out): a visitor's read adds nothing.
    if (seen && viewer.id === null) return false;
    const inserted = await tx
      .insert(documentViews)
      .values({ documentId: doc.id, viewerKey })
      .onConflictDoNothing()
      .returning();
    await markBrowser();
    if (inserted.length === 0 || seen) return false;
    await tx
      .update(documents)
      .set({ viewsCount: sql`${documents.viewsCount} + 1` })
      .where(eq(documents.id, doc.id));
    return true;
  });
}

/** A paper's view count as stored now (after a view another request may have counted meanwhile). */
export async function viewsCountOf(db: Db, documentId: string): Promise<number> {
  const [row] = await db
    .select({ viewsCount: documents.viewsCount })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row?.viewsCount ?? 0;
}

/** The name and picture a shared paper shows for its author. */
export async function authorOf(db: Db, userId: string): Promise<{ name: string; image: string | null }> {
  const [row] = await db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, userId));
  return row ?? { name: "", image: null };
}
