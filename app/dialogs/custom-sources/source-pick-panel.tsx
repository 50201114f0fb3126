import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import type { CustomSource } from "../../../common/types";
import { LoadingBlock } from "../../components/ui/spinner";

/** What each picking tab of the Custom sources dialog is given. */
export interface PickPanelProps {
  chosen: CustomSource[];
  /** As many sources are chosen as a paper may have: none can be added. */
  full: boolean;
  onAdd: (source: CustomSource) => void;
  onRemove: (id: string) => void;
  /** The tab is shown: its list is read. */
  active: boolean;
}

/** A picking tab: loading, failed, empty, or its help line over the list of SourcePickRows. */
export function SourcePickPanel({
  state,
  emptyText,
  help,
  listLabel,
  listRef,
  children,
}: {
  state: "pending" | "failed" | "empty" | "ready";
  emptyText: string;
  help: string;
  listLabel: string;
  listRef?: Ref<HTMLUListElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (state === "pending") return <LoadingBlock label={t("common.loading")} />;
  if (state === "failed")
    return (
      <p role="alert" className="py-6 text-center text-sm text-red-600">
        {t("common.loadFailed")}
      </p>
    );
  if (state === "empty")
    return <p className="py-10 text-center text-sm text-zinc-500 dark:text-zinc-400">{emptyText}</p>;
  return (
    <div>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{help}</p>
      <ul
        ref={listRef}
        aria-label={listLabel}
        className="max-h-64 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
      >
        {children}
      </ul>
    </div>
  );
}
