// How many tokens each paid stage is expected to use, so a gate can hold enough before it starts.
// Deliberately generous (the hold is settled to the exact cost afterwards, and the rest released):
// prompt sizes follow the pipeline's own limits — 1000-character page excerpts, top 5 chunks of 1000
// characters, 3–5 questions a section, 15 pages a section — at about 4 characters a token.
import { SOURCES_PER_SECTION_DEFAULT } from "../../common/constants";

export const DEFAULT_SECTIONS_PER_PAPER = 5;
const QUESTIONS_PER_SECTION = 4;

/** The outline a stage works on: its number of sections and questions (known after planning). */
export interface StageShape {
  sections: number;
  /** Questions of each section; unknown before planning (then QUESTIONS_PER_SECTION each). */
  questions?: number[] | undefined;
}

export interface TokenUse {
  model: "main" | "small";
  inputTokens: number;
  outputTokens: number;
}

const use = (model: TokenUse["model"], inputTokens: number, outputTokens: number, times = 1): TokenUse => ({
  model,
  inputTokens: inputTokens * times,
  outputTokens: outputTokens * times,
});

export const STAGE_TOKENS: Record<"summary" | "plan" | "write", (shape: StageShape) => TokenUse[]> = {
  // refine queries, curate the summary sources, write the summary
  summary: () => [use("small", 1_500, 400), use("small", 4_000, 600), use("main", 9_000, 1_500)],
  // plan the sections and their questions
  plan: (shape) => [use("main", 6_000, 400 + 300 * shape.sections)],
  // per section: find and choose pages per question, extract each page, write the section; then a title
  write: (shape) => {
    const uses: TokenUse[] = [];
    for (let i = 0; i < shape.sections; i += 1) {
      const questions = shape.questions?.[i] ?? QUESTIONS_PER_SECTION;
      uses.push(use("small", 2_500, 400, questions));
      uses.push(use("small", 3_000, 700, SOURCES_PER_SECTION_DEFAULT));
      uses.push(use("main", 12_000, 2_000));
    }
    uses.push(use("small", 2_000, 100));
    return uses;
  },
};
