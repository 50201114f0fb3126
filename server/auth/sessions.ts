// Whether a session still exists: the check that stands in front of every copy of a session this server
// keeps (Better Auth's signed cookie cache, our verified-cookie memory), so sign-out, revocation, a
// password change or a deleted account end the session on the next request in every web process.
// The copies still spare the user read and the cookie's signature checks; the checks of requests that
// arrive together are made in one query (SessionLiveness), so a busy server pays about one probe per
// database round trip rather than one per request.
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";

/** True when the session row is there and not expired. */
export async function isSessionLive(options: { db: Db; sessionId: string; now?: Date }): Promise<boolean> {
  const rows = await options.db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, options.sessionId), gt(session.expiresAt, options.now ?? new Date())))
    .limit(1);
  return rows.length > 0;
}

/** Most session ids one query asks about. */
const BATCH_MAX = 500;

/**
 * isSessionLive for many requests at once. A check joins only a query that has not started yet (one that
 * started before the request came might have read the session before it was revoked), and one query runs
 * at a time: checks that arrive while it runs wait for the next, which asks about all of them.
 */
export class SessionLiveness {
  private waiting = new Map<string, ((live: boolean) => void)[]>();
  private running = false;

  constructor(private readonly db: Db) {}

  isLive(sessionId: string): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const list = this.waiting.get(sessionId);
      const settle = (live: boolean | Error) => (live instanceof Error ? reject(live) : resolve(live));
      if (list) list.push(settle as (live: boolean) => void);
      else this.waiting.set(sessionId, [settle as (live: boolean) => void]);
      if (!this.running) this.run();
    });
  }

  private run(): void {
    this.running = true;
    // The checks made in this turn of the event loop go together.
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    const batch = new Map([...this.waiting].slice(0, BATCH_MAX));
    for (const id of batch.keys()) this.waiting.delete(id);
    try {
      const rows = await this.db
        .select({ id: session.id })
        .from(session)
        .where(and(inArray(session.id, [...batch.keys()]), gt(session.expiresAt, new Date())));
      const live = new Set(rows.map((r) => r.id));
      for (const [id, waiters] of batch) for (const done of waiters) done(live.has(id));
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const waiters of batch.values())
        for (const done of waiters) (done as (e: unknown) => void)(failure);
    } finally {
      this.running = false;
      if (this.waiting.size > 0) this.run();
    }
  }
}
