// The Billing entity of spec §3 as the API shows it: every amount in integer cents.
import type { BillingSettings } from "../../common/billing-limits";
import type { ResponseOf } from "../../common/responses";
import type { BillingView, CheckoutSessionView } from "../../common/types";
import type { BillingOverview } from "../billing/overview";

/** GET /api/billing → {billing}. */
export function presentBillingResponse(overview: BillingOverview): ResponseOf<"GET /api/billing"> {
  return { billing: presentBilling(overview) };
}

export function presentBilling(overview: BillingOverview): BillingView {
  return {
    credits: overview.creditsCents,
    monthUsage: overview.monthUsageCents,
    month: overview.month,
    held: overview.heldCents,
    usageCount: overview.usageCount,
    defaultPaymentMethodId: overview.defaultPaymentMethodId,
    paymentMethods: overview.paymentMethods.map((m) => ({
      id: m.id,
      type: m.type,
      card: { brand: m.brand, last4: m.last4, exp_month: m.expMonth, exp_year: m.expYear },
    })),
    billingSettings: presentBillingSettings(overview.settings),
    ledger: overview.entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.amountCents,
      balanceAfter: e.balanceAfterCents,
      createdAt: e.createdAt.toISOString(),
      note: e.note,
      document: e.documentId ? { id: e.documentId, title: e.documentTitle } : null,
    })),
  };
}

function presentBillingSettings(settings: BillingSettings): BillingSettings {
  const { enabled, rechargeThreshold, rechargeToAmount } = settings.autoRechargeSettings;
  const { monthlyBudget, emailThreshold } = settings.usageLimits;
  return {
    autoRechargeSettings: { enabled, rechargeThreshold, rechargeToAmount },
    usageLimits: { monthlyBudget, emailThreshold },
  };
}

/** PUT /api/billing/settings → the settings as saved. */
export function presentSavedSettings(settings: BillingSettings): ResponseOf<"PUT /api/billing/settings"> {
  return { billingSettings: presentBillingSettings(settings) };
}

/** GET /api/billing/estimate → what the composer's paper is expected to cost. */
export function presentEstimate(costCents: number): ResponseOf<"GET /api/billing/estimate"> {
  return { estimate: { costCents } };
}

/** POST /api/billing/checkout-session → the Checkout page the browser is sent to. */
export function presentCheckoutStart(session: {
  url: string;
}): ResponseOf<"POST /api/billing/checkout-session"> {
  return { checkoutSession: { url: session.url } };
}

/** GET /api/billing/checkout-session/{id} → where the payment stands. */
export function presentCheckoutStatus(session: {
  id: string;
  status: string;
  amountCents: number;
  credited: boolean;
}): ResponseOf<"GET /api/billing/checkout-session/{id}"> {
  return {
    checkoutSession: {
      id: session.id,
      // Stripe documents these three; its types leave room for more (the contract test would catch one).
      status: session.status as CheckoutSessionView["status"],
      amount: session.amountCents,
      credited: session.credited,
    },
  };
}

/** POST /api/billing/credits → the PaymentIntent charged off-session (202). */
export function presentPaymentIntent(
  intent: ResponseOf<"POST /api/billing/credits">["paymentIntent"],
): ResponseOf<"POST /api/billing/credits"> {
  return { paymentIntent: { id: intent.id, status: intent.status } };
}

/** DELETE /api/billing/payment-methods/{id}. */
export function presentCardRemoved(): ResponseOf<"DELETE /api/billing/payment-methods/{id}"> {
  return { ok: true };
}

/** POST /api/billing/payment-methods/default → the card now charged by auto-recharge. */
export function presentDefaultCard(
  paymentMethodId: string,
): ResponseOf<"POST /api/billing/payment-methods/default"> {
  return { defaultPaymentMethodId: paymentMethodId };
}

/** POST /api/billing/webhook → Stripe is told the event arrived. */
export function presentWebhookReceived(): ResponseOf<"POST /api/billing/webhook"> {
  return { received: true };
}
