// The paper as written, shown under the new outline while it is edited after Re-plan (issue 32, item 9):
// the owner keeps reading it, and is told that Write Paper replaces the sections they changed.
import { useTranslation } from "react-i18next";
import type { PresentedDocument } from "../../../common/types";
import { EvidenceProvider } from "../../components/evidence-card";
import { PaperReferences } from "../../components/paper-view";
import { PaperSections } from "./paper-sections";

export function WrittenPaper({ document }: { document: PresentedDocument }) {
  const { t } = useTranslation();
  const written = document.content.writtenPaper ?? [];
  if (written.length === 0) return null;
  // Shown as the finished paper it was: its sections and its references.
  const paper: PresentedDocument = {
    ...document,
    status: "COMPLETE",
    content: { ...document.content, plan: { ...document.content.plan, sections: written } },
  };
  return (
    <section
      aria-labelledby="written-paper-title"
      className="mt-12 border-t border-zinc-200 pt-8 dark:border-zinc-800"
    >
      <h2 id="written-paper-title" className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">
        {t("document.writtenPaper.title")}
      </h2>
      <p className="mt-2 mb-8 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
        {t("document.writtenPaper.note")}
      </p>
      <EvidenceProvider document={paper} shared={false}>
        <div className="space-y-10">
          <PaperSections document={paper} />
          <PaperReferences document={paper} />
        </div>
      </EvidenceProvider>
    </section>
  );
}
