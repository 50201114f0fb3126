import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button";
import { Modal } from "../components/ui/modal";
import { useAppDialogs } from "./app-dialogs-context";
import { ContactLink } from "./contact-link";
import { type Refusal, type RefusalFacts, refusalNotice } from "./refusals";

/** The dialog of a refusal (refusals.ts): its title and text, Close, and its action. Closed when null. */
export function RefusalDialog({
  refusal,
  facts,
  onClose,
}: {
  refusal: Refusal | null;
  facts: RefusalFacts;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialogs = useAppDialogs();
  const notice = refusal ? refusalNotice(refusal, facts) : null;
  const action = notice?.action;
  const act = () => {
    onClose();
    if (action?.kind === "addCredits") dialogs.openAddCredits();
    else if (action?.kind === "usageLimits") dialogs.openBilling("usageLimits");
  };
  return (
    <Modal
      open={notice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={notice ? t(notice.title) : ""}
      description={notice?.text
        .map((s) => (s.key === "dialogs.demoComplete.capLimit" ? t(s.key, { limit: s.limit }) : t(s.key)))
        .join(" ")}
      footer={
        <>
          <Button onClick={onClose}>{t("common.close")}</Button>
          {action?.kind === "contact" ? (
            <ContactLink href={action.href}>{t(action.label)}</ContactLink>
          ) : action ? (
            <Button variant="primary" onClick={act}>
              {t(action.label)}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
