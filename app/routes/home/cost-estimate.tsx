// The composer's estimate line (billing on): what the paper is expected to cost, before it starts. The
// server's create gate holds exactly this estimate; the paper is then charged its actual cost.
// Notes about the estimate (such as a warning when it is high) go in `children`, after the amount.
import { Coins } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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
