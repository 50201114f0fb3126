// Feedback on a finished paper (spec §4, §5): a thumbs up or down once per target (the summary, the
// analysis), then one comment with suggestion chips. Only the owner gives it; others get 404.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FeedbackTarget } from "../../common/api";
import type { DocumentFeedback } from "../../common/types";
import type { Db } from "../db/client";
import { feedback } from "../db/schema";
import { AppError } from "../errors";
import type { Viewer } from "../policies/document";
import { documentFor } from "./access";

interface FeedbackAction {
  db: Db;
  viewer: Viewer;
  documentId: string;
}

/** What the viewer has given on the document, per target (the document's `feedback`). */
export async function feedbackOf(options: {
  db: Db;
  userId: string;
  documentId: string;
}): Promise<DocumentFeedback> {
  const rows = await options.db
    .select({ target: feedback.target, isPositive: feedback.isPositive })
    .from(feedback)
    .where(and(eq(feedback.documentId, options.documentId), eq(feedback.userId, options.userId)));
  return feedbackGiven(rows);
}

/** The document's `feedback` from the viewer's feedback rows. */
export function feedbackGiven(
  rows: { target: "summary" | "analysis" | "comment"; isPositive: boolean | null }[],
): DocumentFeedback {
  const given: DocumentFeedback = {};
  for (const row of rows) {
    if (row.target === "comment") given.comment = true;
    else given[row.target] = { isPositive: row.isPositive ?? false };
  }
  return given;
}

/** Rates the summary or the analysis of the viewer's finished paper, once (409 the second time). */
export async function rateDocument(
  options: FeedbackAction & { target: FeedbackTarget; isPositive: boolean },
): Promise<DocumentFeedback> {
  const doc = await finishedPaperFor(options);
  await insertOnce(options.db, {
    documentId: doc.id,
    userId: doc.userId,
    target: options.target,
    isPositive: options.isPositive,
  });
  return feedbackOf({ db: options.db, userId: doc.userId, documentId: doc.id });
}

/** Records the viewer's comment and chosen suggestions on their finished paper, once; one of them is needed. */
export async function commentOnDocument(
  options: FeedbackAction & { comment: string; suggestions: string[] },
): Promise<DocumentFeedback> {
  const comment = options.comment.trim();
  const suggestions = [...new Set(options.suggestions.map((s) => s.trim()).filter(Boolean))];
  const doc = await finishedPaperFor(options);
  if (!comment && suggestions.length === 0) throw new AppError("FEEDBACK_EMPTY");
  await insertOnce(options.db, {
    documentId: doc.id,
    userId: doc.userId,
    target: "comment",
    comment: comment || null,
    suggestions,
  });
  return feedbackOf({ db: options.db, userId: doc.userId, documentId: doc.id });
}

async function finishedPaperFor(options: FeedbackAction) {
  const doc = await documentFor({ ...options, action: "feedback" });
  if (doc.status !== "COMPLETE") throw new AppError("PAPER_NOT_FINISHED");
  return doc;
}

/** Inserts a feedback row; the unique index (document, user, target) makes a second one a 409. */
async function insertOnce(db: Db, row: Omit<typeof feedback.$inferInsert, "id">): Promise<void> {
  const inserted = await db
    .insert(feedback)
    .values({ id: randomUUID(), ...row })
    .onConflictDoNothing()
    .returning({ id: feedback.id });
  if (inserted.length === 0) throw new AppError("FEEDBACK_ALREADY_GIVEN");
}
