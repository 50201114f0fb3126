import { clsx } from "clsx";
import { Archive, FileText, LoaderCircle } from "lucide-react";
import { useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate, useParams } from "react-router";
import { SIDEBAR_SCROLL_THRESHOLD } from "../../../common/constants";
import type { DocumentListEntry } from "../../../common/types";
import { useArchiveDocument, useDocuments } from "../../api/documents";
import { useInfiniteScroll } from "../../hooks/use-infinite-scroll";
import { type DateGroup, formatMonthYear, groupByDate } from "../../lib/date-groups";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";

const WORKING = new Set(["SUMMARIZING", "PLANNING", "ANALYZING", "GENERATING"]);

/** The user's documents grouped by date, with an archive button each; loads more at 90 % scroll. */
export function DocumentList({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const documents = useDocuments();
  const scrollRef = useRef<HTMLDivElement>(null);
  const uid = useId();
  useInfiniteScroll(scrollRef, documents, SIDEBAR_SCROLL_THRESHOLD);
  const groups = useMemo(() => groupByDate(documents.items, new Date()), [documents.items]);

  const groupTitle = (group: DateGroup<DocumentListEntry>) =>
    group.kind === "month" && group.month
      ? formatMonthYear(group.month, i18n.language)
      : t(`sidebar.groups.${group.kind as "today" | "yesterday" | "last7" | "last30"}`);

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
      {documents.isPending ? (
        <div className="px-3 py-4 text-sm text-zinc-500">
          <Spinner label={t("common.loading")} />
        </div>
      ) : documents.isError ? (
        <div className="px-3 py-4">
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {t("common.loadFailed")}
          </p>
          <Button size="sm" className="mt-2" onClick={() => void documents.refetch()}>
            {t("common.retry")}
          </Button>
        </div>
      ) : groups.length === 0 ? (
        <p className="px-3 py-4 text-sm text-zinc-500 dark:text-zinc-400">{t("sidebar.empty")}</p>
      ) : (
        <nav aria-label={t("sidebar.documents")}>
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`${uid}-${group.key}`} className="mt-3 first:mt-1">
              <h2
                id={`${uid}-${group.key}`}
                className="px-3 pb-1 text-xs font-medium text-zinc-500 dark:text-zinc-400"
              >
                {groupTitle(group)}
              </h2>
              <ul>
                {group.items.map((doc) => (
                  <DocumentRow key={doc.id} doc={doc} onNavigate={onNavigate} />
                ))}
              </ul>
            </section>
          ))}
          {documents.isFetchingNextPage ? (
            <div className="px-3 py-2 text-sm text-zinc-500">
              <Spinner label={t("common.loadingMore")} />
            </div>
          ) : null}
        </nav>
      )}
    </div>
  );
}

function DocumentRow({ doc, onNavigate }: { doc: DocumentListEntry; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const archive = useArchiveDocument();
  const params = useParams();
  const navigate = useNavigate();
  const title = doc.title || t("common.untitled");
  const working = WORKING.has(doc.status);

  const onArchive = () =>
    archive.mutate(doc.id, {
      onSuccess: () => {
        toast.success(t("sidebar.archived"));
        if (params.id === doc.id) navigate("/");
      },
      onError: () => toast.error(t("common.somethingWentWrong")),
    });

  return (
    <li className="group relative">
      <NavLink
        to={`/d/${doc.id}`}
        onClick={onNavigate}
        className={({ isActive }) =>
          clsx(
            "flex items-center gap-2 rounded-lg py-2 ps-3 pe-10 text-sm",
            isActive
              ? "bg-zinc-200/70 font-medium text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50"
              : "text-zinc-700 hover:bg-zinc-200/50 dark:text-zinc-300 dark:hover:bg-zinc-800/60",
          )
        }
      >
        {working ? (
          <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-brand-500" />
        ) : (
          <FileText aria-hidden className="size-4 shrink-0 text-zinc-400" />
        )}
        <span dir="auto" className="truncate">
          {title}
        </span>
      </NavLink>
      <button
        type="button"
        onClick={onArchive}
        disabled={archive.isPending}
        aria-label={t("sidebar.archiveNamed", { title })}
        title={t("sidebar.archive")}
        className="absolute end-1 top-1/2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-zinc-500 opacity-100 hover:bg-zinc-300/60 hover:text-zinc-900 focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100 dark:hover:bg-zinc-700 dark:hover:text-zinc-100"
      >
        {archive.isPending ? <Spinner /> : <Archive aria-hidden className="size-4" />}
      </button>
    </li>
  );
}
