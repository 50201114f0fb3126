// How any screen opens the app's dialogs. Kept apart from the provider (app-dialogs.tsx), which renders
// the dialogs themselves: a dialog that opens another imports this, never the provider (no import cycle).
import { createContext, useContext } from "react";

export type SettingsTab = "general" | "archive" | "billing" | "apiKeys";

/** Settings › Billing's views (spec §4). */
export type BillingSubView = "overview" | "addCredits" | "autoRecharge" | "usageLimits";

export interface AppDialogs {
  openSettings: (tab?: SettingsTab) => void;
  /** Settings › Billing on one of its views. */
  openBilling: (view: BillingSubView) => void;
  openOutage: () => void;
  openSalesContact: () => void;
  openEmailSent: () => void;
  /** Add credits: the outage modal while an outage is declared, else Billing › Add credits. */
  openAddCredits: () => void;
}

export const AppDialogsContext = createContext<AppDialogs | null>(null);

export function useAppDialogs(): AppDialogs {
  const value = useContext(AppDialogsContext);
  if (!value) throw new Error("useAppDialogs needs <AppDialogsProvider>");
  return value;
}
