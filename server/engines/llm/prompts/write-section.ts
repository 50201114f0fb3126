// Step "write section": the text of one section, streamed, citing its pages as [n].
import type { DocumentSettings } from "../../../../common/types";
import type { SectionSource, WriteSectionInput } from "../../types";
import { clip, preamble } from "./common";

function formatSources(sources: SectionSource[]): string {
  if (sources.length === 0) return "(no sources)";
  return sources
    .map((s) => {
      const facts =
        s.information.length > 0
          ? s.information
              .map(
                (i) => `- ${i.text.trim()}${i.passage ? `\n  quote: "${clip(i.passage.trim(), 400)}"` : ""}`,
              )
              .join("\n")
          : "- (no facts extracted)";
      return `[${s.n}] ${s.title} — ${s.url}\n${facts}`;
    })
    .join("\n\n");
}

export function writeSectionPrompt(
  input: { settings: DocumentSettings } & Pick<
    WriteSectionInput,
    "query" | "documentTitle" | "section" | "sectionIndex" | "outline" | "sources"
  >,
): { system: string; prompt: string } {
  const numbers = input.sources.map((s) => s.n);
  const citing =
    numbers.length > 0
      ? `Cite the source of every fact right after it as [n], using only these numbers: ${numbers.join(", ")}. One number per bracket ([2][5], never [2, 5]); never cite a number that is not listed.`
      : "No sources were found for this section: write carefully from general knowledge, without citations.";
  const others = input.outline.sections
    .map((s, i) => `${i + 1}. ${s.title}${i === input.sectionIndex ? "  ← this section" : ""}`)
    .join("\n");
  const system = [
    preamble(input.settings),
    `Your task: write section ${input.sectionIndex + 1} of the research paper "${input.documentTitle}", answering the section's questions from the facts of its sources.`,
    "Write 400 to 900 words of markdown: paragraphs of connected prose, with ### subheadings when the section has distinct parts. Do not repeat the section title as a heading.",
    citing,
    "Stay within this section's scope (the other sections cover their own topics). Do not invent facts, numbers or sources.",
    "Do not end with a references, sources or bibliography list: the references are built separately.",
  ].join("\n");
  const questions = input.section.subSections.map((q) => `- ${q.question}`).join("\n");
  const prompt = [
    `Paper question:\n${input.query.trim()}`,
    `Outline:\n${others}`,
    `Section: ${input.section.title}${input.section.description ? `\n${input.section.description}` : ""}\nQuestions to answer:\n${questions}`,
    `Sources:\n${formatSources(input.sources)}`,
  ].join("\n\n");
  return { system, prompt };
}
