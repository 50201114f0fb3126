import { clsx } from "clsx";
import { Archive, CreditCard, KeyRound, Settings2 } from "lucide-react";
import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useConfig } from "../../api/config";
import { Modal } from "../../components/ui/modal";
import type { BillingSubView, SettingsTab } from "../app-dialogs-context";
import { ApiKeysTab } from "./api-keys-tab";
import { ArchiveTab } from "./archive-tab";
import { BillingTab } from "./billing-tab";
import type { CheckoutReturn } from "./checkout-notice";
import { GeneralTab } from "./general-tab";

const tabClass = clsx(
  "inline-flex shrink-0 items-center rounded-t-md gap-2 border-b-2 border-transparent px-2.5 py-2 text-sm font-medium whitespace-nowrap text-zinc-600 hover:text-zinc-900 sm:px-3",
  "data-[state=active]:border-brand-600 data-[state=active]:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100",
  "dark:data-[state=active]:border-brand-400 dark:data-[state=active]:text-zinc-50",
);

/** Settings: General (profile, theme, language), Archive, API keys, and Billing when billing is on. */
export function SettingsDialog({
  tab,
  onTabChange,
  billingView = "overview",
  onBillingViewChange = () => undefined,
  checkoutReturn = null,
  onClose,
}: {
  tab: SettingsTab | null;
  onTabChange: (tab: SettingsTab) => void;
  billingView?: BillingSubView;
  onBillingViewChange?: (view: BillingSubView) => void;
  /** Back from Stripe Checkout: Billing says how it went. */
  checkoutReturn?: CheckoutReturn | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const billing = useConfig().data?.features.billing ?? false;
  const active: SettingsTab = tab === "billing" && !billing ? "general" : (tab ?? "general");
  return (
    <Modal
      open={tab !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("settings.title")}
      size="lg"
      bodyClassName="min-h-[26rem]"
    >
      <Tabs.Root value={active} onValueChange={(v) => onTabChange(v as SettingsTab)}>
        <Tabs.List
          aria-label={t("settings.title")}
          className="mb-5 flex gap-1 overflow-x-auto border-b border-zinc-200 dark:border-zinc-800"
        >
          <Tabs.Trigger value="general" className={tabClass}>
            <Settings2 aria-hidden className="hidden size-4 sm:block" />
            {t("settings.tabs.general")}
          </Tabs.Trigger>
          <Tabs.Trigger value="archive" className={tabClass}>
            <Archive aria-hidden className="hidden size-4 sm:block" />
            {t("settings.tabs.archive")}
          </Tabs.Trigger>
          <Tabs.Trigger value="apiKeys" className={tabClass}>
            <KeyRound aria-hidden className="hidden size-4 sm:block" />
            {t("settings.tabs.apiKeys")}
          </Tabs.Trigger>
          {billing ? (
            <Tabs.Trigger value="billing" className={tabClass}>
              <CreditCard aria-hidden className="hidden size-4 sm:block" />
              {t("settings.tabs.billing")}
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content value="general" className="focus-visible:outline-none">
          <GeneralTab />
        </Tabs.Content>
        <Tabs.Content value="archive" className="focus-visible:outline-none">
          <ArchiveTab />
        </Tabs.Content>
        <Tabs.Content value="apiKeys" className="focus-visible:outline-none">
          <ApiKeysTab />
        </Tabs.Content>
        {billing ? (
          <Tabs.Content value="billing" className="focus-visible:outline-none">
            <BillingTab view={billingView} onViewChange={onBillingViewChange} checkout={checkoutReturn} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </Modal>
  );
}
