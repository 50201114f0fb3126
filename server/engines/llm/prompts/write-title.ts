// Step "title": the paper's final title.
import type { DocumentSettings } from "../../../../common/types";
import { clip, preamble } from "./common";

export function writeTitlePrompt(input: {
  settings: DocumentSettings;
  query: string;
  summary: string;
  sectionTitles: string[];
}): { system: string; prompt: string } {
  const system = [
    preamble(input.settings),
    "Your task: give the research paper a clear, specific title of at most 15 words, in the style of a published paper. No quotation marks, no trailing period.",
  ].join("\n");
  const prompt = [
    `User question:\n${input.query.trim()}`,
    `Summary:\n${clip(input.summary.trim(), 3000)}`,
    `Sections:\n${input.sectionTitles.map((t, i) => `${i + 1}. ${t}`).join("\n")}`,
  ].join("\n\n");
  return { system, prompt };
}
