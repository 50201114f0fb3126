import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CREDIT_AMOUNT_MAX_CENTS, CREDIT_AMOUNT_MIN_CENTS } from "../../../../common/billing-limits";
import { type BillingView, useBuyWithCard, useCheckout } from "../../../api/billing";
import { apiErrorKey, hasCode } from "../../../api/errors";
import { Button } from "../../../components/ui/button";
import { parseDollars } from "../../../lib/dollars";
import { toast } from "../../../lib/toast";
import { useAppDialogs } from "../../app-dialogs-context";
import { MoneyField, useMoney, useMoneyForm } from "./money-field";

/** Billing › Add credits: $10–400 with two decimals, paid with a saved card or through Checkout. */
export function AddCreditsCard({ billing }: { billing: BillingView }) {
  const { t } = useTranslation();
  const dialogs = useAppDialogs();
  const dollars = useMoney();
  const checkout = useCheckout();
  const buy = useBuyWithCard();
  const form = useMoneyForm({ amount: "20.00" });
  const [card, setCard] = useState<string>(billing.defaultPaymentMethodId ?? "checkout");
  // Why the payment could not start (payments not set up, a card refused …): said under the button, not
  // as a fault of the amount.
  const [failure, setFailure] = useState<string | null>(null);
  const range = t("settings.billing.amountRange", {
    min: dollars(CREDIT_AMOUNT_MIN_CENTS),
    max: dollars(CREDIT_AMOUNT_MAX_CENTS),
  });

  // An outage declared since the page loaded: the server refuses (503 OUTAGE) and the outage modal says why.
  const failed = (e: Error) => {
    if (hasCode(e, "OUTAGE")) dialogs.openOutage();
    else if (hasCode(e, "VALIDATION")) form.setError(t(apiErrorKey(e)));
    else setFailure(t(apiErrorKey(e)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const cents = parseDollars(form.values.amount);
    if (cents === null || cents < CREDIT_AMOUNT_MIN_CENTS || cents > CREDIT_AMOUNT_MAX_CENTS) {
      form.setError(range);
      return;
    }
    form.setError(null);
    if (card === "checkout") {
      checkout.mutate(cents, {
        onSuccess: ({ checkoutSession }) => window.location.assign(checkoutSession.url),
        onError: failed,
      });
    } else {
      buy.mutate(
        { amount: cents, paymentMethodId: card },
        { onSuccess: () => toast.success(t("settings.billing.paymentSent")), onError: failed },
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <MoneyField
        label={t("settings.billing.amount")}
        {...form.field("amount")}
        error={form.error}
        hint={range}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("settings.billing.payWith")}</legend>
        {billing.paymentMethods.map((m) => (
          <label key={m.id} className="flex items-center gap-2 text-sm">
            <input type="radio" name="card" checked={card === m.id} onChange={() => setCard(m.id)} />
            <span className="capitalize">{m.card.brand}</span> •••• {m.card.last4}
          </label>
        ))}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="card"
            checked={card === "checkout"}
            onChange={() => setCard("checkout")}
          />
          {t("settings.billing.newCard")}
        </label>
      </fieldset>
      <Button type="submit" variant="primary" disabled={checkout.isPending || buy.isPending}>
        {card === "checkout" ? t("settings.billing.continueToCheckout") : t("settings.billing.buy")}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
