// Language and text tools shared by the engines, the sources and the cover: language detection, sentence
// and word segmentation (the one tokenizer), stop words, BM25 (the one implementation), TF-IDF, key phrases.
export { type AnalyzedSentence, type AnalyzedText, analyzePhrase, analyzeText } from "./analyze";
export { Bm25Index, type ScoredIndex, topScores } from "./bm25";
export { titleCase } from "./case";
export { groundingKey, hasReferenceMarkers, isGroundedIn, stripReferenceMarkers } from "./grounding";
export { collectKeyPhrases, type KeyPhrase, rankedKeyPhrases } from "./keyphrases";
export {
  detectLanguage,
  hasCjk,
  isCjkLanguage,
  LANGUAGES,
  type Language,
  languageOfLocale,
  segmenterLocale,
} from "./language";
export {
  normalizeWhitespace,
  paragraphRanges,
  type SentenceSpan,
  splitSentences,
  withoutWhitespace,
} from "./sentences";
export { getDetectionWords, getStopWords } from "./stopwords";
export { contentTerms, indexTerms, type WordToken, wordTokens } from "./tokenize";
export { addInto, cosine, jaccard, normalizeVector, type SparseVector, tfidfVector } from "./vectors";
export { isWritable, type NotWritableReason, type WritableContext, whyNotWritable } from "./writable";
