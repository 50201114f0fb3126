import { useTranslation } from "react-i18next";
import type { Section } from "../../../common/types";
import { usePaperLanguage } from "../../components/paper-language";
import { FoldPanel } from "./fold-panel";

/** The plan, read-only: sections and their questions (collapsed once the paper is written). */
export function OutlineView({
  sections,
  collapsed,
  requested,
  materialSections,
}: {
  sections: readonly Section[];
  collapsed: boolean;
  /** The number of sections the paper was asked for. */
  requested?: number;
  /** Set when the engine planned fewer sections than asked: the sources held material for only these. */
  materialSections?: number;
}) {
  const { t } = useTranslation();
  const paper = usePaperLanguage();
  return (
    <FoldPanel
      title={t("document.outlineTitle")}
      defaultOpen={!collapsed}
      aside={
        <span className="ms-auto text-sm font-normal text-zinc-500 dark:text-zinc-400">
          {t("document.sectionCount", { count: sections.length })}
        </span>
      }
    >
      {requested !== undefined && materialSections !== undefined ? (
        <p className="border-t border-zinc-200 px-4 pt-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          {t("document.fewerSections", { found: materialSections, requested })}
        </p>
      ) : null}
      <ol {...paper} className="space-y-4 border-t border-zinc-200 px-4 py-4 dark:border-zinc-800">
        {sections.map((section, i) => (
          <li key={section.id}>
            <h3 className="font-medium">
              <span className="me-1.5 text-zinc-400 tabular-nums">{i + 1}.</span>
              {section.title}
            </h3>
            <ul className="mt-1 list-disc space-y-0.5 ps-9 text-sm text-zinc-600 dark:text-zinc-400">
              {section.subSections.map((q, qi) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: questions of a saved plan keep their order
                <li key={qi}>{q.question}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </FoldPanel>
  );
}
