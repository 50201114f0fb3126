// What a question asks about, read from its words: the subject (its noun phrases and names, with the
// qualifiers that make it specific: "index types", "logical replication"), the generic words that only
// frame it ("kinds", "types" standing alone) and, in English, the verbs ("provide", "extended", "use").
// Refined queries, the relevance gate and titles all start from here.
import { analyzePhrase, analyzeText } from "../../text/analyze";
import { isCjkLanguage, type Language } from "../../text/language";
import { splitSentences } from "../../text/sentences";
import { getStopWords } from "../../text/stopwords";
import type { WordToken } from "../../text/tokenize";

export type PhraseKind = "subject" | "generic" | "verb";

export interface QuestionPhrase {
  text: string;
  terms: string[];
  kind: PhraseKind;
  /** A name: written with a capital inside the sentence ("SQLite", "Technology Acceptance Model"). */
  name: boolean;
}

export interface Question {
  language: Language;
  /** The question as one line, without its closing question mark. */
  text: string;
  /** Its phrases in the order of the question. */
  phrases: QuestionPhrase[];
  /** The subject phrases joined in the question's order ("indexes SQLite"); the question if none. */
  subject: string;
  /** Content terms of the subject phrases. */
  subjectTerms: Set<string>;
  /** Every content term of the question. */
  terms: Set<string>;
  /** Values of a template's "Label: value" lines, when the question is a template's prompt. */
  fields: string[];
}

/** Nouns that frame what is asked without naming it ("which kinds of …", "the role of …"). */
const GENERIC_EN = new Set(
  `kind type sort form way example aspect part difference role overview history meaning definition purpose
  advantage disadvantage benefit drawback feature detail fact thing case consequence effect cause impact
  reason step stage approach method option variant category class area`
    .split(/\s+/u)
    .filter(Boolean),
);
/** Nouns that name a category of the word before them ("index types", "join kinds"). */
const CATEGORY_EN =
  /(\p{L}[\p{L}\d-]*)\s+(?:types?|kinds?|sorts?|variants?|varieties|categor(?:y|ies)|classes|modes|strateg(?:y|ies))\b/giu;

/**
 * An English phrase without the category word that follows its head: "index types in SQLite" →
 * "index in SQLite". What is asked about is the index; "types" only asks for its kinds (a page on
 * data types is not about indexes).
 */
export function withoutCategory(text: string, language: Language): string {
  if (language !== "en") return text;
  return text.replace(CATEGORY_EN, (all, head: string) => (GENERIC_EN.has(head.toLowerCase()) ? all : head));
}

/** Terms of the category words (as analysed: "modes" → "mode"). */
const CATEGORY_TERMS = new Set("type kind sort variant variety category class mode strategy".split(" "));

/** Generic words that ask for the kinds of what follows them ("which kinds of indexes"). */
const KINDS_EN = new Set("kind type sort variety category class".split(" "));

/** Whether an English question asks for the kinds of its subject ("kinds of indexes", "index types"). */
export function asksForKinds(question: Question): boolean {
  if (question.language !== "en") return false;
  if (question.phrases.some((p) => p.kind === "generic" && p.terms.some((t) => KINDS_EN.has(t)))) return true;
  return [...categoryTerms(question)].some((t) => KINDS_EN.has(t));
}

/** The category words of an English question's subject ("types" in "index types"), as terms. */
export function categoryTerms(question: Question): Set<string> {
  if (question.language !== "en") return new Set();
  const out = new Set<string>();
  const subjects = question.phrases.filter((p) => p.kind === "subject");
  for (const p of question.phrases) {
    // "modes of git reset", "strategies of …": a lone category word beside the thing it sorts.
    if (p.kind === "subject" && p.terms.length === 1 && subjects.length > 1) {
      const t = p.terms[0] as string;
      if (CATEGORY_TERMS.has(t)) out.add(t);
      continue;
    }
    if (p.kind !== "subject" || p.terms.length < 2) continue;
    const stripped = withoutCategory(p.text, "en");
    if (stripped === p.text) continue;
    const kept = new Set(analyzeText(stripped, "en").sentences.flatMap((x) => x.terms));
    for (const t of p.terms) if (!kept.has(t)) out.add(t);
  }
  return out;
}

/** Words after which, in an English question, the next content word is a verb. */
const AUXILIARY_EN = new Set("do does did can could will would shall should may might must to".split(" "));
/** Forms of "be" and "have" after which a word in -ed/-en is a participle ("been extended"). */
const WH_SUBJECT_EN = new Set(["what", "which", "who"]);
const PERFECT_EN = new Set("be been being has have had".split(" "));
const DETERMINER_EN = new Set(
  "the a an this that these those its their his her our your each every any all both".split(" "),
);
const CAPITAL = /^\p{Lu}/u;
/** Words of a subject at most (CJK: two characters count as one word). */
const MAX_SUBJECT_WORDS = 10;

const LABEL = /(?:^|\n|[.;。]\s+)(\p{Lu}[^:：\n.;]{0,38})[:：][ \t]*/gu;

/**
 * Splits a template prompt ("Write a company profile …\nCompany name: Apple Inc.\nIndustry: …") into its
 * instruction and its values; a text with fewer than two labels is not a template.
 */
function templateParts(query: string): { instruction: string; fields: string[] } {
  const labels = [...query.matchAll(LABEL)];
  if (labels.length < 2) return { instruction: query, fields: [] };
  const fields: string[] = [];
  labels.forEach((m, i) => {
    const from = (m.index ?? 0) + m[0].length;
    const to = labels[i + 1]?.index ?? query.length;
    const value = query
      .slice(from, to)
      .replace(/[.;。\s]+$/u, "")
      .trim();
    if (value) fields.push(value);
  });
  return { instruction: query.slice(0, labels[0]?.index ?? 0).trim(), fields };
}

/** Marks the tokens of an English question that are verbs, from the question's grammar. */
function englishVerbs(tokens: WordToken[], text: string): Set<number> {
  const verbs = new Set<number>();
  const adjacent = (a: WordToken | undefined, b: WordToken) =>
    !!a && /^\s+$/u.test(text.slice(a.end, b.start));
  const nameJoin = (j: number) => {
    const w = tokens[j] as WordToken;
    return (
      w.stop &&
      w.surface.length <= 3 &&
      !CAPITAL.test(w.surface) &&
      CAPITAL.test(tokens[j - 1]?.surface ?? "") &&
      CAPITAL.test(tokens[j + 1]?.surface ?? "")
    );
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as WordToken;
    const prev = tokens[i - 1];
    const prevLower = prev?.surface.toLowerCase() ?? "";
    if (t.stop || !adjacent(prev, t)) continue;
    const before = tokens[i - 2]?.surface.toLowerCase() ?? "";
    if (AUXILIARY_EN.has(prevLower) || (DETERMINER_EN.has(prevLower) && AUXILIARY_EN.has(before))) {
      // "does SQLite provide", "do web browsers render pages", "did the 2023 Tour de France unfold":
      // after an auxiliary come the subject's words, then the verb — the word after a name or a
      // plural, else the last word of the run.
      const run: number[] = [];
      for (let j = i; j < tokens.length; j++) {
        const w = tokens[j] as WordToken;
        if ((w.stop && !nameJoin(j)) || (j > i && !adjacent(tokens[j - 1], w))) break;
        run.push(j);
      }
      const content = run.filter((j) => !(tokens[j] as WordToken).stop);
      if (content.length >= 2 && prevLower !== "to") {
        const k = content.slice(0, -1).findIndex((j, n) => {
          const w = tokens[j] as WordToken;
          const next = tokens[content[n + 1] as number] as WordToken;
          const plural = w.norm !== w.surface.toLowerCase() && !w.numeric && /[^s]s$/u.test(w.surface);
          return (CAPITAL.test(w.surface) && !CAPITAL.test(next.surface)) || plural;
        });
        // Else the last word that can be a verb's base form (not a plural, not a participle):
        // "does git rebase reapply commits", "does git stash save uncommitted changes".
        const base = content.filter((j) => !/(?:[^s]s|ed|ing)$/u.test((tokens[j] as WordToken).surface));
        const verb =
          content[k >= 0 ? k + 1 : -1] ?? base[base.length - 1] ?? (content[content.length - 1] as number);
        if (!CAPITAL.test((tokens[verb] as WordToken).surface)) verbs.add(verb);
        i = run[run.length - 1] as number;
        continue;
      }
    }
    if (CAPITAL.test(t.surface)) continue;
    // "to use", "when to use": a verb after "to"; "been extended": a participle after be/have;
    // "what caused", "what happened": a past tense right after the question word.
    if (prevLower === "to") verbs.add(i);
    else if (WH_SUBJECT_EN.has(prevLower) && /ed$/u.test(t.surface)) verbs.add(i);
    else if (PERFECT_EN.has(prevLower) && /(?:ed|en)$/u.test(t.surface)) verbs.add(i);
  }
  return verbs;
}

/** Phrases of one line: runs of content words, broken at stop words, punctuation and verbs. */
function phrasesOf(line: string, language: Language): QuestionPhrase[] {
  const out: QuestionPhrase[] = [];
  const cjk = isCjkLanguage(language);
  // The line is read in the question's language: "2023 SEA Games" is too short to detect and must not
  // be read as Spanish ("sea" is a Spanish stop word there).
  for (const span of splitSentences(line, language)) {
    const text = span.text;
    const { tokens } = analyzePhrase(text, language);
    const verbs = language === "en" ? englishVerbs(tokens, text) : new Set<number>();
    let run: WordToken[] = [];
    const flush = (kind: PhraseKind = "subject") => {
      if (run.length === 0) return;
      const first = run[0] as WordToken;
      const last = run[run.length - 1] as WordToken;
      const terms = run.filter((t) => !t.stop).map((t) => t.norm);
      const generic = language === "en" && terms.every((t) => GENERIC_EN.has(t));
      // German capitalizes every noun: capitals do not mark names there.
      const name =
        language !== "de" && run.some((t, k) => CAPITAL.test(t.surface) && (k > 0 || first.start > 0 || cjk));
      out.push({
        text: text.slice(first.start, last.end),
        terms,
        kind: kind === "verb" ? "verb" : generic ? "generic" : "subject",
        name: name && kind !== "verb",
      });
      run = [];
    };
    tokens.forEach((t, i) => {
      const prev = tokens[i - 1];
      const gap = prev ? text.slice(prev.end, t.start) : "";
      const joined = cjk ? gap === "" : /^[ \u00a0]?$/u.test(gap);
      if (run.length > 0 && !joined) flush();
      if (verbs.has(i)) {
        flush();
        run = [t];
        flush("verb");
        return;
      }
      // A capitalized stop word inside a name ("The Who", "Tour de France") stays with the name.
      const nameJoin =
        t.stop && run.length > 0 && CAPITAL.test(run[run.length - 1]?.surface ?? "") && t.surface.length <= 3;
      const nextCapital = CAPITAL.test(tokens[i + 1]?.surface ?? "");
      if (!t.stop || (nameJoin && nextCapital && !CAPITAL.test(t.surface))) run.push(t);
      else flush();
    });
    flush();
  }
  return out;
}

/** Reads a question (or a template's prompt) into its subject, framing words and verbs. */
export function readQuestion(query: string, hint: Language): Question {
  const oneLine = query.replace(/\s+/gu, " ").trim();
  // A few words say too little of their language ("2023 SEA Games" is not Spanish): the paper's holds.
  const words = oneLine.split(/\s+/u);
  const fewWords = words.length < 5 && !isCjkLanguage(hint);
  let language = fewWords ? hint : analyzeText(oneLine, hint).language;
  // A short title in the paper's language may look like another one ("2022 UEFA Champions League
  // final" as Spanish): it is read in the other language only when it uses two of that language's small words.
  if (language !== hint && words.length < 8 && !isCjkLanguage(hint) && !isCjkLanguage(language)) {
    const small = getStopWords(language);
    const own = getStopWords(hint);
    const theirs = words.filter((w) => small.has(w.toLowerCase()) && !own.has(w.toLowerCase()));
    if (theirs.length < 2) language = hint;
  }
  const { instruction, fields } = templateParts(query);
  // A template's instruction ("Write a company profile for …") frames the paper; its values are the subject.
  const phrases = [
    ...(fields.length > 0 ? fields : [oneLine]).flatMap((l) => phrasesOf(l, language)),
    ...(fields.length > 0
      ? phrasesOf(instruction, language).map((p) => ({ ...p, kind: "generic" as const }))
      : []),
  ];
  const subjectPhrases = phrases.filter((p) => p.kind === "subject");
  const seen = new Set<string>();
  const unique = subjectPhrases.filter((p) => {
    const key = p.terms.join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const joiner = isCjkLanguage(language) ? "" : " ";
  // A long prompt's subject keeps its first phrases: a search query of forty words finds nothing.
  const capped: QuestionPhrase[] = [];
  let size = 0;
  for (const p of unique) {
    const cost = isCjkLanguage(language) ? [...p.text].length / 2 : p.text.split(/\s+/u).length;
    if (capped.length > 0 && size + cost > MAX_SUBJECT_WORDS) break;
    capped.push(p);
    size += cost;
  }
  return {
    language,
    text: oneLine.replace(/[?？]+$/u, "").trim(),
    phrases,
    subject: capped.map((p) => p.text).join(joiner) || oneLine.replace(/[?？.。!！]+$/u, ""),
    subjectTerms: new Set(capped.flatMap((p) => p.terms)),
    terms: new Set(phrases.flatMap((p) => p.terms)),
    fields,
  };
}
