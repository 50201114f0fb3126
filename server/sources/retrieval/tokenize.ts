// Word tokens for every locale: Intl.Segmenter finds words in scripts without spaces (Chinese,
// Japanese, Thai) as well as in spaced ones; tokens are NFKC-normalised and lower-cased.
const segmenter = new Intl.Segmenter(undefined, { granularity: "word" });

/** The word tokens of a text, in order (punctuation and spaces dropped). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const part of segmenter.segment(text.normalize("NFKC").toLowerCase())) {
    if (part.isWordLike) tokens.push(part.segment);
  }
  return tokens;
}
