// Stop words of the output languages, from the maintained stopwords-iso lists.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// The package's entry point is a JSON object: ISO 639-1 code → list of words.
const lists = require("stopwords-iso") as Record<string, string[] | undefined>;

const cache = new Map<string, ReadonlySet<string>>();

/** The stop words of a language (ISO 639-1, e.g. "de", "zh"); an empty set when there is no list. */
export function getStopWords(language: string): ReadonlySet<string> {
  let set = cache.get(language);
  if (!set) {
    const words = lists[language] ?? [];
    set = new Set(words.map((w) => w.normalize("NFKC").toLowerCase()));
    cache.set(language, set);
  }
  return set;
}
