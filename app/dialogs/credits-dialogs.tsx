// The create-document refusals of spec §8: 402 not enough credits, 403 monthly usage limit.
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button";
import { Modal } from "../components/ui/modal";

interface RefusalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: () => void;
}

export function NotEnoughCreditsDialog({ open, onOpenChange, onAction }: RefusalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("dialogs.notEnoughCredits.title")}
      description={t("dialogs.notEnoughCredits.text")}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t("common.close")}</Button>
          <Button variant="primary" onClick={onAction}>
            {t("dialogs.notEnoughCredits.addCredits")}
          </Button>
        </>
      }
    />
  );
}

export function UsageLimitDialog({ open, onOpenChange, onAction }: RefusalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("dialogs.usageLimit.title")}
      description={t("dialogs.usageLimit.text")}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t("common.close")}</Button>
          <Button variant="primary" onClick={onAction}>
            {t("dialogs.usageLimit.billingSettings")}
          </Button>
        </>
      }
    />
  );
}

/** Demo variant: the trial has expired; hosted variant: the paper cap is reached. */
export function DemoCompleteDialog({
  open,
  onOpenChange,
  reason,
  contactURL,
  limit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason: "trial" | "cap";
  contactURL: string | null;
  /** The paper limit that was reached (the hosted cap or the account's quota), when known. */
  limit?: number | null;
}) {
  const { t } = useTranslation();
  // Said even without a contact address: what the limit is, and whom to ask (issue 32, item 6).
  const capText =
    limit === null || limit === undefined
      ? t("dialogs.demoComplete.capText")
      : `${t("dialogs.demoComplete.capLimit", { limit })} ${t(
          contactURL ? "dialogs.demoComplete.capAskContact" : "dialogs.demoComplete.capAskOperator",
        )}`;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={reason === "trial" ? t("dialogs.demoComplete.trialTitle") : t("dialogs.demoComplete.capTitle")}
      description={reason === "trial" ? t("dialogs.demoComplete.trialText") : capText}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t("common.close")}</Button>
          {contactURL ? (
            <a
              href={contactURL}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
            >
              {t("dialogs.demoComplete.contact")}
            </a>
          ) : null}
        </>
      }
    />
  );
}
