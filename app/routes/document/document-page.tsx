import { useQueryClient } from "@tanstack/react-query";
import { FilePlus2, PenLine, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { PresentedDocument } from "../../../common/types";
import { isApiError } from "../../api/client";
import { useConfig } from "../../api/config";
import {
  useCreatePlan,
  useRegenerateSummary,
  useRetryDocument,
  useWritePaper,
} from "../../api/document-actions";
import { useDocumentWatch } from "../../api/document-watch";
import { useDocument } from "../../api/documents";
import { apiErrorKey, hasCode } from "../../api/errors";
import { queryKeys } from "../../api/keys";
import { DocumentStatusBadge } from "../../components/document-status";
import { EvidenceProvider } from "../../components/evidence-card";
import { LikeButton } from "../../components/like-button";
import { mainSourceLanguage, PaperLanguageProvider } from "../../components/paper-language";
import { documentTitle, PaperHeader, PaperReferences, SourceLanguageNote } from "../../components/paper-view";
import { ShareButton } from "../../components/share-dialog";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadingBlock, Spinner } from "../../components/ui/spinner";
import { useAppDialogs } from "../../dialogs/app-dialogs-context";
import { DemoCompleteDialog, NotEnoughCreditsDialog, UsageLimitDialog } from "../../dialogs/credits-dialogs";
import { useLeaveGuard } from "../../hooks/use-leave-guard";
import { documentView } from "../../lib/document-view";
import { toast } from "../../lib/toast";
import { NotFoundPage } from "../not-found/not-found-page";
import { DeletePaperButton } from "./delete-paper-button";
import { DownloadMenu } from "./download-menu";
import { FeatureButton } from "./feature-button";
import { FeedbackPanel } from "./feedback-panel";
import { OutlineEditor } from "./outline-editor";
import { OutlineView } from "./outline-view";
import { PaperSections } from "./paper-sections";
import { ErrorPanel, OfflineEngineLabel, ProgressPanel } from "./status-panels";
import { StepBar } from "./step-bar";
import { SummaryEditor } from "./summary-editor";
import { SummaryPanel, SummaryText } from "./summary-panel";
import { WrittenPaper } from "./written-paper";

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

type Action = "plan" | "regenerate" | "write";

function DocumentScreen({ doc }: { doc: PresentedDocument }) {
  const { t } = useTranslation();
  const dialogs = useAppDialogs();
  const view = documentView(doc);
  const [summaryDirty, setSummaryDirty] = useState(false);
  const [outlineDirty, setOutlineDirty] = useState(false);
  const [pending, setPending] = useState<Action | null>(null);
  const [noCredits, setNoCredits] = useState(false);
  const [trialEnded, setTrialEnded] = useState(false);
  const contactURL = useConfig().data?.features.demo.contactURL ?? null;
  const [overBudget, setOverBudget] = useState(false);
  const [replanAsked, setReplanAsked] = useState(false);
  const leave = useLeaveGuard(summaryDirty || outlineDirty);
  const retry = useRetryDocument(doc.id);
  const createPlan = useCreatePlan(doc.id);
  const regenerate = useRegenerateSummary(doc.id);
  const write = useWritePaper(doc.id);
  const onSummaryDirty = useCallback((dirty: boolean) => setSummaryDirty(dirty), []);
  const onOutlineDirty = useCallback((dirty: boolean) => setOutlineDirty(dirty), []);
  const sections = doc.content.plan?.sections ?? [];
  const acting = createPlan.isPending || regenerate.isPending || write.isPending;

  // 402 opens 'Not enough credits.', 403 past the monthly budget 'Usage limit exceeded.', an ended trial
  // the demo-complete dialog with its contact link;
  // writing the summary again that fails for no known reason says 'Something went wrong!' (spec §8).
  const onActionError = (action: Action | "retry") => (error: Error) => {
    if (isApiError(error, 402)) setNoCredits(true);
    else if (hasCode(error, "USAGE_LIMIT_EXCEEDED")) setOverBudget(true);
    else if (hasCode(error, "TRIAL_EXPIRED")) setTrialEnded(true);
    else if (action === "regenerate" && apiErrorKey(error) === "common.somethingWentWrong")
      toast.error(t("document.summaryEditor.regenerateFailed"));
    else toast.error(t(apiErrorKey(error)));
  };
  const run = (action: Action) => {
    setPending(null);
    const mutation = action === "plan" ? createPlan : action === "regenerate" ? regenerate : write;
    mutation.mutate(undefined, { onError: onActionError(action) });
  };
  // Unsaved summary changes are lost when the plan is made or the summary written again: ask first.
  const ask = (action: Action) => (summaryDirty ? setPending(action) : run(action));
  // Planning again replaces the outline (spec §4): the confirm says what is kept and what is lost.
  const replanButton = doc.can.replan ? (
    <Button onClick={() => setReplanAsked(true)} disabled={acting}>
      {createPlan.isPending ? <Spinner /> : <RefreshCw aria-hidden className="size-4" />}
      {t("document.replan.button")}
    </Button>
  ) : null;

  return (
    <div className="flex min-h-full flex-col">
      <article className="mx-auto w-full max-w-3xl flex-1 px-4 pt-10 pb-16 sm:px-6 md:pt-14">
        <PaperHeader document={doc}>
          <DocumentStatusBadge status={doc.status} />
          {doc.content.engine === "offline" ? <OfflineEngineLabel /> : null}
        </PaperHeader>

        <SourceLanguageNote document={doc} />
        {view.working ? <ProgressPanel stage={doc.content.stage} /> : null}
        {doc.status === "ERROR" ? (
          <ErrorPanel
            error={doc.content.error}
            canRetry={doc.can.retry}
            retrying={retry.isPending}
            onRetry={() => retry.mutate(undefined, { onError: onActionError("retry") })}
          />
        ) : null}

        {/* At step 3/3 the summary is folded away, so the outline editor comes first. */}
        <SummaryPanel key={view.outlineStep ? "outline" : "summary"} defaultOpen={!view.outlineStep}>
          {view.summaryStep ? (
            <SummaryEditor documentId={doc.id} summary={doc.content.summary} onDirtyChange={onSummaryDirty} />
          ) : (
            <SummaryText summary={doc.content.summary} pending={view.working} />
          )}
        </SummaryPanel>

        {view.outlineStep ? (
          <>
            <OutlineEditor documentId={doc.id} content={doc.content} onDirtyChange={onOutlineDirty} />
            <WrittenPaper document={doc} />
          </>
        ) : view.showOutline ? (
          // Collapsed once the paper is shown: its sections then carry the outline and their progress.
          <OutlineView
            key={view.showPaper ? "paper" : "plan"}
            sections={sections}
            collapsed={view.showPaper}
            requested={doc.content.settings.numberOfSections}
            materialSections={doc.content.plan.materialSections}
          />
        ) : null}

        {view.showPaper ? (
          <EvidenceProvider document={doc} shared={false}>
            <div className="space-y-10">
              <PaperSections document={doc} />
              <PaperReferences document={doc} />
            </div>
          </EvidenceProvider>
        ) : null}

        {doc.status === "COMPLETE" ? (
          // The row under a finished paper.
          <div className="mt-10 flex flex-wrap items-center gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
            <LikeButton documentId={doc.id} isLiked={doc.isLiked} likeCount={doc.likeCount} />
            <ShareButton documentId={doc.id} title={documentTitle(doc, t("common.untitled"))} />
            <DownloadMenu documentId={doc.id} />
            {replanButton}
            <FeatureButton documentId={doc.id} featured={doc.featured} />
            <DeletePaperButton documentId={doc.id} />
          </div>
        ) : doc.can.archive && (doc.status === "ERROR" || doc.status === "READY") ? (
          // A paper that stopped (failed, or waiting for its owner) can be deleted too.
          <div className="mt-10 flex justify-end border-t border-zinc-200 pt-4 dark:border-zinc-800">
            <DeletePaperButton documentId={doc.id} />
          </div>
        ) : null}
        {doc.status === "COMPLETE" ? <FeedbackPanel documentId={doc.id} feedback={doc.feedback} /> : null}
      </article>

      {view.summaryStep ? (
        <StepBar step={2}>
          <Button onClick={() => ask("regenerate")} disabled={acting}>
            {regenerate.isPending ? <Spinner /> : <RefreshCw aria-hidden className="size-4" />}
            {t("document.steps.regenerateSummary")}
          </Button>
          <Button variant="primary" onClick={() => ask("plan")} disabled={acting}>
            {createPlan.isPending ? <Spinner /> : <FilePlus2 aria-hidden className="size-4" />}
            {t("document.steps.createPlan")}
          </Button>
        </StepBar>
      ) : view.outlineStep ? (
        <StepBar step={3} warning={outlineDirty ? t("document.steps.saveFirst") : null}>
          {replanButton}
          <Button variant="primary" onClick={() => run("write")} disabled={acting || outlineDirty}>
            {write.isPending ? <Spinner /> : <PenLine aria-hidden className="size-4" />}
            {t("document.steps.writePaper")}
          </Button>
        </StepBar>
      ) : null}

      <ConfirmDialog
        open={leave.blocked || pending !== null}
        title={t("document.leave.title")}
        text={t("document.leave.text")}
        confirmLabel={t("document.leave.confirm")}
        danger
        onConfirm={() => (pending ? run(pending) : leave.proceed())}
        onCancel={() => (pending ? setPending(null) : leave.stay())}
      />
      <ConfirmDialog
        open={replanAsked}
        title={t("document.replan.title")}
        text={t("document.replan.text")}
        confirmLabel={t("document.replan.confirm")}
        danger
        onConfirm={() => {
          setReplanAsked(false);
          run("plan");
        }}
        onCancel={() => setReplanAsked(false)}
      />
      <DemoCompleteDialog
        open={trialEnded}
        onOpenChange={setTrialEnded}
        reason="trial"
        contactURL={contactURL}
      />
      <NotEnoughCreditsDialog
        open={noCredits}
        onOpenChange={setNoCredits}
        onAction={() => {
          setNoCredits(false);
          dialogs.openAddCredits();
        }}
      />
      <UsageLimitDialog
        open={overBudget}
        onOpenChange={setOverBudget}
        onAction={() => {
          setOverBudget(false);
          dialogs.openBilling("usageLimits");
        }}
      />
    </div>
  );
}
