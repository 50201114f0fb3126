// The dialogs any screen can open (settings on a tab, outage, sales contact, verification email sent).
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useConfig } from "../api/config";
import { EmailSentDialog } from "./email-sent-dialog";
import { OutageDialog } from "./outage-dialog";
import { SalesContactDialog } from "./sales-contact-dialog";
import { SettingsDialog, type SettingsTab } from "./settings/settings-dialog";

interface AppDialogs {
  openSettings: (tab?: SettingsTab) => void;
  openOutage: () => void;
  openSalesContact: () => void;
  openEmailSent: () => void;
  /** Add credits: the outage modal while an outage is declared, else the billing tab. */
  openAddCredits: () => void;
}

const AppDialogsContext = createContext<AppDialogs | null>(null);

export function useAppDialogs(): AppDialogs {
  const value = useContext(AppDialogsContext);
  if (!value) throw new Error("useAppDialogs needs <AppDialogsProvider>");
  return value;
}

export function AppDialogsProvider({ children }: { children: ReactNode }) {
  const config = useConfig().data;
  const [settingsTab, setSettingsTab] = useState<SettingsTab | null>(null);
  const [outage, setOutage] = useState(false);
  const [sales, setSales] = useState(false);
  const [emailSent, setEmailSent] = useState(false);

  const openSettings = useCallback((tab: SettingsTab = "general") => setSettingsTab(tab), []);
  const openAddCredits = useCallback(() => {
    if (config?.features.outage) {
      setSettingsTab(null);
      setOutage(true);
    } else setSettingsTab("billing");
  }, [config?.features.outage]);

  const value = useMemo<AppDialogs>(
    () => ({
      openSettings,
      openOutage: () => setOutage(true),
      openSalesContact: () => setSales(true),
      openEmailSent: () => setEmailSent(true),
      openAddCredits,
    }),
    [openSettings, openAddCredits],
  );

  return (
    <AppDialogsContext.Provider value={value}>
      {children}
      <SettingsDialog tab={settingsTab} onTabChange={setSettingsTab} onClose={() => setSettingsTab(null)} />
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
