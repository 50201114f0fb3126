import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  RECHARGE_THRESHOLD_MAX_CENTS,
  RECHARGE_THRESHOLD_MIN_CENTS,
  RECHARGE_TO_MAX_CENTS,
  RECHARGE_TO_MIN_CENTS,
} from "../../../../common/billing-limits";
import type { BillingView } from "../../../api/billing";
import { Button } from "../../../components/ui/button";
import { centsText, parseDollars } from "../../../lib/dollars";
import { MoneyField } from "./money-field";
import { useSettingsForm } from "./use-settings-form";

/** Billing › Auto-recharge: below a threshold, buy credits up to an amount with the default card. */
export function AutoRechargeCard({ billing }: { billing: BillingView }) {
  const { t } = useTranslation();
  const current = billing.billingSettings.autoRechargeSettings;
  const [enabled, setEnabled] = useState(current.enabled);
  const form = useSettingsForm(
    { threshold: centsText(current.rechargeThreshold), to: centsText(current.rechargeToAmount) },
    (values) => {
      const th = parseDollars(values.threshold);
      const amount = parseDollars(values.to);
      if (th === null || th < RECHARGE_THRESHOLD_MIN_CENTS || th > RECHARGE_THRESHOLD_MAX_CENTS)
        return { problem: t("settings.billing.thresholdRange") };
      if (amount === null || amount < RECHARGE_TO_MIN_CENTS || amount > RECHARGE_TO_MAX_CENTS || amount <= th)
        return { problem: t("settings.billing.rechargeToRange") };
      return {
        ...billing.billingSettings,
        autoRechargeSettings: { enabled, rechargeThreshold: th, rechargeToAmount: amount },
      };
    },
  );

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("settings.billing.autoRechargeText")}</p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t("settings.billing.autoRechargeEnabled")}
      </label>
      <MoneyField label={t("settings.billing.rechargeThreshold")} {...form.field("threshold")} />
      <MoneyField label={t("settings.billing.rechargeTo")} {...form.field("to")} error={form.error} />
      {enabled && !billing.defaultPaymentMethodId ? (
        <p className="text-sm text-amber-700 dark:text-amber-400">{t("settings.billing.needsCard")}</p>
      ) : null}
      <Button type="submit" variant="primary" disabled={form.pending}>
        {t("settings.billing.save")}
      </Button>
    </form>
  );
}
