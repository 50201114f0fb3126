// Key phrases in the manner of RAKE: runs of content words between stop words and punctuation, scored by
// word degree over frequency. Capitalized words inside a sentence count as content even when they are
// on a stop list ("United States", "New York"), so names survive.
import type { AnalyzedSentence } from "./analyze";
import { isCjkLanguage, type Language } from "./language";
import type { WordToken } from "./tokenize";

export interface KeyPhrase {
  /** Matching key: the words' normalized forms. */
  key: string;
  /** How it is written most often (not counting sentence-initial capitals). */
  text: string;
  terms: string[];
  /** Occurrences, and the units (sentences, passages, clusters …) it occurs in. */
  count: number;
  units: Set<number>;
  /** RAKE score: sum of the words' degree / frequency. */
  score: number;
  /** Position of its first occurrence (unit order, then word order). */
  first: number;
}

const JUNK = new Set([
  "http",
  "https",
  "www",
  "com",
  "org",
  "html",
  "php",
  "jpg",
  "png",
  "isbn",
  "doi",
  "retrieved",
  "archived",
]);
const CASED = /\p{Lu}/u;

function isContent(token: WordToken, position: number): boolean {
  if (JUNK.has(token.norm)) return false;
  if (!token.stop) return true;
  // A capitalized stop word inside a sentence is part of a name.
  return position > 0 && token.surface.length > 1 && CASED.test(token.surface.charAt(0));
}

/** Words that join the parts of a noun phrase in Romance languages ("projet de loi", "cuestión de fondo"). */
const CONNECTORS: Partial<Record<Language, ReadonlySet<string>>> = {
  fr: new Set(["de", "du", "des", "d", "d'", "d’"]),
  es: new Set(["de", "del"]),
  pt: new Set(["de", "do", "da", "dos", "das"]),
};

/** A connector between two content words continues the phrase, when the phrase stays short. */
function joinsNounPhrase(
  sentence: { text: string; tokens: WordToken[] },
  i: number,
  run: WordToken[],
  connectors: ReadonlySet<string> | undefined,
): boolean {
  const token = sentence.tokens[i] as WordToken;
  const next = sentence.tokens[i + 1];
  if (!connectors || run.length === 0 || run.length > 2 || !next || next.stop) return false;
  if (!connectors.has(token.surface.toLowerCase())) return false;
  const prev = run[run.length - 1] as WordToken;
  const gaps = [sentence.text.slice(prev.end, token.start), sentence.text.slice(token.end, next.start)];
  return gaps.every((g) => g === " ");
}

/** A short lower-case word between two capitalized words belongs to a name ("Tour de France", "Bank of England"). */
function joinsName(sentence: { text: string; tokens: WordToken[] }, i: number, run: WordToken[]): boolean {
  const token = sentence.tokens[i] as WordToken;
  const prev = run[run.length - 1];
  const next = sentence.tokens[i + 1];
  if (!prev || !next || token.surface.length > 3 || CASED.test(token.surface)) return false;
  const capital = (t: WordToken) => CASED.test(t.surface.charAt(0));
  if (!capital(prev) || !capital(next) || !isContent(next, i + 1)) return false;
  const gaps = [sentence.text.slice(prev.end, token.start), sentence.text.slice(token.end, next.start)];
  return gaps.every((g) => g === " ");
}

/** Splits a run that is too long where a name starts or ends ("2023 Tour de France | unfold"). */
function splitAtNames(run: WordToken[]): WordToken[][] {
  const parts: WordToken[][] = [];
  let current: WordToken[] = [];
  let previousName: boolean | null = null;
  for (const t of run) {
    const name =
      t.numeric ||
      CASED.test(t.surface.charAt(0)) ||
      /^[dl]['’]\p{Lu}/u.test(t.surface) ||
      (t.stop && t.surface.length <= 3);
    if (previousName !== null && name !== previousName && current.length > 0 && !(t.stop && name)) {
      parts.push(current);
      current = [];
    }
    current.push(t);
    previousName = name;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

interface Candidate {
  tokens: WordToken[];
  unit: number;
  initial: boolean;
  text: string;
}

function candidates(
  sentence: { text: string; tokens: WordToken[] },
  unit: number,
  maxWords: number,
  cjk: boolean,
  connectors?: ReadonlySet<string>,
  joinsNames = true,
): Candidate[] {
  const out: Candidate[] = [];
  let run: WordToken[] = [];
  let runStartsSentence = false;
  const emit = (tokens: WordToken[], initial: boolean) => {
    const letters = tokens.filter((t) => !t.numeric);
    if (tokens.length === 0 || tokens.length > maxWords || letters.length === 0) return;
    const first = tokens[0] as WordToken;
    const last = tokens[tokens.length - 1] as WordToken;
    const text = sentence.text.slice(first.start, last.end);
    const longEnough = cjk ? [...text].length >= 2 : letters.some((t) => t.surface.length >= 3);
    if (longEnough) out.push({ tokens, unit, initial, text });
  };
  const flush = () => {
    if (run.length <= maxWords || cjk) emit(run, runStartsSentence);
    else {
      for (const [i, part] of splitAtNames(run).entries()) emit(part, runStartsSentence && i === 0);
    }
    run = [];
  };
  sentence.tokens.forEach((token, i) => {
    const prev = sentence.tokens[i - 1];
    const gap = prev ? sentence.text.slice(prev.end, token.start) : "";
    const joined = cjk ? gap === "" : /^[ \u00a0]?$/u.test(gap) && gap.length <= 1;
    if (run.length > 0 && !joined) flush();
    if (isContent(token, i)) {
      if (run.length === 0) runStartsSentence = i === 0;
      run.push(token);
    } else if ((joinsNames && joinsName(sentence, i, run)) || joinsNounPhrase(sentence, i, run, connectors)) {
      run.push(token);
    } else {
      flush();
    }
  });
  flush();
  return out;
}

/**
 * Collects the key phrases of sentences grouped in units (`unitOf` gives each sentence's unit).
 * maxWords bounds the phrase length (runs longer than that are lists or tables, not phrases).
 */
export function collectKeyPhrases(
  sentences: readonly Pick<AnalyzedSentence, "text" | "tokens">[],
  language: Language,
  options: { maxWords?: number; unitOf?: (i: number) => number } = {},
): KeyPhrase[] {
  const maxWords = options.maxWords ?? (isCjkLanguage(language) ? 3 : 4);
  const cjk = isCjkLanguage(language);
  const phrases = new Map<string, KeyPhrase & { surfaces: Map<string, number> }>();
  const wordFreq = new Map<string, number>();
  const wordDegree = new Map<string, number>();
  let position = 0;
  sentences.forEach((sentence, i) => {
    const unit = options.unitOf ? options.unitOf(i) : i;
    // German capitalizes every noun, so capitals do not mark names there.
    for (const c of candidates(sentence, unit, maxWords, cjk, CONNECTORS[language], language !== "de")) {
      const key = c.tokens.map((t) => t.norm).join(cjk ? "" : " ");
      const content = c.tokens.filter((t) => !t.stop).map((t) => t.norm);
      const terms = content.length > 0 ? content : c.tokens.map((t) => t.norm);
      let p = phrases.get(key);
      if (!p) {
        p = {
          key,
          text: c.text,
          terms,
          count: 0,
          units: new Set(),
          score: 0,
          first: position,
          surfaces: new Map(),
        };
        phrases.set(key, p);
      }
      p.count++;
      p.units.add(unit);
      // Sentence-initial capitals say nothing about how a phrase is written.
      const weight = c.initial ? 0.01 : 1;
      p.surfaces.set(c.text, (p.surfaces.get(c.text) ?? 0) + weight);
      for (const t of terms) {
        wordFreq.set(t, (wordFreq.get(t) ?? 0) + 1);
        wordDegree.set(t, (wordDegree.get(t) ?? 0) + terms.length);
      }
      position++;
    }
  });
  const out: KeyPhrase[] = [];
  for (const p of phrases.values()) {
    let score = 0;
    for (const t of p.terms) score += (wordDegree.get(t) ?? 0) / (wordFreq.get(t) ?? 1);
    let best = p.text;
    let bestCount = -1;
    for (const [surface, n] of p.surfaces) {
      if (n > bestCount) {
        best = surface;
        bestCount = n;
      }
    }
    out.push({
      key: p.key,
      text: best,
      terms: p.terms,
      count: p.count,
      units: p.units,
      score,
      first: p.first,
    });
  }
  return out;
}

/** Key phrases of one short text (a question), best first: RAKE score, then order of appearance. */
export function rankedKeyPhrases(
  sentences: readonly Pick<AnalyzedSentence, "text" | "tokens">[],
  language: Language,
): KeyPhrase[] {
  return collectKeyPhrases(sentences, language).sort((a, b) => b.score - a.score || a.first - b.first);
}
