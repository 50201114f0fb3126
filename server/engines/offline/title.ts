// The paper's title from the question and the plan: the question's main phrase, then its first sections.
import { isCjkLanguage, type Language } from "../../text/language";
import { readQuestion } from "./question";
import { heading, topicOf } from "./topic";
import { joinList, wordingFor } from "./wording";

const MAX_TITLE = 110;
const SHORT_QUESTION = 60;

/** The topic part of a title: a short question as it is, a long one by its main key phrase. */
function titleTopic(query: string, language: Language, context: readonly string[]): string {
  const trimmed = query.trim().replace(/\s+/gu, " ");
  const isQuestion = /[?？]$/u.test(trimmed);
  const short = [...trimmed].length <= (isCjkLanguage(language) ? 24 : SHORT_QUESTION);
  if (short && !isQuestion && !/[.。:：]/u.test(trimmed)) return heading(trimmed, language);
  const topic = topicOf(trimmed, language, context);
  const first = topic.phrases[0];
  if (!first) return heading(trimmed.replace(/[?？.。!！]+$/u, ""), language);
  return heading(first.text, language);
}

/**
 * An English title in the question's own words: its framing word, its subject phrases, then its names
 * ("Kinds of Indexes in SQLite", "Trace-Based Just-in-Time Compilation in TraceMonkey"); null when the
 * question gives too little to build one.
 */
function englishTitle(query: string): string | null {
  const question = readQuestion(query, "en");
  if (question.language !== "en" || question.fields.length > 0) return null;
  const subject = question.phrases.filter((p) => p.kind === "subject");
  if (subject.length === 0) return null;
  const names = subject.filter((p) => p.name);
  const things = subject.filter((p) => !p.name);
  const frames = question.phrases.filter((p) => p.kind === "generic" && p.terms.length === 1).slice(0, 2);
  const and = (parts: string[]) => joinList(parts, wordingFor("en"));
  let title = things.length > 0 ? and(things.map((p) => p.text)) : and(names.map((p) => p.text));
  if (frames.length > 0)
    title = `${and(frames.map((p) => p.text))} of ${things.length > 0 ? "" : "the "}${title}`;
  if (things.length > 0 && names.length > 0) title = `${title} in ${and(names.map((p) => p.text))}`;
  return [...title].length <= MAX_TITLE ? heading(title, "en") : null;
}

/** The title: in English the question's own words; elsewhere "Topic: Section A, Section B and Section C". */
export function composeTitle(
  query: string,
  sectionTitles: readonly string[],
  language: Language,
  context: readonly string[] = [],
): string {
  const own = language === "en" ? englishTitle(query) : null;
  if (own) return own;
  const wording = wordingFor(language);
  const topic = titleTopic(query, language, context);
  const topicKey = topic.toLowerCase();
  // A section titled "A and B" contributes "A": a subtitle of "and"-chains reads badly.
  const joiner = wording.listSeparator === "、" ? wording.and : ` ${wording.and} `;
  const parts = sectionTitles
    .map((t) => (t.split(joiner)[0] ?? t).trim())
    .filter((t) => t !== "" && !topicKey.includes(t.toLowerCase()))
    .slice(0, 3);
  while (parts.length > 0) {
    const title = `${topic}${wording.colon}${joinList(parts, wording)}`;
    if ([...title].length <= MAX_TITLE) return title;
    parts.pop();
  }
  return topic;
}
