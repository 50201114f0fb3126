// The zod schemas of the structured steps, with the generated-data constraints of spec §5. They are
// sent to the provider as JSON schema and validate the answer; refinements (not in the JSON schema)
// add what JSON schema cannot say: no empty strings, no duplicates, the outline rules.
import { z } from "zod";
import {
  type AnySearchType,
  PLAN_MIN_SECTIONS,
  REFINED_QUERIES_MAX,
  REFINED_QUERIES_MIN,
  type SearchType,
  SUBSECTIONS_MAX,
  SUBSECTIONS_MIN,
} from "../../../common/constants";
import {
  findOutlineProblems,
  isPlaceholderQuestion,
  outlineProblemMessage,
} from "../../../common/outline-rules";

const text = (what: string) => z.string().refine((s) => s.trim().length > 0, `${what} must not be empty`);

function enumOf<T extends string>(values: readonly T[]) {
  return z.enum(values as unknown as [T, ...T[]]);
}

const normalised = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/** 3–5 distinct search queries, each tagged with one of the allowed search types. */
export function refinedQueriesSchema(searchTypes: readonly SearchType[]) {
  return z
    .object({
      queries: z
        .array(z.object({ query: text("query"), searchType: enumOf(searchTypes) }))
        .min(REFINED_QUERIES_MIN)
        .max(REFINED_QUERIES_MAX),
    })
    .refine((v) => new Set(v.queries.map((q) => normalised(q.query))).size === v.queries.length, {
      message: "queries must all be different",
      path: ["queries"],
    });
}

/** Chosen urls: between min and max of them (the caller caps both at the number offered). */
export function urlListSchema(min: number, max: number) {
  return z.object({ urls: z.array(z.string()).min(min).max(max) });
}

export function subSectionSchema(searchTypes: readonly AnySearchType[]) {
  return z.object({
    question: text("question").refine((q) => !isPlaceholderQuestion(q), "question must be a real question"),
    searchQuery: z.object({ refinedQuery: text("refinedQuery"), searchType: enumOf(searchTypes) }),
  });
}

export function plannedSectionSchema(searchTypes: readonly AnySearchType[]) {
  return z.object({
    title: text("title"),
    description: text("description"),
    subSections: z.array(subSectionSchema(searchTypes)).min(SUBSECTIONS_MIN).max(SUBSECTIONS_MAX),
  });
}

/** Title plus exactly the requested number of sections (never fewer than 3), outline rules enforced. */
export function planSchema(numberOfSections: number, searchTypes: readonly AnySearchType[]) {
  const count = Math.max(PLAN_MIN_SECTIONS, numberOfSections);
  return z
    .object({
      title: text("title"),
      // The count asked for shapes the text: more sections are trimmed and fewer (from 3) kept, with a
      // warning (engine.ts), rather than losing the paper over it.
      sections: z
        .array(plannedSectionSchema(searchTypes))
        .min(PLAN_MIN_SECTIONS)
        .max(count * 2),
    })
    .superRefine((plan, ctx) => {
      const problems = findOutlineProblems(plan);
      if (problems)
        ctx.addIssue({ code: "custom", message: outlineProblemMessage(problems), path: ["sections"] });
      const titles = plan.sections.map((s) => normalised(s.title));
      if (new Set(titles).size !== titles.length) {
        ctx.addIssue({ code: "custom", message: "section titles must all be different", path: ["sections"] });
      }
    });
}

/** One new section whose title is not already in the outline. */
export function newSectionSchema(searchTypes: readonly AnySearchType[], existingTitles: string[]) {
  const taken = new Set(existingTitles.map(normalised));
  return z.object({
    section: plannedSectionSchema(searchTypes).refine((s) => !taken.has(normalised(s.title)), {
      message: "the section title is already in the outline",
      path: ["title"],
    }),
  });
}

/** One new question that the section does not already ask. */
export function newQuestionSchema(searchTypes: readonly AnySearchType[], existingQuestions: string[]) {
  const taken = new Set(existingQuestions.map(normalised));
  return z.object({
    subSection: subSectionSchema(searchTypes).refine((s) => !taken.has(normalised(s.question)), {
      message: "the section already asks this question",
      path: ["question"],
    }),
  });
}

/** Up to max facts of a page, each with the verbatim passage it comes from. */
export function informationSchema(max: number) {
  return z.object({
    information: z.array(z.object({ text: text("text"), passage: text("passage") })).max(max),
  });
}

export const titleSchema = z.object({ title: text("title") });
export const coverPromptSchema = z.object({ prompt: text("prompt") });

/** The judge's verdict on each claim of a section (issue 31), by claim id. */
export const claimVerdictsSchema = z.object({
  verdicts: z.array(
    z.object({
      id: z.number().int(),
      verdict: z.enum(["supported", "partial", "unsupported"]),
      source: z.number().int().nullable(),
      rewrite: z.string(),
    }),
  ),
});
