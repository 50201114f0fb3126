// The two live views of a document, for a viewer who may see it: its event stream (watch) and the text
// of one section as it is written. Both check access before the response starts, so refusals are errors.
import { KEEP_ALIVE_INTERVAL_MS } from "../../common/constants";
import type { Db } from "../db/client";
import { documentFor } from "../documents/access";
import { documentHeadsOf } from "../documents/document-heads";
import { documentChannel } from "../documents/store";
import { AppError } from "../errors";
import type { EventBus } from "../events/bus";
import { type WatchEvent, watchDocument } from "../events/watch";
import { canView, type Viewer } from "../policies/document";
import { readSectionText } from "./section-stream";

interface StreamAccess {
  db: Db;
  bus: EventBus;
  viewer: Viewer;
  documentId: string;
}

/** The document's watch, ready to run inside the response: UPDATE on each change, KEEP_ALIVE when quiet. */
export async function openDocumentWatch(
  options: StreamAccess & { since: number },
): Promise<(io: { signal: AbortSignal; send(event: WatchEvent): Promise<void> }) => Promise<void>> {
  const doc = await documentHeadsOf(options.db, options.bus).get(options.documentId);
  if (!doc || !canView(options.viewer, doc)) throw new AppError("DOCUMENT_NOT_FOUND");
  return (io) =>
    watchDocument({
      bus: options.bus,
      channel: documentChannel(doc.id),
      since: options.since,
      updatedAt: doc.updatedAt.getTime(),
      keepAliveMs: KEEP_ALIVE_INTERVAL_MS,
      ...io,
    });
}

/** A section's text: what is written so far, then the rest live until the section completes. */
export async function openSectionText(
  options: StreamAccess & { sectionIndex: number; signal?: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  const doc = await documentFor({ ...options, action: "view" });
  return readSectionText({
    db: options.db,
    bus: options.bus,
    documentId: doc.id,
    idx: options.sectionIndex,
    planVersion: doc.planVersion,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
