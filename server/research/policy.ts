// Who may do what with a document, written once; the answers travel to the client.
import type { DocumentPolicy } from "../../common/types";
import type { DocumentRow } from "./store";

export type DocumentAction = "view" | "edit" | "archive" | "retry" | "write" | "feedback" | "download";

/** Only the owner acts on a document; others see it only through share and featured. */
export function can(viewer: { id: string | null }, action: DocumentAction, doc: DocumentRow): boolean {
  const owner = viewer.id !== null && viewer.id === doc.userId;
  switch (action) {
    case "view":
    case "archive":
    case "feedback":
    case "download":
      return owner;
    case "edit":
      return owner && isEditable(doc);
    case "write":
      return owner && isEditable(doc) && doc.awaiting === "OUTLINE";
    case "retry":
      return owner && doc.status === "ERROR";
  }
}

/** Editing is allowed only while READY, before analysis starts, and not in automatic mode (spec §4). */
export function isEditable(doc: DocumentRow): boolean {
  return doc.status === "READY" && !doc.settings.automaticMode && doc.awaiting !== null;
}

export function policyFor(viewer: { id: string | null }, doc: DocumentRow): DocumentPolicy {
  return {
    edit: can(viewer, "edit", doc),
    archive: can(viewer, "archive", doc),
    retry: can(viewer, "retry", doc),
  };
}
