import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button";
import { Modal } from "../components/ui/modal";

/** Service outage: existing papers stay viewable, credits are unaffected, contact support (spec §8). */
export function OutageDialog({
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
      title={t("dialogs.outage.title")}
      description={t("dialogs.outage.text")}
      footer={
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          {t("common.close")}
        </Button>
      }
    >
      <ul className="list-disc space-y-1.5 ps-5 text-sm text-zinc-700 dark:text-zinc-300">
        <li>{t("dialogs.outage.papers")}</li>
        <li>{t("dialogs.outage.credits")}</li>
        <li>{t("dialogs.outage.support")}</li>
      </ul>
    </Modal>
  );
}
