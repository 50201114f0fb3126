// What Settings › Billing says when the browser comes back from Stripe Checkout (spec §2 checkout
// redirect): cancelled, or paid and waiting for Stripe's webhook, then the amount credited — the balance
// above it is re-read at that moment.
import { CircleCheck, CircleX, Info } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCheckoutSession } from "../../api/billing";
import { Spinner } from "../../components/ui/spinner";
import { formatMoney } from "../../lib/format";

/** The Checkout return read from the address (?checkout=success&session_id=… or ?checkout=cancel). */
export interface CheckoutReturn {
  outcome: "success" | "cancel";
  sessionId: string | null;
}

function Notice({
  tone,
  icon,
  children,
}: {
  tone: "info" | "success" | "neutral";
  icon: ReactNode;
  children: ReactNode;
}) {
  const colours = {
    info: "border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-100",
    success:
      "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100",
    neutral:
      "border-zinc-200 bg-zinc-50 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200",
  }[tone];
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="checkout-notice"
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${colours}`}
    >
      {icon}
      <p>{children}</p>
    </div>
  );
}

export function CheckoutNotice({ checkout }: { checkout: CheckoutReturn }) {
  const { t, i18n } = useTranslation();
  const session = useCheckoutSession(checkout.outcome === "success" ? checkout.sessionId : null);
  const icon = "mt-0.5 size-4 shrink-0";
  if (checkout.outcome === "cancel") {
    return (
      <Notice tone="neutral" icon={<CircleX aria-hidden className={icon} />}>
        {t("settings.billing.checkout.cancelled")}
      </Notice>
    );
  }
  if (session.isError) {
    return (
      <Notice tone="neutral" icon={<Info aria-hidden className={icon} />}>
        {t("settings.billing.checkout.unknown")}
      </Notice>
    );
  }
  const data = session.data;
  if (data?.credited) {
    return (
      <Notice tone="success" icon={<CircleCheck aria-hidden className={icon} />}>
        {t("settings.billing.checkout.credited", { amount: formatMoney(data.amount, i18n.language) })}
      </Notice>
    );
  }
  if (data?.status === "expired") {
    return (
      <Notice tone="neutral" icon={<CircleX aria-hidden className={icon} />}>
        {t("settings.billing.checkout.expired")}
      </Notice>
    );
  }
  return (
    <Notice tone="info" icon={<Spinner className="mt-0.5 shrink-0" />}>
      {t("settings.billing.checkout.pending")}
    </Notice>
  );
}
