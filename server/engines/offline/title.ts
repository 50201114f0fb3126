// The paper's title, in the question's own words: in English each clause of the question becomes a
// heading ("Which kinds of indexes does SQLite provide and when should each be used?" → "Kinds of
// Indexes in SQLite and When Each Should Be Used"); in other languages, the question's subject.
// Never a list of phrases picked from the sources.
import { isCjkLanguage, type Language } from "../../text/language";
import { getStopWords } from "../../text/stopwords";
import { readQuestion } from "./question";
import { firstClause, subjectOf } from "./subject";
import { heading } from "./topic";

const MAX_TITLE = 110;
const WH = new Set(["what", "which", "how", "when", "why", "where", "who"]);
const BE = new Set(["is", "are", "was", "were"]);
const DO = new Set(["do", "does", "did"]);
const MODAL = new Set(["can", "could", "should", "will", "would", "may", "might", "must", "shall"]);
const HAVE = new Set(["has", "have", "had"]);

/** "run" → "runs", "do" → "does", "try" → "tries". */
function thirdPerson(verb: string): string {
  if (/(?:s|x|z|ch|sh|o)$/u.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/u.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * A clause of an English question as an indirect question ("how does TraceMonkey use it" → "how
 * TraceMonkey uses it"), or null when it cannot be turned safely.
 */
function indirect(clause: string): string | null {
  const words = clause.trim().split(/\s+/u);
  const [wh = "", aux = "", ...rest] = words;
  if (!WH.has(wh.toLowerCase())) return null;
  const auxLower = aux.toLowerCase();
  if (rest.length === 0) return null;
  // "when to use each" reads as a heading already.
  if (auxLower === "to") return clause;
  // "how do I install X" asks how to install X.
  if ((DO.has(auxLower) || MODAL.has(auxLower)) && /^(?:I|we|you)$/iu.test(rest[0] ?? "") && rest.length > 1)
    return [wh, "to", ...rest.slice(1)].join(" ");
  if (DO.has(auxLower)) {
    if (auxLower === "did") return null;
    // The verb is the last word of the subject's run: after a name or a plural, else the last word.
    const verbAt = verbIndex(rest) >= 1 ? verbIndex(rest) : verbBeforePreposition(rest);
    if (verbAt < 1) return null;
    const verb = rest[verbAt] as string;
    const person = (v: string) => (auxLower === "does" ? thirdPerson(v) : v);
    const after = rest.slice(verbAt + 1);
    // "save changes and restore them", "record and compile traces": a second verb (followed by a pronoun or
    // article, or sharing the first one's object) agrees too.
    const and = after.findIndex(
      (w, i) => w === "and" && (i === 0 || /^(?:them|it|the|a|an|its|their)$/u.test(after[i + 2] ?? "")),
    );
    if (and >= 0 && after[and + 1]) after[and + 1] = person(after[and + 1] as string);
    return [wh, ...rest.slice(0, verbAt), person(verb), ...after].join(" ");
  }
  if (MODAL.has(auxLower) || HAVE.has(auxLower) || BE.has(auxLower)) {
    // The auxiliary goes before the first verb form after the subject ("each be used", "it been extended").
    const form = rest.findIndex((w, i) => i > 0 && /^(?:be|been|being|have|get|\S+ed|\S+en)[,;]?$/iu.test(w));
    // Else after a pronoun ("how should they set it") or an article and its noun ("how should a project …").
    const at =
      form >= 0
        ? form
        : PRONOUN.test(rest[0] ?? "")
          ? 1
          : DETERMINER.test(rest[0] ?? "") && rest.length > 2
            ? 2
            : -1;
    if (at < 0 || (BE.has(auxLower) && form < 0))
      return BE.has(auxLower) ? [wh, ...rest, aux].join(" ") : null;
    return [wh, ...rest.slice(0, at), aux, ...rest.slice(at)].join(" ");
  }
  return null;
}

const PRONOUN = /^(?:I|we|you|they|it|he|she)$/iu;
const DETERMINER = /^(?:a|an|the|each|every|this|that|its|their|my|your|our)$/iu;
const PREPOSITION =
  /^(?:from|to|into|onto|in|on|with|for|across|between|through|over|under|at|by|of|when|if|after|before)$/iu;

/**
 * The verb of "X Y verb rest" when the question reader found none after the subject's first word: the word
 * before the first preposition ("include directories … propagate from a library"), or the clause's last word.
 */
function verbBeforePreposition(words: string[]): number {
  const at = words.findIndex((w, i) => i > 1 && PREPOSITION.test(w));
  const verbAt = at > 1 ? at - 1 : words.length - 1;
  return /[,;]$/u.test(words[verbAt] ?? ",") ? -1 : verbAt;
}

/** Where the verb is in "X Y verb rest" after do/does, as the question reader finds it. */
function verbIndex(words: string[]): number {
  const verbs = readQuestion(`does ${words.join(" ")}`, "en").phrases.filter((p) => p.kind === "verb");
  // The first verb after the subject's first word ("how do include directories … propagate": the
  // subject's own first word may read as a verb).
  for (const verb of verbs) {
    const at = words.findIndex((w, i) => i > 0 && w.replace(/[,;]$/u, "") === verb.text);
    if (at > 0) return at;
  }
  if (verbs.length > 0) return -1;
  // "what does each mode do": the verb is a function word the reader skips.
  return words.length >= 2 && /^(?:do|be|have)$/u.test(words[words.length - 1] ?? "") ? words.length - 1 : -1;
}

/** The first clause as a heading: "which X does Y provide" → "X in Y"; "what is X" → "X". */
function firstHeading(clause: string, query: string): string | null {
  const words = clause.trim().split(/\s+/u);
  const first = (words[0] ?? "").toLowerCase();
  const second = (words[1] ?? "").toLowerCase();
  const subject = subjectOf(readQuestion(query, "en")).text;
  if (first === "what" || first === "which") {
    if (BE.has(second))
      return (
        words
          .slice(2)
          .join(" ")
          .replace(/^(?:the|a|an)\s+/iu, "") || subject
      );
    // "What happened in the 2022 election": the event itself.
    if (/^(?:happened|occurred)$/u.test(second) && /^(?:in|at|during|on)$/iu.test(words[2] ?? ""))
      return (
        words
          .slice(3)
          .join(" ")
          .replace(/^the\s+/iu, "") || subject
      );
    // "What caused the floods": a verb right after the question word; the clause reads as a heading.
    if (/^\S+ed$/u.test(second)) return clause;
    const aux = words.findIndex((w, i) => i > 0 && (DO.has(w.toLowerCase()) || MODAL.has(w.toLowerCase())));
    const after = words.slice(aux + 1);
    if (aux >= 2 && after.length >= 2 && verbIndex(after) === after.length - 1) {
      // "Which kinds of indexes does SQLite provide": the things asked for, in their owner.
      return `${words.slice(1, aux).join(" ")} in ${after.slice(0, -1).join(" ")}`;
    }
    return aux >= 2 && [...clause].length <= MAX_TITLE ? `${clause}?` : subject;
  }
  // A clause that cannot be turned reads as the question it is, rather than as a list of its words.
  if (WH.has(first)) return indirect(clause) ?? ([...clause].length <= MAX_TITLE ? `${clause}?` : subject);
  return subject;
}

/** An English title from the question's clauses; null when the question is not English. */
function englishTitle(query: string): string | null {
  const question = readQuestion(query, "en");
  if (question.language !== "en" || question.fields.length > 0) return null;
  const text = question.text;
  // Clauses: where a question word starts one after a comma or "and" ("What are X, why do they exist,
  // and how should …").
  const [clause = text, ...others] = text
    .replace(/[?]+$/u, "")
    .split(
      /\s*,\s*(?:and\s+|or\s+)?(?=(?:what|which|how|when|why|where|who)\b)|\s+(?:and|or)\s+(?=(?:what|which|how|when|why|where|who)\b)|\s*;\s*/iu,
    );
  const head = firstHeading(firstClause(clause), query);
  if (!head) return null;
  // A clause kept as a question: the title is the whole question, when it is short enough.
  if (head.endsWith("?")) return heading([...text].length <= MAX_TITLE ? text : head, "en");
  const tails: string[] = [];
  for (const other of others) {
    const tail = indirect(other.trim());
    if (!tail) break;
    tails.push(tail);
  }
  const title =
    tails.length === 0
      ? head
      : tails.length === 1
        ? `${head} and ${tails[0]}`
        : `${head}, ${tails.slice(0, -1).join(", ")} and ${tails[tails.length - 1]}`;
  return heading([...title].length <= MAX_TITLE ? title : head, "en");
}

/** The title: the question's subject in its own words (in English, each of its clauses). */
export function composeTitle(
  query: string,
  _sectionTitles: readonly string[],
  language: Language,
  _context: readonly string[] = [],
): string {
  const trimmed = query.trim().replace(/\s+/gu, " ");
  const isQuestion = /[?？؟]$/u.test(trimmed);
  // A short topic that is not a question ("2022 Luzon earthquake") is its own title.
  if (
    !isQuestion &&
    [...trimmed].length <= (isCjkLanguage(language) ? 24 : 60) &&
    !/[.。:：\n]/u.test(trimmed)
  )
    return heading(trimmed, language);
  if (language === "en") {
    const own = englishTitle(query);
    if (own) return own;
  }
  const subject = subjectOf(readQuestion(query, language)).text.replace(/[?？؟]+$/u, "");
  // Nothing read as its subject (an Arabic question): the question without its question words (issue 32).
  const asked =
    isQuestion && subject === trimmed.replace(/[?？؟]+$/u, "")
      ? withoutQuestionWords(subject, language)
      : subject;
  const title = [...asked].length >= 3 ? asked : trimmed.replace(/[?？؟.。!！]+$/u, "");
  return heading([...title].slice(0, MAX_TITLE).join(""), language);
}

/** A question's words from its first word that is not a small word of its language ("ما هي أسباب …" → "أسباب …"). */
function withoutQuestionWords(question: string, language: Language): string {
  const small = getStopWords(language);
  const words = question.split(" ");
  const start = words.findIndex((w) => !small.has(w.toLowerCase()));
  return start > 0 ? words.slice(start).join(" ") : question;
}
