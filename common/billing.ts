// Billing's request schemas (zod), on the amounts and ranges of common/billing-limits.ts (re-exported here
// for the server).
import { z } from "zod";

import {
  CREDIT_AMOUNT_MAX_CENTS,
  CREDIT_AMOUNT_MIN_CENTS,
  EMAIL_THRESHOLD_MIN_CENTS,
  MONTHLY_BUDGET_MAX_CENTS,
  MONTHLY_BUDGET_MIN_CENTS,
  RECHARGE_THRESHOLD_MAX_CENTS,
  RECHARGE_THRESHOLD_MIN_CENTS,
  RECHARGE_TO_MAX_CENTS,
  RECHARGE_TO_MIN_CENTS,
} from "./billing-limits";

export * from "./billing-limits";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Whole cents within [min, max]; the message names the field, since the answer's detail is that message. */
const cents = (field: string, min: number, max: number) =>
  z
    .number({ message: `${field}: must be a whole number of cents` })
    .int({ message: `${field}: must be a whole number of cents` })
    .min(min, {
      message: `${field}: must be from ${min} to ${max} cents (${dollars(min)} to ${dollars(max)})`,
    })
    .max(max, {
      message: `${field}: must be from ${min} to ${max} cents (${dollars(min)} to ${dollars(max)})`,
    });

const RECHARGE = "billingSettings.autoRechargeSettings";
const LIMITS = "billingSettings.usageLimits";

/** PUT /api/billing/settings {billingSettings}: every range of spec §5, a 400 naming the field otherwise. */
export const saveBillingSettingsBody = z
  .object({
    billingSettings: z
      .object({
        autoRechargeSettings: z
          .object({
            enabled: z.boolean({ message: `${RECHARGE}.enabled: must be true or false` }),
            rechargeThreshold: cents(
              `${RECHARGE}.rechargeThreshold`,
              RECHARGE_THRESHOLD_MIN_CENTS,
              RECHARGE_THRESHOLD_MAX_CENTS,
            ),
            rechargeToAmount: cents(
              `${RECHARGE}.rechargeToAmount`,
              RECHARGE_TO_MIN_CENTS,
              RECHARGE_TO_MAX_CENTS,
            ),
          })
          .strict()
          .refine((r) => r.rechargeToAmount > r.rechargeThreshold, {
            message: `${RECHARGE}.rechargeToAmount: must be more than the recharge threshold`,
            path: ["rechargeToAmount"],
          }),
        usageLimits: z
          .object({
            monthlyBudget: cents(
              `${LIMITS}.monthlyBudget`,
              MONTHLY_BUDGET_MIN_CENTS,
              MONTHLY_BUDGET_MAX_CENTS,
            ),
            emailThreshold: cents(
              `${LIMITS}.emailThreshold`,
              EMAIL_THRESHOLD_MIN_CENTS,
              MONTHLY_BUDGET_MAX_CENTS - 1,
            ),
          })
          .strict()
          .refine((l) => l.emailThreshold <= l.monthlyBudget - 1, {
            message: `${LIMITS}.emailThreshold: must be at most the monthly budget minus 1 cent ($0.01)`,
            path: ["emailThreshold"],
          }),
      })
      .strict(),
  })
  .strict();
export type SaveBillingSettingsBody = z.infer<typeof saveBillingSettingsBody>;

/** POST /api/billing/checkout-session {amount}: credits to buy through Stripe Checkout, in cents. */
export const checkoutSessionBody = z
  .object({ amount: cents("amount", CREDIT_AMOUNT_MIN_CENTS, CREDIT_AMOUNT_MAX_CENTS) })
  .strict();

/** POST /api/billing/credits {amount, paymentMethodId}: credits bought with a saved card. */
export const buyCreditsBody = z
  .object({
    amount: cents("amount", CREDIT_AMOUNT_MIN_CENTS, CREDIT_AMOUNT_MAX_CENTS),
    paymentMethodId: z
      .string({ message: "paymentMethodId: a saved card is required" })
      .trim()
      .min(1)
      .max(200),
  })
  .strict();

/** POST /api/billing/payment-methods/default {paymentMethodId}. */
export const defaultPaymentMethodBody = z
  .object({ paymentMethodId: z.string({ message: "paymentMethodId: required" }).trim().min(1).max(200) })
  .strict();

/** GET /api/billing/estimate: what the composer's paper would hold before it starts. */
export const billingEstimateQuery = z.object({
  model: z.string().trim().min(1).max(200).optional(),
  numberOfSections: z.coerce.number().int().min(1).max(30).optional(),
  automaticMode: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v !== "false"),
});
