// Step "plan": the paper's title and its sections, each with the questions it answers.
import { type AnySearchType, SUBSECTIONS_MAX, SUBSECTIONS_MIN } from "../../../../common/constants";
import type { DocumentSettings } from "../../../../common/types";
import type { Passage } from "../../types";
import { clip, formatPassages, preamble } from "./common";

export function planSectionsPrompt(input: {
  settings: DocumentSettings;
  query: string;
  summary: string;
  passages: Passage[];
  numberOfSections: number;
  searchTypes: readonly AnySearchType[];
}): { system: string; prompt: string } {
  const system = [
    preamble(input.settings),
    `Your task: plan a research paper that answers the user's question: a title and exactly ${input.numberOfSections} sections in a logical order (for example background, the main aspects, then implications or outlook).`,
    `Each section has a short title (no numbering), a one- or two-sentence description, and ${SUBSECTIONS_MIN} to ${SUBSECTIONS_MAX} specific questions the section will answer.`,
    `Each question comes with a search query (3 to 10 words) that would find pages answering it, and a search type among: ${input.searchTypes.join(", ")}.`,
    "Sections must not overlap; questions must be concrete, not generic.",
  ].join("\n");
  const prompt = [
    `User question:\n${input.query.trim()}`,
    `Summary of what is known:\n${clip(input.summary.trim(), 6000)}`,
    `Some of the material found:\n${formatPassages(input.passages, 1500)}`,
  ].join("\n\n");
  return { system, prompt };
}
