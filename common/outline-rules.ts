// The outline rules of spec §5, shared by the outline editor and the server's save-outline route.
import { OUTLINE_QUESTIONS_MAX, OUTLINE_SECTIONS_MAX, QUESTIONS_MIN } from "./constants";

export const NEW_SECTION_TITLE = "New Section";
export const NEW_QUESTION_TEXT = "New question";
export const NEW_SECTION_QUESTION_COUNT = 3;

export const OUTLINE_MESSAGES = {
  noSection: "You must have at least 1 section",
  tooFewQuestions: "Each section must have at least 2 questions",
  invalidQuestions: "Some questions are empty or still 'New question':",
} as const;

export interface OutlineInput {
  sections: { title: string; subSections: { question: string }[] }[];
}

export interface OutlineProblems {
  noSection: boolean;
  /** 1-based numbers of sections with fewer than 2 questions. */
  tooFewQuestions: number[];
  /** Per section (1-based), the 1-based numbers of its invalid questions. */
  invalidQuestions: { section: number; questions: number[] }[];
  /** 1-based numbers of sections whose title is empty. */
  emptyTitles: number[];
}

export function isPlaceholderQuestion(question: string): boolean {
  const q = question.trim();
  return q === "" || q.toLowerCase() === NEW_QUESTION_TEXT.toLowerCase();
}

/** Checks an outline against spec §5; returns null when it may be saved. */
export function findOutlineProblems(outline: OutlineInput): OutlineProblems | null {
  const problems: OutlineProblems = {
    noSection: outline.sections.length === 0,
    tooFewQuestions: [],
    invalidQuestions: [],
    emptyTitles: [],
  };
  outline.sections.forEach((section, i) => {
    if (section.title.trim() === "") problems.emptyTitles.push(i + 1);
    if (section.subSections.length < QUESTIONS_MIN) problems.tooFewQuestions.push(i + 1);
    const invalid = section.subSections
      .map((s, j) => (isPlaceholderQuestion(s.question) ? j + 1 : 0))
      .filter((n) => n > 0);
    if (invalid.length > 0) problems.invalidQuestions.push({ section: i + 1, questions: invalid });
  });
  const ok =
    !problems.noSection &&
    problems.tooFewQuestions.length === 0 &&
    problems.invalidQuestions.length === 0 &&
    problems.emptyTitles.length === 0;
  return ok ? null : problems;
}

export const OUTLINE_LIMIT_MESSAGES = {
  tooManySections: `An outline has at most ${OUTLINE_SECTIONS_MAX} sections`,
  tooManyQuestions: `A section has at most ${OUTLINE_QUESTIONS_MAX} questions`,
} as const;

/**
 * The limits creation keeps (sections, questions per section), for an outline that is to grow by
 * `addingSections`: the message when it passes them, else null.
 */
export function outlineLimitProblem(outline: OutlineInput, addingSections = 0): string | null {
  if (outline.sections.length + addingSections > OUTLINE_SECTIONS_MAX)
    return OUTLINE_LIMIT_MESSAGES.tooManySections;
  const full = outline.sections.findIndex((s) => s.subSections.length > OUTLINE_QUESTIONS_MAX);
  return full >= 0 ? `${OUTLINE_LIMIT_MESSAGES.tooManyQuestions} (section ${full + 1})` : null;
}

/** The alert text for a set of problems, in the spec's words, listing question numbers per section. */
export function outlineProblemMessage(problems: OutlineProblems): string {
  const lines: string[] = [];
  if (problems.noSection) lines.push(OUTLINE_MESSAGES.noSection);
  if (problems.tooFewQuestions.length > 0) {
    lines.push(`${OUTLINE_MESSAGES.tooFewQuestions} (section ${problems.tooFewQuestions.join(", ")})`);
  }
  if (problems.emptyTitles.length > 0) {
    lines.push(`Every section needs a title (section ${problems.emptyTitles.join(", ")})`);
  }
  if (problems.invalidQuestions.length > 0) {
    lines.push(OUTLINE_MESSAGES.invalidQuestions);
    for (const { section, questions } of problems.invalidQuestions) {
      lines.push(`Section ${section}: question ${questions.join(", ")}`);
    }
  }
  return lines.join("\n");
}
