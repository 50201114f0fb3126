// Reading a page for a section: its sentences ranked by the evidence index for the section's title and
// questions (the paper's question counting half), the best ones kept in page order, each with the exact
// passage it is and the heading it stands under.
import type { InformationItem } from "../../../common/types";
import {
  buildEvidenceIndex,
  type EvidenceIndex,
  matchTerms,
  type TermRarity,
} from "../../sources/retrieval/evidence";
import type { Language } from "../../text/language";
import type { ExtractInformationInput, PlannedSection } from "../types";
import { writtenSentences } from "./compose";
import { quotable } from "./evidence";
import { overlap, SAME_SENTENCE, writtenTerms } from "./select";

/** The texts that say what a section wants, the title weighing twice. */
export function sectionQuery(section: PlannedSection): string[] {
  return [section.title, section.title, ...section.subSections.map((s) => s.question)];
}

/**
 * How much each passage of an index says for a section: retrieval's score for the section's title and
 * questions, the paper's question counting half.
 */
export function sectionScores(
  index: EvidenceIndex,
  section: PlannedSection,
  query: string,
): { scores: Float64Array; forSection: Float64Array; forQuestion: Float64Array } {
  const forSection = index.scores(sectionQuery(section));
  const forQuestion = index.scores(query);
  const scores = new Float64Array(index.size);
  for (let i = 0; i < scores.length; i++)
    scores[i] = (forSection[i] as number) + 0.5 * (forQuestion[i] as number);
  return { scores, forSection, forQuestion };
}

export function extractFacts(
  input: ExtractInformationInput & { background?: TermRarity },
  language: Language,
): InformationItem[] {
  const index = buildEvidenceIndex([input.page], language, input.background);
  const { scores, forSection, forQuestion } = sectionScores(index, input.section, input.query);
  const written = input.written
    ? writtenSentences(input.written, language).map((s) => matchTerms(s, language))
    : [];
  const picked = index
    .rank(scores, index.size)
    // A sentence that shares nothing with the section or the paper's question (not even through its page's
    // title or heading) is not read for it.
    .filter(
      (h) =>
        ((forSection[h.passage.id] as number) > 0 || (forQuestion[h.passage.id] as number) > 0) &&
        h.passage.terms.length > 0,
    )
    .filter((h) => quotable(h.passage, index.passages[h.passage.id - 1]))
    .filter((h) => {
      const terms = writtenTerms(h.passage.text, language);
      return !written.some((w) => overlap(w, terms) >= SAME_SENTENCE);
    })
    .slice(0, input.max);
  return picked
    .sort((a, b) => a.passage.position - b.passage.position)
    .map(({ passage }) => ({
      text: passage.text,
      passage: passage.text,
      ...(passage.headings.length
        ? { heading: passage.headings[passage.headings.length - 1] as string }
        : {}),
    }));
}
