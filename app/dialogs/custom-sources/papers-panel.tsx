import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { SIDEBAR_SCROLL_THRESHOLD } from "../../../common/constants";
import type { CustomSource } from "../../../common/types";
import { useDocuments } from "../../api/documents";
import { LoadingBlock, Spinner } from "../../components/ui/spinner";
import { useInfiniteScroll } from "../../hooks/use-infinite-scroll";
import { paperAsSource } from "../../lib/custom-source-rules";
import { formatShortDate } from "../../lib/date-groups";
import { SourcePickRow } from "./source-pick-row";

/** Picker of the user's finished papers (only those can be sources), 25 a page, loading more at 90 % scroll. */
export function PapersPanel({
  chosen,
  full,
  onAdd,
  onRemove,
  active,
}: {
  chosen: CustomSource[];
  full: boolean;
  onAdd: (source: CustomSource) => void;
  onRemove: (id: string) => void;
  active: boolean;
}) {
  const { t, i18n } = useTranslation();
  const documents = useDocuments(active);
  const scrollRef = useRef<HTMLUListElement>(null);
  useInfiniteScroll(scrollRef, documents, SIDEBAR_SCROLL_THRESHOLD);

  if (documents.isPending) return <LoadingBlock label={t("common.loading")} />;
  if (documents.isError)
    return (
      <p role="alert" className="py-6 text-center text-sm text-red-600">
        {t("common.loadFailed")}
      </p>
    );
  const finished = documents.items.filter((doc) => doc.status === "COMPLETE");
  if (finished.length === 0 && !documents.hasNextPage) {
    return (
      <p className="py-10 text-center text-sm text-zinc-500 dark:text-zinc-400">
        {t("customSources.papers.empty")}
      </p>
    );
  }
  return (
    <div>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{t("customSources.papers.help")}</p>
      <ul
        ref={scrollRef}
        aria-label={t("customSources.papers.listLabel")}
        className="max-h-64 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
      >
        {finished.map((doc) => {
          const added = chosen.some((s) => s.id === doc.id);
          const title = doc.title || t("common.untitled");
          return (
            <SourcePickRow
              key={doc.id}
              title={title}
              detail={formatShortDate(doc.createdAt, i18n.language)}
              added={added}
              disabled={full}
              onToggle={() =>
                added ? onRemove(doc.id) : onAdd({ ...paperAsSource(doc, window.location.origin), title })
              }
            />
          );
        })}
        {documents.isFetchingNextPage ? (
          <li className="px-3 py-2 text-sm text-zinc-500">
            <Spinner label={t("common.loadingMore")} />
          </li>
        ) : null}
      </ul>
    </div>
  );
}
