// Which language a text is in: the output locale maps to a language code, and texts are detected
// from their script and, for scripts shared by several languages, from their stop words.
import { LOCALES, type Locale } from "../../common/constants";
import { getDetectionWords } from "./stopwords";

/** The language part of a locale: "zh-cn" → "zh", "en" → "en". */
type BaseOf<L extends string> = L extends `${infer Base}-${string}` ? Base : L;

/** Language codes of stopwords-iso that the 15 output locales use (in the order of LOCALES). */
export type Language = BaseOf<Locale>;
export const LANGUAGES: readonly Language[] = LOCALES.map(
  // The part before "-" is exactly what BaseOf names.
  (locale) => locale.split("-", 1)[0] as Language,
);

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The language of an output locale ("zh-cn" → "zh", "pt-BR" → "pt"); English when unknown. */
export function languageOfLocale(locale: string | undefined): Language {
  const base = (locale ?? "en").toLowerCase().split(/[-_]/)[0] ?? "en";
  return isLanguage(base) ? base : "en";
}

/** The BCP 47 tag to give Intl.Segmenter for a language. */
export function segmenterLocale(language: Language): string {
  return language === "zh" ? "zh-CN" : language;
}

/** Languages written with scripts that have no spaces between words. */
export function isCjkLanguage(language: Language): boolean {
  return language === "zh" || language === "ja";
}

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

type Script = "latin" | "han" | "kana" | "cyrillic" | "arabic" | "devanagari" | "bengali" | "other";

const SCRIPT_PATTERNS: [Script, RegExp][] = [
  ["latin", /\p{Script=Latin}/gu],
  ["han", /\p{Script=Han}/gu],
  ["kana", /[\p{Script=Hiragana}\p{Script=Katakana}]/gu],
  ["cyrillic", /\p{Script=Cyrillic}/gu],
  ["arabic", /\p{Script=Arabic}/gu],
  ["devanagari", /\p{Script=Devanagari}/gu],
  ["bengali", /\p{Script=Bengali}/gu],
];

const LETTER = /\p{L}/u;

function scriptCounts(sample: string): Map<Script, number> {
  const counts = new Map<Script, number>();
  // Mostly-ASCII text is Latin: skip the other scripts' scans.
  let ascii = 0;
  let letters = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i) | 32;
    if (c >= 97 && c <= 122) {
      ascii++;
      letters++;
    } else if (sample.charCodeAt(i) > 127 && LETTER.test(sample.charAt(i))) letters++;
  }
  if (ascii >= letters * 0.9) {
    counts.set("latin", letters);
    return counts;
  }
  for (const [name, re] of SCRIPT_PATTERNS) {
    const n = sample.match(re)?.length ?? 0;
    if (n > 0) counts.set(name, n);
  }
  return counts;
}

const LATIN_LANGUAGES: Language[] = ["en", "es", "fr", "pt", "de", "id", "sw"];
const URDU_LETTERS = /[ےںٹڈڑہھ]/u;

function stopWordScore(words: string[], language: Language): number {
  const stop = getDetectionWords(language);
  let hits = 0;
  for (const w of words) if (stop.has(w)) hits++;
  return hits;
}

function bestByStopWords(words: string[], candidates: Language[], hint: Language): Language {
  let best = candidates[0] ?? hint;
  let bestScore = -1;
  for (const language of candidates) {
    const score = stopWordScore(words, language);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  // Lists overlap (e.g. "a", "de"): keep the hint unless another language clearly wins.
  if (candidates.includes(hint) && stopWordScore(words, hint) >= bestScore * 0.8) return hint;
  return best;
}

/** Detects the language of a text from a sample of it; `hint` (usually the output language) wins ties. */
export function detectLanguage(text: string, hint: Language = "en"): Language {
  const sample = text.length > 1000 ? text.slice(0, 1000) : text;
  const counts = scriptCounts(sample);
  let script: Script = "latin";
  let max = 0;
  for (const [name, n] of counts) {
    if (n > max) {
      script = name;
      max = n;
    }
  }
  const kana = counts.get("kana") ?? 0;
  const han = counts.get("han") ?? 0;
  if (kana > 0 && kana + han >= max * 0.5 && kana >= (kana + han) * 0.05) return "ja";
  if (han > 0 && han + kana >= max) return hint === "ja" && kana > 0 ? "ja" : "zh";
  if (max === 0) return hint;
  const words = (sample.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []).slice(0, 150);
  switch (script) {
    case "cyrillic":
      return "ru";
    case "bengali":
      return "bn";
    case "arabic":
      return URDU_LETTERS.test(sample) ? "ur" : "ar";
    case "devanagari":
      return bestByStopWords(words, ["hi", "mr"], hint);
    case "latin":
      return bestByStopWords(words, LATIN_LANGUAGES, hint);
    default:
      return hint;
  }
}
