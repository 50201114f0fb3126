// Reads of the same thing asked for at the same time share one database query, without ever answering a
// caller with a read older than its question: a caller that comes while a read is running waits for the
// next one, which starts when the running one ends, and every caller that came meanwhile shares it. So
// each caller's answer comes from a statement that began after it asked — it sees every change committed
// before it asked, as with a query of its own — and one key has at most one query running and one waiting.
// GET /api/document/{id}: under load, a reader's reads pile up (a browser's tabs, a burst after a pause
// of the web thread); each asked the database for the document's version, which cost PostgreSQL more
// than the rest of the read.

interface Waiting<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  run: () => Promise<T>;
}

interface Slot<T> {
  /** The callers that came while the running read runs, and the read they share once it ends. */
  next?: Waiting<T>;
}

export class SharedReads<T> {
  private readonly slots = new Map<string, Slot<T>>();

  /** run()'s result for this key, from a run that starts now or as soon as the running one ends. */
  read(key: string, run: () => Promise<T>): Promise<T> {
    const slot = this.slots.get(key);
    if (!slot) return this.start(key, run);
    if (!slot.next) {
      let resolve!: (value: T) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      slot.next = { promise, resolve, reject, run };
    }
    return slot.next.promise;
  }

  /** Keys with a read running (tests). */
  get running(): number {
    return this.slots.size;
  }

  private start(key: string, run: () => Promise<T>): Promise<T> {
    const slot: Slot<T> = {};
    this.slots.set(key, slot);
    let result: Promise<T>;
    try {
      result = run();
    } catch (error) {
      result = Promise.reject(error);
    }
    const advance = () => {
      const next = slot.next;
      if (!next) {
        this.slots.delete(key);
        return;
      }
      // Every waiting caller asked for the same key: the first one's run reads for them all.
      this.start(key, next.run).then(next.resolve, next.reject);
    };
    result.then(advance, advance);
    return result;
  }
}
