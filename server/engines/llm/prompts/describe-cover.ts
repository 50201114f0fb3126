// Step "cover image": a prompt for an image generator describing the paper's cover.
import type { DocumentSettings } from "../../../../common/types";
import { clip, preamble } from "./common";

export function describeCoverPrompt(input: {
  settings: DocumentSettings;
  title: string;
  query: string;
  summary: string;
}): { system: string; prompt: string } {
  const system = [
    preamble(input.settings),
    "Your task: write, in English, a prompt for an image generator that will paint the cover illustration of a research paper.",
    "Describe one striking, tasteful scene or composition that evokes the subject (subject, setting, style, lighting, colours) in 40 to 80 words.",
    "The image must contain no text, letters, numbers, logos or watermarks, and no recognisable real people.",
  ].join("\n");
  const prompt = [
    `Paper title: ${input.title}`,
    `Question: ${input.query.trim()}`,
    `Summary:\n${clip(input.summary.trim(), 1500)}`,
  ].join("\n\n");
  return { system, prompt };
}
