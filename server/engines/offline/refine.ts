// Search queries from the question: the whole question, its subject (every noun phrase and name, with
// the qualifiers that make it specific), then the subject with each framing word or verb of the question
// ("kinds", "used"); custom sources' titles add their main phrase. Every query that names the subject
// names all of it, so a search never drops "index" from "index types".
import type { AnySearchType } from "../../../common/constants";
import { REFINED_QUERIES_MAX, REFINED_QUERIES_MIN, SEARCH_TYPES } from "../../../common/constants";
import type { RefinedQuery } from "../../../common/types";
import { analyzePhrase } from "../../text/analyze";
import { isCjkLanguage, type Language } from "../../text/language";
import { readQuestion, withoutCategory } from "./question";
import { wordingFor } from "./wording";

/** Longer questions are searched by their subject: search boxes and APIs cut long queries. */
const MAX_QUERY_WORDS = 24;
const MAX_CJK_CHARS = 40;

function queryKey(text: string, language: Language): string {
  const terms = analyzePhrase(text, language).terms;
  return terms.length > 0 ? [...new Set(terms)].sort().join(" ") : text.toLowerCase().trim();
}

function wordCount(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

function tooLong(text: string, language: Language): boolean {
  return isCjkLanguage(language) ? [...text].length > MAX_CJK_CHARS : wordCount(text) > MAX_QUERY_WORDS;
}

/** Candidate query texts, best first, and the padding that varies the subject by search type. */
function candidates(
  query: string,
  customTitles: string[],
  types: string[],
  language: Language,
): { main: string[]; padding: string[]; language: Language } {
  const question = readQuestion(query, language);
  const cjk = isCjkLanguage(question.language);
  const join = (a: string, b: string) => (cjk ? `${a}${b}` : `${a} ${b}`);
  const subject = question.subject;
  const main: string[] = [];
  // The whole question (a template's prompt or a long one is searched by its values and subject).
  if (question.fields.length === 0 && !tooLong(question.text, question.language)) main.push(question.text);
  main.push(subject);
  // "index types SQLite" → also "index SQLite": pages on the thing, not on other things' types.
  const focused = withoutCategory(subject, question.language);
  if (focused !== subject) main.push(focused);
  for (const p of question.phrases) if (p.kind !== "subject") main.push(join(subject, p.text));
  for (const title of customTitles) {
    // The custom source's longest phrase the question does not already name.
    const custom = readQuestion(title, language)
      .phrases.filter((p) => p.kind === "subject" && !p.terms.every((t) => question.terms.has(t)))
      .sort((a, b) => b.terms.length - a.terms.length)[0];
    if (custom) main.push(join(subject, custom.text));
  }
  // Several subject phrases: the names and longer phrases alone find pages about each.
  const subjects = question.phrases.filter((p) => p.kind === "subject");
  if (subjects.length > 1) for (const p of subjects) if (p.name || p.terms.length > 1) main.push(p.text);
  const modifiers = wordingFor(question.language).modifiers;
  const padding = [...types, ...SEARCH_TYPES.filter((t) => !types.includes(t))].map((type) =>
    join(subject, modifiers[type as keyof typeof modifiers]),
  );
  const tidy = (q: string) => q.replace(/\s+/gu, " ").trim();
  return { main: main.map(tidy), padding: padding.map(tidy), language: question.language };
}

export function refineQueries(
  input: { query: string; searchTypes: AnySearchType[]; customSourceTitles: string[] },
  language: Language,
): RefinedQuery[] {
  const types = SEARCH_TYPES.filter((t) => input.searchTypes.includes(t));
  const {
    main,
    padding,
    language: detected,
  } = candidates(input.query, input.customSourceTitles.slice(0, 3), types, language);
  const seen = new Set<string>();
  const texts: string[] = [];
  const add = (text: string, limit: number) => {
    const key = queryKey(text, detected);
    if (text === "" || seen.has(key) || texts.length >= limit) return;
    seen.add(key);
    texts.push(text);
  };
  for (const text of main) add(text, REFINED_QUERIES_MAX);
  // A question with little to vary still gets the minimum: the subject with each type's modifier.
  for (const text of padding) add(text, REFINED_QUERIES_MIN);
  return texts.map((query, i) => {
    const searchType = types.length > 0 ? types[i % types.length] : undefined;
    return searchType ? { query, searchType } : { query };
  });
}
