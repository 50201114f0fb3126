import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import type { PresentedDocument, Section } from "../../../common/types";
import { useSectionText } from "../../api/section-text";
import { Markdown } from "../../components/markdown";
import { useTextLanguage } from "../../components/paper-language";
import { linkToAnchors, referenceAnchor } from "../../lib/citations";
import { sectionText } from "../../lib/document-view";

/** The paper's sections: progress per section while it is written, the text streamed live, then final. */
export function PaperSections({ document }: { document: PresentedDocument }) {
  const sections = document.content.plan?.sections ?? [];
  const complete = document.status === "COMPLETE";
  const cited = complete ? (document.content.references ?? []).map((r) => r.n) : [];
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <PaperSection
          key={`${section.id}-${section.title}`}
          documentId={document.id}
          section={section}
          showProgress={!complete}
          cited={cited}
        />
      ))}
    </div>
  );
}

function PaperSection({
  documentId,
  section,
  showProgress,
  cited,
}: {
  documentId: string;
  section: Section;
  showProgress: boolean;
  cited: number[];
}) {
  const { t } = useTranslation();
  const streamed = useSectionText(documentId, section.id, section.status);
  const text = sectionText(section, streamed);
  const heading = useTextLanguage(section.title);
  const body = useTextLanguage(text);
  const writing = section.status === "GENERATING";
  const headingId = `section-${section.id}`;
  return (
    <section aria-labelledby={headingId} aria-busy={writing || undefined} data-testid="paper-section">
      <h2
        id={headingId}
        {...heading}
        className="mb-2 font-serif text-2xl font-semibold [overflow-wrap:anywhere]"
      >
        {section.title}
      </h2>
      {showProgress ? <SectionProgress section={section} /> : null}
      {/* Space is kept for the text, so sections below do not jump while it streams in. */}
      <div {...body} className={clsx(section.status !== "COMPLETE" && "min-h-48")}>
        {text.trim() ? (
          <Markdown className={clsx("font-serif text-[1.05rem]", writing && "streaming-text")}>
            {linkToAnchors(text, cited, referenceAnchor)}
          </Markdown>
        ) : section.status === "ERROR" ? (
          <p className="text-sm text-red-700 dark:text-red-300">{t("document.sectionFailed")}</p>
        ) : (
          <div aria-hidden className="space-y-3 pt-2">
            {[92, 100, 84, 96, 60].map((w) => (
              <div
                key={w}
                className="h-3.5 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800/70"
                style={{ width: `${w}%` }}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** A section's status and how many of its sources have been analysed (`x / total`). */
function SectionProgress({ section }: { section: Section }) {
  const { t } = useTranslation();
  const { analyzed, total } = section.progress;
  const percent = total > 0 ? Math.min(100, Math.round((analyzed / total) * 100)) : 0;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs" data-testid="section-progress">
      <span
        className={clsx(
          "rounded-full px-2 py-0.5 font-medium",
          section.status === "COMPLETE" &&
            "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300",
          section.status === "ERROR" && "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300",
          section.status !== "COMPLETE" &&
            section.status !== "ERROR" &&
            "bg-brand-100 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200",
        )}
      >
        {t(`document.sectionStatus.${section.status}`)}
      </span>
      <span className="text-zinc-500 tabular-nums dark:text-zinc-400">
        {t("document.sourcesAnalysed", { analyzed, total })}
      </span>
      <span aria-hidden className="h-1 w-24 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800">
        <span className="block h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
}
