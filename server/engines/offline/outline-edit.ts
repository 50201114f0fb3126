// New sections and questions for an outline being edited (and for plans short of material): built from
// the summary's and the question's key phrases that the outline does not cover yet.
import type { AnySearchType } from "../../../common/constants";
import { analyzePhrase, analyzeText } from "../../text/analyze";
import { collectKeyPhrases, type KeyPhrase } from "../../text/keyphrases";
import type { Language } from "../../text/language";
import { jaccard } from "../../text/vectors";
import type { PlannedOutline, PlannedSection, PlannedSubSection } from "../types";
import { buildQuestions, buildSection, questionKey } from "./sections";
import { heading, type Topic, topicOf } from "./topic";
import { wordingFor } from "./wording";

/** Two phrases are the same topic when their words mostly coincide or one holds all of the other's. */
export function phraseOverlaps(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const sa = new Set(a);
  const sb = new Set(b);
  if (jaccard(sa, sb) >= 0.5) return true;
  return a.every((t) => sb.has(t)) || b.every((t) => sa.has(t));
}

/** Words an outline already covers: its section titles and the phrases its questions search for. */
function coveredTerms(sections: readonly PlannedSection[], topic: Topic, language: Language): string[][] {
  const covered: string[][] = [];
  for (const s of sections) {
    covered.push(analyzePhrase(s.title, language).terms);
    for (const q of s.subSections) {
      const terms = analyzePhrase(q.searchQuery.refinedQuery, language).terms.filter(
        (t) => !topic.terms.has(t),
      );
      if (terms.length > 0) covered.push(terms);
    }
  }
  return covered;
}

/** Key phrases of the summary then the question, most frequent first, not yet covered by the outline. */
function freshPhrases(summary: string, topic: Topic, covered: string[][], language: Language): KeyPhrase[] {
  const summaryPhrases = collectKeyPhrases(analyzeText(summary, language).sentences, language).sort(
    (a, b) => b.count - a.count || b.score - a.score || a.first - b.first,
  );
  const out: KeyPhrase[] = [];
  for (const p of [...summaryPhrases, ...topic.phrases]) {
    if (/^\p{N}/u.test(p.text) && p.terms.length === 1) continue;
    if (p.terms.every((t) => topic.terms.has(t))) continue;
    if (covered.some((c) => phraseOverlaps(p.terms, c))) continue;
    if (out.some((o) => phraseOverlaps(p.terms, o.terms))) continue;
    out.push(p);
  }
  return out;
}

function existingQuestions(sections: readonly PlannedSection[]): Set<string> {
  return new Set(sections.flatMap((s) => s.subSections.map((q) => questionKey(q.question))));
}

/**
 * A section about something the outline does not cover yet, or null when nothing is left; with
 * `allowAspects`, a generic aspect of the topic ("Background", "Impact" …) serves as a last resort.
 */
export function fallbackSection(input: {
  query: string;
  summary: string;
  sections: readonly PlannedSection[];
  searchTypes: readonly AnySearchType[];
  language: Language;
  allowAspects: boolean;
}): PlannedSection | null {
  const { language } = input;
  const topic = topicOf(input.query, language, [input.summary]);
  const titles = new Set(input.sections.map((s) => s.title.toLowerCase()));
  const fresh = freshPhrases(
    input.summary,
    topic,
    coveredTerms(input.sections, topic, language),
    language,
  ).filter((p) => !titles.has(heading(p.text, language).toLowerCase()));
  const usedQuestions = existingQuestions(input.sections);
  const offset = input.sections.length;
  const first = fresh[0];
  if (first) {
    return buildSection({
      titlePhrases: [first.text],
      questionPhrases: fresh.slice(0, 4).map((p) => p.text),
      topic,
      language,
      searchTypes: input.searchTypes,
      offset,
      usedQuestions,
    });
  }
  if (!input.allowAspects) return null;
  const aspects = wordingFor(language).aspects;
  const aspect =
    aspects.find((a) => !titles.has(a.toLowerCase())) ??
    `${aspects[0] ?? "Section"} ${input.sections.length + 1}`;
  const section = buildSection({
    titlePhrases: [aspect],
    questionPhrases: [topic.main, ...topic.phrases.slice(1, 4).map((p) => p.text)],
    topic,
    language,
    searchTypes: input.searchTypes,
    offset,
    usedQuestions,
  });
  return { ...section, title: heading(aspect, language) };
}

/** One more section for an outline being edited; never a copy of a section it has. */
export function newSection(input: {
  query: string;
  summary: string;
  outline: PlannedOutline;
  searchTypes: readonly AnySearchType[];
  language: Language;
}): PlannedSection {
  const section = fallbackSection({ ...input, sections: input.outline.sections, allowAspects: true });
  // fallbackSection with aspects always answers; the guard keeps the type honest.
  if (!section) throw new Error("No section could be generated");
  return section;
}

/** One more question for a section; never a copy of a question of the outline. */
export function newQuestion(input: {
  query: string;
  summary: string;
  outline: PlannedOutline;
  section: PlannedSection;
  searchTypes: readonly AnySearchType[];
  language: Language;
}): PlannedSubSection {
  const { language } = input;
  const topic = topicOf(input.query, language, [input.summary]);
  const sectionTerms = analyzePhrase(input.section.title, language).terms;
  // Phrases of the summary sentences about this section first, then the section's title, then the rest.
  const summary = analyzeText(input.summary, language);
  const related = summary.sentences.filter((s) => s.terms.some((t) => sectionTerms.includes(t)));
  const phrases = [
    ...collectKeyPhrases(related, language).sort((a, b) => b.count - a.count || a.first - b.first),
    ...collectKeyPhrases(analyzeText(input.section.title, language).sentences, language),
    ...collectKeyPhrases(summary.sentences, language).sort((a, b) => b.count - a.count || a.first - b.first),
    ...topic.phrases,
  ].map((p) => p.text);
  const used = existingQuestions(input.outline.sections);
  for (const q of input.section.subSections) used.add(questionKey(q.question));
  const [question] = buildQuestions({
    phrases: [...new Set(phrases)],
    topic,
    language,
    searchTypes: input.searchTypes,
    offset: input.section.subSections.length,
    used,
    min: 1,
    max: 1,
  });
  if (question) return question;
  // Every phrase has been asked about in every way: number the question so it stays distinct.
  const [base] = buildQuestions({
    phrases: [topic.main],
    topic,
    language,
    searchTypes: input.searchTypes,
    offset: input.section.subSections.length,
    used: new Set(),
    min: 1,
    max: 1,
  });
  const fallback = base ?? {
    question: `${topic.main}?`,
    searchQuery: { refinedQuery: topic.main, searchType: input.searchTypes[0] ?? "web" },
  };
  return { ...fallback, question: `${fallback.question} (${input.section.subSections.length + 1})` };
}
