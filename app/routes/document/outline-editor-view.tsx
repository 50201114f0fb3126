import { Plus, RotateCcw, Save, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { OUTLINE_QUESTIONS_MAX } from "../../../common/constants";
import { usePaperLanguage } from "../../components/paper-language";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import { sectionChange } from "../../lib/outline-draft";
import { OutlineProblems } from "./outline-problems";
import { OutlineSectionEditor } from "./outline-section-editor";
import { UnsavedBadge } from "./unsaved-badge";
import type { OutlineDraftState } from "./use-outline-draft";

/** What 'Review & Edit Outline' shows of a draft (useOutlineDraft) and the buttons that change it. */
export function OutlineEditorView({
  outline,
  fewerSections,
}: {
  outline: OutlineDraftState;
  /** Said when the engine planned fewer sections than asked. */
  fewerSections: string | null;
}) {
  const { t } = useTranslation();
  const paper = usePaperLanguage();
  const { draft, dirty, busy, sectionsFull, generatingFor } = outline;
  return (
    <section aria-labelledby="outline-editor-title" className="mb-10">
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="outline-editor-title" className="text-xl font-semibold">
          {t("document.outline.editorTitle")}
        </h2>
        {dirty ? <UnsavedBadge testId="outline-unsaved">{t("document.outline.unsaved")}</UnsavedBadge> : null}
        <div className="ms-auto flex gap-2">
          <Button size="sm" onClick={outline.askRestore} disabled={!dirty || busy}>
            <RotateCcw aria-hidden className="size-4" />
            {t("document.outline.restore")}
          </Button>
          <Button size="sm" variant="primary" onClick={outline.askSave} disabled={!dirty || busy}>
            {busy ? <Spinner /> : <Save aria-hidden className="size-4" />}
            {t("document.outline.save")}
          </Button>
        </div>
      </div>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{t("document.outline.editorHelp")}</p>
      {fewerSections ? (
        <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{fewerSections}</p>
      ) : null}

      <OutlineProblems
        problems={outline.problems}
        serverProblem={outline.serverProblem}
        alertRef={outline.alertRef}
      />

      <div className="mb-4">
        <label htmlFor="outline-title" className="mb-1.5 block text-sm font-medium">
          {t("document.outline.title")}
        </label>
        <input
          id="outline-title"
          {...paper}
          value={draft.title}
          onChange={(e) => outline.setTitle(e.target.value)}
          disabled={busy}
          className="block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 font-serif text-lg font-semibold focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 dark:border-zinc-700 dark:bg-zinc-950"
        />
      </div>

      <ol className="space-y-4" aria-label={t("document.outline.sectionsLabel")}>
        {draft.sections.map((section, i) => (
          <OutlineSectionEditor
            key={section.key}
            section={section}
            number={i + 1}
            change={sectionChange(section, outline.original)}
            showProblems={outline.problems !== null}
            generating={generatingFor === section.key}
            disabled={busy}
            full={section.subSections.length >= OUTLINE_QUESTIONS_MAX}
            onChange={outline.replaceSection}
            onRemove={() => outline.removeSection(section.key)}
            onAddQuestion={() => outline.addQuestion(section.key)}
            onGenerateQuestion={() => outline.generateQuestion(section)}
          />
        ))}
      </ol>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={outline.addSection} disabled={busy || sectionsFull}>
          <Plus aria-hidden className="size-4" />
          {t("document.outline.addSection")}
        </Button>
        <Button
          onClick={outline.generateSection}
          disabled={busy || sectionsFull || generatingFor === "new-section"}
        >
          {generatingFor === "new-section" ? <Spinner /> : <Sparkles aria-hidden className="size-4" />}
          {t("document.outline.generateSection")}
        </Button>
      </div>

      <ConfirmDialog
        open={outline.confirm === "save"}
        title={t("document.outline.saveConfirmTitle")}
        text={t("document.outline.saveConfirmText")}
        confirmLabel={t("document.outline.saveConfirm")}
        onConfirm={outline.save}
        onCancel={outline.cancelConfirm}
      />
      <ConfirmDialog
        open={outline.confirm === "restore"}
        title={t("document.outline.restoreConfirmTitle")}
        text={t("document.outline.restoreConfirmText")}
        confirmLabel={t("document.outline.restoreConfirm")}
        danger
        onConfirm={outline.restore}
        onCancel={outline.cancelConfirm}
      />
    </section>
  );
}
