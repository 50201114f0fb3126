import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { type BillingView, useSaveBillingSettings } from "../../../api/billing";
import { apiErrorKey } from "../../../api/errors";
import { toast } from "../../../lib/toast";
import { useMoneyForm } from "./money-field";

type BillingSettings = BillingView["billingSettings"];

/**
 * A form of billing settings (auto-recharge, usage limits): its money fields, and a submit that reads them
 * (`read` answers the settings to save, or what is wrong with them) and saves: 'Saved', or the server's reason.
 */
export function useSettingsForm<K extends string>(
  initial: Record<K, string>,
  read: (values: Record<K, string>) => BillingSettings | { problem: string },
) {
  const { t } = useTranslation();
  const save = useSaveBillingSettings();
  const form = useMoneyForm(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const settings = read(form.values);
    if ("problem" in settings) {
      form.setError(settings.problem);
      return;
    }
    form.setError(null);
    save.mutate(settings, {
      onSuccess: () => toast.success(t("settings.billing.saved")),
      onError: (e) => form.setError(t(apiErrorKey(e))),
    });
  };
  return { ...form, submit, pending: save.isPending };
}
