import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { OUTLINE_SECTIONS_MAX } from "../../../common/constants";
import type { Content } from "../../../common/types";
import { useGenerateQuestion, useGenerateSection, useSaveOutline } from "../../api/document-actions";
import { apiErrorKey, hasCode } from "../../api/errors";
import {
  appendQuestion,
  appendSection,
  changeSection,
  type DraftSection,
  draftFromContent,
  draftOnNewOriginal,
  draftProblems,
  draftSection,
  draftToBody,
  isDraftChanged,
  newSection,
  type OutlineDraft,
  type ProblemLine,
  removeSection,
} from "../../lib/outline-draft";
import { toast } from "../../lib/toast";

/**
 * The outline being edited, tracked against the saved one: its edits, the problems a refused save found,
 * Save (validated, then confirmed) and Restore (confirmed), and the sections and questions generated.
 */
export function useOutlineDraft({
  documentId,
  content,
  onDirtyChange,
}: {
  documentId: string;
  content: Pick<Content, "title" | "plan">;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
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
    const before = previous.current;
    setDraft((current) => draftOnNewOriginal(current, before, original));
    previous.current = original;
  }, [original]);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const focusAlert = () => requestAnimationFrame(() => alertRef.current?.focus());
  const update = (next: OutlineDraft) => {
    setDraft(next);
    setServerProblem(null);
    if (problems) setProblems(draftProblems(next));
  };
  const updateSection = (key: string, change: (s: DraftSection) => DraftSection) =>
    update(changeSection(draft, key, change));

  return {
    draft,
    original,
    dirty,
    busy: save.isPending,
    // No more sections than one may ask for at creation (the server refuses them too).
    sectionsFull: draft.sections.length >= OUTLINE_SECTIONS_MAX,
    problems,
    serverProblem,
    alertRef,
    confirm,
    generatingFor,
    setTitle: (title: string) => update({ ...draft, title }),
    replaceSection: (section: DraftSection) => updateSection(section.key, () => section),
    removeSection: (key: string) => update(removeSection(draft, key)),
    addQuestion: (key: string) => updateSection(key, (s) => appendQuestion(s)),
    addSection: () => update(appendSection(draft, newSection(t("document.outline.newSection")))),
    askSave: () => {
      const found = draftProblems(draft);
      setProblems(found);
      if (found) focusAlert();
      else setConfirm("save");
    },
    askRestore: () => setConfirm("restore"),
    cancelConfirm: () => setConfirm(null),
    save: () => {
      setConfirm(null);
      save.mutate(draftToBody(draft), {
        onSuccess: () => toast.success(t("document.outline.saved")),
        onError: (error) => {
          if (hasCode(error, "INVALID_OUTLINE")) {
            setServerProblem(t("apiErrors.INVALID_OUTLINE"));
            focusAlert();
          } else toast.error(t(apiErrorKey(error)));
        },
      });
    },
    restore: () => {
      setConfirm(null);
      setProblems(null);
      setServerProblem(null);
      setDraft(original);
    },
    generateSection: () => {
      setGeneratingFor("new-section");
      generateSection.mutate(draftToBody(draft), {
        onSuccess: ({ section }) => setDraft((current) => appendSection(current, draftSection(section))),
        onError: () => toast.error(t("common.somethingWentWrong")),
        onSettled: () => setGeneratingFor(null),
      });
    },
    generateQuestion: (section: DraftSection) => {
      setGeneratingFor(section.key);
      const body = draftToBody({ title: draft.title, sections: [section] }).plan.sections[0];
      if (!body) return;
      generateQuestion.mutate(
        { outline: draftToBody(draft), section: body },
        {
          onSuccess: ({ question }) =>
            setDraft((current) => changeSection(current, section.key, (s) => appendQuestion(s, question))),
          onError: () => toast.error(t("common.somethingWentWrong")),
          onSettled: () => setGeneratingFor(null),
        },
      );
    },
  };
}

export type OutlineDraftState = ReturnType<typeof useOutlineDraft>;
