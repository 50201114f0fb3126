// The Billing entity of spec §3 as the API shows it: every amount in integer cents.
import type { BillingOverview } from "../billing/overview";

/** GET /api/billing → {billing}. */
export function presentBilling(overview: BillingOverview) {
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
    billingSettings: overview.settings,
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
