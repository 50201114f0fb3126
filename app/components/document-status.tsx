import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DocumentStage, DocumentStatus } from "../../common/types";

const WORKING: DocumentStatus[] = ["SUMMARIZING", "PLANNING", "ANALYZING", "GENERATING"];

export function isWorking(status: DocumentStatus): boolean {
  return WORKING.includes(status);
}

/** The status of a document as a small badge; while working, the current step (spec §2 labels). */
export function DocumentStatusBadge({ status, stage }: { status: DocumentStatus; stage?: DocumentStage }) {
  const { t } = useTranslation();
  const working = isWorking(status);
  const label = working && stage ? t(`document.stage.${stage}`) : t(`document.status.${status}`);
  return (
    <span
      role="status"
      data-testid="document-status"
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium",
        status === "COMPLETE" &&
          "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300",
        status === "ERROR" && "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300",
        status === "READY" && "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300",
        working && "bg-brand-100 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200",
      )}
    >
      {working ? <LoaderCircle aria-hidden className="size-3 animate-spin" /> : null}
      {label}
    </span>
  );
}
