import { useTranslation } from "react-i18next";
import {
  EMAIL_THRESHOLD_MIN_CENTS,
  MONTHLY_BUDGET_MAX_CENTS,
  MONTHLY_BUDGET_MIN_CENTS,
} from "../../../../common/billing-limits";
import type { BillingView } from "../../../api/billing";
import { Button } from "../../../components/ui/button";
import { centsText, parseDollars } from "../../../lib/dollars";
import { MoneyField, useMoney } from "./money-field";
import { useSettingsForm } from "./use-settings-form";

/** Billing › Usage limits: the monthly budget (papers stop past it) and the usage that sends an email. */
export function UsageLimitsCard({ billing }: { billing: BillingView }) {
  const { t } = useTranslation();
  const dollars = useMoney();
  const current = billing.billingSettings.usageLimits;
  const form = useSettingsForm(
    { budget: centsText(current.monthlyBudget), mail: centsText(current.emailThreshold) },
    (values) => {
      const b = parseDollars(values.budget);
      const m = parseDollars(values.mail);
      if (b === null || b < MONTHLY_BUDGET_MIN_CENTS || b > MONTHLY_BUDGET_MAX_CENTS)
        return { problem: t("settings.billing.budgetRange") };
      if (m === null || m < EMAIL_THRESHOLD_MIN_CENTS || m > b - 1)
        return { problem: t("settings.billing.emailThresholdRange") };
      return { ...billing.billingSettings, usageLimits: { monthlyBudget: b, emailThreshold: m } };
    },
  );

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("settings.billing.usageLimitsText", { usage: dollars(billing.monthUsage) })}
      </p>
      <MoneyField label={t("settings.billing.monthlyBudget")} {...form.field("budget")} />
      <MoneyField label={t("settings.billing.emailThreshold")} {...form.field("mail")} error={form.error} />
      <Button type="submit" variant="primary" disabled={form.pending}>
        {t("settings.billing.save")}
      </Button>
    </form>
  );
}
