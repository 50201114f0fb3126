// Settings › Billing (spec §2, §4): overview (balance, this month's usage, cards, recent ledger lines), add
// credits ($10–400, two decimals, a saved card or Checkout), auto-recharge and usage limits. Amounts travel
// in cents; the forms show dollars. Each view is a card of its own in ./billing/.

import { useTranslation } from "react-i18next";
import { useBilling } from "../../api/billing";
import { useConfig } from "../../api/config";
import { apiErrorKey } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { LoadingBlock } from "../../components/ui/spinner";
import { type BillingSubView, useAppDialogs } from "../app-dialogs-context";
import { AddCreditsCard } from "./billing/add-credits-card";
import { AutoRechargeCard } from "./billing/auto-recharge-card";
import { OverviewCard } from "./billing/overview-card";
import { UsageLimitsCard } from "./billing/usage-limits-card";
import { CheckoutNotice, type CheckoutReturn } from "./checkout-notice";

const CARDS = {
  overview: OverviewCard,
  addCredits: AddCreditsCard,
  autoRecharge: AutoRechargeCard,
  usageLimits: UsageLimitsCard,
} satisfies Record<BillingSubView, unknown>;

export function BillingTab({
  view,
  onViewChange,
  checkout = null,
}: {
  view: BillingSubView;
  onViewChange: (v: BillingSubView) => void;
  /** Back from Stripe Checkout: how it went, above the views. */
  checkout?: CheckoutReturn | null;
}) {
  const { t } = useTranslation();
  const billing = useBilling();
  const dialogs = useAppDialogs();
  const outage = useConfig().data?.features.outage ?? false;
  // Adding credits is blocked during an outage (spec §6): its view opens the outage modal instead.
  const show = (v: BillingSubView) =>
    v === "addCredits" && outage ? dialogs.openAddCredits() : onViewChange(v);
  const views: [BillingSubView, string][] = [
    ["overview", t("settings.billing.views.overview")],
    ["addCredits", t("settings.billing.views.addCredits")],
    ["autoRecharge", t("settings.billing.views.autoRecharge")],
    ["usageLimits", t("settings.billing.views.usageLimits")],
  ];
  const Card = CARDS[view];
  return (
    <div className="space-y-5">
      <nav aria-label={t("settings.tabs.billing")} className="flex flex-wrap gap-2">
        {views.map(([v, label]) => (
          <Button
            key={v}
            size="sm"
            variant={v === view ? "primary" : "secondary"}
            aria-pressed={v === view}
            onClick={() => show(v)}
          >
            {label}
          </Button>
        ))}
      </nav>
      {checkout ? <CheckoutNotice checkout={checkout} /> : null}
      {billing.isPending ? (
        <LoadingBlock label={t("settings.billing.loading")} />
      ) : billing.data ? (
        <Card billing={billing.data} />
      ) : (
        <p role="alert">{t(apiErrorKey(billing.error))}</p>
      )}
    </div>
  );
}
