// Sign-in throttling in the database (shared by every web process, kept across restarts). Attempts are
// counted per client address and account, and per address over all accounts; after a few free attempts
// each further one waits twice as long as the one before (up to a cap). Nothing is locked for everyone:
// the account's owner, signing in from another address, is never held up by someone guessing elsewhere.
// An attempt is counted before the password is checked (so parallel guesses cannot slip past the wait),
// and given back when it turns out not to be a wrong password.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInThrottle } from "../db/schema";

/** Wrong passwords one address may try on one account before the delay starts. */
export const ACCOUNT_FREE_ATTEMPTS = 5;
/** Wrong passwords one address may try over all accounts before the delay starts. */
export const ADDRESS_FREE_ATTEMPTS = 30;
/** The longest wait between two attempts. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A count left alone this long starts again from nothing. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const accountKey = (account: string, address: string) => `account:${account}|${address}`;
const addressKey = (address: string) => `address:${address}`;

/** How long after the last attempt the next may come, with `failures` counted and `free` allowed. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(30, failures - free));
}

/**
 * Counts a sign-in attempt of `account` from `address`, or refuses it: the answer is 0 when it may go on,
 * else the milliseconds to wait (nothing is counted then).
 */
export async function reserveSignIn(options: {
  db: Db;
  account: string;
  address: string;
  now?: Date;
}): Promise<number> {
  const { db, account, address } = options;
  const now = options.now ?? new Date();
  const keys = [
    { key: accountKey(account, address), free: ACCOUNT_FREE_ATTEMPTS },
    { key: addressKey(address), free: ADDRESS_FREE_ATTEMPTS },
  ];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(signInThrottle)
      .where(
        inArray(
          signInThrottle.key,
          keys.map((k) => k.key),
        ),
      )
      .for("update");
    let wait = 0;
    for (const row of rows) {
      const since = now.getTime() - row.lastAttemptAt.getTime();
      if (since >= FORGET_AFTER_MS) continue;
      const free = keys.find((k) => k.key === row.key)?.free ?? 0;
      wait = Math.max(wait, delayAfter(row.failures, free) - since);
    }
    if (wait > 0) return wait;
    const forgotten = new Date(now.getTime() - FORGET_AFTER_MS);
    for (const { key } of keys) {
      await tx
        .insert(signInThrottle)
        .values({ key, failures: 1, lastAttemptAt: now })
        .onConflictDoUpdate({
          target: signInThrottle.key,
          set: {
            failures: sql`CASE WHEN ${signInThrottle.lastAttemptAt} < ${forgotten.toISOString()}::timestamptz THEN 1 ELSE ${signInThrottle.failures} + 1 END`,
            lastAttemptAt: now,
          },
        });
    }
    return 0;
  });
}

/**
 * After the password was checked: a success clears this address's count for the account (and gives
 * the attempt back to the address); an answer that was no wrong password (unverified email, bad
 * request) gives the attempt back to both.
 */
export async function settleSignIn(options: {
  db: Db;
  account: string;
  address: string;
  outcome: "signed-in" | "not-a-guess";
}): Promise<void> {
  const { db, account, address, outcome } = options;
  const giveBack = (key: string) =>
    db
      .update(signInThrottle)
      .set({ failures: sql`GREATEST(${signInThrottle.failures} - 1, 0)` })
      .where(sql`${signInThrottle.key} = ${key}`);
  if (outcome === "signed-in")
    await db.delete(signInThrottle).where(sql`${signInThrottle.key} = ${accountKey(account, address)}`);
  else await giveBack(accountKey(account, address));
  await giveBack(addressKey(address));
}
