import { FilePlus2, PenLine, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PresentedDocument } from "../../../common/types";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ReplanButton } from "./replan-button";
import { StepBar } from "./step-bar";
import type { DocumentActions } from "./use-document-actions";

/** Manual mode's bottom bar: at step 2/3 write the summary again or make the plan; at 3/3 write the paper. */
export function DocumentSteps({
  doc,
  step,
  outlineDirty,
  actions,
}: {
  doc: PresentedDocument;
  step: 2 | 3 | null;
  outlineDirty: boolean;
  actions: DocumentActions;
}) {
  const { t } = useTranslation();
  if (step === 2)
    return (
      <StepBar step={2}>
        <Button onClick={() => actions.ask("regenerate")} disabled={actions.acting}>
          {actions.regenerating ? <Spinner /> : <RefreshCw aria-hidden className="size-4" />}
          {t("document.steps.regenerateSummary")}
        </Button>
        <Button variant="primary" onClick={() => actions.ask("plan")} disabled={actions.acting}>
          {actions.planning ? <Spinner /> : <FilePlus2 aria-hidden className="size-4" />}
          {t("document.steps.createPlan")}
        </Button>
      </StepBar>
    );
  if (step === 3)
    return (
      <StepBar step={3} warning={outlineDirty ? t("document.steps.saveFirst") : null}>
        <ReplanButton canReplan={doc.can.replan} actions={actions} />
        <Button
          variant="primary"
          onClick={() => actions.run("write")}
          disabled={actions.acting || outlineDirty}
        >
          {actions.writing ? <Spinner /> : <PenLine aria-hidden className="size-4" />}
          {t("document.steps.writePaper")}
        </Button>
      </StepBar>
    );
  return null;
}
