// A section's text from its sources' information: each sentence is a sentence of a source's extracted
// passage, cited with that source's number. Sentences are grouped by the question they answer (one
// paragraph per question), picked by relevance and centrality with MMR against repetition, and streamed
// one sentence at a time.

import { analyzePhrase } from "../../text/analyze";
import { Bm25Index } from "../../text/bm25";
import { detectLanguage, type Language } from "../../text/language";
import { tfidfVector } from "../../text/vectors";
import type { PlannedOutline, PlannedSection, SectionSource } from "../types";
import { citedSentence, PARAGRAPH_BREAK, sentenceSeparator } from "./compose";
import { buildPool, duplicateKey, type PoolSentence, preferLanguage } from "./pool";
import { lexRank, mmrSelect, normalizeScores } from "./rank";

const TARGET_CHARS = 2400;
const MAX_CHARS = 3600;
const MAX_SENTENCES = 20;
const MAX_PER_SOURCE = 5;
const MAX_PER_PARAGRAPH = 5;
const MIN_OWN_SENTENCES = 2;

/** A small stable hash of a text (FNV-1a). */
function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Sentences opening with a pronoun lean on a sentence the reader has not seen. */
const DANGLING_START: Partial<Record<Language, RegExp>> = {
  en: /^(?:it|he|she|they|this|these|those|his|her|its|their|such|there)\b/iu,
  fr: /^(?:il|elle|ils|elles|ce|cette|ces|cela|ça)\b/iu,
  es: /^(?:él|ella|ellos|ellas|este|esta|estos|estas|esto|eso)\b/iu,
  pt: /^(?:ele|ela|eles|elas|este|esta|isso|isto)\b/iu,
  de: /^(?:er|sie|es|dies|diese|dieser|dieses|damit|dabei)\b/iu,
};

export function danglingFactor(text: string, language: Language): number {
  return DANGLING_START[language]?.test(text) ? 0.6 : 1;
}

function termsOf(texts: string[], language: Language): string[] {
  return texts.flatMap((t) => analyzePhrase(t, detectLanguage(t, language)).terms);
}

/** Which sections may use a sentence: its owner, and (for a second citation only) a runner-up. */
export interface SentenceOwnership {
  /** The section that may write the sentence (−1: none, the sentence is contested). */
  owner: number;
  /** The section that may use it to cite a second source (−1: none). */
  runnerUp: number;
  /** How well it suits each section. */
  scores: number[];
}

/** A sentence suits two sections equally when the second scores this share of the first. */
const CONTESTED = 0.85;

/**
 * The sections a sentence belongs to, from the sentence and the outline alone, so every section's call
 * agrees and no sentence can be written twice in a paper. A sentence goes to the section whose title and
 * questions share its rarest words; one that suits two sections about equally is written by neither,
 * except by the runner-up to cite a second source. A sentence matching no section is kept in reserve
 * the same way for one section chosen by a hash of its text.
 */
export function sentenceOwnership(
  outline: PlannedOutline,
  language: Language,
): (sentence: { text: string; terms: readonly string[] }) => SentenceOwnership {
  const signatures = outline.sections.map(
    (s) =>
      new Set(
        termsOf(
          [s.title, ...s.subSections.flatMap((q) => [q.question, q.searchQuery.refinedQuery])],
          language,
        ),
      ),
  );
  const spread = new Map<string, number>();
  for (const sig of signatures) for (const t of sig) spread.set(t, (spread.get(t) ?? 0) + 1);
  const sections = Math.max(1, signatures.length);
  return ({ text, terms }) => {
    const unique = new Set(terms);
    const scores = signatures.map((sig) => {
      let score = 0;
      for (const t of unique) if (sig.has(t)) score += 1 / (spread.get(t) ?? 1);
      return score;
    });
    const order = scores
      .map((_, i) => i)
      .sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
    const [first = 0, second = -1] = order;
    const best = scores[first] ?? 0;
    // Kept in reserve: only the section its text hashes to may use it, for a second citation.
    if (best <= 0) return { owner: -1, runnerUp: textHash(text) % sections, scores };
    const runnerUp = second >= 0 && (scores[second] ?? 0) >= best * CONTESTED ? second : -1;
    return runnerUp >= 0 ? { owner: -1, runnerUp, scores } : { owner: first, runnerUp: -1, scores };
  };
}

interface Picked {
  sentence: PoolSentence;
  bucket: number;
  relevance: number;
}

function selectSentences(
  input: {
    query: string;
    section: PlannedSection;
    sectionIndex: number;
    outline: PlannedOutline;
    sources: SectionSource[];
    written?: string;
  },
  language: Language,
): Picked[] {
  const texts = input.sources.flatMap((s) =>
    s.information.map((item) => ({ n: s.n, text: item.passage.trim() !== "" ? item.passage : item.text })),
  );
  // No sentence twice in a paper: what the summary already says is not written again.
  const written = new Set(
    buildPool([{ n: 0, text: (input.written ?? "").replace(/\s*\[\d+\]/gu, "") }], language).map((s) =>
      duplicateKey(s.text),
    ),
  );
  const all = preferLanguage(
    buildPool(texts, language).filter((s) => !written.has(duplicateKey(s.text))),
    language,
    400,
  );
  const complete = all.filter((s) => s.complete);
  let pool = complete.length >= 3 ? complete : all;
  if (pool.length === 0) return [];

  // Keep to sentences that suit this section better than any other, when that leaves enough.
  const ownership = sentenceOwnership(input.outline, language);
  const owners = new Map(pool.map((s) => [s, ownership(s)]));
  const own = pool.filter((s) => owners.get(s)?.owner === input.sectionIndex);
  const spare = pool.filter((s) => owners.get(s)?.runnerUp === input.sectionIndex);
  // Too few sentences of its own: the spare ones too; with none at all, any (a repeat beats an empty section).
  if (own.length >= MIN_OWN_SENTENCES) pool = own;
  else if (own.length + spare.length > 0) pool = [...own, ...spare];

  const index = new Bm25Index(pool.map((s) => s.terms));
  const questionScores = input.section.subSections.map((q) =>
    index.scores(termsOf([q.question, q.searchQuery.refinedQuery], language)),
  );
  const titleScores = index.scores(termsOf([input.section.title, input.query], language));
  const bm25 = normalizeScores(
    pool.map(
      (_, i) => Math.max(0, ...questionScores.map((s) => s[i] as number)) + 0.5 * (titleScores[i] as number),
    ),
  );
  const vectors = pool.map((s) => tfidfVector(s.terms, (t) => index.idf(t)));
  const centrality = normalizeScores(
    lexRank(
      vectors,
      bm25.map((b) => b + 0.2),
    ),
  );
  const relevance = pool.map(
    (s, i) =>
      (0.6 * (bm25[i] as number) + 0.4 * (centrality[i] as number)) * danglingFactor(s.text, s.language),
  );
  const bucketOf = pool.map((_, i) => {
    let best = -1;
    let bestScore = 0;
    questionScores.forEach((s, j) => {
      if ((s[i] as number) > bestScore) {
        best = j;
        bestScore = s[i] as number;
      }
    });
    return best;
  });

  const chars = (picked: number[]) =>
    picked.reduce((a, i) => a + (pool[i] as PoolSentence).text.length + 4, 0);
  const count = (picked: number[], f: (i: number) => boolean) => picked.filter(f).length;
  const picked = mmrSelect(relevance, vectors, {
    lambda: 0.7,
    redundancy: 0.5,
    done: (p) =>
      (chars(p) >= TARGET_CHARS && p.length >= 6) || chars(p) >= MAX_CHARS || p.length >= MAX_SENTENCES,
    allowed: (i, p) =>
      count(p, (j) => (pool[j] as PoolSentence).n === (pool[i] as PoolSentence).n) < MAX_PER_SOURCE &&
      count(p, (j) => bucketOf[j] === bucketOf[i]) < MAX_PER_PARAGRAPH,
  });

  // Cite at least two sources when two have something to say.
  const result: Picked[] = picked.map((i) => ({
    sentence: pool[i] as PoolSentence,
    bucket: bucketOf[i] as number,
    relevance: relevance[i] as number,
  }));
  const cited = new Set(result.map((p) => p.sentence.n));
  if (cited.size < 2) {
    // Only sentences this section may use for a second citation: never one another section may write.
    const spareElsewhere = spare.filter((x) => !pool.includes(x) && !cited.has(x.n));
    const other = secondSource(spareElsewhere, cited, input.section, language);
    if (other) result.push(other);
  }
  return result;
}

/** The best sentence of a source not cited yet (from all the sources' sentences), for a second citation. */
function secondSource(
  sentences: PoolSentence[],
  cited: Set<number>,
  section: PlannedSection,
  language: Language,
): Picked | null {
  const others = sentences.filter((s) => !cited.has(s.n));
  if (others.length === 0) return null;
  const index = new Bm25Index(others.map((s) => s.terms));
  const perQuestion = section.subSections.map((q) =>
    index.scores(termsOf([q.question, q.searchQuery.refinedQuery], language)),
  );
  const title = index.scores(termsOf([section.title], language));
  let best = 0;
  let bestScore = -1;
  let bucket = -1;
  others.forEach((s, i) => {
    const scores = perQuestion.map((q) => q[i] as number);
    const score = Math.max(0, ...scores) + 0.5 * (title[i] as number) + (s.complete ? 0.01 : 0);
    if (score > bestScore) {
      best = i;
      bestScore = score;
      bucket = scores.indexOf(Math.max(...scores));
      if ((scores[bucket] ?? 0) <= 0) bucket = -1;
    }
  });
  return { sentence: others[best] as PoolSentence, bucket, relevance: 0 };
}

/** Paragraphs in question order; in each, the strongest sentence first, then the sources' order. */
export function arrangeParagraphs(picked: Picked[]): PoolSentence[][] {
  const buckets = new Map<number, Picked[]>();
  for (const p of picked) {
    const b = buckets.get(p.bucket) ?? [];
    b.push(p);
    buckets.set(p.bucket, b);
  }
  const paragraphs: PoolSentence[][] = [];
  for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
    const items = buckets.get(key) ?? [];
    const [lead, ...rest] = [...items].sort((a, b) => b.relevance - a.relevance);
    if (!lead) continue;
    rest.sort((a, b) => a.sentence.n - b.sentence.n || a.sentence.position - b.sentence.position);
    const paragraph = [lead, ...rest].map((p) => p.sentence);
    const previous = paragraphs[paragraphs.length - 1];
    // A lone sentence joins the paragraph before it rather than standing alone.
    if (paragraph.length === 1 && previous) previous.push(...paragraph);
    else paragraphs.push(paragraph);
  }
  return paragraphs;
}

export async function composeSection(
  input: {
    query: string;
    section: PlannedSection;
    sectionIndex: number;
    outline: PlannedOutline;
    sources: SectionSource[];
    written?: string;
    onDelta: (delta: string) => void | Promise<void>;
  },
  language: Language,
): Promise<string> {
  const paragraphs = arrangeParagraphs(selectSentences(input, language));
  let text = "";
  for (let p = 0; p < paragraphs.length; p++) {
    const paragraph = paragraphs[p] as PoolSentence[];
    for (let k = 0; k < paragraph.length; k++) {
      const s = paragraph[k] as PoolSentence;
      const lead = k === 0 ? (p > 0 ? PARAGRAPH_BREAK : "") : sentenceSeparator(s.language);
      const delta = `${lead}${citedSentence(s.text, s.n)}`;
      text += delta;
      await input.onDelta(delta);
    }
  }
  return text;
}
