// With FEATURE_BILLING off (the default), nothing charges and nothing of billing shows — even with prices
// and Stripe configured: a user without credits writes a paper (no 402, no 403), it costs 0, no ledger row
// or billing account appears, every billing route (the webhook too) is not found, and the configuration
// tells the app billing is off (no Billing tab, no estimate).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingAccounts, ledgerEntries, usageRecords } from "../db/schema";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET } from "../test/stripe-stand-in";

let t: ResearchApp;
beforeAll(async () => {
  t = await startResearchApp({
    env: {
      PRICE_MARKUP: "2",
      PRICE_PER_PAPER: "5",
      STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
      // Nothing listens here: billing off must not call Stripe at all.
      STRIPE_API_BASE_URL: "http://127.0.0.1:9",
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe("with billing off", () => {
  it("writes a paid-model paper for a user without credits and charges nothing", async () => {
    const user = await t.signUp();
    const id = await t.create(user);
    const doc = await t.waitFor(user, id);
    expect(doc.status).toBe("COMPLETE");
    expect(doc.costCents).toBe(0);
    // The paper did cost something at the provider: the usage is recorded, only not charged.
    const usage = await t.services.db.select().from(usageRecords).where(eq(usageRecords.documentId, id));
    expect(usage.length).toBeGreaterThan(0);
    expect(await t.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id))).toEqual(
      [],
    );
    expect(
      await t.services.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id)),
    ).toEqual([]);
  }, 120_000);

  it("shows nothing of billing: the configuration says off, and every billing route is not found", async () => {
    const config = (await (await t.app.request("http://localhost/api/config")).json()) as {
      features: { billing: boolean };
    };
    expect(config.features.billing).toBe(false);
    const user = await t.signUp();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/billing"],
      ["GET", "/api/billing/estimate?model=gpt-4o"],
      ["PUT", "/api/billing/settings", { billingSettings: {} }],
      ["POST", "/api/billing/checkout-session", { amount: 2_000 }],
      ["GET", "/api/billing/checkout-session/cs_test_1"],
      ["POST", "/api/billing/credits", { amount: 2_000, paymentMethodId: "pm_1" }],
      ["POST", "/api/billing/payment-methods/default", { paymentMethodId: "pm_1" }],
      ["DELETE", "/api/billing/payment-methods/pm_1"],
    ];
    for (const [method, path, json] of calls) {
      const res = await t.request(path, { method, user, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const webhook = await t.app.request("http://localhost/api/billing/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=0" },
      body: "{}",
    });
    expect(webhook.status).toBe(404);
  });
});
