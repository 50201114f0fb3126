// Step "choose pages": the pages worth reading for one section.
import type { DocumentSettings, PageResult } from "../../../../common/types";
import type { PlannedSection } from "../../types";
import { formatResults, preamble, sourceLanguagePreference } from "./common";

export function choosePagesPrompt(input: {
  settings: DocumentSettings;
  query: string;
  section: PlannedSection;
  candidates: PageResult[];
  min: number;
  max: number;
}): { system: string; prompt: string } {
  const questions = input.section.subSections.map((q) => `- ${q.question}`).join("\n");
  const system = [
    preamble(input.settings),
    `Your task: choose the ${input.min} to ${input.max} pages most likely to answer the questions of one section of a research paper.`,
    "Prefer authoritative, substantive pages that answer the questions directly; cover every question; avoid near-duplicates and pages that only sell something.",
    sourceLanguagePreference(input.settings),
    "Return the chosen urls exactly as they appear in the list, best first.",
  ].join("\n");
  const prompt = [
    `Paper question:\n${input.query.trim()}`,
    `Section: ${input.section.title}${input.section.description ? ` — ${input.section.description}` : ""}\nQuestions:\n${questions}`,
    `Candidate pages:\n${formatResults(input.candidates)}`,
  ].join("\n\n");
  return { system, prompt };
}
