// Loading a document for someone: the row (or its whole state) once authorize() says they may act on it.
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { authorize, type DocumentAction, type Viewer } from "../policies/document";
import { type DocumentRow, type DocumentState, loadDocument, loadState } from "./store";

interface Access {
  db: Db;
  viewer: Viewer;
  documentId: string;
  action: DocumentAction;
}

/** The document row, if the viewer may do `action` on it (404 when it is missing or not theirs). */
export async function documentFor(options: Access): Promise<DocumentRow> {
  const doc = await loadDocument(options.db, options.documentId);
  if (!doc) throw new AppError("DOCUMENT_NOT_FOUND");
  authorize(options.viewer, options.action, doc);
  return doc;
}

/** The document with its sections and analyses, if the viewer may do `action` on it. */
export async function documentStateFor(options: Access & { pageText?: boolean }): Promise<DocumentState> {
  const state = await loadState(options.db, options.documentId, { pageText: options.pageText ?? false });
  if (!state) throw new AppError("DOCUMENT_NOT_FOUND");
  authorize(options.viewer, options.action, state.doc);
  return state;
}
