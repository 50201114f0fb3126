import { useTranslation } from "react-i18next";
import type { CustomSource } from "../../../common/types";
import { usePreviousCustomSources } from "../../api/user";
import { displayedUrl, SourceLink } from "../../components/source-link";
import { LoadingBlock } from "../../components/ui/spinner";
import { SourcePickRow } from "./source-pick-row";

/** Sources the user uploaded or added before, ready to reuse. */
export function PreviousPanel({
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
  const { t } = useTranslation();
  const previous = usePreviousCustomSources(active);

  if (previous.isPending) return <LoadingBlock label={t("common.loading")} />;
  if (previous.isError)
    return (
      <p role="alert" className="py-6 text-center text-sm text-red-600">
        {t("common.loadFailed")}
      </p>
    );
  if (previous.data.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-zinc-500 dark:text-zinc-400">
        {t("customSources.previous.empty")}
      </p>
    );
  }
  return (
    <div>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{t("customSources.previous.help")}</p>
      <ul
        aria-label={t("customSources.previous.listLabel")}
        className="max-h-64 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
      >
        {previous.data.map((source) => {
          const added = chosen.some((s) => s.id === source.id);
          return (
            <SourcePickRow
              key={source.id}
              title={source.title || displayedUrl(source.url)}
              detail={source.url ? <SourceLink url={source.url} /> : source.snippet}
              added={added}
              disabled={full}
              onToggle={() => (added ? onRemove(source.id) : onAdd(source))}
            />
          );
        })}
      </ul>
    </div>
  );
}
