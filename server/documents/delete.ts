// Deleting a paper (DELETE /api/document/{id}) and everything an account holds before Better Auth deletes
// its user row: rows go with the database's cascades (sections, page analyses, evidence, likes, views,
// feedback, usage records, custom sources, API keys), files by their keys, and billing rows stay — the
// ledger keeps amounts and dates for the books, without the user (its user_id is set to null).
import { eq, sql } from "drizzle-orm";
import { documents, files, likes } from "../db/schema";
import type { Viewer } from "../policies/document";
import { uploadPrefix } from "../storage/uploads";
import { documentFor } from "./access";
import type { DocumentDeps } from "./deps";
import { publishUpdate } from "./store";

type DeleteDeps = DocumentDeps;

/** Deletes the viewer's paper for good: its rows, files and downloads; others get 404 as for any paper. */
export async function deleteDocument(options: {
  deps: DeleteDeps;
  viewer: Viewer;
  documentId: string;
}): Promise<void> {
  const doc = await documentFor({
    db: options.deps.db,
    viewer: options.viewer,
    documentId: options.documentId,
    action: "delete",
  });
  await removeDocument(options.deps, doc.id);
}

async function removeDocument(deps: DeleteDeps, id: string): Promise<void> {
  // Work still under way stops being paid for: its holds go back and what it spent is charged, once.
  await deps.billing?.settle({ documentId: id });
  const gone = await deps.db.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id });
  if (gone.length === 0) return;
  await deps.storage.removePrefix(`downloads/${id}/`);
  await deps.storage.removePrefix(`covers/${id}-`);
  // Pages watching it read it again and find it gone; a job still queued for it finds no document.
  await publishUpdate(deps.bus, id);
}

/** Everything of an account but its user row (Better Auth's delete-user removes that, and its sessions). */
export async function deleteAccountData(options: { deps: DeleteDeps; userId: string }): Promise<void> {
  const { deps, userId } = options;
  const own = await deps.db.select({ id: documents.id }).from(documents).where(eq(documents.userId, userId));
  for (const doc of own) await removeDocument(deps, doc.id);
  // The papers this user liked count one like less (the likes themselves go with the user row).
  await deps.db.execute(
    sql`UPDATE ${documents} SET like_count = greatest(like_count - 1, 0)
        WHERE id IN (SELECT ${likes.documentId} FROM ${likes} WHERE ${likes.userId} = ${userId})`,
  );
  await deps.db.delete(likes).where(eq(likes.userId, userId));
  await deps.storage.removePrefix(uploadPrefix(userId));
  await deps.db.delete(files).where(eq(files.userId, userId));
}
