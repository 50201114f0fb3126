// The deterministic check of a written sentence against the evidence of the source it cites (issue 31):
// its numbers and dates must be in that evidence, its names too, its negation must agree, and enough of
// its content words (on stems) must be there. What these rules cannot decide is left to the model judge.
import { matchTerms } from "../sources/retrieval/pages";
import type { Language } from "../text/language";
import { unescapeMarkdown } from "../text/plain-text";
import { splitSentences } from "../text/sentences";
import { wordTokens } from "../text/tokenize";

/** One piece of a source's evidence: a fact extracted from the page and the verbatim passage it comes from. */
export interface EvidenceItem {
  text: string;
  passage: string;
}

export type RuleVerdict = "supported" | "unsupported" | "undecided";

export interface ClaimCheck {
  verdict: RuleVerdict;
  /** Share of the sentence's content words (stems) found in the evidence, 0–1. */
  score: number;
  /** Numbers and dates of the sentence that no passage of the source has. */
  missingNumbers: string[];
  /** Names of the sentence that no passage of the source has. */
  missingNames: string[];
  /** The sentence and its best passage disagree on a negation ("not", "never"). */
  negationDiffers: boolean;
  /** The passage that supports the sentence best (what a reader is shown), or null without evidence. */
  passage: string | null;
}

/** Content-word share at or above which a sentence with all its numbers and names is supported. */
export const SUPPORTED_SCORE = 0.6;
/** Content-word share below which a sentence is not supported by the source at all. */
export const UNSUPPORTED_SCORE = 0.3;

const NUMBER_WORDS: Record<string, string> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
  twenty: "20",
  hundred: "100",
  thousand: "1000",
  million: "1000000",
  billion: "1000000000",
};

const NEGATIONS = new Set(["not", "no", "never", "none", "neither", "nor", "without", "cannot", "nothing"]);

/** The numbers of a text, thousands separators dropped ("1,200" → "1200"), small number words as digits. */
export function numbersOf(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\p{N}+(?:[.,]\p{N}+)*/gu)) {
    let n = m[0];
    // "1,200" and "1.200,5" read as thousands when the groups are three digits long.
    if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/u.test(n)) n = n.replace(/,/gu, "");
    out.add(n.normalize("NFKC"));
  }
  for (const w of text.toLowerCase().matchAll(/\p{L}+/gu)) {
    const digit = NUMBER_WORDS[w[0]];
    if (digit) out.add(digit);
  }
  return [...out];
}

/** Names: capitalised words that do not open the sentence, and acronyms (Latin, Cyrillic, Greek scripts). */
export function namesOf(text: string, language: Language): string[] {
  const names = new Set<string>();
  const tokens = wordTokens(text, language);
  for (const [i, t] of tokens.entries()) {
    if (t.numeric || t.stop) continue;
    const opensSentence = i === 0 || /[.!?:]\s*$/u.test(text.slice(0, t.start).replace(/\[\d+\]\s*$/u, ""));
    const acronym = /^\p{Lu}{2,}\p{Ll}?$/u.test(t.surface);
    if (acronym || (!opensSentence && /^\p{Lu}/u.test(t.surface))) names.add(t.norm);
  }
  return [...names];
}

function hasNegation(text: string, language: Language): boolean {
  if (/n['’]t\b/iu.test(text)) return true;
  return wordTokens(text, language).some((t) => NEGATIONS.has(t.norm));
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * A sentence without its citations and markdown emphasis, as the check reads it (and a reader sees it):
 * marks of emphasis and code go, an escaped mark and an underscore inside a word ("get_response") stay.
 */
export function claimText(sentence: string): string {
  return unescapeMarkdown(
    sentence
      .replace(/\s*\[\^?\s*\d+(?:\s*[,;–—-]\s*\^?\d+)*\s*\]/gu, "")
      .replace(/\\?(?:\*+|`+|_+)/gu, (mark, at: number, text: string) => {
        if (mark.startsWith("\\")) return mark;
        const inWord =
          mark[0] === "_" &&
          WORD_CHAR.test(text[at - 1] ?? "") &&
          WORD_CHAR.test(text[at + mark.length] ?? "");
        return inWord ? mark : "";
      }),
  )
    .replace(/\s+/gu, " ")
    .trim();
}

/** Share of a claim's content words a sentence of the evidence must have to be read as speaking of it. */
const NEAR_SHARE = 0.34;

/** The sentences of a source's evidence: its facts and the sentences of its passages. */
function evidenceSentences(evidence: readonly EvidenceItem[], language: Language): string[] {
  const key = evidence.map((e) => `${e.text}\u0001${e.passage}`).join("\u0002");
  let sentences = sentenceCache.get(key);
  if (!sentences) {
    if (sentenceCache.size > 2_000) sentenceCache.clear();
    sentences = [
      ...new Set(
        evidence.flatMap((e) =>
          [e.text, e.passage].flatMap((t) => splitSentences(t, language).map((x) => x.text)),
        ),
      ),
    ].filter((s) => s.trim() !== "");
    sentenceCache.set(key, sentences);
  }
  return sentences;
}
const sentenceCache = new Map<string, string[]>();

// The same passages are read for every sentence of a section: their terms are kept (bounded).
const termCache = new Map<string, Set<string>>();
function termsOf(text: string, language: Language): Set<string> {
  const key = `${language}\u0000${text}`;
  let terms = termCache.get(key);
  if (!terms) {
    if (termCache.size > 20_000) termCache.clear();
    terms = new Set(matchTerms(text, language));
    termCache.set(key, terms);
  }
  return terms;
}

/** Checks one sentence against the evidence of the source(s) it cites. */
export function checkClaim(
  sentence: string,
  evidence: readonly EvidenceItem[],
  language: Language,
): ClaimCheck {
  const claim = claimText(sentence);
  const terms = [...new Set(matchTerms(claim, language))];
  if (evidence.length === 0 || terms.length === 0)
    return {
      verdict: evidence.length === 0 ? "unsupported" : "undecided",
      score: 0,
      missingNumbers: [],
      missingNames: [],
      negationDiffers: false,
      passage: null,
    };
  const all = evidence.map((e) => `${e.text} ${e.passage}`).join(" \n ");
  const allTerms = termsOf(all, language);
  const score = terms.filter((t) => allTerms.has(t)).length / terms.length;
  // The sentences of the evidence that speak of what the claim speaks of: its numbers, names and
  // negation are looked for there, not anywhere in a long passage ("7" of another fact is no support).
  const spoken = evidenceSentences(evidence, language).map((text) => {
    const own = termsOf(text, language);
    return { text, shared: terms.filter((t) => own.has(t)).length };
  });
  const near = spoken.filter((s) => s.shared >= Math.max(2, Math.ceil(terms.length * NEAR_SHARE)));
  const local = (near.length > 0 ? near : spoken).map((s) => s.text).join(" \n ");
  const localTerms = termsOf(local, language);
  const localNumbers = new Set(numbersOf(local));
  const missingNumbers = numbersOf(claim).filter((n) => !localNumbers.has(n));
  const missingNames = namesOf(claim, language).filter(
    (name) => !localTerms.has(name) && !matchTerms(name, language).every((t) => localTerms.has(t)),
  );
  // The passage shown to a reader: the one sharing most of the sentence's words.
  let best: EvidenceItem | null = null;
  let bestShare = -1;
  for (const e of evidence) {
    const own = termsOf(`${e.text} ${e.passage}`, language);
    const share = terms.filter((t) => own.has(t)).length;
    if (share > bestShare) {
      best = e;
      bestShare = share;
    }
  }
  // Negation is compared with the one sentence of the evidence closest to the claim.
  const closest = spoken.reduce<{ text: string; shared: number } | null>(
    // Of sentences as close, the shortest: the claim itself rather than a paragraph holding it.
    (top, s) =>
      top === null || s.shared > top.shared || (s.shared === top.shared && s.text.length < top.text.length)
        ? s
        : top,
    null,
  );
  const negationDiffers =
    closest !== null && hasNegation(claim, language) !== hasNegation(closest.text, language);
  let verdict: RuleVerdict = "undecided";
  if (missingNumbers.length > 0 || score < UNSUPPORTED_SCORE) verdict = "unsupported";
  else if (missingNames.length > 0 && score < 0.5) verdict = "unsupported";
  else if (missingNames.length === 0 && !negationDiffers && score >= SUPPORTED_SCORE) verdict = "supported";
  return { verdict, score, missingNumbers, missingNames, negationDiffers, passage: best?.passage ?? null };
}
