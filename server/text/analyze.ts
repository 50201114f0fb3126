// A text analysed once into sentences and words, cached, since several steps read the same passages.
import { detectLanguage, type Language } from "./language";
import { splitSentences } from "./sentences";
import { type WordToken, wordTokens } from "./tokenize";

export interface AnalyzedSentence {
  /** The sentence, whitespace-normalized. */
  text: string;
  /** Its words; offsets refer to `text`. */
  tokens: WordToken[];
  /** Content words in matching form. */
  terms: string[];
  /** Position of the sentence in its text, and of its paragraph. */
  index: number;
  paragraph: number;
}

export interface AnalyzedText {
  language: Language;
  sentences: AnalyzedSentence[];
}

/** Words of a single short text (a query, a title) with their content terms. */
export function analyzePhrase(text: string, language: Language): { tokens: WordToken[]; terms: string[] } {
  const tokens = wordTokens(text, language);
  return { tokens, terms: tokens.filter((t) => !t.stop).map((t) => t.norm) };
}

// Bounded by characters: passages are small, pages can be large.
const CACHE_CHARS = 6_000_000;
const cache = new Map<string, AnalyzedText>();
let cachedChars = 0;

/**
 * Splits a text into analysed sentences. The language is detected from the text, with `hint` (the output
 * language) preferred when the text could be either.
 */
export function analyzeText(text: string, hint: Language): AnalyzedText {
  const key = `${hint}\u0000${text}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const language = detectLanguage(text, hint);
  const sentences = splitSentences(text, language).map((span, index) => {
    const { tokens, terms } = analyzePhrase(span.text, language);
    return { text: span.text, tokens, terms, index, paragraph: span.paragraph };
  });
  const result = { language, sentences };
  cache.set(key, result);
  cachedChars += key.length;
  for (const oldest of cache.keys()) {
    if (cachedChars <= CACHE_CHARS) break;
    cache.delete(oldest);
    cachedChars -= oldest.length;
  }
  return result;
}
