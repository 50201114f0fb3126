// Issue 12's "done when", through the API on the real pipeline (PGlite; PostgreSQL with `npm run test:pg`),
// with the real `stripe` client talking to the local stand-in: a new user is refused a paper (402), buys
// $20.00 through Checkout (credited by the signed webhook), sets a monthly budget and auto-recharge, writes a
// paper charged exactly Σ usage × markup + per-paper price, sees auto-recharge charge the saved card once,
// writes a second paper, and is then refused with 403 and the spec's text.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, usageRecords } from "../db/schema";
import type { TestUser } from "../test/harness";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import {
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from "../test/stripe-stand-in";

const MARKUP = 1.5;
const PER_PAPER_CENTS = 600;

let t: ResearchApp;
let stand: StripeStandIn;
beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await startResearchApp({
    env: {
      FEATURE_BILLING: "true",
      PRICE_MARKUP: String(MARKUP),
      PRICE_PER_PAPER: "6",
      STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: stand.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

interface BillingBody {
  credits: number;
  monthUsage: number;
  held: number;
  ledger: { kind: string; amount: number }[];
}

async function billingOf(user: TestUser): Promise<BillingBody> {
  const res = await t.request("/api/billing", { user });
  expect(res.status).toBe(200);
  return ((await res.json()) as { billing: BillingBody }).billing;
}

/** Stripe calls the webhook from its own servers: no session, another origin. */
async function deliver(delivery: { payload: string; signature: string }) {
  const res = await t.app.request("http://localhost/api/billing/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": delivery.signature,
      origin: "https://stripe.com",
    },
    body: delivery.payload,
  });
  expect(res.status).toBe(200);
}

function createPaper(user: TestUser) {
  return t.request("/api/document", {
    method: "POST",
    user,
    json: { query: "How do web browsers render pages?", model: "gpt-4o", numberOfSections: 3 },
  });
}

/** What the paper must cost: its usage records × markup + the per-paper price, rounded up once. */
async function exactCost(documentId: string): Promise<number> {
  const [row] = await t.services.db
    .select({ micro: sql<string>`sum(${usageRecords.costMicroCents})` })
    .from(usageRecords)
    .where(eq(usageRecords.documentId, documentId));
  const micro = Number(row?.micro ?? 0);
  expect(micro).toBeGreaterThan(0);
  return Math.ceil((micro * MARKUP) / 1_000_000 + PER_PAPER_CENTS);
}

describe("pay as you go, from a new user to the monthly budget", () => {
  it("402 → Checkout $20.00 → an exactly charged paper → auto-recharge once → 403", async () => {
    const user = await t.signUp();

    // 1. No credits: refused with 402, nothing created.
    const refused = await createPaper(user);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("INSUFFICIENT_CREDITS");

    // 2. $20.00 through Checkout; Checkout saves the card; Stripe's signed webhook credits it.
    const checkout = await t.request("/api/billing/checkout-session", {
      method: "POST",
      user,
      json: { amount: 2_000 },
    });
    const { checkoutSession } = (await checkout.json()) as { checkoutSession: { url: string } };
    const sessionId = checkoutSession.url.split("/").pop() as string;
    const completed = stand.completeCheckout(sessionId);
    stand.addCard(completed.customer as string);
    expect((await billingOf(user)).credits).toBe(0);
    await deliver(stand.signedEvent("checkout.session.completed", completed));
    expect((await billingOf(user)).credits).toBe(2_000);

    // 3. A $10.00 monthly budget, and auto-recharge to $30.00 below $15.00.
    const saved = await t.request("/api/billing/settings", {
      method: "PUT",
      user,
      json: {
        billingSettings: {
          autoRechargeSettings: { enabled: true, rechargeThreshold: 1_500, rechargeToAmount: 3_000 },
          usageLimits: { monthlyBudget: 1_000, emailThreshold: 500 },
        },
      },
    });
    expect(saved.status).toBe(200);

    // 4. A paper, charged exactly its cost.
    const first = await createPaper(user);
    expect(first.status).toBe(201);
    const firstId = ((await first.json()) as { document: { id: string } }).document.id;
    const firstDoc = await t.waitFor(user, firstId);
    expect(firstDoc.status).toBe("COMPLETE");
    const firstCost = await exactCost(firstId);
    expect(firstDoc.costCents).toBe(firstCost);

    // 5. It left the balance under $15.00: the saved card is charged up to $30.00, once; the webhook credits it.
    const balanceAfterFirst = 2_000 - firstCost;
    expect(balanceAfterFirst).toBeLessThan(1_500);
    const recharges = () =>
      [...stand.paymentIntents.values()].filter(
        (pi) =>
          (pi.metadata as Record<string, string>).source === "auto_recharge" &&
          pi.customer === completed.customer,
      );
    await expect.poll(() => recharges().length).toBe(1);
    const [recharge] = recharges();
    expect(recharge?.amount).toBe(3_000 - balanceAfterFirst);
    await deliver(stand.signedEvent("payment_intent.succeeded", recharge as Record<string, unknown>));
    await deliver(stand.signedEvent("payment_intent.succeeded", recharge as Record<string, unknown>));
    expect((await billingOf(user)).credits).toBe(3_000);

    // 6. A second paper: still within the budget when it starts, and above the threshold after it.
    const second = await createPaper(user);
    expect(second.status).toBe(201);
    const secondId = ((await second.json()) as { document: { id: string } }).document.id;
    const secondDoc = await t.waitFor(user, secondId);
    const secondCost = await exactCost(secondId);
    expect(secondDoc.costCents).toBe(secondCost);

    // 7. The month's usage has passed the $10.00 budget: 403 with the spec's text, before the credits.
    const blocked = await createPaper(user);
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({
      error: { code: "USAGE_LIMIT_EXCEEDED", message: "Your monthly usage limit has been exceeded." },
    });

    const billing = await billingOf(user);
    expect(billing).toMatchObject({
      credits: 3_000 - secondCost,
      monthUsage: firstCost + secondCost,
      held: 0,
    });
    expect(recharges()).toHaveLength(1);
    expect(billing.ledger.filter((l) => l.kind === "auto_recharge").map((l) => l.amount)).toEqual([
      3_000 - balanceAfterFirst,
    ]);
    const [sum] = await t.services.db
      .select({ cents: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id));
    expect(Number(sum?.cents)).toBe(billing.credits);
    console.log(
      `[billing] journey: $20.00 bought; papers charged ${firstCost} and ${secondCost} cents; auto-recharge ${3_000 - balanceAfterFirst} cents once; balance ${billing.credits}; 403 after ${billing.monthUsage} cents of a 1,000-cent budget`,
    );
  }, 180_000);
});
