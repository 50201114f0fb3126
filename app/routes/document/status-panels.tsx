import { AlertTriangle, Cpu, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DocumentError, DocumentStage } from "../../../common/types";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { Tooltip } from "../../components/ui/tooltip";
import { stageProgress } from "../../lib/document-view";

/** While the document is being worked on: the current step's label (spec §2) and how far along it is. */
export function ProgressPanel({ stage }: { stage: DocumentStage | undefined }) {
  const { t } = useTranslation();
  const label = stage ? t(`document.stage.${stage}`) : t("document.working");
  const percent = Math.round(stageProgress(stage) * 100);
  return (
    <div className="mb-8 rounded-xl border border-brand-200 bg-brand-50/60 px-4 py-3 dark:border-brand-900 dark:bg-brand-950/30">
      <div role="status" aria-live="polite" className="flex items-center gap-2 text-sm font-medium">
        <Spinner className="text-brand-600 dark:text-brand-300" />
        <span data-testid="progress-label">{label}</span>
      </div>
      <div
        aria-hidden
        className="mt-2.5 h-1.5 overflow-hidden rounded-full bg-brand-100 dark:bg-brand-900/60"
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] duration-500"
          style={{ width: `${Math.max(percent, 4)}%` }}
        />
      </div>
    </div>
  );
}

/** ERROR: 'There was an error', why, and what to do, with Retry (spec §4, §8). */
export function ErrorPanel({
  error,
  canRetry,
  retrying,
  onRetry,
}: {
  error: DocumentError | undefined;
  canRetry: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const reason = error?.reason;
  const given = error?.params ?? {};
  // A network problem is named by its kind (dns, refused …), said in the reader's language.
  const params = given.problem
    ? { ...given, problem: t(`document.failure.network.${given.problem}`, { defaultValue: given.problem }) }
    : given;
  // The server's English words are the fallback when this version of the app does not know the reason.
  const message = reason
    ? t(`document.failure.${reason}.message`, { ...params, defaultValue: error?.message ?? "" })
    : error?.message;
  const hint = reason
    ? t(`document.failure.${reason}.hint`, { ...params, defaultValue: error?.hint ?? "" })
    : error?.hint;
  return (
    <div
      role="alert"
      className="mb-8 flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{t("document.error")}</span>
        {message ? (
          <span data-testid="error-message" className="block">
            {message}
          </span>
        ) : null}
        {hint ? (
          <span data-testid="error-hint" className="block text-red-700/90 dark:text-red-300/90">
            {hint}
          </span>
        ) : null}
        <span className="block text-red-700/90 dark:text-red-300/90">{t("document.errorHelp")}</span>
      </p>
      {canRetry ? (
        <Button variant="danger" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RotateCcw aria-hidden className="size-4" />}
          {t("common.retry")}
        </Button>
      ) : null}
    </div>
  );
}

/** Papers written by the offline engine say so (no language model was used). */
export function OfflineEngineLabel() {
  const { t } = useTranslation();
  return (
    <Tooltip content={t("document.offlineAbout")}>
      <button
        type="button"
        aria-label={`${t("document.offline")}: ${t("document.offlineAbout")}`}
        className="inline-flex items-center gap-1 rounded-full border border-zinc-300 px-2 py-0.5 text-xs font-medium text-zinc-600 dark:border-zinc-700 dark:text-zinc-300"
      >
        <Cpu aria-hidden className="size-3" />
        {t("document.offline")}
      </button>
    </Tooltip>
  );
}
