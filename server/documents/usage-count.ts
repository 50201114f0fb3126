// The usage count of papers (spec §3 Billing): papers the user started this UTC calendar month.
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents } from "../db/schema";

/** Papers the user created since the start of the current UTC month (archived and failed ones included). */
export async function countPapersThisMonth(options: { db: Db; userId: string; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await options.db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(and(eq(documents.userId, options.userId), gte(documents.createdAt, monthStart)));
  return row?.n ?? 0;
}
