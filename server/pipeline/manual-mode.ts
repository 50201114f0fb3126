// Manual mode (spec §4, §5): the user edits the summary, plans, edits the outline and starts writing.
// Each action checks with authorize() that the document is the viewer's and still editable.
import { eq } from "drizzle-orm";
import type { OutlineBody } from "../../common/api";
import { type AnySearchType, OUTLINE_QUESTIONS_MAX } from "../../common/constants";
import {
  findOutlineProblems,
  OUTLINE_LIMIT_MESSAGES,
  outlineLimitProblem,
  outlineProblemMessage,
} from "../../common/outline-rules";
import { SUMMARY_MESSAGES, summaryProblem } from "../../common/summary-rules";
import { documents } from "../db/schema";
import { documentFor, documentStateFor } from "../documents/access";
import { updateDocument } from "../documents/store";
import type { PlannedOutline, PlannedSection, PlannedSubSection } from "../engines/types";
import { AppError } from "../errors";
import type { Viewer } from "../policies/document";
import { advance } from "./advance";
import type { ResearchDeps } from "./deps";
import { bindSections, dropWrittenPaper } from "./outline-binding";
import { stepContext } from "./steps/step-context";

interface Action {
  deps: ResearchDeps;
  viewer: Viewer;
  documentId: string;
}

/** The user's summary replaces the generated one (spec §5 rules). */
export async function saveSummary(options: Action & { summary: string }): Promise<void> {
  const { deps, summary } = options;
  const doc = await documentFor({ ...options, db: deps.db, action: "edit" });
  const problem = summaryProblem(summary);
  if (problem === SUMMARY_MESSAGES.empty) throw new AppError("INVALID_SUMMARY");
  if (problem) throw new AppError("SUMMARY_TOO_SHORT");
  await updateDocument(deps, doc.id, { summary: { ...doc.summary, summary: summary.trim() } });
}

/** Writes the summary again from the same sources. */
export async function regenerateSummary(options: Action): Promise<void> {
  const { deps } = options;
  const doc = await documentFor({ ...options, db: deps.db, action: "edit" });
  const { summary: replaced, sources: _src, ...rest } = doc.summary;
  await updateDocument(deps, doc.id, {
    summary: { ...rest, ...(replaced ? { replacedSummary: replaced } : {}) },
    status: "SUMMARIZING",
    stage: "SUMMARIZING",
    awaiting: null,
  });
  await advance(deps, doc.id);
}

/**
 * Create Plan (or plan again, also on a complete paper): a new outline version replaces the one the user
 * had; sections it keeps unchanged keep their text (outline-binding.ts). Re-planning a complete paper
 * hands it to manual review, so the owner sees the new outline before anything is written.
 */
export async function createPlan(options: Action): Promise<void> {
  const { deps } = options;
  const doc = await documentFor({ ...options, db: deps.db, action: "replan" });
  await updateDocument(
    deps,
    doc.id,
    {
      planVersion: doc.planVersion + 1,
      status: "PLANNING",
      stage: "PLANNING",
      awaiting: null,
      ...(doc.status === "COMPLETE" ? { settings: { ...doc.settings, automaticMode: false } } : {}),
    },
    { onceEvents: ["Summary Complete"] },
  );
  await advance(deps, doc.id);
}

/** Saves the user's outline: exactly the sections and questions they kept, validated by spec §5. */
export async function saveOutline(options: Action & { outline: OutlineBody }): Promise<void> {
  const { deps, outline } = options;
  const state = await documentStateFor({ ...options, db: deps.db, action: "editOutline" });
  const { doc } = state;
  const problems = findOutlineProblems({
    sections: outline.plan.sections.map((s) => ({ title: s.title, subSections: s.subSections })),
  });
  if (problems) throw new AppError("INVALID_OUTLINE", { detail: outlineProblemMessage(problems) });
  const tooLarge = outlineLimitProblem(outline.plan);
  if (tooLarge) throw new AppError("INVALID_OUTLINE", { detail: tooLarge });
  const known = new Map<string, PlannedSubSection["searchQuery"]>();
  for (const s of state.sections)
    for (const sub of s.subSections) known.set(sub.question.trim(), sub.searchQuery);
  const fallbackType =
    doc.settings.searchTypes.find((t) => t !== "custom") ?? doc.settings.searchTypes[0] ?? "web";
  const version = doc.planVersion + 1;
  await deps.db.transaction(async (tx) => {
    await bindSections(
      tx,
      doc.id,
      version,
      outline.plan.sections.map((section, idx) => ({
        documentId: doc.id,
        idx,
        planVersion: version,
        title: section.title.trim(),
        description: (section.description ?? "").trim(),
        status: "PLANNED" as const,
        subSections: section.subSections.map((sub) => {
          const question = sub.question.trim();
          return {
            question,
            searchQuery:
              sub.searchQuery && doc.settings.searchTypes.includes(sub.searchQuery.searchType)
                ? sub.searchQuery
                : (known.get(question) ?? { refinedQuery: question, searchType: fallbackType }),
          };
        }),
        urls: null,
      })),
    );
    await tx
      .update(documents)
      // The outline is the person's now: fewer sections than asked is their choice, not the sources'.
      .set({
        planVersion: version,
        title: outline.title.trim() || doc.title,
        materialSections: null,
        updatedAt: new Date(),
      })
      .where(eq(documents.id, doc.id));
  });
  await updateDocument(deps, doc.id, {});
}

function outlineFromBody(body: OutlineBody, fallbackType: AnySearchType): PlannedOutline {
  return {
    title: body.title,
    sections: body.plan.sections.map((s) => ({
      title: s.title,
      description: s.description ?? "",
      subSections: s.subSections.map((q) => ({
        question: q.question,
        searchQuery: q.searchQuery ?? { refinedQuery: q.question, searchType: fallbackType },
      })),
    })),
  };
}

/** A new section for the outline being edited, from the engine. */
export async function generateOutlineSection(
  options: Action & { outline: OutlineBody },
): Promise<PlannedSection> {
  const { deps } = options;
  const state = await documentStateFor({ ...options, db: deps.db, action: "edit" });
  // Creation's limits hold for a generated section too (checked before any paid call).
  const tooLarge = outlineLimitProblem(options.outline.plan, 1);
  if (tooLarge) throw new AppError("INVALID_OUTLINE", { detail: tooLarge });
  const ctx = stepContext(deps, state);
  const types = state.doc.settings.searchTypes;
  return ctx.engine.generateSection(ctx.call("outline-section"), {
    query: state.doc.query,
    summary: state.doc.summary.summary ?? "",
    outline: outlineFromBody(options.outline, types[0] ?? "web"),
    searchTypes: types,
    passages: state.doc.summary.contextPassages ?? [],
  });
}

/** A new question for a section of the outline being edited. */
export async function generateOutlineQuestion(
  options: Action & { outline: OutlineBody; section: OutlineBody["plan"]["sections"][number] },
): Promise<PlannedSubSection> {
  const { deps } = options;
  const state = await documentStateFor({ ...options, db: deps.db, action: "edit" });
  if (options.section.subSections.length >= OUTLINE_QUESTIONS_MAX)
    throw new AppError("INVALID_OUTLINE", { detail: OUTLINE_LIMIT_MESSAGES.tooManyQuestions });
  const ctx = stepContext(deps, state);
  const types = state.doc.settings.searchTypes;
  const planned = outlineFromBody({ title: "", plan: { sections: [options.section] } }, types[0] ?? "web")
    .sections[0]!;
  return ctx.engine.generateQuestion(ctx.call("outline-question"), {
    query: state.doc.query,
    summary: state.doc.summary.summary ?? "",
    outline: outlineFromBody(options.outline, types[0] ?? "web"),
    section: planned,
    searchTypes: types,
    passages: state.doc.summary.contextPassages ?? [],
  });
}

/** Write Paper: analysis starts from the saved outline; editing ends here. */
export async function writePaper(options: Action): Promise<void> {
  const { deps } = options;
  const state = await documentStateFor({ ...options, db: deps.db, action: "write" });
  if (state.sections.length === 0) throw new AppError("OUTLINE_NOT_REVIEWED");
  await dropWrittenPaper(deps.db, state.doc.id, state.doc.planVersion);
  await updateDocument(
    deps,
    state.doc.id,
    // The references are built again once the new or changed sections are written.
    { status: "ANALYZING", stage: "FINDING_SOURCES", awaiting: null, references: null, referencesList: null },
    { onceEvents: ["Summary Complete", "Analysis started"] },
  );
  await advance(deps, state.doc.id);
}
