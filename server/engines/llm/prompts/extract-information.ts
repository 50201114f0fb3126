// Step "extract information": the facts of one page that answer a section's questions.
import type { DocumentSettings } from "../../../../common/types";
import type { PlannedSection } from "../../types";
import { clip, languageName, preamble } from "./common";

/** How much of a page the model reads (about 8k tokens): enough for an article, bounded in cost. */
export const PAGE_TEXT_MAX_CHARS = 32_000;

export function extractInformationPrompt(input: {
  settings: DocumentSettings;
  query: string;
  section: PlannedSection;
  page: { url: string; title: string; text: string };
  max: number;
}): { system: string; prompt: string } {
  const questions = input.section.subSections.map((q) => `- ${q.question}`).join("\n");
  const system = [
    preamble(input.settings),
    `Your task: extract up to ${input.max} facts from the page below that help answer the section's questions.`,
    `For each fact give "text": the fact in one or two sentences of ${languageName(input.settings.locale)}, self-contained (say who or what it is about), and "passage": the exact sentence or sentences of the page it comes from, copied character for character (no changes, no ellipsis, no translation).`,
    "Only facts stated on the page; no opinions of your own. Prefer numbers, dates, names, findings and definitions. If the page has nothing relevant, return an empty list.",
  ].join("\n");
  const prompt = [
    `Paper question:\n${input.query.trim()}`,
    `Section: ${input.section.title}\nQuestions:\n${questions}`,
    `Page: ${input.page.title} — ${input.page.url}\n"""\n${clip(input.page.text, PAGE_TEXT_MAX_CHARS)}\n"""`,
  ].join("\n\n");
  return { system, prompt };
}
