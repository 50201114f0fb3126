// The subject of a question as a reader would name it, in the question's own words: its subject phrases
// joined where the question joins them ("modes of git reset", "projet de loi sur le renseignement"),
// otherwise things before names ("indexes in SQLite"). Titles and outline questions use it.
import { isCjkLanguage, type Language } from "../../text/language";
import type { Question, QuestionPhrase } from "./question";

export interface Subject {
  /** The subject as written ("modes of git reset"), never empty. */
  text: string;
  /** Whether it reads as a plural in English ("hooks", "indexes"): questions agree with it. */
  plural: boolean;
  /** English: the question names it without an article ("How does git bisect find …"), so no "the". */
  bare?: boolean;
}

/** The subject as an English sentence names it: "the modes of git reset", "git bisect", "Git". */
export function theSubject(subject: Subject): string {
  return /^[\p{Ll}\p{N}]/u.test(subject.text) && !subject.bare ? `the ${subject.text}` : subject.text;
}

/** Prepositions (and their contractions with an article) that join two subject phrases into one. */
const PREPOSITIONS = new Set(
  `of in for on to with de du des d' sur en à au aux pour del sobre para por em do da dos das no na
  von für im mit zur zum über di della dei delle nel sulla в на о об для по の な 的 之`
    .split(/\s+/u)
    .filter(Boolean),
);
const ARTICLES = new Set("the a an la le les l' el los las o a os as der die das dem den".split(" "));

const CLAUSE_BREAK =
  /\s*(?:,\s*)?\b(?:and|or|et|ou|y|o|e|und|oder|и|или|dan|atau|na|au)\s+(?=(?:what|which|how|when|why|where|who|comment|pourquoi|quand|quel|quelle|quels|quelles|cómo|cuándo|por qué|qué|cuál|como|quando|porque|qual|wie|wann|warum|was|welche|как|когда|почему|что|какие|bagaimana|kapan|mengapa|apa)\b)/iu;

/** The question up to its second clause ("… and how has it been extended?"). */
export function firstClause(text: string): string {
  const m = CLAUSE_BREAK.exec(text);
  return m ? text.slice(0, m.index) : text;
}

function joinable(gap: string): boolean {
  if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]?$/u.test(gap.trim()) && gap.trim() !== "")
    return PREPOSITIONS.has(gap.trim());
  const words = gap
    .trim()
    .toLowerCase()
    .split(/\s+|(?<=['’])/u)
    .filter(Boolean);
  if (words.length === 0) return true;
  const [first = "", second] = words;
  return (
    words.length <= 2 &&
    PREPOSITIONS.has(first.replace("’", "'")) &&
    (second === undefined || ARTICLES.has(second.replace("’", "'")))
  );
}

/** Subject phrases of the question's first clause, merged where only little words separate them. */
function mergedPhrases(question: Question): { text: string; name: boolean }[] {
  const clause = firstClause(question.text);
  const subject = question.phrases.filter((p) => p.kind === "subject");
  const located: { p: QuestionPhrase; start: number; end: number }[] = [];
  let from = 0;
  for (const p of subject) {
    const at = question.text.indexOf(p.text, from);
    if (at < 0) continue;
    located.push({ p, start: at, end: at + p.text.length });
    from = at + p.text.length;
  }
  // "Was bietet 1Password …", "Que prévoit le projet …": outside English the word after the question
  // word is the verb, not the subject.
  const firstWordEnd = /^\S+\s+/u.exec(question.text)?.[0].length ?? -1;
  const head = located[0];
  if (question.language !== "en" && !isCjkLanguage(question.language) && head?.start === firstWordEnd) {
    const space = head.p.text.indexOf(" ");
    if (space < 0) located.shift();
    else head.start += space + 1;
  }
  // "How does git bisect find the commit …": the subject is what stands before the verb.
  if (question.language === "en") {
    const asked =
      /^(?:how|why|when|where)\s+(?:does|do|did|can|could|will|would|should|is|are|was|were|has|have)\s+/iu.exec(
        question.text,
      );
    const verb = question.phrases.find((p) => p.kind === "verb");
    const verbAt = verb ? question.text.indexOf(` ${verb.text}`, asked?.[0].length ?? 0) : -1;
    if (asked && verbAt > 0) {
      const before = located.filter((l) => l.start >= asked[0].length && l.end <= verbAt);
      if (before.length > 0) located.splice(0, located.length, ...before);
    }
  }
  const inClause = located.filter((l) => l.end <= clause.length);
  const use = inClause.length > 0 ? inClause : located;
  const merged: { start: number; end: number; name: boolean }[] = [];
  for (const l of use) {
    const last = merged[merged.length - 1];
    if (last && joinable(question.text.slice(last.end, l.start))) {
      last.end = l.end;
      last.name = last.name && l.p.name;
    } else merged.push({ start: l.start, end: l.end, name: l.p.name });
  }
  return merged.map((m) => ({ text: question.text.slice(m.start, m.end), name: m.name }));
}

/** The subject of a question as a reader would name it. */
export function subjectOf(question: Question): Subject {
  // A topic rather than a question ("2023 SEA Games", "2022 Welsh Open (snooker)") is its own subject.
  const words = question.text.split(/\s+/u).filter(Boolean);
  const asks = /[?？]|^(?:what|which|who|how|when|why|where|is|are|do|does|did|can)\b/iu.test(question.text);
  if (!asks && question.fields.length === 0 && words.length <= 8 && !/[.:;。：]/u.test(question.text))
    return { text: question.text, plural: question.language === "en" && isPlural(question.text) };
  const merged = mergedPhrases(question);
  const fallback = question.subject || question.text;
  if (merged.length === 0) return { text: fallback, plural: false };
  const english = question.language === "en";
  let text: string;
  if (merged.length === 1 || !english) {
    // Outside English, the longest phrase (with the names it does not hold) stands for the subject.
    // (Chinese and Japanese name the topic first.)
    const sorted = isCjkLanguage(question.language)
      ? merged
      : [...merged].sort((a, b) => b.text.length - a.text.length);
    const main = sorted[0] as { text: string; name: boolean };
    const names = merged.filter((m) => m !== main && m.name && !main.text.includes(m.text));
    const joiner = isCjkLanguage(question.language) ? "" : " ";
    text = [main.text, ...names.map((n) => n.text)].join(joiner);
  } else {
    // More than two things make a list, not a subject: the first two stand for it.
    const things = merged.filter((m) => !m.name).slice(0, 2);
    const names = merged.filter((m) => m.name).slice(0, 2);
    const and = (parts: string[]) =>
      parts.length <= 1
        ? (parts[0] ?? "")
        : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
    // "Which merge strategies does git merge offer": the thing asked about, then what has it.
    const first = merged[0] as { text: string };
    const second = merged[1] as { text: string };
    const at = question.text.indexOf(first.text);
    const gap =
      at < 0 ? "" : question.text.slice(at + first.text.length, question.text.indexOf(second.text, at));
    const owner = /^\s+(?:does|do|did|can|could|will|would|should)\s+$/iu.test(gap);
    text = owner
      ? `${first.text} in ${second.text}`
      : things.length > 0 && names.length > 0
        ? `${and(things.map((t) => t.text))} in ${and(names.map((n) => n.text))}`
        : and(merged.map((m) => m.text));
  }
  // "How does git bisect find …": a thing the question names without an article is a name to it.
  const at = english ? question.text.indexOf(text) : -1;
  const before = at > 0 ? (question.text.slice(0, at).trim().split(/\s+/u).pop() ?? "") : "";
  const bare =
    at > 0 &&
    /^(?:does|do|did|is|are|was|were|can|could|should|would|will|has|have|use|using|with|about|of)$/iu.test(
      before,
    );
  return { text, plural: english && isPlural(text), ...(bare ? { bare } : {}) };
}

/** Whether an English noun phrase is plural, from the last word of its head (before "of", "in"). */
export function isPlural(phrase: string, language: Language = "en"): boolean {
  if (language !== "en") return false;
  const head = phrase.split(/\s+(?:of|in|for|on|with)\s+/u)[0] ?? phrase;
  const last = head.trim().split(/\s+/u).pop() ?? "";
  if (/^\p{Lu}/u.test(last) && !/^\p{Lu}+s$/u.test(last)) return false;
  return /[^su']s$/iu.test(last) || /(?:ies|ses|xes|ches|shes)$/iu.test(last);
}
