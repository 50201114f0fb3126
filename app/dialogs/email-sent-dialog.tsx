import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button";
import { Modal } from "../components/ui/modal";

/** Shown when a profile update answers 'Email Sent': the new address must be confirmed first. */
export function EmailSentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("dialogs.emailSent.title")}
      description={t("dialogs.emailSent.text")}
      footer={
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          {t("common.ok")}
        </Button>
      }
    />
  );
}
