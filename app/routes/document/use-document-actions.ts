import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PresentedDocument } from "../../../common/types";
import { useConfig } from "../../api/config";
import {
  useCreatePlan,
  useRegenerateSummary,
  useRetryDocument,
  useWritePaper,
} from "../../api/document-actions";
import { apiErrorKey } from "../../api/errors";
import { type Refusal, type RefusalFacts, refusalFromError } from "../../dialogs/refusals";
import { toast } from "../../lib/toast";

/** The steps a person starts from the document page. */
export type DocumentAction = "plan" | "regenerate" | "write";

/** The refusals the document's steps may meet (the paper cap and quota stop only new papers). */
const STEP_REFUSALS: readonly Refusal[] = ["credits", "usage", "trial"];

/**
 * The document page's steps (make the plan, write the summary again, write the paper, retry) with the
 * confirmations they need first and what a refusal opens.
 */
export function useDocumentActions(doc: PresentedDocument, summaryDirty: boolean) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<DocumentAction | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [replanAsked, setReplanAsked] = useState(false);
  const contactURL = useConfig().data?.features.demo.contactURL ?? null;
  const retry = useRetryDocument(doc.id);
  const createPlan = useCreatePlan(doc.id);
  const regenerate = useRegenerateSummary(doc.id);
  const write = useWritePaper(doc.id);

  // 402 opens 'Not enough credits.', 403 past the monthly budget 'Usage limit exceeded.', an ended trial
  // the demo-complete dialog with its contact link;
  // writing the summary again that fails for no known reason says 'Something went wrong!' (spec §8).
  const onActionError = (action: DocumentAction | "retry") => (error: Error) => {
    const refused = refusalFromError(error, STEP_REFUSALS);
    if (refused) setRefusal(refused);
    else if (action === "regenerate" && apiErrorKey(error) === "common.somethingWentWrong")
      toast.error(t("document.summaryEditor.regenerateFailed"));
    else toast.error(t(apiErrorKey(error)));
  };
  const run = (action: DocumentAction) => {
    setPending(null);
    const mutation = action === "plan" ? createPlan : action === "regenerate" ? regenerate : write;
    mutation.mutate(undefined, { onError: onActionError(action) });
  };

  const refusalFacts: RefusalFacts = {
    paperQuota: null,
    hostedCap: null,
    demoContactURL: contactURL,
    salesContactURL: null,
  };
  return {
    run,
    // Unsaved summary changes are lost when the plan is made or the summary written again: ask first.
    ask: (action: DocumentAction) => (summaryDirty ? setPending(action) : run(action)),
    /** The step waiting for 'discard unsaved changes?' to be answered. */
    pending,
    cancelPending: () => setPending(null),
    retry: () => retry.mutate(undefined, { onError: onActionError("retry") }),
    retrying: retry.isPending,
    planning: createPlan.isPending,
    regenerating: regenerate.isPending,
    writing: write.isPending,
    acting: createPlan.isPending || regenerate.isPending || write.isPending,
    // Planning again replaces the outline (spec §4): the confirm says what is kept and what is lost.
    replanAsked,
    askReplan: () => setReplanAsked(true),
    cancelReplan: () => setReplanAsked(false),
    replan: () => {
      setReplanAsked(false);
      run("plan");
    },
    refusal,
    refusalFacts,
    closeRefusal: () => setRefusal(null),
  };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>;
