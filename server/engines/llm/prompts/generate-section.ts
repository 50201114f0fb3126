// Manual mode: one more section for the outline the user is editing.
import { type AnySearchType, SUBSECTIONS_MAX, SUBSECTIONS_MIN } from "../../../../common/constants";
import type { DocumentSettings } from "../../../../common/types";
import type { PlannedOutline } from "../../types";
import { clip, preamble } from "./common";

/** The outline as the model sees it: numbered sections with their questions. */
export function formatOutline(outline: PlannedOutline): string {
  const sections = outline.sections.map((s, i) => {
    const questions = s.subSections.map((q) => `   - ${q.question}`).join("\n");
    return `${i + 1}. ${s.title}${s.description ? ` — ${s.description}` : ""}\n${questions}`;
  });
  return `Title: ${outline.title}\n${sections.join("\n")}`;
}

export function generateSectionPrompt(input: {
  settings: DocumentSettings;
  query: string;
  summary: string;
  outline: PlannedOutline;
  searchTypes: readonly AnySearchType[];
}): { system: string; prompt: string } {
  const system = [
    preamble(input.settings),
    "Your task: propose one new section for the paper outline below, covering an aspect of the question the outline does not cover yet.",
    `Give it a short title (different from the existing ones), a one- or two-sentence description and ${SUBSECTIONS_MIN} to ${SUBSECTIONS_MAX} specific questions, each with a search query and a search type among: ${input.searchTypes.join(", ")}.`,
  ].join("\n");
  const prompt = [
    `User question:\n${input.query.trim()}`,
    `Summary:\n${clip(input.summary.trim(), 4000)}`,
    `Current outline:\n${formatOutline(input.outline)}`,
  ].join("\n\n");
  return { system, prompt };
}
