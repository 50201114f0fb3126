// The dialogs any screen can open (settings on a tab, outage, sales contact, verification email sent);
// screens open them with useAppDialogs() (app-dialogs-context.ts).
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useConfig } from "../api/config";
import { lazyDialog, lazyWhen } from "../lib/lazy-when";
import {
  type AppDialogs,
  AppDialogsContext,
  type BillingSubView,
  type SettingsTab,
} from "./app-dialogs-context";
import type { CheckoutReturn } from "./settings/checkout-notice";

// Each dialog's code loads when it first opens.
const SettingsDialog = lazyWhen(
  () => import("./settings/settings-dialog").then((m) => m.SettingsDialog),
  (props) => props.tab !== null,
);
const NoticeDialog = lazyDialog(() => import("./notice-dialog").then((m) => m.NoticeDialog));
const SalesContactDialog = lazyDialog(() =>
  import("./sales-contact-dialog").then((m) => m.SalesContactDialog),
);

const SETTINGS_TABS: readonly SettingsTab[] = ["general", "archive", "billing", "apiKeys"];

export function AppDialogsProvider({ children }: { children: ReactNode }) {
  const config = useConfig().data;
  const [settingsTab, setSettingsTab] = useState<SettingsTab | null>(null);
  const [outage, setOutage] = useState(false);
  const [sales, setSales] = useState(false);
  const [emailSent, setEmailSent] = useState(false);

  const [billingView, setBillingView] = useState<BillingSubView>("overview");
  const openSettings = useCallback((tab: SettingsTab = "general") => {
    setBillingView("overview");
    setSettingsTab(tab);
  }, []);
  const openBilling = useCallback((view: BillingSubView) => {
    setBillingView(view);
    setSettingsTab("billing");
  }, []);
  const openAddCredits = useCallback(() => {
    if (config?.features.outage) {
      setSettingsTab(null);
      setOutage(true);
    } else openBilling("addCredits");
  }, [config?.features.outage, openBilling]);

  // A link may open a settings tab (?settings=billing): Stripe Checkout sends the browser back that way,
  // with ?checkout=success&session_id=… or ?checkout=cancel, which Billing reports. The parameters are
  // read once the configuration is known, then dropped from the address so a reload does not repeat them.
  const [searchParams, setSearchParams] = useSearchParams();
  const [checkoutReturn, setCheckoutReturn] = useState<CheckoutReturn | null>(null);
  useEffect(() => {
    if (!config || (!searchParams.has("settings") && !searchParams.has("checkout"))) return;
    const tab = searchParams.get("settings") as SettingsTab | null;
    const checkout = searchParams.get("checkout");
    if (tab && SETTINGS_TABS.includes(tab) && (tab !== "billing" || config.features.billing)) {
      if (tab === "billing" && (checkout === "success" || checkout === "cancel")) {
        setCheckoutReturn({ outcome: checkout, sessionId: searchParams.get("session_id") });
      }
      openSettings(tab);
    }
    const rest = new URLSearchParams(searchParams);
    for (const name of ["settings", "checkout", "session_id"]) rest.delete(name);
    setSearchParams(rest, { replace: true });
  }, [config, searchParams, setSearchParams, openSettings]);

  const value = useMemo<AppDialogs>(
    () => ({
      openSettings,
      openBilling,
      openOutage: () => setOutage(true),
      openSalesContact: () => setSales(true),
      openEmailSent: () => setEmailSent(true),
      openAddCredits,
    }),
    [openSettings, openBilling, openAddCredits],
  );

  return (
    <AppDialogsContext.Provider value={value}>
      {children}
      <SettingsDialog
        tab={settingsTab}
        onTabChange={setSettingsTab}
        billingView={billingView}
        onBillingViewChange={setBillingView}
        checkoutReturn={checkoutReturn}
        onClose={() => {
          setSettingsTab(null);
          setCheckoutReturn(null);
        }}
      />
      <NoticeDialog notice="outage" open={outage} onOpenChange={setOutage} />
      <SalesContactDialog
        open={sales}
        onOpenChange={setSales}
        salesContactURL={config?.features.salesContactURL ?? null}
      />
      <NoticeDialog notice="emailSent" open={emailSent} onOpenChange={setEmailSent} />
    </AppDialogsContext.Provider>
  );
}
