// Search queries from the question's key phrases: the main phrase alone and with the others, each
// query tagged with a search type so that all allowed types are used.
import type { AnySearchType, SearchType } from "../../../common/constants";
import { REFINED_QUERIES_MAX, REFINED_QUERIES_MIN, SEARCH_TYPES } from "../../../common/constants";
import type { RefinedQuery } from "../../../common/types";
import { analyzePhrase } from "../../text/analyze";
import type { Language } from "../../text/language";
import { type Topic, topicOf } from "./topic";
import { wordingFor } from "./wording";

const MAX_QUERY_WORDS = 10;

function queryKey(text: string, language: Language): string {
  const terms = analyzePhrase(text, language).terms;
  return terms.length > 0 ? [...new Set(terms)].sort().join(" ") : text.toLowerCase().trim();
}

function shorten(text: string): string {
  const words = text.split(/\s+/u);
  return words.length > MAX_QUERY_WORDS ? words.slice(0, MAX_QUERY_WORDS).join(" ") : text;
}

/** Candidate query texts, best first: phrase combinations, then custom-source phrases, then modifiers. */
function candidates(topic: Topic, customTopics: Topic[], types: SearchType[], query: string): string[] {
  const p = topic.phrases.map((x) => x.text);
  const [a, b, c, d] = p;
  const out: string[] = [];
  if (a) {
    out.push(p.slice(0, 3).join(" "), a);
    if (b) out.push(`${a} ${b}`);
    if (c) out.push(`${a} ${c}`);
    if (b && c) out.push(`${b} ${c}`);
    if (d) out.push(`${a} ${d}`);
    for (const custom of customTopics) if (custom.phrases[0]) out.push(`${a} ${custom.phrases[0].text}`);
  }
  const main = a ?? query.trim();
  const modifiers = wordingFor(topic.language).modifiers;
  for (const type of [...types, ...SEARCH_TYPES.filter((t) => !types.includes(t))]) {
    out.push(`${main} ${modifiers[type]}`);
  }
  out.push(query.trim().replace(/[?？]+$/u, ""));
  return out.map(shorten);
}

export function refineQueries(
  input: { query: string; searchTypes: AnySearchType[]; customSourceTitles: string[] },
  language: Language,
): RefinedQuery[] {
  const topic = topicOf(input.query, language);
  const customTopics = input.customSourceTitles.slice(0, 3).map((t) => topicOf(t, language));
  const types = SEARCH_TYPES.filter((t) => input.searchTypes.includes(t));
  const wanted = Math.min(REFINED_QUERIES_MAX, Math.max(REFINED_QUERIES_MIN, topic.phrases.length + 1));
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const text of candidates(topic, customTopics, types, input.query)) {
    const key = queryKey(text, topic.language);
    if (text.trim() === "" || seen.has(key)) continue;
    seen.add(key);
    texts.push(text);
    if (texts.length >= wanted) break;
  }
  return texts.map((query, i) => {
    const searchType = types.length > 0 ? types[i % types.length] : undefined;
    return searchType ? { query, searchType } : { query };
  });
}
