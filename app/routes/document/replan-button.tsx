import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import type { DocumentActions } from "./use-document-actions";

/** 'Plan again' (when the document may be planned again): it asks before the outline is replaced. */
export function ReplanButton({ canReplan, actions }: { canReplan: boolean; actions: DocumentActions }) {
  const { t } = useTranslation();
  if (!canReplan) return null;
  return (
    <Button onClick={actions.askReplan} disabled={actions.acting}>
      {actions.planning ? <Spinner /> : <RefreshCw aria-hidden className="size-4" />}
      {t("document.replan.button")}
    </Button>
  );
}
