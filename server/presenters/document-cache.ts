// GET /api/document/{id} without reading and presenting the whole document again when it has not changed:
// the shared part of the answer (everything but the reader's own like, feedback and `can`) is kept as JSON
// bytes with the document's version (research/store.ts documentVersion). Every read still asks the database
// for the version and the reader's own marks (one small query), decides access on the document's row as
// it is at that version, and reads and presents the document again when the version differs — so a change
// made by any process, however it was written, is seen by the next read, as without the cache.
import type { Db } from "../db/client";
import type { DocumentRow } from "../research/store";

export interface CachedDocument {
  version: string;
  /** The row as read at `version` (access and `can` are decided on it). */
  doc: DocumentRow;
  /** sharedDocumentBytes(presentSharedPart(state)) at `version`. */
  sharedBytes: Buffer;
}

/**
 * Documents by id, least recently read dropped first once their bytes pass `maxBytes` in all (a Map keeps
 * insertion order: a read moves its entry to the end). Hand-written: a dozen lines, where a library's LRU
 * would need a new dependency.
 */
export class DocumentCache {
  private readonly entries = new Map<string, CachedDocument>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16_000_000) {}

  get(id: string): CachedDocument | undefined {
    const entry = this.entries.get(id);
    if (entry) {
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  set(id: string, entry: CachedDocument): void {
    this.delete(id);
    // A document of more than a tenth of the budget would push out most of the others: read it each time.
    if (entry.sharedBytes.byteLength > this.maxBytes / 10) return;
    this.entries.set(id, entry);
    this.bytes += entry.sharedBytes.byteLength;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.sharedBytes.byteLength;
  }
}

const caches = new WeakMap<Db, DocumentCache>();

/** The cache of one database (one per app: the route module is shared by every app of a test process). */
export function documentCacheOf(db: Db): DocumentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DocumentCache();
    caches.set(db, cache);
  }
  return cache;
}
