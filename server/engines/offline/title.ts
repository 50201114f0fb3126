// The paper's title from the question and the plan: the question's main phrase, then its first sections.
import { isCjkLanguage, type Language } from "../../text/language";
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

/** "Topic: Section A, Section B and Section C", shortened to fit. */
export function composeTitle(
  query: string,
  sectionTitles: readonly string[],
  language: Language,
  context: readonly string[] = [],
): string {
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
