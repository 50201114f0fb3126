// Step 6: plan the paper — a title and sections of 3–5 questions, each with its search query.

import { PLAN_PAGE_CHARS, SOURCES_PER_SECTION_DEFAULT } from "../../../common/constants";
import { findOutlineProblems, outlineProblemMessage } from "../../../common/outline-rules";
import type { SubSection } from "../../../common/types";
import { updateDocument } from "../../documents/store";
import type { Passage, PlannedOutline } from "../../engines/types";
import { INTERNAL_ERRORS } from "../../errors";
import { logger } from "../../logger";
import { settlePaper } from "../advance";
import { bindSections } from "../outline-binding";
import { keptPages } from "../pages";
import type { StepContext } from "./step-context";

export async function planSections(ctx: StepContext): Promise<void> {
  const { doc, deps } = ctx;
  const summary = doc.summary.summary;
  if (!summary) throw new Error(INTERNAL_ERRORS.noSummary);
  const passages = doc.summary.contextPassages ?? [];
  const outline = await ctx.engine.planSections(ctx.call("plan"), {
    query: doc.query,
    summary,
    passages,
    numberOfSections: doc.settings.numberOfSections,
    searchTypes: doc.settings.searchTypes,
    pages: await wholePages(ctx, passages),
  });
  const problems = findOutlineProblems(outline);
  if (problems) throw new Error(`The planned outline is not valid: ${outlineProblemMessage(problems)}`);
  // Fewer sections than asked (the offline engine's outline when the sources hold too little) are kept:
  // the outline rules ask for one section at least, and the warning says why there are fewer.
  if (outline.warning) logger.warn(`[plan] document ${doc.id}: ${outline.warning}`);
  await replaceSections(ctx, doc.planVersion, outline);
  const automatic = doc.settings.automaticMode;
  // Stopping for the owner (manual mode): what the paper has cost so far is settled before READY shows.
  if (!automatic) await settlePaper(deps, doc.id);
  await updateDocument(
    deps,
    doc.id,
    {
      title: outline.title.trim() || doc.title,
      materialSections:
        outline.sections.length < doc.settings.numberOfSections ? outline.sections.length : null,
      ...(automatic
        ? { status: "ANALYZING", stage: "FINDING_SOURCES" }
        : { status: "READY", stage: null, awaiting: "OUTLINE" }),
    },
    {
      events: outline.warning ? [`Warning: ${outline.warning}`, "Planned sections"] : ["Planned sections"],
      onceEvents: automatic ? ["Analysis started"] : [],
    },
  );
}

/**
 * The summary's curated pages whole, as the summary step kept them (none is fetched again: a page it could
 * not read is left out), numbered as the summary's passages.
 */
async function wholePages(ctx: StepContext, passages: Passage[]): Promise<Passage[]> {
  const numbers = new Map(passages.map((p) => [p.url, p.n]));
  let next = Math.max(0, ...numbers.values()) + 1;
  const pages = await keptPages(ctx.deps, ctx.doc.id, ctx.doc.summary.curatedUrls ?? []);
  return pages.map((page) => ({
    n: numbers.get(page.url) ?? next++,
    url: page.url,
    title: page.title,
    text: page.text.slice(0, PLAN_PAGE_CHARS),
  }));
}

/** Stores an outline as the sections of one plan version; unchanged written sections keep their text. */
export async function replaceSections(
  ctx: Pick<StepContext, "deps" | "doc">,
  planVersion: number,
  outline: PlannedOutline,
) {
  const { deps, doc } = ctx;
  await bindSections(
    deps.db,
    doc.id,
    planVersion,
    outline.sections.map((section, idx) => ({
      documentId: doc.id,
      idx,
      planVersion,
      title: section.title.trim(),
      description: section.description.trim(),
      status: "PLANNED" as const,
      subSections: section.subSections.map(
        (s): SubSection => ({ question: s.question.trim(), searchQuery: s.searchQuery }),
      ),
      urls: null,
      progressTotal: SOURCES_PER_SECTION_DEFAULT,
    })),
  );
}
