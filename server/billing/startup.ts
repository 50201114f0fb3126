// What the operator is told at start about billing settings that let the server run but leave a part
// of billing unable to work.
import type { Config } from "../config";

/** Warnings for the start-up log (none when billing is off or fully set up). */
export function billingStartupWarnings(
  config: Pick<Config, "FEATURE_BILLING" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">,
): string[] {
  if (!config.FEATURE_BILLING) return [];
  if (!config.STRIPE_SECRET_KEY) {
    return [
      "[billing] FEATURE_BILLING is on but STRIPE_SECRET_KEY is not set: payments are not set up on this server. Users cannot buy credits (they are told so), auto-recharge cannot charge, and papers need credits granted with `treatise credits grant`.",
    ];
  }
  if (!config.STRIPE_WEBHOOK_SECRET) {
    return [
      "[billing] STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: Stripe's webhooks are refused, so paid credits never arrive. Set it to the signing secret (whsec_…) of the endpoint /api/billing/webhook.",
    ];
  }
  return [];
}
