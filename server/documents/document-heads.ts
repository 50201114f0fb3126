// Document heads (owner, last change) for event streams opening in a crowd: when two thousand pages of a
// paper reconnect at once, one read of the head serves the openings of the next moments instead of one
// query each (each query's round trip cost the web thread more than the rest of an opening).
import type { Db } from "../db/client";
import type { EventBus, Unsubscribe } from "../events/bus";
import { documentChannel, loadDocumentHead } from "./store";

export type DocumentHead = NonNullable<Awaited<ReturnType<typeof loadDocumentHead>>>;

/** How long a head read is shared (changes published meanwhile still move its updatedAt on). */
export const HEAD_KEPT_MS = 2000;

interface Kept {
  head: Promise<DocumentHead | null>;
  /** The newest updatedAt published on the document's channel since before the read (ms). */
  latest: number;
  off: Unsubscribe;
}

/**
 * Heads read at most once per document every `keptMs`. Each kept head listens to its document's channel
 * from before the read, so an UPDATE published while it is kept (by any process: the bus is theirs) is
 * in the updatedAt the next opening gets; past `keptMs` the database is asked again, so a change whose
 * message was lost is seen within that time.
 */
export class DocumentHeads {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly options: {
      bus: EventBus;
      load: (id: string) => Promise<DocumentHead | null>;
      keptMs?: number;
    },
  ) {}

  async get(id: string): Promise<DocumentHead | null> {
    let entry = this.kept.get(id);
    if (!entry) {
      const kept: Kept = { head: Promise.resolve(null), latest: 0, off: () => undefined };
      kept.off = this.options.bus.subscribe(documentChannel(id), (message) => {
        const at = (message as { updatedAt?: number }).updatedAt;
        if (typeof at === "number") kept.latest = Math.max(kept.latest, at);
      });
      kept.head = this.options.load(id);
      this.kept.set(id, kept);
      const forget = () => {
        if (this.kept.get(id) !== kept) return;
        this.kept.delete(id);
        kept.off();
      };
      setTimeout(forget, this.options.keptMs ?? HEAD_KEPT_MS).unref();
      // A failed read is not kept: the next opening asks again.
      kept.head.catch(forget);
      entry = kept;
    }
    const head = await entry.head;
    if (!head) return null;
    return entry.latest > head.updatedAt.getTime() ? { ...head, updatedAt: new Date(entry.latest) } : head;
  }

  get bus(): EventBus {
    return this.options.bus;
  }

  /** Heads kept now (tests). */
  get size(): number {
    return this.kept.size;
  }
}

const heads = new WeakMap<Db, DocumentHeads>();

/** The heads of one database and its bus (one per app, as documentCacheOf). */
export function documentHeadsOf(db: Db, bus: EventBus): DocumentHeads {
  let kept = heads.get(db);
  if (!kept || kept.bus !== bus) {
    kept = new DocumentHeads({ bus, load: (id) => loadDocumentHead(db, id) });
    heads.set(db, kept);
  }
  return kept;
}
