import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button";
import { Modal } from "../components/ui/modal";
import { ContactLink } from "./contact-link";

/** Custom data integration: offered from the 'Custom' search type; it never changes the search. */
export function SalesContactDialog({
  open,
  onOpenChange,
  salesContactURL,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  salesContactURL: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("dialogs.sales.title")}
      description={t("dialogs.sales.text")}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t("common.close")}</Button>
          {salesContactURL ? (
            <ContactLink href={salesContactURL}>{t("dialogs.sales.contact")}</ContactLink>
          ) : null}
        </>
      }
    >
      {salesContactURL ? null : (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t("dialogs.sales.noContact")}</p>
      )}
    </Modal>
  );
}
