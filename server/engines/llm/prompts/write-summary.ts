// Step "summary": an overview of the question from the gathered passages, citing them with [n].
import { SUMMARY_MIN_LENGTH } from "../../../../common/constants";
import type { DocumentSettings } from "../../../../common/types";
import type { Passage } from "../../types";
import { formatPassages, preamble } from "./common";

export function writeSummaryPrompt(input: {
  settings: DocumentSettings;
  query: string;
  passages: Passage[];
}): { system: string; prompt: string } {
  const numbers = input.passages.map((p) => p.n);
  const citing =
    numbers.length > 0
      ? `Support each factual statement by citing the passage it comes from as [n], using only these numbers: ${numbers.join(", ")}. Put citations right after the statement, one number per bracket ([1][3], never [1, 3]).`
      : "No passages were found; write from general knowledge, without citations.";
  const system = [
    preamble(input.settings),
    "Your task: write a summary of what is known about the user's question, based on the numbered passages.",
    `Write 3 to 5 paragraphs of plain markdown prose (at least ${SUMMARY_MIN_LENGTH} characters, about 250 to 450 words), no headings, no title.`,
    citing,
    "Do not add a references, sources or bibliography list: it is built separately. Do not invent facts, numbers or sources.",
  ].join("\n");
  const prompt = `User question:\n${input.query.trim()}\n\nPassages:\n${formatPassages(input.passages)}`;
  return { system, prompt };
}

/** The follow-up when a summary came back too short. */
export function longerSummaryInstruction(length: number): string {
  return `Your previous summary had only ${length} characters. Write it again with more detail: at least ${SUMMARY_MIN_LENGTH} characters, 3 to 5 full paragraphs.`;
}
