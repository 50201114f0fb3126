// Billing through the API, on the real app and pipeline (scripted gpt-4o model, priced as gpt-4o):
// 402 and 403 at every paid gate, the exact charge of a written paper, the overview, the settings ranges.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BILLING_SETTINGS } from "../../common/billing";
import { usageRecords } from "../db/schema";
import { buildDocument, gpt4oSettings } from "../test/factories";
import type { TestUser } from "../test/harness";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let t: ResearchApp;
beforeAll(async () => {
  t = await startResearchApp({
    env: { FEATURE_BILLING: "true", PRICE_MARKUP: "1.5", PRICE_PER_PAPER: "0.25" },
  });
});
afterAll(async () => {
  await t?.close();
});

const GPT4O = { llm: gpt4oSettings() };

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { error: { code: string; message: string } }) };
}

/** A manual-mode paper waiting for its owner, on gpt-4o, with an outline. */
async function readyPaper(user: TestUser) {
  const state = await buildDocument(t.services.db, {
    user,
    status: "READY",
    automaticMode: false,
    awaiting: "OUTLINE",
    sections: 3,
    settings: GPT4O,
  });
  return state.doc.id;
}

async function reachBudget(user: TestUser) {
  await t.services.billing.saveSettings({
    userId: user.id,
    settings: { ...DEFAULT_BILLING_SETTINGS, usageLimits: { monthlyBudget: 1_000, emailThreshold: 500 } },
  });
  await t.services.billing.applyPurchase({
    userId: user.id,
    amountCents: 5_000,
    idempotencyKey: `budget:${user.id}`,
    source: "purchase",
  });
  const spent = await buildDocument(t.services.db, { user, status: "COMPLETE", settings: GPT4O });
  await t.services.db.insert(usageRecords).values({
    documentId: spent.doc.id,
    userId: user.id,
    kind: "model",
    provider: "openai",
    costMicroCents: 700_000_000,
  });
  await t.services.billing.settle({ documentId: spent.doc.id }); // 700 × 1.5 + 25 = 1,075 cents ≥ $10
}

const paidCalls = (id: string) => [
  { path: `/api/document/${id}/plan`, name: "create plan" },
  { path: `/api/document/${id}/write`, name: "write paper" },
  { path: `/api/document/${id}/summary/regenerate`, name: "regenerate summary" },
];

describe("the paid gates", () => {
  it("answer 402 INSUFFICIENT_CREDITS to a user without credits, at create and every paid call, and start nothing", async () => {
    const user = await t.signUp();
    const create = await t.request("/api/document", {
      method: "POST",
      user,
      json: { query: "How do tides work?", model: "gpt-4o", numberOfSections: 3 },
    });
    expect(await errorOf(create)).toMatchObject({
      status: 402,
      error: {
        code: "INSUFFICIENT_CREDITS",
        message:
          "You don't have enough credits to continue. Please add credits to your account before proceeding.",
      },
    });
    const count = await t.request("/api/user/document-count", { user });
    expect(await count.json()).toMatchObject({ count: 0 });
    const id = await readyPaper(user);
    for (const call of paidCalls(id)) {
      const res = await t.request(call.path, { method: "POST", user });
      expect((await errorOf(res)).error.code, call.name).toBe("INSUFFICIENT_CREDITS");
      expect(res.status, call.name).toBe(402);
    }
    const failed = await buildDocument(t.services.db, { user, status: "ERROR", settings: GPT4O });
    const retry = await t.request(`/api/document/${failed.doc.id}/retry`, { method: "POST", user });
    expect(retry.status, "retry").toBe(402);
    const overview = (await (await t.request("/api/billing", { user })).json()) as {
      billing: { held: number };
    };
    expect(overview.billing.held).toBe(0);
    // someone else's paper is not found, not a billing answer
    const other = await t.signUp();
    expect((await t.request(`/api/document/${id}/plan`, { method: "POST", user: other })).status).toBe(404);
  });

  it("answer 403 'Your monthly usage limit has been exceeded.' once the budget is reached, before the credits", async () => {
    const user = await t.signUp();
    await reachBudget(user);
    const create = await t.request("/api/document", {
      method: "POST",
      user,
      json: { query: "How do tides work?", model: "gpt-4o" },
    });
    expect(await errorOf(create)).toMatchObject({
      status: 403,
      error: { code: "USAGE_LIMIT_EXCEEDED", message: "Your monthly usage limit has been exceeded." },
    });
    const id = await readyPaper(user);
    for (const call of paidCalls(id)) {
      const res = await t.request(call.path, { method: "POST", user });
      expect(res.status, call.name).toBe(403);
      expect((await errorOf(res)).error.code, call.name).toBe("USAGE_LIMIT_EXCEEDED");
    }
    const failed = await buildDocument(t.services.db, { user, status: "ERROR", settings: GPT4O });
    const retry = await t.request(`/api/document/${failed.doc.id}/retry`, { method: "POST", user });
    expect(retry.status, "retry").toBe(403);
  });
});

describe("a paid paper", () => {
  it("is charged exactly Σ usage × markup + per-paper, shown as costCents and in the ledger", async () => {
    const user = await t.signUp();
    await t.services.billing.applyPurchase({
      userId: user.id,
      amountCents: 2_000,
      idempotencyKey: `checkout:${user.id}`,
      source: "purchase",
    });
    const estimate = await t.request("/api/billing/estimate?model=gpt-4o&numberOfSections=3", { user });
    const { estimate: e } = (await estimate.json()) as { estimate: { costCents: number } };
    expect(e.costCents).toBeGreaterThan(25);
    const id = await t.create(user);
    const doc = await t.waitFor(user, id);
    expect(doc.status).toBe("COMPLETE");
    const [sum] = await t.services.db
      .select({ micro: sql<string>`sum(${usageRecords.costMicroCents})`, n: sql<string>`count(*)` })
      .from(usageRecords)
      .where(eq(usageRecords.documentId, id));
    const micro = Number(sum?.micro);
    expect(micro).toBeGreaterThan(0);
    const expected = Math.ceil((micro * 1.5) / 1_000_000 + 25);
    expect(doc.costCents).toBe(expected);
    const res = await t.request("/api/billing", { user });
    const { billing } = (await res.json()) as {
      billing: {
        credits: number;
        monthUsage: number;
        held: number;
        ledger: { kind: string; amount: number; document: { id: string; title: string } | null }[];
      };
    };
    expect(billing).toMatchObject({ credits: 2_000 - expected, monthUsage: expected, held: 0 });
    // The composer's estimate is what the create gate held (and then released for the exact charge).
    const hold = billing.ledger.find((l) => l.kind === "hold");
    expect(hold?.amount).toBe(-e.costCents);
    expect(billing.ledger.find((l) => l.kind === "hold_release")?.amount).toBe(e.costCents);
    const charge = billing.ledger.find((l) => l.kind === "paper_charge");
    expect(charge).toMatchObject({ amount: -expected, document: { id, title: doc.title } });
    expect(billing.ledger.map((l) => l.kind).sort()).toEqual([
      "hold",
      "hold_release",
      "paper_charge",
      "purchase",
    ]);
    console.log(
      `[billing] paper ${id}: ${sum?.n} usage records, ${micro} micro-cents × 1.5 + 25 → ${expected} cents (estimate held: ${e.costCents})`,
    );
  }, 120_000);
});

describe("a manual paper waiting for its owner", () => {
  it("is settled at each stop: charged what it has cost so far, its hold released, then charged the rest", async () => {
    const user = await t.signUp();
    await t.services.billing.applyPurchase({
      userId: user.id,
      amountCents: 5_000,
      idempotencyKey: `manual:${user.id}`,
      source: "purchase",
    });
    const id = await t.create(user, { automaticMode: false });
    const atSummary = await t.waitFor(user, id, (d) => d.status === "READY" || d.status === "ERROR");
    expect(atSummary.status).toBe("READY");
    const costSoFar = async () => {
      const [sum] = await t.services.db
        .select({ micro: sql<string>`coalesce(sum(${usageRecords.costMicroCents}), 0)` })
        .from(usageRecords)
        .where(eq(usageRecords.documentId, id));
      return Math.ceil((Number(sum?.micro) * 1.5) / 1_000_000 + 25);
    };
    const billingOf = async () =>
      (
        (await (await t.request("/api/billing", { user })).json()) as {
          billing: { credits: number; held: number };
        }
      ).billing;
    const first = await costSoFar();
    expect(first).toBeGreaterThan(25);
    expect(atSummary.costCents).toBe(first);
    expect(await billingOf()).toEqual(expect.objectContaining({ credits: 5_000 - first, held: 0 }));

    // Create Plan: a new hold, then the next stop settles the plan's cost too.
    expect((await t.request(`/api/document/${id}/plan`, { method: "POST", user })).status).toBe(200);
    const atOutline = await t.waitFor(
      user,
      id,
      (d) => (d.status === "READY" && d.content.plan !== null) || d.status === "ERROR",
    );
    expect(atOutline.status).toBe("READY");
    const second = await costSoFar();
    expect(second).toBeGreaterThan(first);
    expect(atOutline.costCents).toBe(second);
    expect(await billingOf()).toEqual(expect.objectContaining({ credits: 5_000 - second, held: 0 }));
  }, 120_000);
});

describe("PUT /api/billing/settings", () => {
  const valid = {
    autoRechargeSettings: { enabled: true, rechargeThreshold: 500, rechargeToAmount: 40_000 },
    usageLimits: { monthlyBudget: 100_000, emailThreshold: 99_999 },
  };
  it("saves settings within the spec's ranges", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/billing/settings", {
      method: "PUT",
      user,
      json: { billingSettings: valid },
    });
    expect(res.status).toBe(200);
    const overview = (await (await t.request("/api/billing", { user })).json()) as {
      billing: { billingSettings: unknown };
    };
    expect(overview.billing.billingSettings).toEqual(valid);
  });

  it.each([
    ["usageLimits.monthlyBudget", { usageLimits: { monthlyBudget: 999, emailThreshold: 100 } }],
    ["usageLimits.monthlyBudget", { usageLimits: { monthlyBudget: 100_001, emailThreshold: 100 } }],
    ["usageLimits.emailThreshold", { usageLimits: { monthlyBudget: 1_000, emailThreshold: 1_000 } }],
    ["usageLimits.emailThreshold", { usageLimits: { monthlyBudget: 1_000, emailThreshold: 99 } }],
    [
      "autoRechargeSettings.rechargeThreshold",
      { autoRechargeSettings: { ...valid.autoRechargeSettings, rechargeThreshold: 499 } },
    ],
    [
      "autoRechargeSettings.rechargeThreshold",
      { autoRechargeSettings: { ...valid.autoRechargeSettings, rechargeThreshold: 39_501 } },
    ],
    [
      "autoRechargeSettings.rechargeToAmount",
      { autoRechargeSettings: { ...valid.autoRechargeSettings, rechargeToAmount: 40_001 } },
    ],
    [
      "autoRechargeSettings.rechargeToAmount",
      { autoRechargeSettings: { enabled: true, rechargeThreshold: 2_000, rechargeToAmount: 2_000 } },
    ],
    ["usageLimits.monthlyBudget", { usageLimits: { monthlyBudget: 1_000.5, emailThreshold: 100 } }],
  ])("answers 400 naming %s", async (field, change) => {
    const user = await t.signUp();
    const res = await t.request("/api/billing/settings", {
      method: "PUT",
      user,
      json: { billingSettings: { ...valid, ...change } },
    });
    const body = (await res.json()) as { error: { code: string; detail?: string } };
    expect(res.status).toBe(400);
    expect(body.error.code).toBe("VALIDATION");
    expect(body.error.detail).toContain(`billingSettings.${field}`);
  });
});
