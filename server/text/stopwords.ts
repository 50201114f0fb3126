// Stop words of the output languages. Two lists with two purposes:
// - detection: the maintained stopwords-iso lists, large, to tell languages that share a script apart;
// - content filtering (getStopWords): the words that carry no topic. For English, stopwords-iso is a
//   search-engine list that also drops content words ("index", "system", "world", "information",
//   "group", "problems"), so a question about index types lost the word "index"; English uses the
//   function words below instead (articles, pronouns, auxiliaries, prepositions, conjunctions,
//   question words, a few empty adverbs and the particles of foreign names), written here because no package has a list of that size.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// The package's entry point is a JSON object: ISO 639-1 code → list of words.
const lists = require("stopwords-iso") as Record<string, string[] | undefined>;

const ENGLISH_FUNCTION_WORDS = `
a an the this that these those some any each every either neither no none all both few many much more
most several such own other another same
i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself she
her hers herself it its itself they them their theirs themselves one ones oneself
what which who whom whose whoever whatever whichever when where why how whether
am is are was were be been being have has had having do does did doing done
will would shall should can could may might must ought need dare
isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't shan't shouldn't
can't cannot couldn't mustn't mightn't needn't it's i'm i've i'd i'll you're you've you'd you'll he's
she's we're we've we'd we'll they're they've they'd they'll that's there's here's what's who's let's
of in on at by for with without within from to into onto upon about above below over under between among
amongst through throughout during before after since until till against toward towards across along
around behind beside besides beyond near off out up down per via versus vs than like unlike despite
and or but nor so yet if then else because although though while whereas unless whether once
as also too very just only even still already again ever never not now here there thus hence therefore
however moreover furthermore indeed rather quite somewhat perhaps often sometimes usually always
etc ie eg
de du des la le di da del der den van von y al el bin ibn
`;

const CONTENT_LISTS: Partial<Record<string, readonly string[]>> = {
  en: ENGLISH_FUNCTION_WORDS.split(/\s+/u).filter(Boolean),
};

const contentCache = new Map<string, ReadonlySet<string>>();
const detectionCache = new Map<string, ReadonlySet<string>>();

function toSet(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.map((w) => w.normalize("NFKC").toLowerCase()));
}

/** The words of a language that carry no topic (ISO 639-1, e.g. "de", "zh"); empty when there is no list. */
export function getStopWords(language: string): ReadonlySet<string> {
  let set = contentCache.get(language);
  if (!set) {
    set = toSet(CONTENT_LISTS[language] ?? lists[language] ?? []);
    contentCache.set(language, set);
  }
  return set;
}

/** The large stopwords-iso list of a language, for telling languages apart (not for filtering). */
export function getDetectionWords(language: string): ReadonlySet<string> {
  let set = detectionCache.get(language);
  if (!set) {
    set = toSet(lists[language] ?? []);
    detectionCache.set(language, set);
  }
  return set;
}
