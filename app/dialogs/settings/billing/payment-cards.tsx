import { useTranslation } from "react-i18next";
import { type BillingView, useDeleteCard, useSetDefaultCard } from "../../../api/billing";
import { Button } from "../../../components/ui/button";

/** Overview › Cards: each saved card, which one is the default, make default, remove. */
export function PaymentCards({ billing }: { billing: BillingView }) {
  const { t } = useTranslation();
  const remove = useDeleteCard();
  const setDefault = useSetDefaultCard();
  return (
    <section>
      <h3 className="mb-2 font-medium">{t("settings.billing.cards")}</h3>
      {billing.paymentMethods.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("settings.billing.noCards")}</p>
      ) : (
        <ul className="space-y-2">
          {billing.paymentMethods.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-3 text-sm" data-testid="billing-card">
              <span className="font-medium capitalize">{m.card.brand}</span>
              <span>•••• {m.card.last4}</span>
              <span className="text-zinc-500">
                {t("settings.billing.expires", {
                  date: `${String(m.card.exp_month ?? "").padStart(2, "0")}/${m.card.exp_year ?? ""}`,
                })}
              </span>
              {billing.defaultPaymentMethodId === m.id ? (
                <span className="rounded bg-zinc-100 px-2 text-xs dark:bg-zinc-800">
                  {t("settings.billing.default")}
                </span>
              ) : (
                <Button size="sm" onClick={() => setDefault.mutate(m.id)}>
                  {t("settings.billing.makeDefault")}
                </Button>
              )}
              <Button size="sm" onClick={() => remove.mutate(m.id)}>
                {t("settings.billing.removeCard")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
