// The Stripe stand-in as a process of its own, for the browser tests (playwright.config.ts starts it beside
// the billing app): `npx tsx server/test/stripe-stand-in-main.ts` with
//   STANDIN_PORT          the port to listen on (127.0.0.1)
//   STANDIN_WEBHOOK_URL   the app's POST /api/billing/webhook, where the signed events of payments go
//   STANDIN_HOLD_WEBHOOKS "true": events wait for POST /_standin/deliver?email=… (the test releases them)
import { startStripeStandIn } from "./stripe-stand-in";

const stand = await startStripeStandIn({
  port: Number(process.env.STANDIN_PORT ?? 0),
  webhookUrl: process.env.STANDIN_WEBHOOK_URL || undefined,
  holdWebhooks: process.env.STANDIN_HOLD_WEBHOOKS === "true",
});
console.log(`Stripe stand-in listening on ${stand.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void stand.close().then(() => process.exit(0));
  });
}
