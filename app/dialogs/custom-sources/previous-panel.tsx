import { useTranslation } from "react-i18next";
import { usePreviousCustomSources } from "../../api/user";
import { displayedUrl, SourceLink } from "../../components/source-link";
import { type PickPanelProps, SourcePickPanel } from "./source-pick-panel";
import { SourcePickRow } from "./source-pick-row";

/** Sources the user uploaded or added before, ready to reuse. */
export function PreviousPanel({ chosen, full, onAdd, onRemove, active }: PickPanelProps) {
  const { t } = useTranslation();
  const previous = usePreviousCustomSources(active);
  return (
    <SourcePickPanel
      state={
        previous.isPending
          ? "pending"
          : previous.isError
            ? "failed"
            : previous.data.length === 0
              ? "empty"
              : "ready"
      }
      emptyText={t("customSources.previous.empty")}
      help={t("customSources.previous.help")}
      listLabel={t("customSources.previous.listLabel")}
    >
      {(previous.data ?? []).map((source) => {
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
    </SourcePickPanel>
  );
}
