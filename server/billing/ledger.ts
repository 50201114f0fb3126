// The credit ledger: every change of a user's credits is one row with a unique idempotency key, and the
// balance is their sum, cached in billing_accounts.credits_cents in the same transaction (CHECK ≥ 0).
// Every write locks the user's account row first, so a user's changes are applied one at a time and a
// debit and its balance check are one transaction (ARCHITECTURE §6). Amounts are integer cents.
import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { billingAccounts, documents, type LedgerKind, ledgerEntries, usageRecords } from "../db/schema";
import { AppError } from "../errors";
import { type Pricing, paperChargeCents } from "./prices";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Kinds that add credits from outside (the Stripe webhook, auto-recharge, an operator). */
export type CreditSource = "purchase" | "auto_recharge" | "operator_grant";

/** The UTC calendar month of a moment: its first instant and the next month's. */
export function utcMonth(now: Date): { key: string; start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: start.toISOString().slice(0, 7), start, end };
}

/** Locks the user's account row (creating it at 0) and returns its balance. */
async function lockAccount(tx: Tx, userId: string): Promise<number> {
  await tx.insert(billingAccounts).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ credits: billingAccounts.creditsCents })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId))
    .for("update");
  return row?.credits ?? 0;
}

async function keyExists(tx: Tx, idempotencyKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return Boolean(row);
}

interface Entry {
  userId: string;
  kind: LedgerKind;
  amountCents: number;
  idempotencyKey: string;
  documentId?: string | undefined;
  holdId?: string | undefined;
  reference?: string | undefined;
  source?: string | undefined;
  note?: string | undefined;
  now: Date;
}

/** Appends rows to a locked account (balance = its locked value) and stores the new balance. */
async function append(
  tx: Tx,
  balance: number,
  entries: Entry[],
): Promise<{ balance: number; ids: string[] }> {
  let running = balance;
  const ids: string[] = [];
  for (const entry of entries) {
    running += entry.amountCents;
    if (running < 0) throw new AppError("INSUFFICIENT_CREDITS");
    const id = entry.kind === "hold" ? `hold_${randomUUID()}` : randomUUID();
    ids.push(id);
    await tx.insert(ledgerEntries).values({
      id,
      userId: entry.userId,
      kind: entry.kind,
      amountCents: entry.amountCents,
      idempotencyKey: entry.idempotencyKey,
      documentId: entry.documentId ?? null,
      holdId: entry.holdId ?? null,
      reference: entry.reference ?? null,
      source: entry.source ?? null,
      note: entry.note ?? null,
      balanceAfterCents: running,
      createdAt: entry.now,
    });
  }
  const userId = entries[0]?.userId;
  if (userId && running !== balance) {
    await tx
      .update(billingAccounts)
      .set({ creditsCents: running, updatedAt: entries[0]!.now })
      .where(eq(billingAccounts.userId, userId));
  }
  return { balance: running, ids };
}

/**
 * Adds credits once per idempotency key (the Stripe webhook calls this with the event's payment id;
 * a second delivery is a no-op). Returns whether it was applied now and the balance after.
 */
export async function applyPurchase(options: {
  db: Db;
  userId: string;
  amountCents: number;
  idempotencyKey: string;
  source: CreditSource;
  reference?: string;
  note?: string;
  now?: Date;
}): Promise<{ applied: boolean; balanceCents: number }> {
  if (!Number.isSafeInteger(options.amountCents) || options.amountCents <= 0) {
    throw new AppError("VALIDATION", { detail: "amount must be a positive whole number of cents" });
  }
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const balance = await lockAccount(tx, options.userId);
    if (await keyExists(tx, options.idempotencyKey)) return { applied: false, balanceCents: balance };
    const result = await append(tx, balance, [
      {
        userId: options.userId,
        kind: options.source,
        amountCents: options.amountCents,
        idempotencyKey: options.idempotencyKey,
        reference: options.reference,
        source: options.source === "operator_grant" ? "operator" : options.source,
        note: options.note,
        now,
      },
    ]);
    // Credits arrived: a pending auto-recharge is no longer pending.
    if (options.source === "auto_recharge") {
      await tx
        .update(billingAccounts)
        .set({ rechargeRequestedAt: null })
        .where(eq(billingAccounts.userId, options.userId));
    }
    return { applied: true, balanceCents: result.balance };
  });
}

/** Whether the credit with this idempotency key has reached the user's ledger. */
export async function credited(options: {
  db: Db;
  userId: string;
  idempotencyKey: string;
}): Promise<boolean> {
  const [row] = await options.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.userId, options.userId), eq(ledgerEntries.idempotencyKey, options.idempotencyKey)),
    );
  return Boolean(row);
}

/** Holds credits for work a gate starts (402 INSUFFICIENT_CREDITS when the balance cannot cover it). */
export async function placeHold(options: {
  db: Db;
  userId: string;
  documentId: string;
  amountCents: number;
  idempotencyKey?: string;
  now?: Date;
}): Promise<{ holdId: string | null; balanceCents: number }> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const balance = await lockAccount(tx, options.userId);
    if (options.amountCents <= 0) return { holdId: null, balanceCents: balance };
    const key = options.idempotencyKey ?? `hold:${options.documentId}:${randomUUID()}`;
    if (await keyExists(tx, key)) return { holdId: null, balanceCents: balance };
    const result = await append(tx, balance, [
      {
        userId: options.userId,
        kind: "hold",
        amountCents: -options.amountCents,
        idempotencyKey: key,
        documentId: options.documentId,
        source: "paper",
        now,
      },
    ]);
    return { holdId: result.ids[0] ?? null, balanceCents: result.balance };
  });
}

async function openHolds(tx: Tx | Db, documentId: string): Promise<{ id: string; amountCents: number }[]> {
  const rows = await tx
    .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.documentId, documentId),
        eq(ledgerEntries.kind, "hold"),
        sql`NOT EXISTS (SELECT 1 FROM ${ledgerEntries} r WHERE r.hold_id = ${ledgerEntries.id})`,
      ),
    );
  return rows;
}

/** Releases one hold whose work never started (the action after the gate failed). */
export async function releaseHold(options: { db: Db; holdId: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  await options.db.transaction(async (tx) => {
    const [hold] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, options.holdId));
    // A hold of a deleted account has no balance to go back to.
    if (hold?.kind !== "hold" || !hold.userId) return;
    const balance = await lockAccount(tx, hold.userId);
    if (await keyExists(tx, `release:${hold.id}`)) return;
    await append(tx, balance, [
      {
        userId: hold.userId,
        kind: "hold_release",
        amountCents: -hold.amountCents,
        idempotencyKey: `release:${hold.id}`,
        documentId: hold.documentId ?? undefined,
        holdId: hold.id,
        source: "paper",
        now,
      },
    ]);
  });
}

/** What a settlement did. */
export interface Settlement {
  userId: string;
  documentId: string;
  /** Cents charged now (0 when nothing new was spent). */
  chargedCents: number;
  /** Cents of holds released now. */
  releasedCents: number;
  /** What the paper has cost in all, after this settlement. */
  totalChargedCents: number;
  /** Cents the balance could not cover (written off, logged): the balance never goes below zero. */
  shortfallCents: number;
  balanceCents: number;
}

/**
 * Settles a paper in one transaction: releases its open holds and charges what its usage records cost
 * beyond what it was already charged (ceil(Σ usage × markup + per-paper) − charged). Running it again,
 * or after a retried step, charges only usage recorded since — never twice.
 */
export async function settleDocument(options: {
  db: Db;
  documentId: string;
  pricing: Pricing;
  now?: Date;
}): Promise<Settlement | null> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ userId: documents.userId, charged: documents.chargedCents })
      .from(documents)
      .where(eq(documents.id, options.documentId))
      .for("update");
    if (!doc) return null;
    const [usage] = await tx
      .select({ micro: sql<string>`coalesce(sum(${usageRecords.costMicroCents}), 0)` })
      .from(usageRecords)
      .where(eq(usageRecords.documentId, options.documentId));
    const target = paperChargeCents({ usageMicroCents: Number(usage?.micro ?? 0), pricing: options.pricing });
    const owed = Math.max(0, target - doc.charged);
    const holds = await openHolds(tx, options.documentId);
    const balance = await lockAccount(tx, doc.userId);
    const released = holds.reduce((sum, h) => sum - h.amountCents, 0);
    const charge = Math.min(owed, balance + released);
    const entries: Entry[] = holds.map((h) => ({
      userId: doc.userId,
      kind: "hold_release" as const,
      amountCents: -h.amountCents,
      idempotencyKey: `release:${h.id}`,
      documentId: options.documentId,
      holdId: h.id,
      source: "paper",
      now,
    }));
    if (charge > 0) {
      entries.push({
        userId: doc.userId,
        kind: "paper_charge",
        amountCents: -charge,
        idempotencyKey: `charge:${options.documentId}:${doc.charged + charge}`,
        documentId: options.documentId,
        source: "paper",
        note: owed > charge ? `balance covered ${charge} of ${owed} cents` : undefined,
        now,
      });
      await tx
        .update(documents)
        .set({ chargedCents: doc.charged + charge })
        .where(eq(documents.id, options.documentId));
    }
    const result = entries.length > 0 ? await append(tx, balance, entries) : { balance };
    return {
      userId: doc.userId,
      documentId: options.documentId,
      chargedCents: charge,
      releasedCents: released,
      totalChargedCents: doc.charged + charge,
      shortfallCents: owed - charge,
      balanceCents: result.balance,
    };
  });
}

/** The cached balance (0 for a user who never had an account). */
export async function balanceOf(options: { db: Db; userId: string }): Promise<number> {
  const [row] = await options.db
    .select({ credits: billingAccounts.creditsCents })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, options.userId));
  return row?.credits ?? 0;
}

/** The balance as the ledger sums it (the cached total must always equal this). */
export async function ledgerSum(options: { db: Db; userId: string }): Promise<number> {
  const [row] = await options.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, options.userId));
  return Number(row?.sum ?? 0);
}

/** What the user's papers were charged in the UTC calendar month of `now`, in cents. */
export async function monthUsageCents(options: { db: Db; userId: string; now: Date }): Promise<number> {
  const month = utcMonth(options.now);
  const [row] = await options.db
    .select({ sum: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, options.userId),
        inArray(ledgerEntries.kind, ["paper_charge", "refund"]),
        gte(ledgerEntries.createdAt, month.start),
        lt(ledgerEntries.createdAt, month.end),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** Cents held for a user's papers that are still running. */
export async function heldCents(options: { db: Db; userId: string }): Promise<number> {
  const rows = await options.db.execute(sql`
    SELECT coalesce(-sum(h.amount_cents), 0) AS held FROM ${ledgerEntries} h
    WHERE h.user_id = ${options.userId} AND h.kind = 'hold'
      AND NOT EXISTS (SELECT 1 FROM ${ledgerEntries} r WHERE r.hold_id = h.id)`);
  const first = (rows as unknown as { rows: { held: string | number }[] }).rows[0];
  return Number(first?.held ?? 0);
}

/** The user's latest ledger rows, newest first. */
export async function recentEntries(options: { db: Db; userId: string; limit: number }) {
  return options.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, options.userId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(options.limit);
}
