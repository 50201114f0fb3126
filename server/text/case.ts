// Title case for headings where the script has case; other scripts are returned as they are.
import type { Language } from "./language";

const ENGLISH_SMALL = new Set([
  "a",
  "an",
  "the",
  "and",
  "but",
  "or",
  "nor",
  "for",
  "so",
  "yet",
  "on",
  "at",
  "to",
  "by",
  "of",
  "in",
  "with",
  "from",
  "as",
  "vs",
  "via",
  "per",
  "into",
  "onto",
  "over",
  "than",
  // Particles of foreign names: "Tour de France", "Ludwig van Beethoven".
  "de",
  "du",
  "des",
  "la",
  "le",
  "di",
  "da",
  "del",
  "der",
  "den",
  "van",
  "von",
  "y",
]);

function capitalize(word: string): string {
  const first = word.charAt(0);
  return first.toLocaleUpperCase() + word.slice(1);
}

/**
 * A name from code or a command line ("target_link_libraries", "add_library()", "--onto"): written as it
 * is, whatever the case of the words around it.
 */
export function isCodeWord(word: string): boolean {
  return /\p{L}/u.test(word) && /[\p{L}\p{N}]_+[\p{L}\p{N}]|\(\)$|^--?\p{L}/u.test(word);
}

/**
 * English headings capitalize every word but short function words; other cased languages capitalize
 * the first letter (sentence case, as their style guides use). Words already holding capitals stay.
 */
export function titleCase(text: string, language: Language): string {
  const trimmed = text.trim();
  if (language !== "en") return capitalize(trimmed);
  const words = trimmed.split(/(\s+)/u);
  const last = words.length - 1;
  return words
    .map((w, i) => {
      if (/^\s+$/u.test(w) || /\p{Lu}/u.test(w) || /^[dl]['’]/u.test(w) || isCodeWord(w)) return w;
      if (i !== 0 && i !== last && ENGLISH_SMALL.has(w.toLowerCase())) return w;
      return w
        .split("-")
        .map((part) => capitalize(part))
        .join("-");
    })
    .join("");
}
