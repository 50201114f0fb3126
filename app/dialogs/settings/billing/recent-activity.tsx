import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { BillingView } from "../../../api/billing";
import { useMoney } from "./money-field";

function kindLabel(t: TFunction, kind: string): string {
  switch (kind) {
    case "purchase":
      return t("settings.billing.kinds.purchase");
    case "auto_recharge":
      return t("settings.billing.kinds.autoRecharge");
    case "operator_grant":
      return t("settings.billing.kinds.grant");
    case "hold":
      return t("settings.billing.kinds.hold");
    case "hold_release":
      return t("settings.billing.kinds.holdRelease");
    default:
      return t("settings.billing.kinds.paper");
  }
}

/** Ledger kinds a person reads in Recent activity; holds and their release are bookkeeping of running papers. */
const SHOWN_KINDS = new Set(["purchase", "auto_recharge", "operator_grant", "paper_charge"]);

/** Overview › Recent activity: purchases, grants and paper charges, newest first as the server sends them. */
export function RecentActivity({ ledger }: { ledger: BillingView["ledger"] }) {
  const { t, i18n } = useTranslation();
  const dollars = useMoney();
  const lines = ledger.filter((l) => SHOWN_KINDS.has(l.kind));
  return (
    <section>
      <h3 className="mb-2 font-medium">{t("settings.billing.recent")}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("settings.billing.noActivity")}</p>
      ) : (
        <table className="w-full text-sm" data-testid="billing-activity">
          <thead className="sr-only">
            <tr>
              <th>{t("settings.billing.date")}</th>
              <th>{t("settings.billing.what")}</th>
              <th>{t("settings.billing.amountColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id} className="border-t border-zinc-100 dark:border-zinc-800">
                <td className="w-px py-1.5 pe-4 whitespace-nowrap text-zinc-500">
                  {new Date(l.createdAt).toLocaleDateString(i18n.language, {
                    month: "short",
                    day: "numeric",
                    year: "numeric",
                  })}
                </td>
                <td className="py-1.5 pe-3">
                  {kindLabel(t, l.kind)}
                  {l.document ? <span className="text-zinc-500"> — {l.document.title}</span> : null}
                  {l.note ? <span className="text-zinc-500"> — {l.note}</span> : null}
                </td>
                <td className="w-px py-1.5 ps-3 text-end whitespace-nowrap tabular-nums">
                  {l.amount >= 0 ? "+" : "−"}
                  {dollars(Math.abs(l.amount))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
