import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Summary } from "../../../common/types";
import { Markdown } from "../../components/markdown";
import { usePaperLanguage, useTextLanguage } from "../../components/paper-language";
import { SourcesList } from "../../components/references-list";
import { linkToAnchors, summarySourceAnchor } from "../../lib/citations";
import { FoldPanel } from "./fold-panel";

/** The collapsible Summary; its body is the text with its sources, or the editor in manual mode. */
export function SummaryPanel({
  children,
  defaultOpen = true,
}: {
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FoldPanel title={t("document.summary")} defaultOpen={defaultOpen}>
      <div className="border-t border-zinc-200 px-4 py-4 dark:border-zinc-800">{children}</div>
    </FoldPanel>
  );
}

/** The summary as written, citations linked to its numbered sources listed below it. */
export function SummaryText({ summary, pending }: { summary: Summary | undefined; pending: boolean }) {
  const { t } = useTranslation();
  const text = summary?.summary?.trim();
  if (!text) {
    return (
      <p className="min-h-12 text-sm text-zinc-500 dark:text-zinc-400">
        {pending ? t("document.summaryPending") : t("document.summaryMissing")}
      </p>
    );
  }
  return <SummaryBody text={text} sources={summary?.sources ?? []} />;
}

export function SummaryBody({ text, sources }: { text: string; sources: NonNullable<Summary["sources"]> }) {
  const { t } = useTranslation();
  const paper = usePaperLanguage();
  const own = useTextLanguage(text);
  return (
    <>
      <div {...own} data-testid="summary-text">
        <Markdown>
          {linkToAnchors(
            text,
            sources.map((s) => s.n),
            summarySourceAnchor,
          )}
        </Markdown>
      </div>
      {sources.length > 0 ? (
        <div className="mt-5">
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
            {t("document.summarySources")}
          </h3>
          <SourcesList
            sources={sources}
            anchor={summarySourceAnchor}
            className="space-y-1 text-sm"
            {...paper}
          />
        </div>
      ) : null}
    </>
  );
}
