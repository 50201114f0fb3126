// Whether a session still exists: the check that stands in front of every copy of a session this server
// keeps (Better Auth's signed cookie cache, our verified-cookie memory), so sign-out, revocation, a
// password change or a deleted account end the session on the next request in every web process.
// One primary-key probe; the copies still spare the user read and the cookie's signature checks.
import { and, eq, gt } from "drizzle-orm";
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
