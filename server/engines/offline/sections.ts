// Building outline sections from key phrases: a heading, a description and 3–5 questions, each with a
// search query and type. Shared by planning and by the manual "add section/question" actions.
import type { AnySearchType } from "../../../common/constants";
import { SUBSECTIONS_MAX, SUBSECTIONS_MIN } from "../../../common/constants";
import { analyzePhrase } from "../../text/analyze";
import type { Language } from "../../text/language";
import type { PlannedSection, PlannedSubSection } from "../types";
import { heading, type Topic } from "./topic";
import { fill, joinList, wordingFor } from "./wording";

export function questionKey(question: string): string {
  return question.toLowerCase().replace(/\s+/gu, " ").trim();
}

/** The search query for a question about `phrase`: the topic's main phrase plus the phrase. */
export function searchQueryText(topic: Topic, phrase: string, language: Language): string {
  const phraseTerms = analyzePhrase(phrase, language).terms;
  const mainTerms = new Set(analyzePhrase(topic.main, language).terms);
  if (phraseTerms.length > 0 && phraseTerms.every((t) => mainTerms.has(t))) return phrase;
  if (topic.main === phrase) return phrase;
  return `${topic.main} ${phrase}`;
}

/** Cycles through the allowed search types so that a plan uses all of them. */
export function searchTypeAt(searchTypes: readonly AnySearchType[], index: number): AnySearchType {
  return searchTypes.length > 0 ? (searchTypes[index % searchTypes.length] as AnySearchType) : "web";
}

/**
 * One question per phrase (templates rotate with `offset`), skipping any already in `used`;
 * at least `min` questions, reusing phrases with other templates when there are few.
 */
export function buildQuestions(input: {
  phrases: readonly string[];
  topic: Topic;
  language: Language;
  searchTypes: readonly AnySearchType[];
  offset: number;
  used: Set<string>;
  min?: number;
  max?: number;
}): PlannedSubSection[] {
  const wording = wordingFor(input.language);
  const templates = wording.questions;
  const min = input.min ?? SUBSECTIONS_MIN;
  const max = input.max ?? SUBSECTIONS_MAX;
  const out: PlannedSubSection[] = [];
  const phrases = input.phrases.length > 0 ? input.phrases : [input.topic.main];
  const tryAdd = (phrase: string, template: string) => {
    // A question about the topic itself must not ask how the topic relates to itself.
    const t =
      template.includes("{t}") && phrase.toLowerCase() === input.topic.main.toLowerCase() ? null : template;
    if (!t) return false;
    const question = fill(t, { p: phrase, t: input.topic.main });
    const key = questionKey(question);
    if (input.used.has(key)) return false;
    input.used.add(key);
    out.push({
      question,
      searchQuery: {
        refinedQuery: searchQueryText(input.topic, phrase, input.language),
        searchType: searchTypeAt(input.searchTypes, input.offset + out.length),
      },
    });
    return true;
  };
  for (let i = 0; i < phrases.length && out.length < max; i++) {
    const phrase = phrases[i] as string;
    for (let k = 0; k < templates.length; k++) {
      if (tryAdd(phrase, templates[(input.offset + i + k) % templates.length] as string)) break;
    }
  }
  for (let round = 0; out.length < min && round < templates.length * phrases.length; round++) {
    const phrase = phrases[round % phrases.length] as string;
    tryAdd(phrase, templates[(input.offset + round) % templates.length] as string);
  }
  return out;
}

/** A section titled from its leading phrases, described by its phrases, with questions about them. */
export function buildSection(input: {
  titlePhrases: readonly string[];
  questionPhrases: readonly string[];
  topic: Topic;
  language: Language;
  searchTypes: readonly AnySearchType[];
  offset: number;
  usedQuestions: Set<string>;
}): PlannedSection {
  const wording = wordingFor(input.language);
  const title = heading(joinList(input.titlePhrases, wording), input.language);
  const described = [...new Set([...input.titlePhrases, ...input.questionPhrases])].slice(0, 3);
  return {
    title,
    description: fill(wording.description, { list: joinList(described, wording) }),
    subSections: buildQuestions({
      phrases: input.questionPhrases,
      topic: input.topic,
      language: input.language,
      searchTypes: input.searchTypes,
      offset: input.offset,
      used: input.usedQuestions,
    }),
  };
}
