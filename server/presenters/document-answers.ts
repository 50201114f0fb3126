// The document routes' answers besides the paper itself (ARCHITECTURE §5): each is the type of its
// operation's schema in the contract (common/responses.ts), and picks its fields, so nothing else leaks.
import type { JsonPatch } from "../../common/json-patch";
import type { ResponseOf } from "../../common/responses";
import type { DocumentFeedback, RecheckCounts } from "../../common/types";
import type { OwnPart } from "./document";

/** An action that only says it was done (archive, restore, delete, retry, plan, write…). */
export function presentDone(): ResponseOf<"POST /api/document/{id}/retry"> {
  return { ok: true };
}

/** POST /api/document: the new paper's id (201); the page reads the rest. */
export function presentCreatedDocument(document: { id: string }): ResponseOf<"POST /api/document"> {
  return { document: { id: document.id } };
}

/** PUT /api/document/{id}/summary: the contract's message (the app never branches on it). */
export function presentSummarySaved(): ResponseOf<"PUT /api/document/{id}/summary"> {
  return { message: "Summary saved!" };
}

/** GET /api/document/{id}?base=: what changed in the shared part since `base`, and the reader's own part. */
export function presentDocumentChanges(
  base: string,
  changes: JsonPatch | null,
  own: OwnPart,
): Extract<ResponseOf<"GET /api/document/{id}">, { base: string }> {
  return { base, changes, own: { isLiked: own.isLiked, feedback: own.feedback, can: own.can } };
}

/** A download's link (GET …/download of a paper or a shared paper). */
export function presentDownload(download: { url: string }): ResponseOf<"GET /api/document/{id}/download"> {
  return { url: download.url };
}

/** POST /api/document/{id}/evidence/recheck: what reading the sources again found. */
export function presentRecheck(
  counts: RecheckCounts,
): ResponseOf<"POST /api/document/{id}/evidence/recheck"> {
  const { checked, present, gone, unreachable } = counts;
  return { recheck: { checked, present, gone, unreachable } };
}

/** GET, POST, DELETE /api/document/{id}/like. */
export function presentLike(like: {
  isLiked: boolean;
  likeCount: number;
}): ResponseOf<"GET /api/document/{id}/like"> {
  return { isLiked: like.isLiked, likeCount: like.likeCount };
}

/** POST, DELETE /api/document/{id}/feature. */
export function presentFeatured(state: { featured: boolean }): ResponseOf<"POST /api/document/{id}/feature"> {
  return { featured: state.featured };
}

/** POST …/feedback/rating and …/feedback/comment: what the person has given, per target. */
export function presentFeedback(
  feedback: DocumentFeedback,
): ResponseOf<"POST /api/document/{id}/feedback/rating"> {
  return {
    feedback: {
      ...(feedback.summary ? { summary: { isPositive: feedback.summary.isPositive } } : {}),
      ...(feedback.analysis ? { analysis: { isPositive: feedback.analysis.isPositive } } : {}),
      ...(feedback.comment !== undefined ? { comment: feedback.comment } : {}),
    },
  };
}

type PlannedQuestion = ResponseOf<"POST /api/document/{id}/outline/question">["question"];

function plannedQuestion(question: PlannedQuestion): PlannedQuestion {
  const { refinedQuery, searchType } = question.searchQuery;
  return { question: question.question, searchQuery: { refinedQuery, searchType } };
}

/** POST /api/document/{id}/outline/section: the suggested section, for the outline being edited. */
export function presentPlannedSection(
  section: ResponseOf<"POST /api/document/{id}/outline/section">["section"],
): ResponseOf<"POST /api/document/{id}/outline/section"> {
  return {
    section: {
      title: section.title,
      description: section.description,
      subSections: section.subSections.map(plannedQuestion),
    },
  };
}

/** POST /api/document/{id}/outline/question: the suggested question. */
export function presentPlannedQuestion(
  question: PlannedQuestion,
): ResponseOf<"POST /api/document/{id}/outline/question"> {
  return { question: plannedQuestion(question) };
}
