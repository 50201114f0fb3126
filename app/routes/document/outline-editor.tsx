import { AlertTriangle, Plus, RotateCcw, Save, Sparkles } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { OUTLINE_QUESTIONS_MAX, OUTLINE_SECTIONS_MAX } from "../../../common/constants";
import type { Content } from "../../../common/types";
import { useGenerateQuestion, useGenerateSection, useSaveOutline } from "../../api/document-actions";
import { apiErrorKey, hasCode } from "../../api/errors";
import { usePaperLanguage } from "../../components/paper-language";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import {
  type DraftSection,
  draftFromContent,
  draftProblems,
  draftSection,
  draftToBody,
  isDraftChanged,
  newQuestion,
  newSection,
  type OutlineDraft,
  type ProblemLine,
  rowKey,
  sectionChange,
} from "../../lib/outline-draft";
import { toast } from "../../lib/toast";
import { OutlineSectionEditor } from "./outline-section-editor";

/**
 * 'Review & Edit Outline' (manual mode, step 3/3): the title, sections and questions, tracked against the
 * saved outline. Save validates (spec §5) and asks to confirm the overwrite; Restore asks to confirm.
 */
export function OutlineEditor({
  documentId,
  content,
  onDirtyChange,
}: {
  documentId: string;
  content: Pick<Content, "title" | "plan" | "settings">;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const paper = usePaperLanguage();
  const signature = JSON.stringify(draftToBody(draftFromContent(content)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved outline changes only when its text does
  const original = useMemo(() => draftFromContent(content), [signature]);
  const [draft, setDraft] = useState<OutlineDraft>(original);
  const [problems, setProblems] = useState<ProblemLine[] | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"save" | "restore" | null>(null);
  const [generatingFor, setGeneratingFor] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const save = useSaveOutline(documentId);
  const generateSection = useGenerateSection(documentId);
  const generateQuestion = useGenerateQuestion(documentId);
  const dirty = isDraftChanged(draft, original);

  // A new saved outline (after Save, or planned again) replaces a draft without other changes.
  const previous = useRef(original);
  useEffect(() => {
    if (previous.current === original) return;
    setDraft((current) =>
      !isDraftChanged(current, previous.current) || !isDraftChanged(current, original) ? original : current,
    );
    previous.current = original;
  }, [original]);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const busy = save.isPending;
  // No more sections than one may ask for at creation (the server refuses them too).
  const sectionsFull = draft.sections.length >= OUTLINE_SECTIONS_MAX;
  const update = (next: OutlineDraft) => {
    setDraft(next);
    setServerProblem(null);
    if (problems) setProblems(draftProblems(next));
  };
  const updateSection = (key: string, change: (s: DraftSection) => DraftSection) =>
    update({ ...draft, sections: draft.sections.map((s) => (s.key === key ? change(s) : s)) });

  const onSave = () => {
    const found = draftProblems(draft);
    setProblems(found);
    if (found) {
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setConfirm("save");
  };

  const doSave = () => {
    setConfirm(null);
    save.mutate(draftToBody(draft), {
      onSuccess: () => toast.success(t("document.outline.saved")),
      onError: (error) => {
        if (hasCode(error, "INVALID_OUTLINE")) {
          setServerProblem(t("apiErrors.INVALID_OUTLINE"));
          requestAnimationFrame(() => alertRef.current?.focus());
        } else toast.error(t(apiErrorKey(error)));
      },
    });
  };

  const onGenerateSection = () => {
    setGeneratingFor("new-section");
    generateSection.mutate(draftToBody(draft), {
      onSuccess: ({ section }) =>
        setDraft((current) => ({ ...current, sections: [...current.sections, draftSection(section)] })),
      onError: () => toast.error(t("common.somethingWentWrong")),
      onSettled: () => setGeneratingFor(null),
    });
  };

  const onGenerateQuestion = (section: DraftSection) => {
    setGeneratingFor(section.key);
    const body = draftToBody({ title: draft.title, sections: [section] }).plan.sections[0];
    if (!body) return;
    generateQuestion.mutate(
      { outline: draftToBody(draft), section: body },
      {
        onSuccess: ({ question }) =>
          setDraft((current) => ({
            ...current,
            sections: current.sections.map((s) =>
              s.key === section.key
                ? { ...s, subSections: [...s.subSections, { key: rowKey("question"), ...question }] }
                : s,
            ),
          })),
        onError: () => toast.error(t("common.somethingWentWrong")),
        onSettled: () => setGeneratingFor(null),
      },
    );
  };

  return (
    <section aria-labelledby="outline-editor-title" className="mb-10">
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="outline-editor-title" className="text-xl font-semibold">
          {t("document.outline.editorTitle")}
        </h2>
        {dirty ? (
          <span
            data-testid="outline-unsaved"
            className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900/40 dark:text-amber-200"
          >
            {t("document.outline.unsaved")}
          </span>
        ) : null}
        <div className="ms-auto flex gap-2">
          <Button size="sm" onClick={() => setConfirm("restore")} disabled={!dirty || busy}>
            <RotateCcw aria-hidden className="size-4" />
            {t("document.outline.restore")}
          </Button>
          <Button size="sm" variant="primary" onClick={onSave} disabled={!dirty || busy}>
            {busy ? <Spinner /> : <Save aria-hidden className="size-4" />}
            {t("document.outline.save")}
          </Button>
        </div>
      </div>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{t("document.outline.editorHelp")}</p>
      {content.plan.materialSections !== undefined ? (
        <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
          {t("document.fewerSections", {
            found: content.plan.materialSections,
            requested: content.settings.numberOfSections,
          })}
        </p>
      ) : null}

      {problems || serverProblem ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          data-testid="outline-problems"
          className="mb-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div className="space-y-0.5">
            {problems
              ? problems.map((line) => <p key={JSON.stringify(line)}>{problemText(t, line)}</p>)
              : serverProblem?.split("\n").map((line) => <p key={line}>{line}</p>)}
          </div>
        </div>
      ) : null}

      <div className="mb-4">
        <label htmlFor="outline-title" className="mb-1.5 block text-sm font-medium">
          {t("document.outline.title")}
        </label>
        <input
          id="outline-title"
          {...paper}
          value={draft.title}
          onChange={(e) => update({ ...draft, title: e.target.value })}
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
            change={sectionChange(section, original)}
            showProblems={problems !== null}
            generating={generatingFor === section.key}
            disabled={busy}
            full={section.subSections.length >= OUTLINE_QUESTIONS_MAX}
            onChange={(next) => updateSection(section.key, () => next)}
            onRemove={() =>
              update({ ...draft, sections: draft.sections.filter((s) => s.key !== section.key) })
            }
            onAddQuestion={() =>
              updateSection(section.key, (s) => ({ ...s, subSections: [...s.subSections, newQuestion()] }))
            }
            onGenerateQuestion={() => onGenerateQuestion(section)}
          />
        ))}
      </ol>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          onClick={() =>
            update({ ...draft, sections: [...draft.sections, newSection(t("document.outline.newSection"))] })
          }
          disabled={busy || sectionsFull}
        >
          <Plus aria-hidden className="size-4" />
          {t("document.outline.addSection")}
        </Button>
        <Button
          onClick={onGenerateSection}
          disabled={busy || sectionsFull || generatingFor === "new-section"}
        >
          {generatingFor === "new-section" ? <Spinner /> : <Sparkles aria-hidden className="size-4" />}
          {t("document.outline.generateSection")}
        </Button>
      </div>

      <ConfirmDialog
        open={confirm === "save"}
        title={t("document.outline.saveConfirmTitle")}
        text={t("document.outline.saveConfirmText")}
        confirmLabel={t("document.outline.saveConfirm")}
        onConfirm={doSave}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === "restore"}
        title={t("document.outline.restoreConfirmTitle")}
        text={t("document.outline.restoreConfirmText")}
        confirmLabel={t("document.outline.restoreConfirm")}
        danger
        onConfirm={() => {
          setConfirm(null);
          setProblems(null);
          setServerProblem(null);
          setDraft(original);
        }}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}

function problemText(t: ReturnType<typeof useTranslation>["t"], line: ProblemLine): string {
  switch (line.key) {
    case "noSection":
      return t("document.outline.problems.noSection");
    case "tooFewQuestions":
      return t("document.outline.problems.tooFewQuestions", { sections: line.sections });
    case "emptyTitles":
      return t("document.outline.problems.emptyTitles", { sections: line.sections });
    case "invalidQuestions":
      return t("document.outline.problems.invalidQuestions");
    case "invalidQuestionsOf":
      return t("document.outline.problems.invalidQuestionsOf", {
        section: line.section,
        questions: line.questions,
      });
  }
}
