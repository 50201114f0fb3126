// The dialogs any screen can open (settings on a tab, outage, sales contact, verification email sent);
// screens open them with useAppDialogs() (app-dialogs-context.ts).
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useConfig } from "../api/config";
import {
  type AppDialogs,
  AppDialogsContext,
  type BillingSubView,
  type SettingsTab,
} from "./app-dialogs-context";
import { EmailSentDialog } from "./email-sent-dialog";
import { OutageDialog } from "./outage-dialog";
import { SalesContactDialog } from "./sales-contact-dialog";
import { SettingsDialog } from "./settings/settings-dialog";

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
        onClose={() => setSettingsTab(null)}
      />
      <OutageDialog open={outage} onOpenChange={setOutage} />
      <SalesContactDialog
        open={sales}
        onOpenChange={setSales}
        salesContactURL={config?.features.salesContactURL ?? null}
      />
      <EmailSentDialog open={emailSent} onOpenChange={setEmailSent} />
    </AppDialogsContext.Provider>
  );
}
