// The deterministic check of a written sentence against the evidence of the source it cites (issue 31):
// its numbers and dates must be in that evidence, its names too, its negation must agree, and enough of
// its content words (on stems) must be there. What these rules cannot decide is left to the model judge.
import { matchTerms } from "../sources/retrieval/pages";
import type { Language } from "../text/language";
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

/** A sentence without its citations and markdown emphasis, as the check reads it. */
export function claimText(sentence: string): string {
  return sentence
    .replace(/\s*\[\^?\s*\d+(?:\s*[,;–—-]\s*\^?\d+)*\s*\]/gu, "")
    .replace(/[*_`]+/gu, "")
    .replace(/\s+/gu, " ")
    .trim();
}

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
  const allNumbers = new Set(numbersOf(all));
  const missingNumbers = numbersOf(claim).filter((n) => !allNumbers.has(n));
  const missingNames = namesOf(claim, language).filter(
    (name) => !allTerms.has(name) && !matchTerms(name, language).every((t) => allTerms.has(t)),
  );
  const score = terms.filter((t) => allTerms.has(t)).length / terms.length;
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
  const negationDiffers =
    best !== null && hasNegation(claim, language) !== hasNegation(`${best.text} ${best.passage}`, language);
  let verdict: RuleVerdict = "undecided";
  if (missingNumbers.length > 0 || score < UNSUPPORTED_SCORE) verdict = "unsupported";
  else if (missingNames.length > 0 && score < 0.5) verdict = "unsupported";
  else if (missingNames.length === 0 && !negationDiffers && score >= SUPPORTED_SCORE) verdict = "supported";
  return { verdict, score, missingNumbers, missingNames, negationDiffers, passage: best?.passage ?? null };
}
