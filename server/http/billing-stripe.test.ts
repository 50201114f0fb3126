// Stripe through the API with the real `stripe` client pointed at a local stand-in that answers with
// Stripe's own example objects: Checkout → signed webhook → credits, an event delivered twice credits
// once, a forged signature changes nothing, saved cards, a saved-card purchase and the auto-recharge port.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingAccounts, ledgerEntries } from "../db/schema";
import type { TestApp, TestUser } from "../test/harness";
import { startTestApp } from "../test/harness";
import {
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from "../test/stripe-stand-in";

let t: TestApp;
let stand: StripeStandIn;
beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await startTestApp({
    env: {
      FEATURE_BILLING: "true",
      STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: stand.url,
    },
    work: false,
  });
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

interface BillingBody {
  billing: {
    credits: number;
    defaultPaymentMethodId: string | null;
    paymentMethods: {
      id: string;
      card: { brand: string; last4: string; exp_month: number; exp_year: number };
    }[];
    ledger: { kind: string; amount: number }[];
  };
}

async function billingOf(user: TestUser) {
  const res = await t.request("/api/billing", { user });
  expect(res.status).toBe(200);
  return ((await res.json()) as BillingBody).billing;
}

function deliver(delivery: { payload: string; signature: string }) {
  // Stripe calls from its own servers: no session, another origin.
  return t.app.request("http://localhost/api/billing/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": delivery.signature,
      origin: "https://stripe.com",
    },
    body: delivery.payload,
  });
}

async function checkout(user: TestUser, amount: number) {
  const res = await t.request("/api/billing/checkout-session", { method: "POST", user, json: { amount } });
  expect(res.status).toBe(200);
  const { checkoutSession } = (await res.json()) as { checkoutSession: { url: string } };
  const id = checkoutSession.url.split("/").pop() as string;
  return { url: checkoutSession.url, id };
}

describe("Stripe Checkout", () => {
  it("creates a customer on first need, answers the Checkout url, and credits only when the signed webhook arrives", async () => {
    const user = await t.signUp();
    const { url, id } = await checkout(user, 2_000);
    expect(url).toBe(`${stand.url}/checkout/${id}`);
    const customers = [...stand.customers.values()].filter(
      (c) => (c.metadata as { userId?: string }).userId === user.id,
    );
    expect(customers).toHaveLength(1);
    expect(customers[0]?.email).toBe(user.email);
    const session = stand.sessions.get(id);
    expect(session?.amount_total).toBe(2_000);
    expect(session?.customer).toBe(customers[0]?.id);
    expect((await billingOf(user)).credits).toBe(0); // nothing before the webhook

    // A second checkout reuses the customer.
    await checkout(user, 1_000);
    expect(
      [...stand.customers.values()].filter((c) => (c.metadata as { userId?: string }).userId === user.id),
    ).toHaveLength(1);

    const completed = stand.completeCheckout(id);
    const res = await deliver(stand.signedEvent("checkout.session.completed", completed));
    expect(res.status).toBe(200);
    const billing = await billingOf(user);
    expect(billing.credits).toBe(2_000);
    expect(billing.ledger.filter((l) => l.kind === "purchase").map((l) => l.amount)).toEqual([2_000]);

    // Stripe also sends payment_intent.succeeded for the same payment: still credited once.
    const intent = stand.paymentIntents.get(completed.payment_intent as string) as Record<string, unknown>;
    expect((await deliver(stand.signedEvent("payment_intent.succeeded", intent))).status).toBe(200);
    expect((await billingOf(user)).credits).toBe(2_000);
  });

  it("sends the browser back with the session id, and tells that user whether the payment is credited yet", async () => {
    const user = await t.signUp();
    const { id } = await checkout(user, 2_000);
    const session = stand.sessions.get(id);
    expect(session?.success_url).toBe(
      "http://localhost/?settings=billing&checkout=success&session_id={CHECKOUT_SESSION_ID}",
    );
    expect(session?.cancel_url).toBe("http://localhost/?settings=billing&checkout=cancel");
    const status = async (who: TestUser, sessionId = id) => {
      const res = await t.request(`/api/billing/checkout-session/${sessionId}`, { user: who });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await status(user)).toEqual({
      status: 200,
      body: { checkoutSession: { id, status: "open", amount: 2_000, credited: false } },
    });
    const completed = stand.completeCheckout(id);
    // Paid, but the webhook has not come yet: the page keeps waiting.
    expect((await status(user)).body).toEqual({
      checkoutSession: { id, status: "complete", amount: 2_000, credited: false },
    });
    await deliver(stand.signedEvent("checkout.session.completed", completed));
    expect((await status(user)).body).toEqual({
      checkoutSession: { id, status: "complete", amount: 2_000, credited: true },
    });
    // Someone else's session, one Stripe does not know, and a malformed id are not found.
    const other = await t.signUp();
    expect((await status(other)).status).toBe(404);
    expect((await status(user, "cs_test_unknown")).status).toBe(404);
    expect((await status(user, "..%2Fcustomers")).status).toBe(404);
  });

  it("credits an event delivered twice once", async () => {
    const user = await t.signUp();
    const { id } = await checkout(user, 4_250);
    const delivery = stand.signedEvent("checkout.session.completed", stand.completeCheckout(id));
    const [a, b] = await Promise.all([deliver(delivery), deliver(delivery)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await deliver(delivery)).status).toBe(200);
    expect((await billingOf(user)).credits).toBe(4_250);
    const rows = await t.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 400 to a forged or missing signature and changes nothing", async () => {
    const user = await t.signUp();
    const { id } = await checkout(user, 2_000);
    const genuine = stand.signedEvent("checkout.session.completed", stand.completeCheckout(id));
    const tampered = genuine.payload.replace('"amount_total":2000', '"amount_total":40000');
    expect(tampered).not.toBe(genuine.payload);
    const forged = await deliver({ payload: tampered, signature: genuine.signature });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe("VALIDATION");
    const unsigned = await t.app.request("http://localhost/api/billing/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: genuine.payload,
    });
    expect(unsigned.status).toBe(400);
    const wrongSecret = await deliver({
      payload: genuine.payload,
      signature: stand.signedEvent("x", {}).signature.replace(/v1=[0-9a-f]+/, `v1=${"0".repeat(64)}`),
    });
    expect(wrongSecret.status).toBe(400);
    expect((await billingOf(user)).credits).toBe(0);
    expect(
      await t.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id)),
    ).toHaveLength(0);
  });

  it("refuses amounts outside $10–$400 with a 400 naming the field", async () => {
    const user = await t.signUp();
    for (const amount of [999, 40_001, 20.5]) {
      const res = await t.request("/api/billing/checkout-session", {
        method: "POST",
        user,
        json: { amount },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain("amount");
    }
  });
});

describe("saved cards", () => {
  it("lists cards with brand, last4 and expiry, buys credits off-session, sets the default and deletes", async () => {
    const user = await t.signUp();
    await checkout(user, 1_000); // creates the customer
    const customerId = [...stand.customers.values()].find(
      (c) => (c.metadata as { userId?: string }).userId === user.id,
    )?.id as string;
    const visa = stand.addCard(customerId, { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2030 });
    const mc = stand.addCard(customerId, {
      brand: "mastercard",
      last4: "4444",
      exp_month: 12,
      exp_year: 2031,
    });

    let billing = await billingOf(user);
    expect(billing.paymentMethods.map((m) => m.card).sort((a, b) => a.last4.localeCompare(b.last4))).toEqual([
      { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2030 },
      { brand: "mastercard", last4: "4444", exp_month: 12, exp_year: 2031 },
    ]);
    expect(billing.defaultPaymentMethodId).toBe(visa.id);

    const def = await t.request("/api/billing/payment-methods/default", {
      method: "POST",
      user,
      json: { paymentMethodId: mc.id },
    });
    expect(def.status).toBe(200);
    expect(
      (stand.customers.get(customerId)?.invoice_settings as { default_payment_method?: string } | undefined)
        ?.default_payment_method,
    ).toBe(mc.id);

    const buy = await t.request("/api/billing/credits", {
      method: "POST",
      user,
      json: { amount: 1_550, paymentMethodId: mc.id },
    });
    expect(buy.status).toBe(202);
    const { paymentIntent } = (await buy.json()) as { paymentIntent: { id: string } };
    const created = stand.requests.find(
      (r) => r.path === "/v1/payment_intents" && r.body.payment_method === mc.id,
    );
    expect(created?.body).toMatchObject({
      amount: "1550",
      currency: "usd",
      customer: customerId,
      off_session: "true",
    });
    expect((await billingOf(user)).credits).toBe(0);
    const intent = stand.paymentIntents.get(paymentIntent.id) as Record<string, unknown>;
    await deliver(stand.signedEvent("payment_intent.succeeded", intent));
    expect((await billingOf(user)).credits).toBe(1_550);

    // Another user's card cannot be used or deleted.
    const other = await t.signUp();
    const stolen = await t.request("/api/billing/credits", {
      method: "POST",
      user: other,
      json: { amount: 1_000, paymentMethodId: mc.id },
    });
    expect(stolen.status).toBe(404);
    expect(
      (await t.request(`/api/billing/payment-methods/${mc.id}`, { method: "DELETE", user: other })).status,
    ).toBe(404);

    const del = await t.request(`/api/billing/payment-methods/${mc.id}`, { method: "DELETE", user });
    expect(del.status).toBe(200);
    billing = await billingOf(user);
    expect(billing.paymentMethods.map((m) => m.id)).toEqual([visa.id]);
    expect(billing.defaultPaymentMethodId).toBe(visa.id);
  });

  it("auto-recharge charges the default card through Stripe; its webhook credits it once as auto_recharge", async () => {
    const user = await t.signUp();
    await checkout(user, 1_000);
    const customerId = [...stand.customers.values()].find(
      (c) => (c.metadata as { userId?: string }).userId === user.id,
    )?.id as string;
    const card = stand.addCard(customerId);
    await billingOf(user); // syncs the card as default
    const stripe = t.services.stripe;
    if (!stripe) throw new Error("stripe is configured in this test");
    await stripe.cardPort.chargeDefaultCard({
      userId: user.id,
      amountCents: 3_000,
      idempotencyKey: `recharge:${user.id}:1`,
    });
    const request = stand.requests.filter((r) => r.path === "/v1/payment_intents").at(-1);
    expect(request?.headers["idempotency-key"]).toBe(`recharge:${user.id}:1`);
    expect(request?.body).toMatchObject({
      amount: "3000",
      payment_method: card.id,
      metadata: { idempotencyKey: `recharge:${user.id}:1`, source: "auto_recharge" },
    });
    const intent = [...stand.paymentIntents.values()].at(-1) as Record<string, unknown>;
    const delivery = stand.signedEvent("payment_intent.succeeded", intent);
    await deliver(delivery);
    await deliver(delivery);
    const billing = await billingOf(user);
    expect(billing.credits).toBe(3_000);
    expect(billing.ledger.map((l) => l.kind)).toEqual(["auto_recharge"]);
    const [account] = await t.services.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, user.id));
    expect(account?.creditsCents).toBe(3_000);
  });
});
