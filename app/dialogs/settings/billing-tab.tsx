import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Billing screens come with the billing issue; until then the tab says so plainly. */
export function BillingTab() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-12 text-center">
      <CreditCard aria-hidden className="size-8 text-zinc-400" />
      <p className="font-medium">{t("settings.billing.emptyTitle")}</p>
      <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("settings.billing.emptyText")}</p>
    </div>
  );
}
