import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ChevronDown } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isApiError } from "../../api/client";
import { useDocument } from "../../api/documents";
import { queryKeys } from "../../api/keys";
import { DocumentStatusBadge } from "../../components/document-status";
import { Markdown } from "../../components/markdown";
import { PaperBody, PaperHeader } from "../../components/paper-view";
import { Button } from "../../components/ui/button";
import { LoadingBlock } from "../../components/ui/spinner";
import { NotFoundPage } from "../not-found/not-found-page";

/** /d/{id}: the document's title, status, summary and what is written so far. */
export function DocumentPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const document = useDocument(id);
  const queryClient = useQueryClient();
  const status = document.data?.status;

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

  const doc = document.data;
  const summary = doc.content.summary?.summary?.trim();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <PaperHeader document={doc}>
        <DocumentStatusBadge status={doc.status} stage={doc.content.stage} />
      </PaperHeader>

      {doc.status === "ERROR" ? (
        <div
          role="alert"
          className="mb-8 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p className="font-medium">{t("document.error")}</p>
        </div>
      ) : null}

      <details open className="group mb-10 rounded-xl border border-zinc-200 dark:border-zinc-800">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold">
          {t("document.summary")}
          <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-zinc-200 px-4 py-4 dark:border-zinc-800">
          {summary ? (
            <Markdown>{summary}</Markdown>
          ) : (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{t("document.summaryPending")}</p>
          )}
        </div>
      </details>

      <PaperBody document={doc} />
    </article>
  );
}
