import { ArchiveRestore } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { SIDEBAR_SCROLL_THRESHOLD } from "../../../common/constants";
import { useArchivedDocuments, useRestoreDocument } from "../../api/documents";
import { Button } from "../../components/ui/button";
import { LoadingBlock, Spinner } from "../../components/ui/spinner";
import { useInfiniteScroll } from "../../hooks/use-infinite-scroll";
import { formatShortDate } from "../../lib/date-groups";
import { toast } from "../../lib/toast";
import { cellClass, SettingsTable } from "./settings-table";

/** Archived documents: Name (opens in a new tab), Date created, Restore. */
export function ArchiveTab() {
  const { t, i18n } = useTranslation();
  const archived = useArchivedDocuments();
  const restore = useRestoreDocument();
  const scrollRef = useRef<HTMLDivElement>(null);
  useInfiniteScroll(scrollRef, archived, SIDEBAR_SCROLL_THRESHOLD);

  if (archived.isPending) return <LoadingBlock label={t("common.loading")} />;
  if (archived.isError)
    return (
      <p role="alert" className="py-10 text-center text-sm text-red-600">
        {t("common.loadFailed")}
      </p>
    );
  if (archived.items.length === 0) {
    return (
      <p className="py-12 text-center text-sm text-zinc-500 dark:text-zinc-400">
        {t("settings.archive.empty")}
      </p>
    );
  }
  return (
    <SettingsTable
      name={t("settings.archive.name")}
      dates={[t("settings.archive.dateCreated")]}
      maxHeight="max-h-[55dvh]"
      scrollRef={scrollRef}
      after={
        archived.isFetchingNextPage ? (
          <div className="py-2 text-center text-zinc-500">
            <Spinner label={t("common.loadingMore")} />
          </div>
        ) : null
      }
    >
      {archived.items.map((doc) => {
        const title = doc.title || t("common.untitled");
        const busy = restore.isPending && restore.variables === doc.id;
        return (
          <tr key={doc.id}>
            <td className={cellClass.name}>
              <a
                href={`/d/${doc.id}`}
                target="_blank"
                rel="noreferrer"
                dir="auto"
                className="block truncate font-medium text-zinc-900 hover:underline dark:text-zinc-100"
              >
                {title}
              </a>
            </td>
            <td className={cellClass.date}>{formatShortDate(doc.createdAt, i18n.language)}</td>
            <td className={cellClass.action}>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                aria-label={t("settings.archive.restoreNamed", { title })}
                onClick={() =>
                  restore.mutate(doc.id, {
                    onSuccess: () => toast.success(t("settings.archive.restored")),
                    onError: () => toast.error(t("common.somethingWentWrong")),
                  })
                }
              >
                {busy ? <Spinner /> : <ArchiveRestore aria-hidden className="size-4" />}
                {t("settings.archive.restore")}
              </Button>
            </td>
          </tr>
        );
      })}
    </SettingsTable>
  );
}
