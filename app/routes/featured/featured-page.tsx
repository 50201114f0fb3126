import { ArrowLeft, Eye } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CARD_SUMMARY_PREVIEW_CHARS, FEATURED_SCROLL_THRESHOLD } from "../../../common/constants";
import { useFeatured } from "../../api/featured";
import { CoverThumbnail } from "../../components/cover-thumbnail";
import { LikeButton } from "../../components/like-button";
import { ShareButton } from "../../components/share-dialog";
import { LoadingBlock, Spinner } from "../../components/ui/spinner";
import { useInfiniteScroll } from "../../hooks/use-infinite-scroll";
import { formatShortDate } from "../../lib/date-groups";
import { SharedDocument } from "../share/share-page";

/** /featured-papers: 'Articles' by other users; clicking a title expands it; loads more past 80 %. */
export function FeaturedPage() {
  const { t, i18n } = useTranslation();
  const featured = useFeatured();
  const [expanded, setExpanded] = useState<string | null>(null);
  const scrollRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    scrollRef.current = document.getElementById("main");
  }, []);
  useInfiniteScroll(
    scrollRef,
    expanded ? { ...featured, hasNextPage: false } : featured,
    FEATURED_SCROLL_THRESHOLD,
  );

  if (expanded) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 pt-6 sm:px-6">
        <button
          type="button"
          onClick={() => setExpanded(null)}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t("featured.back")}
        </button>
        <SharedDocument id={expanded} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 font-serif text-3xl font-semibold">{t("featured.title")}</h1>
      {featured.isPending ? (
        <LoadingBlock label={t("common.loading")} />
      ) : featured.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {t("common.loadFailed")}
        </p>
      ) : featured.items.length === 0 ? (
        <p className="py-12 text-center text-sm text-zinc-500 dark:text-zinc-400">{t("featured.empty")}</p>
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {featured.items.map((article) => (
            <li key={article.id} className="py-5">
              <article aria-labelledby={`featured-${article.id}`} className="flow-root">
                {article.coverImageURL ? (
                  <CoverThumbnail url={article.coverImageURL} className="float-end ms-4 mb-2 w-28 sm:w-40" />
                ) : null}
                <h2 id={`featured-${article.id}`} className="text-lg font-semibold">
                  <button
                    type="button"
                    dir="auto"
                    onClick={() => setExpanded(article.id)}
                    className="text-start hover:underline"
                  >
                    {article.title || t("common.untitled")}
                  </button>
                </h2>
                <p className="mt-1 flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
                  {article.user ? <AuthorAvatar name={article.user.name} image={article.user.image} /> : null}
                  {[article.user?.name, formatShortDate(article.createdAt, i18n.language)]
                    .filter(Boolean)
                    .join(" · ")}
                  <span className="ms-2 inline-flex items-center gap-1" data-testid="featured-views">
                    <Eye aria-hidden className="size-3" />
                    {t("document.views", { count: article.viewsCount ?? 0 })}
                  </span>
                </p>
                {article.summaryPreview ? (
                  <p dir="auto" className="mt-2 text-sm leading-relaxed text-zinc-700 dark:text-zinc-300">
                    {article.summaryPreview}
                    {/* The server sends the first 300 characters: a full preview was cut short. */}
                    {article.summaryPreview.length >= CARD_SUMMARY_PREVIEW_CHARS ? "…" : null}
                  </p>
                ) : null}
                <div className="mt-3 flex items-center gap-2">
                  <LikeButton
                    documentId={article.id}
                    isLiked={article.isLiked ?? false}
                    likeCount={article.likeCount ?? 0}
                    size="sm"
                  />
                  <ShareButton
                    documentId={article.id}
                    title={article.title || t("common.untitled")}
                    size="sm"
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {featured.isFetchingNextPage ? (
        <div className="py-4 text-center text-sm text-zinc-500">
          <Spinner label={t("common.loadingMore")} />
        </div>
      ) : null}
    </div>
  );
}

/** The author's picture, or the first letter of their name when they have none. */
function AuthorAvatar({ name, image }: { name: string; image: string | null }) {
  if (image) return <img src={image} alt="" className="size-5 rounded-full object-cover" />;
  return (
    <span
      aria-hidden
      className="inline-flex size-5 items-center justify-center rounded-full bg-zinc-200 text-[10px] font-semibold text-zinc-700 uppercase dark:bg-zinc-700 dark:text-zinc-200"
    >
      {name.trim().charAt(0)}
    </span>
  );
}
