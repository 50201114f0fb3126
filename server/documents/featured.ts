// Featured Articles (spec §2 /featured-papers): the owner publishes a finished paper and withdraws it;
// archiving withdraws it too; an operator can hide any paper for good (`treatise featured hide <id>`).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { AppError } from "../errors";
import type { Viewer } from "../policies/document";
import { documentFor } from "./access";
import type { DocumentDeps } from "./deps";
import { updateDocument } from "./store";

/** Publishes (or withdraws) the viewer's paper in Featured Articles; only a finished paper is published. */
export async function setFeatured(options: {
  deps: DocumentDeps;
  viewer: Viewer;
  documentId: string;
  featured: boolean;
}): Promise<{ featured: boolean }> {
  const { deps } = options;
  const doc = await documentFor({ ...options, db: deps.db, action: "feature" });
  if (options.featured) {
    if (doc.status !== "COMPLETE" || doc.archivedAt) throw new AppError("PAPER_NOT_FINISHED");
    if (doc.featuredHiddenAt) throw new AppError("FEATURE_HIDDEN");
  }
  if (doc.featured !== options.featured) await updateDocument(deps, doc.id, { featured: options.featured });
  return { featured: options.featured };
}

/** Operators: takes any paper out of Featured Articles and keeps it out. False when no such paper. */
export async function hideFromFeatured(options: {
  db: Db;
  documentId: string;
}): Promise<{ title: string } | null> {
  const [row] = await options.db
    .update(documents)
    .set({ featured: false, featuredHiddenAt: new Date() })
    .where(eq(documents.id, options.documentId))
    .returning({ title: documents.title, query: documents.query });
  return row ? { title: row.title || row.query } : null;
}
