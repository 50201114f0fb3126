// While the operator declares an outage (OUTAGE=true), adding credits is refused with 503 OUTAGE before
// Stripe is asked anything; the balance and settings stay readable (spec §6, §8: credits are unaffected).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../test/harness";
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
      OUTAGE: "true",
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

describe("during an outage", () => {
  it("refuses Checkout and saved-card purchases with 503 OUTAGE and asks Stripe nothing", async () => {
    const user = await t.signUp();
    const checkout = await t.request("/api/billing/checkout-session", {
      method: "POST",
      user,
      json: { amount: 2_000 },
    });
    expect(checkout.status).toBe(503);
    expect(((await checkout.json()) as { error: { code: string } }).error.code).toBe("OUTAGE");
    const credits = await t.request("/api/billing/credits", {
      method: "POST",
      user,
      json: { amount: 2_000, paymentMethodId: "pm_any" },
    });
    expect(credits.status).toBe(503);
    expect(stand.requests.filter((r) => r.method === "POST")).toEqual([]);
    const overview = await t.request("/api/billing", { user });
    expect(overview.status).toBe(200);
    expect(((await overview.json()) as { billing: { credits: number } }).billing.credits).toBe(0);
  });
});
