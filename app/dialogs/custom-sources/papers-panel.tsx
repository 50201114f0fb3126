import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { SIDEBAR_SCROLL_THRESHOLD } from "../../../common/constants";
import { useDocuments } from "../../api/documents";
import { Spinner } from "../../components/ui/spinner";
import { useInfiniteScroll } from "../../hooks/use-infinite-scroll";
import { paperAsSource } from "../../lib/custom-source-rules";
import { formatShortDate } from "../../lib/date-groups";
import { type PickPanelProps, SourcePickPanel } from "./source-pick-panel";
import { SourcePickRow } from "./source-pick-row";

/** Picker of the user's finished papers (only those can be sources), 25 a page, loading more at 90 % scroll. */
export function PapersPanel({ chosen, full, onAdd, onRemove, active }: PickPanelProps) {
  const { t, i18n } = useTranslation();
  const documents = useDocuments(active);
  const scrollRef = useRef<HTMLUListElement>(null);
  useInfiniteScroll(scrollRef, documents, SIDEBAR_SCROLL_THRESHOLD);
  const finished = documents.items.filter((doc) => doc.status === "COMPLETE");
  return (
    <SourcePickPanel
      state={
        documents.isPending
          ? "pending"
          : documents.isError
            ? "failed"
            : finished.length === 0 && !documents.hasNextPage
              ? "empty"
              : "ready"
      }
      emptyText={t("customSources.papers.empty")}
      help={t("customSources.papers.help")}
      listLabel={t("customSources.papers.listLabel")}
      listRef={scrollRef}
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
    </SourcePickPanel>
  );
}
