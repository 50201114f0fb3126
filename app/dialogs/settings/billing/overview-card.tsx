import { useTranslation } from "react-i18next";
import type { BillingView } from "../../../api/billing";
import { monthName } from "../../../lib/dollars";
import { useMoney } from "./money-field";
import { PaymentCards } from "./payment-cards";
import { RecentActivity } from "./recent-activity";

/** Billing › Overview: the balance (and what running papers hold), this month's usage, cards, recent lines. */
export function OverviewCard({ billing }: { billing: BillingView }) {
  const { t, i18n } = useTranslation();
  const dollars = useMoney();
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t("settings.billing.balance")}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="billing-balance">
            {dollars(billing.credits)}
          </dd>
          {billing.held > 0 ? (
            <dd className="text-xs text-zinc-500" data-testid="billing-held">
              {t("settings.billing.held", { amount: dollars(billing.held) })}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-sm text-zinc-600 dark:text-zinc-400">
            {t("settings.billing.monthUsageIn", { month: monthName(billing.month, i18n.language) })}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="billing-month-usage">
            {dollars(billing.monthUsage)}
          </dd>
          <dd className="text-xs text-zinc-500">
            {t("settings.billing.papersThisMonth", { count: billing.usageCount })}
          </dd>
        </div>
      </dl>
      <PaymentCards billing={billing} />
      <RecentActivity ledger={billing.ledger} />
    </div>
  );
}
