// Settings of the billing app under test (playwright.config.ts), shared with e2e/billing.spec.ts.

/** PRICE_PER_PAPER of the billing app, in dollars: an offline paper (provider cost 0) costs exactly this. */
export const E2E_PRICE_PER_PAPER_DOLLARS = "5";
export const E2E_PRICE_PER_PAPER_CENTS = 500;
/** Where the Stripe stand-in listens (its controls: /_standin/deliver, /_standin/events). */
export function stripeStandInURL(): string {
  return `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;
}
