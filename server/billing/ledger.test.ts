// The credit ledger on a real database (PGlite; PostgreSQL with `npm run test:pg`): exact charges,
// settlements that never charge twice, holds, the UTC month, auto-recharge once, and 1,000 concurrent
// settlements and purchases on one account.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { DEFAULT_BILLING_SETTINGS } from "../../common/billing";
import type { Db } from "../db/client";
import { documents, ledgerEntries, usageRecords } from "../db/schema";
import { AppError } from "../errors";
import type { Mail } from "../mail/mailer";
import { createTestDatabase, type TestDatabase, usingPostgres } from "../test/database";
import { buildDocument, buildUser } from "../test/factories";
import { type CardPort, createBilling } from "./billing";
import {
  applyPurchase,
  balanceOf,
  heldCents,
  ledgerSum,
  monthUsageCents,
  placeHold,
  settleDocument,
} from "./ledger";
import { paperChargeCents } from "./prices";

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
});
afterAll(async () => {
  await t.drop();
});

async function usage(documentId: string, userId: string, micro: number[]): Promise<void> {
  for (const costMicroCents of micro) {
    await db
      .insert(usageRecords)
      .values({ documentId, userId, kind: "model", provider: "openai", costMicroCents });
  }
}

async function paper(userId: string): Promise<string> {
  return (await buildDocument(db, { user: { id: userId }, status: "COMPLETE" })).doc.id;
}

async function fund(userId: string, cents: number, key = `fund:${userId}:${cents}:${Math.random()}`) {
  await applyPurchase({ db, userId, amountCents: cents, idempotencyKey: key, source: "purchase" });
}

function recordingPort(): CardPort & {
  calls: { userId: string; amountCents: number; idempotencyKey: string }[];
} {
  const calls: { userId: string; amountCents: number; idempotencyKey: string }[] = [];
  return {
    calls,
    async chargeDefaultCard(request) {
      calls.push(request);
    },
  };
}

describe("the price of a paper", () => {
  it("is Σ usage × markup + per-paper, rounded up to the cent once", () => {
    // 3,234,568 micro-cents × 1.5 = 4.851852 cents, + 25 → 29.85… → 30
    expect(
      paperChargeCents({ usageMicroCents: 3_234_568, pricing: { markup: 1.5, perPaperCents: 25 } }),
    ).toBe(30);
    // exactly 2 cents stays 2 cents; one micro-cent more is 3
    expect(paperChargeCents({ usageMicroCents: 2_000_000, pricing: { markup: 1, perPaperCents: 0 } })).toBe(
      2,
    );
    expect(paperChargeCents({ usageMicroCents: 2_000_001, pricing: { markup: 1, perPaperCents: 0 } })).toBe(
      3,
    );
    expect(paperChargeCents({ usageMicroCents: 0, pricing: { markup: 3, perPaperCents: 0 } })).toBe(0);
    expect(paperChargeCents({ usageMicroCents: 0, pricing: { markup: 1, perPaperCents: 199 } })).toBe(199);
  });

  it("is charged from the usage records to the cent, once, however often it is settled", async () => {
    const owner = await buildUser(db);
    await fund(owner.id, 10_000);
    const id = await paper(owner.id);
    // 1,234,567 + 2,000,001 + 999 = 3,235,567 micro-cents × 1.25 = 4.04445875 cents + 50 → 55
    await usage(id, owner.id, [1_234_567, 2_000_001, 999]);
    const pricing = { markup: 1.25, perPaperCents: 50 };
    const first = await settleDocument({ db, documentId: id, pricing });
    expect(first).toMatchObject({ chargedCents: 55, totalChargedCents: 55, balanceCents: 9_945 });
    const again = await settleDocument({ db, documentId: id, pricing });
    expect(again).toMatchObject({ chargedCents: 0, totalChargedCents: 55, balanceCents: 9_945 });
    // A retried step records more usage: only the difference to the new rounded total is charged.
    await usage(id, owner.id, [4_000_000]); // 7,235,567 × 1.25 = 9.04 + 50 → 60
    const later = await settleDocument({ db, documentId: id, pricing });
    expect(later).toMatchObject({ chargedCents: 5, totalChargedCents: 60, balanceCents: 9_940 });
    const [doc] = await db.select().from(documents).where(eq(documents.id, id));
    expect(doc?.chargedCents).toBe(60);
    expect(await ledgerSum({ db, userId: owner.id })).toBe(9_940);
  });
});

describe("holds", () => {
  it("refuses a hold the balance cannot cover (402) and settles a held paper to its exact cost", async () => {
    const owner = await buildUser(db);
    await fund(owner.id, 1_000);
    const id = await paper(owner.id);
    await expect(
      placeHold({ db, userId: owner.id, documentId: id, amountCents: 1_001 }),
    ).rejects.toMatchObject({
      code: "INSUFFICIENT_CREDITS",
      status: 402,
    });
    const hold = await placeHold({ db, userId: owner.id, documentId: id, amountCents: 700 });
    expect(hold.balanceCents).toBe(300);
    expect(await heldCents({ db, userId: owner.id })).toBe(700);
    await usage(id, owner.id, [123_456_789]); // 123.456789 cents → 124
    const settled = await settleDocument({ db, documentId: id, pricing: { markup: 1, perPaperCents: 0 } });
    expect(settled).toMatchObject({ chargedCents: 124, releasedCents: 700, balanceCents: 876 });
    expect(await heldCents({ db, userId: owner.id })).toBe(0);
    expect(await balanceOf({ db, userId: owner.id })).toBe(876);
    expect(await ledgerSum({ db, userId: owner.id })).toBe(876);
  });

  it("never takes the balance below zero when a paper costs more than balance and hold", async () => {
    const owner = await buildUser(db);
    await fund(owner.id, 1_000);
    const id = await paper(owner.id);
    await placeHold({ db, userId: owner.id, documentId: id, amountCents: 500 });
    await usage(id, owner.id, [1_500_000_000]); // 1,500 cents
    const settled = await settleDocument({ db, documentId: id, pricing: { markup: 1, perPaperCents: 0 } });
    expect(settled).toMatchObject({ chargedCents: 1_000, shortfallCents: 500, balanceCents: 0 });
    expect(await ledgerSum({ db, userId: owner.id })).toBe(0);
  });

  it("applies a purchase once per idempotency key", async () => {
    const owner = await buildUser(db);
    const first = await applyPurchase({
      db,
      userId: owner.id,
      amountCents: 2_000,
      idempotencyKey: "evt_same",
      source: "purchase",
    });
    const second = await applyPurchase({
      db,
      userId: owner.id,
      amountCents: 2_000,
      idempotencyKey: "evt_same",
      source: "purchase",
    });
    expect(first).toEqual({ applied: true, balanceCents: 2_000 });
    expect(second).toEqual({ applied: false, balanceCents: 2_000 });
  });
});

describe("the monthly budget follows the UTC calendar month", () => {
  it("counts a charge at 23:59:59 UTC in its month and refuses until 00:00 UTC, then lets papers start", async () => {
    // The server's own clock is 14 hours ahead of UTC (already April at 23:59:59 UTC on March 31): a month
    // taken from local time would count the charge in April and refuse the paper after midnight UTC.
    const zone = process.env.TZ;
    process.env.TZ = "Pacific/Kiritimati";
    onTestFinished(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    expect(new Date("2026-03-31T23:59:59.000Z").getMonth()).toBe(3); // April, locally
    const owner = await buildUser(db);
    let clock = new Date("2026-03-31T23:59:59.000Z");
    const billing = createBilling({
      db,
      enabled: true,
      pricing: { markup: 1, perPaperCents: 0 },
      pricesFor: () => ({}),
      now: () => clock,
    });
    await billing.saveSettings({
      userId: owner.id,
      settings: { ...DEFAULT_BILLING_SETTINGS, usageLimits: { monthlyBudget: 1_000, emailThreshold: 900 } },
    });
    await fund(owner.id, 5_000);
    const id = await paper(owner.id);
    await usage(id, owner.id, [1_000_000_000]); // exactly the $10 budget
    await billing.settle({ documentId: id });
    expect(await monthUsageCents({ db, userId: owner.id, now: clock })).toBe(1_000);
    const next = await paper(owner.id);
    const refused = await billing
      .gate({ userId: owner.id, documentId: next, estimateCents: 10 })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "USAGE_LIMIT_EXCEEDED", status: 403 });
    expect(refused.message).toBe("Your monthly usage limit has been exceeded.");
    clock = new Date("2026-04-01T00:00:00.000Z");
    expect(await monthUsageCents({ db, userId: owner.id, now: clock })).toBe(0);
    expect(await billing.gate({ userId: owner.id, documentId: next, estimateCents: 10 })).toMatch(/^hold_/);
  });

  it("checks the budget before the balance (403 before 402) and sends the threshold mail once a month", async () => {
    const owner = await buildUser(db);
    const mails: Mail[] = [];
    const clock = new Date("2026-05-10T12:00:00Z");
    const billing = createBilling({
      db,
      enabled: true,
      pricing: { markup: 1, perPaperCents: 0 },
      pricesFor: () => ({}),
      mailer: { send: async (mail) => void mails.push(mail) },
      now: () => clock,
    });
    await billing.saveSettings({
      userId: owner.id,
      settings: { ...DEFAULT_BILLING_SETTINGS, usageLimits: { monthlyBudget: 1_000, emailThreshold: 300 } },
    });
    await fund(owner.id, 1_000);
    for (const cents of [200, 200, 200]) {
      const id = await paper(owner.id);
      await usage(id, owner.id, [cents * 1_000_000]);
      await billing.settle({ documentId: id });
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(owner.email);
    expect(mails[0]?.text).toContain("$4.00");
    const id = await paper(owner.id);
    // 400 cents left, budget not reached: a 500-cent estimate is refused for credits
    await expect(
      billing.gate({ userId: owner.id, documentId: id, estimateCents: 500 }),
    ).rejects.toMatchObject({
      code: "INSUFFICIENT_CREDITS",
    });
    await usage(id, owner.id, [400_000_000]);
    await billing.settle({ documentId: id });
    // budget (1,000) reached and balance 0: the budget answers first
    await expect(
      billing.gate({ userId: owner.id, documentId: id, estimateCents: 500 }),
    ).rejects.toMatchObject({
      code: "USAGE_LIMIT_EXCEEDED",
    });
    expect(mails).toHaveLength(1);
  });
});

describe("with billing off", () => {
  it("holds nothing and charges nothing, whatever the balance and usage", async () => {
    const owner = await buildUser(db);
    const billing = createBilling({
      db,
      enabled: false,
      pricing: { markup: 2, perPaperCents: 100 },
      pricesFor: () => ({}),
    });
    const id = await paper(owner.id);
    expect(await billing.gate({ userId: owner.id, documentId: id, estimateCents: 5_000 })).toBeNull();
    await usage(id, owner.id, [9_000_000_000]);
    expect(await billing.settle({ documentId: id })).toBeNull();
    const [doc] = await db.select().from(documents).where(eq(documents.id, id));
    expect(doc?.chargedCents).toBe(0);
    expect(await ledgerSum({ db, userId: owner.id })).toBe(0);
  });
});

describe("auto-recharge", () => {
  it("asks the card once when 10 papers settle together and leave the balance under the threshold", async () => {
    const owner = await buildUser(db);
    const port = recordingPort();
    const billing = createBilling({
      db,
      enabled: true,
      pricing: { markup: 1, perPaperCents: 0 },
      pricesFor: () => ({}),
      cardPort: port,
    });
    await billing.saveSettings({
      userId: owner.id,
      settings: {
        ...DEFAULT_BILLING_SETTINGS,
        autoRechargeSettings: { enabled: true, rechargeThreshold: 1_000, rechargeToAmount: 5_000 },
      },
    });
    await fund(owner.id, 2_000);
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const id = await paper(owner.id);
      await billing.gate({ userId: owner.id, documentId: id, estimateCents: 150 });
      await usage(id, owner.id, [150_000_000]);
      ids.push(id);
    }
    await Promise.all(ids.map((documentId) => billing.settle({ documentId })));
    expect(await balanceOf({ db, userId: owner.id })).toBe(500);
    expect(port.calls).toHaveLength(1);
    expect(port.calls[0]).toMatchObject({ userId: owner.id, amountCents: 4_500 });
    // The card's payment arrives through the ledger with the same key: credited once, and the next
    // low balance may ask again.
    const key = port.calls[0]!.idempotencyKey;
    await billing.applyPurchase({
      userId: owner.id,
      amountCents: 4_500,
      idempotencyKey: key,
      source: "auto_recharge",
    });
    await billing.applyPurchase({
      userId: owner.id,
      amountCents: 4_500,
      idempotencyKey: key,
      source: "auto_recharge",
    });
    expect(await balanceOf({ db, userId: owner.id })).toBe(5_000);
    await Promise.all(ids.map((documentId) => billing.settle({ documentId })));
    expect(port.calls).toHaveLength(1);
  });
});

describe("1,000 concurrent settlements and purchases on one account", () => {
  it("keeps the balance at or above zero, the ledger summing exactly, and no hold behind", async () => {
    const owner = await buildUser(db);
    const pricing = { markup: 1.1, perPaperCents: 7 };
    // A tight start and small purchases (≈ $40 in all against ≈ $160 of charges): most holds are refused, and
    // many settlements meet a balance that cannot cover them — the balance must stop at zero, never below.
    await fund(owner.id, 2_000);
    const papers: { id: string; micro: number }[] = [];
    for (let i = 0; i < 500; i += 1) {
      const id = await paper(owner.id);
      const micro = 1_000_000 * (i % 40) + 12_345 * i; // 0 to ~45 cents of provider cost
      await usage(id, owner.id, [micro]);
      papers.push({ id, micro });
    }
    // Holds of 100 cents each for the first 400 papers (some will not be covered).
    const holds = await Promise.allSettled(
      papers
        .slice(0, 400)
        .map((p) => placeHold({ db, userId: owner.id, documentId: p.id, amountCents: 100 })),
    );
    const started = Date.now();
    const ops = [
      ...papers.map((p) => () => settleDocument({ db, documentId: p.id, pricing })),
      ...Array.from({ length: 500 }, (_, i) => () => fund(owner.id, 5 + (i % 7), `concurrent:${i}`)),
    ];
    // interleave settlements and purchases, all started at once
    const order = ops.map((op, i) => ({ op, k: (i * 7919) % ops.length })).sort((a, b) => a.k - b.k);
    const results = await Promise.allSettled(order.map(({ op }) => op()));
    const ms = Date.now() - started;
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const shortfall = results.reduce(
      (s, r) =>
        s + (r.status === "fulfilled" && r.value && "shortfallCents" in r.value ? r.value.shortfallCents : 0),
      0,
    );

    const balance = await balanceOf({ db, userId: owner.id });
    const sum = await ledgerSum({ db, userId: owner.id });
    const expectedCharges = papers.reduce(
      (s, p) => s + paperChargeCents({ usageMicroCents: p.micro, pricing }),
      0,
    );
    const purchases = Array.from({ length: 500 }, (_, i) => 5 + (i % 7)).reduce((a, b) => a + b, 0);
    const [charged] = await db
      .select({ cents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.userId} = ${owner.id} AND ${ledgerEntries.kind} = 'paper_charge'`);
    const [lowest] = await db
      .select({ min: sql<number>`min(${ledgerEntries.balanceAfterCents})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, owner.id));
    console.log(
      `[billing] ${usingPostgres ? "PostgreSQL" : "PGlite"}: 1,000 concurrent operations (500 settlements, ` +
        `500 purchases; ${holds.filter((h) => h.status === "fulfilled").length} holds) in ${ms} ms; ` +
        `balance ${balance} = ledger sum ${sum}; charged ${charged?.cents} + uncovered ${shortfall} = ${expectedCharges}; lowest balance ${lowest?.min}`,
    );
    expect(sum).toBe(balance);
    expect(balance).toBe(2_000 + purchases - Number(charged?.cents));
    expect(Number(charged?.cents) + shortfall).toBe(expectedCharges);
    expect(Number(lowest?.min)).toBe(0);
    // The uncovered path was taken (a paper cost more than was left), and the rest was charged.
    expect(shortfall).toBeGreaterThan(0);
    expect(Number(charged?.cents)).toBe(2_000 + purchases - balance);
    expect(await heldCents({ db, userId: owner.id })).toBe(0);
  }, 120_000);
});
