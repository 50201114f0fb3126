// Settings › Billing (spec §2, §4): overview (balance, this month's usage, cards, recent ledger lines), add
// credits ($10–400, two decimals, a saved card or Checkout), auto-recharge and usage limits. Amounts travel
// in cents; the forms show dollars.

import type { TFunction } from "i18next";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  CREDIT_AMOUNT_MAX_CENTS,
  CREDIT_AMOUNT_MIN_CENTS,
  EMAIL_THRESHOLD_MIN_CENTS,
  MONTHLY_BUDGET_MAX_CENTS,
  MONTHLY_BUDGET_MIN_CENTS,
  RECHARGE_THRESHOLD_MAX_CENTS,
  RECHARGE_THRESHOLD_MIN_CENTS,
  RECHARGE_TO_MAX_CENTS,
  RECHARGE_TO_MIN_CENTS,
} from "../../../common/billing-limits";
import {
  type BillingView as Billing,
  useBilling,
  useBuyWithCard,
  useCheckout,
  useDeleteCard,
  useSaveBillingSettings,
  useSetDefaultCard,
} from "../../api/billing";
import { useConfig } from "../../api/config";
import { apiErrorKey, hasCode } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { LoadingBlock } from "../../components/ui/spinner";
import { formatMoney } from "../../lib/format";
import { toast } from "../../lib/toast";
import { type BillingSubView, useAppDialogs } from "../app-dialogs-context";
import { CheckoutNotice, type CheckoutReturn } from "./checkout-notice";

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

/** Cents as money in the interface language ("$20.00", "20,00 $"): always two decimals. */
function useMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  return (cents: number) => formatMoney(cents, i18n.language);
}

/** "12.34" (or "12,34") → 1234 cents, or null when it is not a dollar amount with at most two decimals. */
export function parseDollars(text: string): number | null {
  const v = text
    .trim()
    .replace(/^\$/, "")
    .replace(/^(\d+),(\d{1,2})$/, "$1.$2");
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  return Math.round(Number(v) * 100);
}

/** "2026-11" → "November 2026" in the interface language (the month is UTC's). */
function monthName(month: string, locale: string): string {
  const [year, m] = month.split("-").map(Number);
  if (!year || !m) return month;
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}

/** Ledger kinds a person reads in Recent activity; holds and their release are bookkeeping of running papers. */
const SHOWN_KINDS = new Set(["purchase", "auto_recharge", "operator_grant", "paper_charge"]);

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
        view === "overview" ? (
          <Overview billing={billing.data} />
        ) : view === "addCredits" ? (
          <AddCredits billing={billing.data} />
        ) : view === "autoRecharge" ? (
          <AutoRecharge billing={billing.data} />
        ) : (
          <UsageLimits billing={billing.data} />
        )
      ) : (
        <p role="alert">{t(apiErrorKey(billing.error))}</p>
      )}
    </div>
  );
}

function Overview({ billing }: { billing: Billing }) {
  const { t, i18n } = useTranslation();
  const dollars = useMoney();
  const remove = useDeleteCard();
  const setDefault = useSetDefaultCard();
  const lines = billing.ledger.filter((l) => SHOWN_KINDS.has(l.kind));
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
    </div>
  );
}

function AddCredits({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const dialogs = useAppDialogs();
  const dollars = useMoney();
  const checkout = useCheckout();
  const buy = useBuyWithCard();
  const [amount, setAmount] = useState("20.00");
  const [card, setCard] = useState<string>(billing.defaultPaymentMethodId ?? "checkout");
  const [error, setError] = useState<string | null>(null);
  // Why the payment could not start (payments not set up, a card refused …): said under the button, not
  // as a fault of the amount.
  const [failure, setFailure] = useState<string | null>(null);

  // An outage declared since the page loaded: the server refuses (503 OUTAGE) and the outage modal says why.
  const failed = (e: Error) => {
    if (hasCode(e, "OUTAGE")) dialogs.openOutage();
    else if (hasCode(e, "VALIDATION")) setError(t(apiErrorKey(e)));
    else setFailure(t(apiErrorKey(e)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const cents = parseDollars(amount);
    if (cents === null || cents < CREDIT_AMOUNT_MIN_CENTS || cents > CREDIT_AMOUNT_MAX_CENTS) {
      setError(
        t("settings.billing.amountRange", {
          min: dollars(CREDIT_AMOUNT_MIN_CENTS),
          max: dollars(CREDIT_AMOUNT_MAX_CENTS),
        }),
      );
      return;
    }
    setError(null);
    if (card === "checkout") {
      checkout.mutate(cents, {
        onSuccess: ({ checkoutSession }) => window.location.assign(checkoutSession.url),
        onError: failed,
      });
    } else {
      buy.mutate(
        { amount: cents, paymentMethodId: card },
        {
          onSuccess: () => toast.success(t("settings.billing.paymentSent")),
          onError: failed,
        },
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t("settings.billing.amount")}
        inputMode="decimal"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          setError(null);
        }}
        error={error}
        hint={t("settings.billing.amountRange", {
          min: dollars(CREDIT_AMOUNT_MIN_CENTS),
          max: dollars(CREDIT_AMOUNT_MAX_CENTS),
        })}
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

function useSave() {
  const { t } = useTranslation();
  const save = useSaveBillingSettings();
  return {
    pending: save.isPending,
    run: (settings: Billing["billingSettings"], setError: (e: string | null) => void) =>
      save.mutate(settings, {
        onSuccess: () => toast.success(t("settings.billing.saved")),
        onError: (e) => setError(t(apiErrorKey(e))),
      }),
  };
}

const centsText = (cents: number) => (cents / 100).toFixed(2);

function AutoRecharge({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const current = billing.billingSettings.autoRechargeSettings;
  const [enabled, setEnabled] = useState(current.enabled);
  const [threshold, setThreshold] = useState(centsText(current.rechargeThreshold));
  const [to, setTo] = useState(centsText(current.rechargeToAmount));
  const [error, setError] = useState<string | null>(null);
  const save = useSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const th = parseDollars(threshold);
    const amount = parseDollars(to);
    if (th === null || th < RECHARGE_THRESHOLD_MIN_CENTS || th > RECHARGE_THRESHOLD_MAX_CENTS) {
      setError(t("settings.billing.thresholdRange"));
      return;
    }
    if (amount === null || amount < RECHARGE_TO_MIN_CENTS || amount > RECHARGE_TO_MAX_CENTS || amount <= th) {
      setError(t("settings.billing.rechargeToRange"));
      return;
    }
    setError(null);
    save.run(
      {
        ...billing.billingSettings,
        autoRechargeSettings: { enabled, rechargeThreshold: th, rechargeToAmount: amount },
      },
      setError,
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("settings.billing.autoRechargeText")}</p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t("settings.billing.autoRechargeEnabled")}
      </label>
      <TextField
        label={t("settings.billing.rechargeThreshold")}
        inputMode="decimal"
        value={threshold}
        onChange={(e) => {
          setThreshold(e.target.value);
          setError(null);
        }}
      />
      <TextField
        label={t("settings.billing.rechargeTo")}
        inputMode="decimal"
        value={to}
        onChange={(e) => {
          setTo(e.target.value);
          setError(null);
        }}
        error={error}
      />
      {enabled && !billing.defaultPaymentMethodId ? (
        <p className="text-sm text-amber-700 dark:text-amber-400">{t("settings.billing.needsCard")}</p>
      ) : null}
      <Button type="submit" variant="primary" disabled={save.pending}>
        {t("settings.billing.save")}
      </Button>
    </form>
  );
}

function UsageLimits({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const dollars = useMoney();
  const current = billing.billingSettings.usageLimits;
  const [budget, setBudget] = useState(centsText(current.monthlyBudget));
  const [mail, setMail] = useState(centsText(current.emailThreshold));
  const [error, setError] = useState<string | null>(null);
  const save = useSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const b = parseDollars(budget);
    const m = parseDollars(mail);
    if (b === null || b < MONTHLY_BUDGET_MIN_CENTS || b > MONTHLY_BUDGET_MAX_CENTS) {
      setError(t("settings.billing.budgetRange"));
      return;
    }
    if (m === null || m < EMAIL_THRESHOLD_MIN_CENTS || m > b - 1) {
      setError(t("settings.billing.emailThresholdRange"));
      return;
    }
    setError(null);
    save.run({ ...billing.billingSettings, usageLimits: { monthlyBudget: b, emailThreshold: m } }, setError);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("settings.billing.usageLimitsText", { usage: dollars(billing.monthUsage) })}
      </p>
      <TextField
        label={t("settings.billing.monthlyBudget")}
        inputMode="decimal"
        value={budget}
        onChange={(e) => {
          setBudget(e.target.value);
          setError(null);
        }}
      />
      <TextField
        label={t("settings.billing.emailThreshold")}
        inputMode="decimal"
        value={mail}
        onChange={(e) => {
          setMail(e.target.value);
          setError(null);
        }}
        error={error}
      />
      <Button type="submit" variant="primary" disabled={save.pending}>
        {t("settings.billing.save")}
      </Button>
    </form>
  );
}
