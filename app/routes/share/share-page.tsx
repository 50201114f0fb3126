import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../api/client";
import { useSession } from "../../api/session";
import { useSharedDocument } from "../../api/share";
import { EvidenceProvider } from "../../components/evidence-card";
import { PublicLayout } from "../../components/layout/public-layout";
import { LikeButton } from "../../components/like-button";
import { mainSourceLanguage, PaperLanguageProvider } from "../../components/paper-language";
import { documentTitle, PaperBody, PaperHeader, SourceLanguageNote } from "../../components/paper-view";
import { ShareButton } from "../../components/share-dialog";
import { Button } from "../../components/ui/button";
import { LoadingBlock } from "../../components/ui/spinner";
import { DownloadMenu } from "../document/download-menu";
import { SummaryBody, SummaryPanel } from "../document/summary-panel";
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
  const session = useSession();
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
  const signedIn = Boolean(session.data?.user);
  const summary = doc.content.summary?.summary?.trim();
  const hasSections = doc.content.plan?.sections.some((s) => s.content.trim() !== "");
  return (
    <PaperLanguageProvider
      locale={doc.content.settings?.locale}
      otherLanguage={mainSourceLanguage(doc.content.references ?? [], doc.content.settings?.locale)}
    >
      <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <PaperHeader document={doc}>
          {doc.author?.name ? (
            <>
              <span aria-hidden>·</span>
              <span data-testid="share-author">{t("share.by", { name: doc.author.name })}</span>
            </>
          ) : null}
        </PaperHeader>
        <div className="mb-8 flex flex-wrap items-center gap-2">
          {signedIn ? (
            <LikeButton documentId={doc.id} isLiked={doc.isLiked} likeCount={doc.likeCount} />
          ) : session.isPending ? null : (
            // A visitor likes after signing in, and comes back to this page.
            <Link
              to={`/auth/sign-in?next=${encodeURIComponent(`/share/${doc.id}`)}`}
              className="inline-flex items-center gap-1.5 rounded-lg border border-zinc-200 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
            >
              <Heart aria-hidden className="size-4 text-zinc-500" />
              <span data-testid="like-count">{doc.likeCount}</span>
              <span className="ms-0.5 border-s border-zinc-200 ps-2 dark:border-zinc-700">
                {t("share.signInToLike")}
              </span>
            </Link>
          )}
          <ShareButton documentId={doc.id} title={documentTitle(doc, t("common.untitled"))} />
          <DownloadMenu documentId={doc.id} shared />
        </div>
        <SourceLanguageNote document={doc} />
        {/* The summary with its sources, as on the paper's own page (it was left out beside the sections). */}
        {summary ? (
          <SummaryPanel>
            <SummaryBody text={summary} sources={doc.content.summary?.sources ?? []} />
          </SummaryPanel>
        ) : hasSections ? null : (
          <p className="text-sm text-zinc-500">{t("share.notWritten")}</p>
        )}
        <EvidenceProvider document={doc} shared>
          <PaperBody document={doc} />
        </EvidenceProvider>
      </article>
    </PaperLanguageProvider>
  );
}
