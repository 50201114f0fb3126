// GET /api/document/{id} without reading and presenting the whole document again when it has not changed:
// the shared part of the answer (everything but the reader's own like, feedback and `can`) is kept as JSON
// bytes with the document's version (documents/store.ts documentVersion). Every read still asks the database
// for the version and the reader's own marks (one small query), decides access on the document's row as
// it is at that version, and reads and presents the document again when the version differs — so a change
// made by any process, however it was written, is seen by the next read, as without the cache.
import type { Db } from "../db/client";
import type { DocumentRow } from "../documents/store";

export interface CachedDocument {
  version: string;
  /** The row as read at `version` (access and `can` are decided on it). */
  doc: DocumentRow;
  /** sharedDocumentBytes(presentSharedPart(state)) at `version`. */
  sharedBytes: Buffer;
  /**
   * Whole answers at `version`, by encoding and the reader's own part (answerKey): a browser asks for the
   * paper gzipped, and gzipping 60 KB for every read cost more than the rest of the read; a plain answer
   * kept whole is sent without building 60 KB anew. Most readers of a paper have the same own part (not
   * liked, no feedback), so a few variants serve them.
   */
  answers?: Map<string, Buffer<ArrayBuffer>>;
}

/** Whole answers kept per document (encodings × own parts: its owner, readers who liked it…). */
const ANSWER_VARIANTS = 8;

/** The key of a kept answer: its Content-Encoding and the reader's own part (ownPartText). */
export const answerKey = (encoding: "gzip" | "identity", own: string) => `${encoding} ${own}`;

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

  /** The whole answer kept for this version and key (answerKey). */
  answer(id: string, version: string, key: string): Buffer<ArrayBuffer> | undefined {
    const entry = this.entries.get(id);
    return entry?.version === version ? entry.answers?.get(key) : undefined;
  }

  /** Keeps a whole answer with the entry of this version (none kept when the entry is gone or newer). */
  keepAnswer(id: string, version: string, key: string, body: Buffer<ArrayBuffer>): void {
    const entry = this.entries.get(id);
    if (entry?.version !== version || entry.answers?.has(key)) return;
    entry.answers ??= new Map();
    if (entry.answers.size >= ANSWER_VARIANTS) {
      const [oldest, bytes] = entry.answers.entries().next().value as [string, Buffer];
      entry.answers.delete(oldest);
      this.bytes -= bytes.byteLength;
    }
    entry.answers.set(key, body);
    this.bytes += body.byteLength;
    this.trim();
  }

  set(id: string, entry: CachedDocument): void {
    this.delete(id);
    // A document of more than a tenth of the budget would push out most of the others: read it each time.
    if (entry.sharedBytes.byteLength > this.maxBytes / 10) return;
    this.entries.set(id, entry);
    this.bytes += sizeOf(entry);
    this.trim();
  }

  private trim(): void {
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Bytes held in all (tests). */
  get heldBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= sizeOf(entry);
  }
}

function sizeOf(entry: CachedDocument): number {
  let bytes = entry.sharedBytes.byteLength;
  for (const body of entry.answers?.values() ?? []) bytes += body.byteLength;
  return bytes;
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
