// Who may do what with a document, written once: can() answers the question (and its answers travel
// to the client as `can`), authorize() enforces the same answer in every domain function.
import type { DocumentPolicy } from "../../common/types";
import type { DocumentRow } from "../db/schema";
import { AppError } from "../errors";

/** Who is asking: a signed-in user's id, or null for a visitor. */
export interface Viewer {
  id: string | null;
}

export const DOCUMENT_ACTIONS = [
  "view",
  "archive",
  "delete",
  "feedback",
  "feature",
  "download",
  "edit",
  "editOutline",
  "write",
  "replan",
  "retry",
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/** Only the owner acts on a document; others see it only through share and featured. */
export function can(viewer: Viewer, action: DocumentAction, doc: DocumentRow): boolean {
  const owner = canView(viewer, doc);
  switch (action) {
    case "view":
    case "archive":
    case "delete":
    case "feedback":
    case "feature":
    case "download":
      return owner;
    case "edit":
      return owner && isEditable(doc);
    case "editOutline":
    case "write":
      return owner && isEditable(doc) && doc.awaiting === "OUTLINE";
    case "replan":
      // Planning can be redone until writing starts, and again once the paper is complete (spec §4).
      return owner && (isEditable(doc) || doc.status === "COMPLETE");
    case "retry":
      return owner && doc.status === "ERROR";
  }
}

/** Whether the viewer may see the document (can(viewer, "view", doc)), from its owner alone. */
export function canView(viewer: Viewer, doc: Pick<DocumentRow, "userId">): boolean {
  return viewer.id !== null && viewer.id === doc.userId;
}

/**
 * Throws unless the viewer may act: a document they may not even view does not exist for them (404,
 * whatever the action); otherwise the error says why the action is not possible now.
 */
export function authorize(viewer: Viewer, action: DocumentAction, doc: DocumentRow): void {
  if (!can(viewer, "view", doc)) throw new AppError("DOCUMENT_NOT_FOUND");
  if (can(viewer, action, doc)) return;
  switch (action) {
    case "edit":
    case "replan":
      throw new AppError("NOT_EDITABLE");
    case "editOutline":
      throw new AppError(can(viewer, "edit", doc) ? "OUTLINE_NOT_CREATED" : "NOT_EDITABLE");
    case "write":
      throw new AppError(can(viewer, "edit", doc) ? "OUTLINE_NOT_REVIEWED" : "NOT_EDITABLE");
    case "retry":
      throw new AppError("NOT_IN_ERROR");
    default:
      throw new AppError("FORBIDDEN");
  }
}

/** Editing is allowed only while READY, before analysis starts, and not in automatic mode (spec §4). */
export function isEditable(doc: DocumentRow): boolean {
  return doc.status === "READY" && !doc.settings.automaticMode && doc.awaiting !== null;
}

/** The answers the client receives with the document, so it hides what the viewer cannot do. */
export function policyFor(viewer: Viewer, doc: DocumentRow): DocumentPolicy {
  return {
    edit: can(viewer, "edit", doc),
    archive: can(viewer, "archive", doc),
    retry: can(viewer, "retry", doc),
    replan: can(viewer, "replan", doc),
  };
}
