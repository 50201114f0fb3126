// Billing's amounts and ranges (spec §5, §9), in integer cents as every request and response carries
// them (`amount: 2000` is $20.00); the forms show dollars. No zod here: the app's forms import these, and
// zod (the request schemas in common/billing.ts) would otherwise be in the first page's JavaScript.

/** Add credits: $10 to $400. */
export const CREDIT_AMOUNT_MIN_CENTS = 1_000;
export const CREDIT_AMOUNT_MAX_CENTS = 40_000;
/** Auto-recharge: threshold $5 to $395, recharge to $10 to $400 (above the threshold). */
export const RECHARGE_THRESHOLD_MIN_CENTS = 500;
export const RECHARGE_THRESHOLD_MAX_CENTS = 39_500;
export const RECHARGE_TO_MIN_CENTS = 1_000;
export const RECHARGE_TO_MAX_CENTS = 40_000;
/** Usage limits: monthly budget $10 to $1000; email threshold from $1 up to the budget − $0.01. */
export const MONTHLY_BUDGET_MIN_CENTS = 1_000;
export const MONTHLY_BUDGET_MAX_CENTS = 100_000;
export const EMAIL_THRESHOLD_MIN_CENTS = 100;

/** The auto-recharge and usage-limit settings: the contract's type (common/account-schemas.ts, types only). */
export type { BillingSettings } from "./account-schemas";

import type { BillingSettings } from "./account-schemas";

/** What an account has before its owner saves anything (spec §9: budget shown 1000, threshold 900). */
export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  autoRechargeSettings: { enabled: false, rechargeThreshold: 1_000, rechargeToAmount: 2_000 },
  usageLimits: { monthlyBudget: 100_000, emailThreshold: 90_000 },
};
