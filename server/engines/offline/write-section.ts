// A section's text from its sources' information: each sentence is a sentence of a source's extracted
// passage, cited with that source's number. Sentences are grouped by the question they answer (one
// paragraph per question), picked by relevance and centrality with MMR against repetition, and streamed
// one sentence at a time.

import { analyzePhrase } from "../text/analyze";
import { Bm25Index } from "../text/bm25";
import { detectLanguage, type Language } from "../text/language";
import { tfidfVector } from "../text/vectors";
import type { PlannedOutline, PlannedSection, SectionSource } from "../types";
import { citedSentence, PARAGRAPH_BREAK, sentenceSeparator } from "./compose";
import { buildPool, type PoolSentence, preferLanguage } from "./pool";
import { lexRank, mmrSelect, normalizeScores } from "./rank";

const TARGET_CHARS = 2400;
const MAX_CHARS = 3600;
const MAX_SENTENCES = 20;
const MAX_PER_SOURCE = 5;
const MAX_PER_PARAGRAPH = 5;
const MIN_OWN_SENTENCES = 4;

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

/**
 * For each sentence, the outline section it suits best. The score depends only on the sentence and the
 * outline, so every section's call agrees, and a sentence is written in one section only.
 */
function bestSectionOf(outline: PlannedOutline, language: Language): (terms: readonly string[]) => number {
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
  return (terms) => {
    let best = -1;
    let bestScore = 0;
    signatures.forEach((sig, i) => {
      let score = 0;
      for (const t of new Set(terms)) if (sig.has(t)) score += 1 / (spread.get(t) ?? 1);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    return best;
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
  },
  language: Language,
): Picked[] {
  const texts = input.sources.flatMap((s) =>
    s.information.map((item) => ({ n: s.n, text: item.passage.trim() !== "" ? item.passage : item.text })),
  );
  const all = preferLanguage(buildPool(texts, language), language, 400);
  const complete = all.filter((s) => s.complete);
  let pool = complete.length >= 3 ? complete : all;
  if (pool.length === 0) return [];

  // Keep to sentences that suit this section better than any other, when that leaves enough.
  const bestSection = bestSectionOf(input.outline, language);
  const own = pool.filter((s) => {
    const best = bestSection(s.terms);
    return best === input.sectionIndex || best < 0;
  });
  if (own.length >= MIN_OWN_SENTENCES) pool = own;

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
  const cited = new Set(picked.map((i) => (pool[i] as PoolSentence).n));
  if (cited.size < 2) {
    const other = relevance
      .map((r, i) => ({ r, i }))
      .filter(({ i }) => !cited.has((pool[i] as PoolSentence).n))
      .sort((a, b) => b.r - a.r)[0];
    if (other) picked.push(other.i);
  }
  return picked.map((i) => ({
    sentence: pool[i] as PoolSentence,
    bucket: bucketOf[i] as number,
    relevance: relevance[i] as number,
  }));
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
