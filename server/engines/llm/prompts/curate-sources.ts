// Step "curate summary sources": pick the search results worth reading for the summary.
import type { DocumentSettings, PageResult } from "../../../../common/types";
import { formatResults, preamble, sourceLanguagePreference } from "./common";

export function curateSourcesPrompt(input: {
  settings: DocumentSettings;
  query: string;
  results: PageResult[];
  min: number;
  max: number;
}): { system: string; prompt: string } {
  const system = [
    preamble(input.settings),
    `Your task: choose the ${input.min} to ${input.max} search results most useful for writing a factual overview that answers the user's question.`,
    "Prefer authoritative, substantive and recent pages; avoid duplicates of the same content, thin pages, forums and pages that only sell something. Cover different aspects of the question.",
    sourceLanguagePreference(input.settings),
    "Return the chosen urls exactly as they appear in the list, best first.",
  ].join("\n");
  const prompt = `User question:\n${input.query.trim()}\n\nSearch results:\n${formatResults(input.results)}`;
  return { system, prompt };
}
