import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button";
import { Modal } from "../components/ui/modal";

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
            <a
              href={salesContactURL}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
            >
              {t("dialogs.sales.contact")}
            </a>
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
