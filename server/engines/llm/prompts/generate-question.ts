// Manual mode: one more question for a section of the outline the user is editing.
import type { AnySearchType } from "../../../../common/constants";
import type { DocumentSettings } from "../../../../common/types";
import type { PlannedOutline, PlannedSection } from "../../types";
import { clip, preamble } from "./common";
import { formatOutline } from "./generate-section";

export function generateQuestionPrompt(input: {
  settings: DocumentSettings;
  query: string;
  summary: string;
  outline: PlannedOutline;
  section: PlannedSection;
  searchTypes: readonly AnySearchType[];
}): { system: string; prompt: string } {
  const asked = input.section.subSections.map((q) => `- ${q.question}`).join("\n") || "(none yet)";
  const system = [
    preamble(input.settings),
    `Your task: propose one new, specific question for the section "${input.section.title}" that its current questions do not ask yet and that fits the section, not another one.`,
    `Give the question with a search query (3 to 10 words) that would find pages answering it and a search type among: ${input.searchTypes.join(", ")}.`,
  ].join("\n");
  const prompt = [
    `User question:\n${input.query.trim()}`,
    `Summary:\n${clip(input.summary.trim(), 3000)}`,
    `Outline:\n${formatOutline(input.outline)}`,
    `Section "${input.section.title}"${input.section.description ? ` — ${input.section.description}` : ""}\nIts questions:\n${asked}`,
  ].join("\n\n");
  return { system, prompt };
}
