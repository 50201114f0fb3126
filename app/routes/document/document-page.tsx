import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { PresentedDocument } from "../../../common/types";
import { isApiError } from "../../api/client";
import { useDocumentWatch } from "../../api/document-watch";
import { useDocument } from "../../api/documents";
import { queryKeys } from "../../api/keys";
import { mainSourceLanguage, PaperLanguageProvider } from "../../components/paper-language";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadingBlock } from "../../components/ui/spinner";
import { RefusalDialog } from "../../dialogs/refusal-dialog";
import { useLeaveGuard } from "../../hooks/use-leave-guard";
import { documentView } from "../../lib/document-view";
import { NotFoundPage } from "../not-found/not-found-page";
import { DocumentContent } from "./document-content";
import { DocumentSteps } from "./document-steps";
import { FeedbackPanel } from "./feedback-panel";
import { PaperActions } from "./paper-actions";
import { useDocumentActions } from "./use-document-actions";

/** /d/{id}: the summary, the outline (editable in manual mode) and the paper as it is written. */
export function DocumentPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const document = useDocument(id);
  const queryClient = useQueryClient();
  const status = document.data?.status;
  const watching = document.data ? documentView(document.data).watch : false;

  useDocumentWatch(id, document.data?.updatedAt, watching);

  // The sidebar shows each document's status: refresh it when this one moves on.
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: queryKeys.documents });
  }, [status, queryClient]);

  if (document.isPending) return <LoadingBlock label={t("document.loading")} />;
  if (document.isError) {
    if (isApiError(document.error, 404) || isApiError(document.error, 400)) return <NotFoundPage />;
    return (
      <div className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
        <p role="alert" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t("common.loadFailed")}
        </p>
        <Button onClick={() => void document.refetch()}>{t("common.retry")}</Button>
      </div>
    );
  }
  return (
    <PaperLanguageProvider
      locale={document.data.content.settings?.locale}
      otherLanguage={mainSourceLanguage(
        document.data.content.references ?? [],
        document.data.content.settings?.locale,
      )}
    >
      <DocumentScreen key={id} doc={document.data} />
    </PaperLanguageProvider>
  );
}

/** One document: its content, the actions under it, manual mode's step bar, and the questions they ask. */
function DocumentScreen({ doc }: { doc: PresentedDocument }) {
  const { t } = useTranslation();
  const view = documentView(doc);
  const [summaryDirty, setSummaryDirty] = useState(false);
  const [outlineDirty, setOutlineDirty] = useState(false);
  const leave = useLeaveGuard(summaryDirty || outlineDirty);
  const actions = useDocumentActions(doc, summaryDirty);
  const onSummaryDirty = useCallback((dirty: boolean) => setSummaryDirty(dirty), []);
  const onOutlineDirty = useCallback((dirty: boolean) => setOutlineDirty(dirty), []);
  const { pending } = actions;

  return (
    <div className="flex min-h-full flex-col">
      <article className="mx-auto w-full max-w-3xl flex-1 px-4 pt-10 pb-16 sm:px-6 md:pt-14">
        <DocumentContent
          doc={doc}
          view={view}
          actions={actions}
          onSummaryDirty={onSummaryDirty}
          onOutlineDirty={onOutlineDirty}
        />
        <PaperActions doc={doc} actions={actions} />
        {doc.status === "COMPLETE" ? <FeedbackPanel documentId={doc.id} feedback={doc.feedback} /> : null}
      </article>

      <DocumentSteps
        doc={doc}
        step={view.summaryStep ? 2 : view.outlineStep ? 3 : null}
        outlineDirty={outlineDirty}
        actions={actions}
      />

      <ConfirmDialog
        open={leave.blocked || pending !== null}
        title={t("document.leave.title")}
        text={t("document.leave.text")}
        confirmLabel={t("document.leave.confirm")}
        danger
        onConfirm={() => (pending ? actions.run(pending) : leave.proceed())}
        onCancel={() => (pending ? actions.cancelPending() : leave.stay())}
      />
      <ConfirmDialog
        open={actions.replanAsked}
        title={t("document.replan.title")}
        text={t("document.replan.text")}
        confirmLabel={t("document.replan.confirm")}
        danger
        onConfirm={actions.replan}
        onCancel={actions.cancelReplan}
      />
      <RefusalDialog refusal={actions.refusal} facts={actions.refusalFacts} onClose={actions.closeRefusal} />
    </div>
  );
}
