// What Settings › Billing shows: balance, this UTC month's usage, what is held for running papers, saved
// cards, the settings, and the latest ledger lines with the paper each belongs to.
import { and, eq, inArray, sql } from "drizzle-orm";
import { type BillingSettings, DEFAULT_BILLING_SETTINGS } from "../../common/billing";
import type { Db } from "../db/client";
import { billingAccounts, documents, ledgerEntries, paymentMethods } from "../db/schema";
import { heldCents, monthUsageCents, recentEntries, utcMonth } from "./ledger";

export const RECENT_LEDGER_LINES = 20;

export interface BillingOverview {
  creditsCents: number;
  monthUsageCents: number;
  month: string;
  heldCents: number;
  /** Papers charged this month. */
  usageCount: number;
  defaultPaymentMethodId: string | null;
  paymentMethods: (typeof paymentMethods.$inferSelect)[];
  settings: BillingSettings;
  entries: (typeof ledgerEntries.$inferSelect & { documentTitle: string | null })[];
}

/** The user's billing state as of `now`. */
export async function billingOverview(options: {
  db: Db;
  userId: string;
  now: Date;
}): Promise<BillingOverview> {
  const { db, userId, now } = options;
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  const month = utcMonth(now);
  const [count] = await db
    .select({ n: sql<string>`count(distinct ${ledgerEntries.documentId})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.kind, "paper_charge"),
        sql`${ledgerEntries.createdAt} >= ${month.start} AND ${ledgerEntries.createdAt} < ${month.end}`,
      ),
    );
  const entries = await recentEntries({ db, userId, limit: RECENT_LEDGER_LINES });
  const ids = [...new Set(entries.map((e) => e.documentId).filter((id): id is string => Boolean(id)))];
  const titles = ids.length
    ? await db
        .select({ id: documents.id, title: documents.title, query: documents.query })
        .from(documents)
        .where(and(eq(documents.userId, userId), inArray(documents.id, ids)))
    : [];
  const titleOf = new Map(titles.map((d) => [d.id, d.title || d.query]));
  return {
    creditsCents: account?.creditsCents ?? 0,
    monthUsageCents: await monthUsageCents({ db, userId, now }),
    month: month.key,
    heldCents: await heldCents({ db, userId }),
    usageCount: Number(count?.n ?? 0),
    defaultPaymentMethodId: account?.defaultPaymentMethodId ?? null,
    paymentMethods: await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)),
    settings: account?.settings ?? DEFAULT_BILLING_SETTINGS,
    entries: entries.map((e) => ({
      ...e,
      documentTitle: e.documentId ? (titleOf.get(e.documentId) ?? null) : null,
    })),
  };
}
