// The account's own password, asked again before an act that outlives the session (creating an API key):
// a stolen or stale session alone cannot mint a key that survives sign-out and revocation.

import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { account } from "../db/schema";

/** True when `password` is the user's email-and-password credential (false without one). */
export async function isAccountPassword(options: {
  db: Db;
  userId: string;
  password: string;
}): Promise<boolean> {
  const [row] = await options.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, options.userId), eq(account.providerId, "credential")))
    .limit(1);
  if (!row?.hash) return false;
  return verifyPassword({ hash: row.hash, password: options.password });
}
