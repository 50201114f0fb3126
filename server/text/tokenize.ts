// The one tokenizer of the code base: word segmentation for matching, ranking and search indexes.
// Runs of scripts written without spaces (Han, Kana, Thai, Lao, Khmer, Myanmar) are segmented with
// Intl.Segmenter's dictionaries; space-separated scripts use a Unicode word pattern, which gives the
// same words much faster (Intl.Segmenter's cost grows faster than linearly with the input's length,
// and the library tokenizes thousands of files).

import { detectLanguage, hasCjk, type Language, segmenterLocale } from "./language";
import { getStopWords } from "./stopwords";

export interface WordToken {
  /** The word as written. */
  surface: string;
  /** The form used for matching: NFKC, lower case, English plurals folded. */
  norm: string;
  start: number;
  end: number;
  /** A stop word of the language (or a one-letter word), not a content word. */
  stop: boolean;
  numeric: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:(?:['’\-–]|(?<=\p{N})[.,:](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const LATIN = /\p{Script=Latin}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const NON_LATIN_LANGUAGES = new Set<Language>(["zh", "ja", "hi", "ar", "bn", "ru", "ur", "mr"]);
const NON_ASCII = /[\u0080-\uffff]/;
const NUMERIC = /^\p{N}+(?:[.,:]\p{N}+)*$/u;

const segmenters = new Map<string, Intl.Segmenter>();
function wordSegmenter(locale: string): Intl.Segmenter {
  let seg = segmenters.get(locale);
  if (!seg) {
    seg = new Intl.Segmenter(locale, { granularity: "word" });
    segmenters.set(locale, seg);
  }
  return seg;
}

/** Nouns ending in "-che"/"-xe" whose plural only adds "s". */
const E_NOUNS = new Set([
  "cache",
  "niche",
  "headache",
  "moustache",
  "mustache",
  "avalanche",
  "psyche",
  "axe",
]);

/** Folds English inflections that matter for matching (plurals, possessives). */
function foldEnglish(word: string): string {
  let w = word;
  if (w.endsWith("'s") || w.endsWith("’s")) w = w.slice(0, -2);
  if (!w.endsWith("s")) return w;
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  // "indexes", "classes", "boxes", "searches": the plural adds "es" after a sibilant.
  if (w.length > 4 && /(?:x|ss|sh|ch|zz)es$/u.test(w) && !E_NOUNS.has(w.slice(0, -1))) return w.slice(0, -2);
  if (w.length > 3 && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) return w.slice(0, -1);
  return w;
}

function isStop(lower: string, language: Language, cjkRun: boolean, cjkLanguage: Language): boolean {
  if (cjkRun) {
    if (getStopWords(cjkLanguage).has(lower)) return true;
    // A lone kana is a particle or an inflection ending.
    return lower.length === 1 && KANA.test(lower);
  }
  if (lower.length === 1 && !/\p{N}/u.test(lower)) return true;
  if (getStopWords(language).has(lower)) return true;
  // Latin words inside a text of another script (names, English terms) use the English list.
  return NON_LATIN_LANGUAGES.has(language) && LATIN.test(lower) && getStopWords("en").has(lower);
}

function makeToken(
  surface: string,
  start: number,
  language: Language,
  cjkRun: boolean,
  cjkLanguage: Language,
): WordToken {
  const lower = (NON_ASCII.test(surface) ? surface.normalize("NFKC") : surface).toLowerCase();
  const first = lower.charCodeAt(0);
  const numeric =
    (first >= 48 && first <= 57) || NON_ASCII.test(lower.charAt(0)) ? NUMERIC.test(lower) : false;
  return {
    surface,
    norm: language === "en" && !cjkRun && !numeric ? foldEnglish(lower) : lower,
    start,
    end: start + surface.length,
    stop: !numeric && isStop(lower, language, cjkRun, cjkLanguage),
    numeric,
  };
}

/** The words of a text with their offsets, stop words flagged. */
export function wordTokens(text: string, language: Language): WordToken[] {
  const out: WordToken[] = [];
  WORD.lastIndex = 0;
  for (const match of text.matchAll(WORD)) {
    const surface = match[0];
    const start = match.index ?? 0;
    if (!UNSPACED.test(surface)) {
      out.push(makeToken(surface, start, language, false, language));
      continue;
    }
    const cjkLanguage: Language = language === "ja" || KANA.test(surface) ? "ja" : "zh";
    // Thai, Lao, Khmer and Myanmar are segmented by the root locale's dictionaries.
    const seg = wordSegmenter(hasCjk(surface) ? segmenterLocale(cjkLanguage) : "und");
    for (const part of seg.segment(surface)) {
      if (!part.isWordLike) continue;
      const cjkRun = hasCjk(part.segment);
      out.push(makeToken(part.segment, start + part.index, language, cjkRun, cjkLanguage));
    }
  }
  return out;
}

/** The content words of a text in their matching form (stop words removed). */
export function contentTerms(text: string, language: Language): string[] {
  const out: string[] = [];
  for (const t of wordTokens(text, language)) if (!t.stop) out.push(t.norm);
  return out;
}

/**
 * The terms a search index keeps for a text of unknown language (library files, retrieved pages,
 * queries): its content words in matching form, the language detected from the text (`hint` wins ties).
 */
export function indexTerms(text: string, hint: Language = "en"): string[] {
  return contentTerms(text, detectLanguage(text, hint));
}
