// The outline being edited in 'Review & Edit Outline': a draft of the plan with stable row keys, compared
// with the saved outline so the editor knows what changed (spec §4, §5).
import type { OutlineBody } from "../../common/api";
import {
  findOutlineProblems,
  isPlaceholderQuestion,
  NEW_QUESTION_TEXT,
  NEW_SECTION_QUESTION_COUNT,
  NEW_SECTION_TITLE,
  type OutlineProblems,
} from "../../common/outline-rules";
import type { Content, SubSection } from "../../common/types";

export interface DraftQuestion {
  key: string;
  question: string;
  searchQuery?: SubSection["searchQuery"];
}

export interface DraftSection {
  key: string;
  title: string;
  description: string;
  subSections: DraftQuestion[];
  /** Index of the saved section this one started from; null for a section added in the editor. */
  origin: number | null;
}

export interface OutlineDraft {
  title: string;
  sections: DraftSection[];
}

let counter = 0;
/** A key for a new row, unique for this page's life. */
export function rowKey(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** The saved outline of a document as a draft. */
export function draftFromContent(content: Pick<Content, "title" | "plan">): OutlineDraft {
  return {
    title: content.title ?? "",
    sections: (content.plan?.sections ?? []).map((s, i) => ({ ...draftSection(s), origin: i })),
  };
}

/** The body of PUT /outline (and of the generate calls). */
export function draftToBody(draft: OutlineDraft): OutlineBody {
  return {
    title: draft.title,
    plan: {
      sections: draft.sections.map((s) => ({
        title: s.title,
        description: s.description,
        subSections: s.subSections.map((q) => ({
          question: q.question,
          ...(q.searchQuery ? { searchQuery: q.searchQuery } : {}),
        })),
      })),
    },
  };
}

/** What a person would call the outline's text: the title, section titles and questions in order. */
function shape(draft: OutlineDraft): string {
  return JSON.stringify([
    draft.title.trim(),
    draft.sections.map((s) => [
      s.title.trim(),
      s.description.trim(),
      s.subSections.map((q) => q.question.trim()),
    ]),
  ]);
}

export function isDraftChanged(draft: OutlineDraft, original: OutlineDraft): boolean {
  return shape(draft) !== shape(original);
}

/** How a section of the draft differs from the saved outline: added, edited, or unchanged (null). */
export function sectionChange(section: DraftSection, original: OutlineDraft): "new" | "edited" | null {
  if (section.origin === null) return "new";
  const saved = original.sections[section.origin];
  if (!saved) return "new";
  const same =
    saved.title.trim() === section.title.trim() &&
    saved.description.trim() === section.description.trim() &&
    saved.subSections.length === section.subSections.length &&
    saved.subSections.every((q, i) => q.question.trim() === section.subSections[i]?.question.trim());
  return same ? null : "edited";
}

/** A section added by hand: 'New Section' (in the interface's language) with 3 placeholder questions. */
export function newSection(title: string = NEW_SECTION_TITLE): DraftSection {
  return {
    key: rowKey("section"),
    title,
    description: "",
    origin: null,
    subSections: Array.from({ length: NEW_SECTION_QUESTION_COUNT }, newQuestion),
  };
}

export function newQuestion(): DraftQuestion {
  return { key: rowKey("question"), question: NEW_QUESTION_TEXT };
}

/**
 * The text a question box shows: a placeholder question reads in the interface's language ("Neue
 * Frage"), while the outline keeps the placeholder the rules know ('New question').
 */
export function shownQuestion(question: string, placeholder: string): string {
  return question.trim() !== "" && isPlaceholderQuestion(question) ? placeholder : question;
}

/** What a question box's new text means: the shown placeholder, unchanged, is still the placeholder. */
export function typedQuestion(text: string, placeholder: string): string {
  return text.trim().toLowerCase() === placeholder.trim().toLowerCase() ? NEW_QUESTION_TEXT : text;
}

/** A section the server generated (or a saved one), as a draft row added in the editor. */
export function draftSection(
  section: Pick<OutlineBody["plan"]["sections"][number], "title" | "description" | "subSections">,
): DraftSection {
  return {
    key: rowKey("section"),
    title: section.title,
    description: section.description ?? "",
    origin: null,
    subSections: section.subSections.map((q) => ({
      key: rowKey("question"),
      question: q.question,
      searchQuery: q.searchQuery,
    })),
  };
}

/** The draft with one section changed. */
export function changeSection(
  draft: OutlineDraft,
  key: string,
  change: (section: DraftSection) => DraftSection,
): OutlineDraft {
  return { ...draft, sections: draft.sections.map((s) => (s.key === key ? change(s) : s)) };
}

/** The draft without one section. */
export function removeSection(draft: OutlineDraft, key: string): OutlineDraft {
  return { ...draft, sections: draft.sections.filter((s) => s.key !== key) };
}

/** The draft with a section added at the end. */
export function appendSection(draft: OutlineDraft, section: DraftSection): OutlineDraft {
  return { ...draft, sections: [...draft.sections, section] };
}

/** A section with a question added at its end: a placeholder, or one the server generated. */
export function appendQuestion(
  section: DraftSection,
  question: Omit<DraftQuestion, "key"> = { question: NEW_QUESTION_TEXT },
): DraftSection {
  return { ...section, subSections: [...section.subSections, { key: rowKey("question"), ...question }] };
}

/**
 * The draft once a new saved outline arrives (after Save, or planned again): the new outline replaces a
 * draft without changes of its own, or one that already says the same; other edits are kept.
 */
export function draftOnNewOriginal(
  current: OutlineDraft,
  previous: OutlineDraft,
  next: OutlineDraft,
): OutlineDraft {
  return !isDraftChanged(current, previous) || !isDraftChanged(current, next) ? next : current;
}

/** One line of the outline alert: an i18n key of document.outline.problems and its values. */
export type ProblemLine =
  | { key: "noSection" }
  | { key: "tooFewQuestions"; sections: string }
  | { key: "emptyTitles"; sections: string }
  | { key: "invalidQuestions" }
  | { key: "invalidQuestionsOf"; section: number; questions: string };

/** The problems of a draft as alert lines (spec §5 texts, question numbers per section), or null. */
export function draftProblems(draft: OutlineDraft): ProblemLine[] | null {
  const problems = findOutlineProblems({
    sections: draft.sections.map((s) => ({ title: s.title, subSections: s.subSections })),
  });
  return problems ? problemLines(problems) : null;
}

export function problemLines(problems: OutlineProblems): ProblemLine[] {
  const lines: ProblemLine[] = [];
  if (problems.noSection) lines.push({ key: "noSection" });
  if (problems.tooFewQuestions.length > 0)
    lines.push({ key: "tooFewQuestions", sections: problems.tooFewQuestions.join(", ") });
  if (problems.emptyTitles.length > 0)
    lines.push({ key: "emptyTitles", sections: problems.emptyTitles.join(", ") });
  if (problems.invalidQuestions.length > 0) {
    lines.push({ key: "invalidQuestions" });
    for (const { section, questions } of problems.invalidQuestions)
      lines.push({ key: "invalidQuestionsOf", section, questions: questions.join(", ") });
  }
  return lines;
}
