// The composer's estimate line (billing on): what the paper is expected to cost, before it starts. The
// server's create gate holds exactly this estimate; the paper is then charged its actual cost.
// Notes about the estimate (such as a warning when it is high) go in `children`, after the amount.
import { Coins, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBilling } from "../../api/billing";
import { estimateWarning } from "../../lib/composer-rules";
import { formatMoney } from "../../lib/format";

export function CostEstimate({ costCents, children }: { costCents: number; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      data-testid="cost-estimate"
      className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 px-1 text-sm text-zinc-600 dark:text-zinc-400"
    >
      <Coins aria-hidden className="size-4 shrink-0" />
      <span className="font-medium text-zinc-800 dark:text-zinc-200">
        {t("home.estimate", { amount: formatMoney(costCents, i18n.language) })}
      </span>
      <span className="text-xs text-zinc-500">{t("home.estimateNote")}</span>
      {children}
    </div>
  );
}

/** The warning after the estimate when the paper would pass the email threshold of Billing › Usage limits. */
export function EstimateWarning({ costCents }: { costCents: number }) {
  const { t, i18n } = useTranslation();
  const billing = useBilling().data;
  if (!billing) return null;
  const { emailThreshold } = billing.billingSettings.usageLimits;
  const warning = estimateWarning(costCents, { ...billing, emailThreshold });
  if (!warning) return null;
  const threshold = formatMoney(emailThreshold, i18n.language);
  return (
    <span
      role="status"
      data-testid="estimate-warning"
      className="inline-flex basis-full items-center gap-1.5 text-amber-800 dark:text-amber-300"
    >
      <TriangleAlert aria-hidden className="size-4 shrink-0" />
      {warning === "paper"
        ? t("home.estimateOverThreshold", { threshold })
        : t("home.estimatePassesThreshold", { threshold })}
    </span>
  );
}
