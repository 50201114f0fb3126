// The order in which a paragraph's sentences read well: the sentence that says what the subject is
// comes first, dated events follow one another in time, and the rest keeps the sources' own order.
import type { Language } from "../../text/language";
import type { PoolSentence } from "./pool";

/** "X is a …", "X are programs …", "X refers to …": an English sentence that defines what it starts with. */
const DEFINING_EN =
  /^(?:[^,;:]{0,80}?)\b(?:is|are|was|were)\s+(?:a|an|the|one|two|programs?|methods?|ways?)\b|\brefers? to\b|\bis defined as\b/iu;
/** "This command uses …": the opening of a manual page's description of what it documents. */
const DESCRIBING_EN =
  /^this (?:command|tool|program|utility|hook|option|file|function|module|feature|setting|format)\s+(?:is|are|uses|lets|allows|helps|can|will|shows|records|saves|finds|creates|removes|reads|writes|runs|specifies|tells|manages|applies|incorporates|reapplies|switches|resets|stores|checks|prints|lists|updates)\b/iu;
/** Sentences opening with a pronoun lean on a sentence the reader has not seen. */
const DANGLING_START: Partial<Record<Language, RegExp>> = {
  en: /^(?:it|he|she|they|this|these|those|his|her|its|their|such|there|in the (?:previous|next|above|following|same)\b|as (?:mentioned|noted|shown|described|seen)\b|the (?:above|previous|following|latter|former)\b|similarly|likewise|otherwise|thus|hence|therefore|but|however|yet|still|instead|nevertheless|nonetheless|moreover|furthermore|additionally|also|consequently|in addition|as a result|on the other hand)\b/iu,
  fr: /^(?:il|elle|ils|elles|ce|cette|ces|cela|ça)\b/iu,
  es: /^(?:él|ella|ellos|ellas|este|esta|estos|estas|esto|eso)\b/iu,
  pt: /^(?:ele|ela|eles|elas|este|esta|isso|isto)\b/iu,
  de: /^(?:er|sie|es|dies|diese|dieser|dieses|damit|dabei)\b/iu,
};

/** Whether a sentence opens with a word that points back at a sentence before it ("This means …"). */
export function isDangling(text: string, language: Language): boolean {
  return DANGLING_START[language]?.test(text) ?? false;
}

const YEAR = /\b(1[5-9]\d\d|20\d\d)\b/u;

/** How much a sentence reads as the definition of the subject (0: not at all). */
export function definingScore(sentence: PoolSentence, subjectTerms: ReadonlySet<string>): number {
  if (sentence.language !== "en") return 0;
  // A manual's description opens with "This command uses a binary search…", "This hook is invoked…".
  if (DESCRIBING_EN.test(sentence.text)) return 1;
  // "This means that git reset -p is the opposite of …" says what something else means.
  if (!DEFINING_EN.test(sentence.text) || isDangling(sentence.text, sentence.language)) return 0;
  // The subject must be what the sentence starts with, not a word near its end.
  const early = sentence.tokens.slice(0, 6).filter((t) => subjectTerms.has(t.norm)).length;
  return early > 0 ? 1 + early * 0.2 : 0;
}

function yearOf(text: string): number | null {
  const m = YEAR.exec(text);
  return m ? Number(m[1]) : null;
}

/**
 * Sentences of one paragraph in reading order. `lead` stays first unless another sentence defines the
 * subject (`introduces`: how well a sentence does, definingScore by default); dated sentences are put in
 * time order when most sentences carry a year.
 */
export function readingOrder(
  sentences: readonly PoolSentence[],
  subjectTerms: ReadonlySet<string>,
  _language: Language,
  introduces: (s: PoolSentence) => number = (s) => definingScore(s, subjectTerms),
): PoolSentence[] {
  if (sentences.length <= 1) return [...sentences];
  let lead = sentences[0] as PoolSentence;
  let bestDefinition = introduces(lead);
  for (const s of sentences) {
    const d = introduces(s);
    if (d > bestDefinition) {
      lead = s;
      bestDefinition = d;
    }
  }
  // A paragraph does not open with a sentence that points back ("This means that …"): the first that
  // stands on its own leads instead, the other keeps its place after the sentences it may point to.
  if (bestDefinition === 0 && isDangling(lead.text, lead.language)) {
    const standing = sentences.find((s) => !isDangling(s.text, s.language));
    if (standing) lead = standing;
  }
  const rest = sentences.filter((s) => s !== lead);
  const dated = rest.filter((s) => yearOf(s.text) !== null);
  if (dated.length >= 2 && dated.length >= rest.length * 0.6) {
    // Chronology: each undated sentence stays right after the sentence it followed.
    const order = rest.map((s, i) => ({ s, i, year: yearOf(s.text) }));
    let carry = Number.NEGATIVE_INFINITY;
    for (const o of order) {
      if (o.year === null) o.year = carry;
      carry = o.year;
    }
    order.sort((a, b) => (a.year as number) - (b.year as number) || a.i - b.i);
    return [lead, ...order.map((o) => o.s)];
  }
  return [lead, ...rest];
}
