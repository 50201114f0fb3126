import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isApiError } from "../../api/client";
import { useSharedDocument } from "../../api/share";
import { PublicLayout } from "../../components/layout/public-layout";
import { Markdown } from "../../components/markdown";
import { PaperLanguageProvider, usePaperLanguage } from "../../components/paper-language";
import { PaperBody, PaperHeader, SourceLanguageNote } from "../../components/paper-view";
import { Button } from "../../components/ui/button";
import { LoadingBlock } from "../../components/ui/spinner";
import { NotFoundPage } from "../not-found/not-found-page";

/** /share/{documentId}: a shared paper, readable by anyone with the link. */
export function SharePage() {
  const { documentId = "" } = useParams();
  return (
    <PublicLayout>
      <SharedDocument id={documentId} />
    </PublicLayout>
  );
}

/** A shared paper's content; also used to expand an article in the featured list. */
export function SharedDocument({ id }: { id: string }) {
  const { t } = useTranslation();
  const shared = useSharedDocument(id);
  if (shared.isPending) return <LoadingBlock label={t("document.loading")} />;
  if (shared.isError) {
    if (isApiError(shared.error, 404) || isApiError(shared.error, 400)) return <NotFoundPage />;
    return (
      <div className="flex flex-col items-center gap-4 p-10 text-center">
        <p role="alert" className="text-sm">
          {t("common.loadFailed")}
        </p>
        <Button onClick={() => void shared.refetch()}>{t("common.retry")}</Button>
      </div>
    );
  }
  const doc = shared.data;
  const summary = doc.content.summary?.summary?.trim();
  const hasSections = doc.content.plan?.sections.some((s) => s.content.trim() !== "");
  return (
    <PaperLanguageProvider locale={doc.content.settings?.locale}>
      <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <PaperHeader document={doc} />
        <SourceLanguageNote document={doc} />
        {hasSections ? null : summary ? (
          <SharedSummary text={summary} />
        ) : (
          <p className="text-sm text-zinc-500">{t("share.notWritten")}</p>
        )}
        <PaperBody document={doc} />
      </article>
    </PaperLanguageProvider>
  );
}

function SharedSummary({ text }: { text: string }) {
  const paper = usePaperLanguage();
  return (
    <div {...paper}>
      <Markdown>{text}</Markdown>
    </div>
  );
}
