// Topic clusters of the material, for outlines whose sources have no headings to follow: the passages
// most relevant to the question are grouped into topical clusters (k-means on TF-IDF, with the
// question's own words muted so clusters split by sub-topic); each cluster is titled by its most
// distinctive key phrases, with questions about its other key phrases.
import { PLAN_MIN_SECTIONS } from "../../../common/constants";
import { analyzePhrase } from "../../text/analyze";
import { Bm25Index } from "../../text/bm25";
import { collectKeyPhrases, type KeyPhrase } from "../../text/keyphrases";
import { isCjkLanguage, type Language } from "../../text/language";
import { tfidfVector } from "../../text/vectors";
import type { Passage } from "../types";
import { kMeans } from "./cluster";
import { phraseOverlaps } from "./outline-edit";
import { buildPool, type PoolSentence, preferLanguage } from "./pool";
import { normalizeScores } from "./rank";
import { type Topic, topicOf } from "./topic";
import { joinList, wordingFor } from "./wording";

/** Passages are cut into units of a few sentences, so that a long passage can feed several topics. */
const UNIT_CHARS = 450;
const MAX_UNITS = 360;
/** The question's words are in every cluster; muting them lets clusters form around sub-topics. */
const QUERY_TERM_WEIGHT = 0.15;
const MAX_TITLE_CHARS = 48;
const EXTRA_CLUSTERS = 2;

interface Unit {
  sentences: PoolSentence[];
  terms: string[];
  position: number;
}

function unitsOf(pool: PoolSentence[]): Unit[] {
  const units: Unit[] = [];
  let current: Unit | null = null;
  let chars = 0;
  let last: PoolSentence | null = null;
  for (const s of pool) {
    if (!current || !last || last.source !== s.source || chars + s.text.length > UNIT_CHARS) {
      current = { sentences: [], terms: [], position: s.relativePosition };
      units.push(current);
      chars = 0;
    }
    current.sentences.push(s);
    current.terms.push(...s.terms);
    chars += s.text.length;
    last = s;
  }
  return units;
}

/** The units most relevant to the question and summary, in their original order, with their relevance. */
function relevantUnits(
  units: Unit[],
  queryTerms: string[],
  summaryTerms: string[],
): { units: Unit[]; relevance: number[]; questionRelevance: number[] } {
  const index = new Bm25Index(units.map((u) => u.terms));
  const q = index.scores(queryTerms);
  const s = index.scores(summaryTerms);
  // Years and numbers say little about the topic: only the question's words count for its relevance.
  const words = normalizeScores(index.scores(queryTerms.filter((t) => !/^\p{N}/u.test(t))));
  const combined = normalizeScores(Array.from(q, (v, i) => v + 0.3 * (s[i] as number)));
  const kept = combined
    .map((score, i) => ({ score, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, MAX_UNITS)
    .sort((a, b) => a.i - b.i);
  return {
    units: kept.map(({ i }) => units[i] as Unit),
    relevance: kept.map(({ score }) => score),
    questionRelevance: kept.map(({ i }) => words[i] as number),
  };
}

function lengthBonus(phrase: KeyPhrase, cjk: boolean): number {
  if (cjk) {
    const chars = [...phrase.key].length;
    return chars <= 1 ? 0.2 : chars <= 4 ? 1.3 : 1;
  }
  return [0, 1, 1.5, 1.4, 1.0][phrase.terms.length] ?? 0.8;
}

/** Endings of the last word that mostly mark a verb or an adverb (lower-case words only). */
const VERBAL_ENDINGS: Partial<Record<Language, RegExp>> = {
  en: /(?:ed|ing|ly)$/u,
  es: /(?:aron|ieron|aban|ían|aba|ará|erá|irá|an|en|ó)$/u,
  pt: /(?:aram|eram|avam|iam|ava|ará|am|em|ou)$/u,
  fr: /(?:aient|ait|èrent|eront|era)$/u,
  id: /(?:kan|nya)$/u,
};

/** How well a phrase reads as a heading: several words or a name; a lone common word reads poorly. */
/** Past forms that end a piece of a sentence ("Train Left", "Point Made", "Swept Away"). */
const PAST_EN =
  /\b(?:made|left|swept|said|took|went|came|told|found|gave|held|lost|won|became|began|ran|saw|got|put|kept|brought|thought)\b/iu;
const REGULAR_PAST_EN = /\b(?:stated|\p{Ll}{3,}ed)\b/u;
/** Words too general to name a section ("First Time", "Longer Use"). */
const VAGUE_END_EN =
  /\b(?:time|times|use|uses|way|ways|thing|things|part|parts|lot|kind|case|cases|one|ones|end)$/iu;

/** Whether an English phrase reads as a piece of a sentence or a vague phrase rather than a topic. */
function clauseLike(text: string): boolean {
  const rest = text.split(/\s+/u).slice(1).join(" ");
  return (
    PAST_EN.test(text) ||
    REGULAR_PAST_EN.test(rest) ||
    VAGUE_END_EN.test(text) ||
    /\b(?:is|are|was|were|be|been)\b/iu.test(text)
  );
}

function headingForm(p: KeyPhrase, cjk: boolean, language: Language): number {
  // Japanese words written in hiragana alone are mostly grammar ("きょう", "そうだ").
  if (language === "ja" && /^[\p{Script=Hiragana}ー]+$/u.test(p.text)) return 0.1;
  if (cjk) return 1;
  const words = p.text.split(/\s+/u);
  const last = words[words.length - 1] ?? "";
  const lower = (w: string) => !/^\p{Lu}/u.test(w) && !/\p{N}/u.test(w);
  const ending = VERBAL_ENDINGS[language];
  // German writes nouns with a capital: a phrase ending in a lower-case word ends in a verb or adjective.
  // In English an "-ing" word opening a phrase is mostly a verb too ("striking northeast").
  const verbal =
    (lower(last) && (language === "de" || (ending?.test(last) ?? false))) ||
    (language === "en" && words.length > 1 && lower(words[0] ?? "") && /ing$/u.test(words[0] ?? ""));
  if (p.terms.length >= 2) return verbal ? 0.3 : 1;
  if (/^\p{Lu}/u.test(p.text)) return 0.9;
  return verbal ? 0.05 : 0.25;
}

/** Phrases of each cluster, best first, scored by distinctiveness: frequent here, rare in other clusters. */
function distinctivePhrases(
  clusters: Unit[][],
  unitRelevance: Map<Unit, number>,
  topic: Topic,
  language: Language,
): KeyPhrase[][] {
  const cjk = isCjkLanguage(language);
  const perCluster = clusters.map((units) => {
    const sentenceUnits = units.flatMap((u) => u.sentences.map(() => u));
    const phrases = collectKeyPhrases(
      units.flatMap((u) => u.sentences),
      language,
      { unitOf: (i) => i },
    );
    // A phrase weighs as much as the passages it comes from are about the question.
    return phrases.map((p) => ({
      p,
      relevance: mean([...p.units].map((i) => unitRelevance.get(sentenceUnits[i] as Unit) ?? 0)),
    }));
  });
  const clusterFrequency = new Map<string, number>();
  for (const list of perCluster)
    for (const { p } of list) clusterFrequency.set(p.key, (clusterFrequency.get(p.key) ?? 0) + 1);
  const k = clusters.length;
  // Words the sources keep using are the topic's words; words met once are mostly verbs and asides.
  const wordFrequency = new Map<string, number>();
  for (const units of clusters)
    for (const u of units) for (const t of u.terms) wordFrequency.set(t, (wordFrequency.get(t) ?? 0) + 1);
  const recurrence = (p: KeyPhrase) =>
    p.terms.reduce(
      (sum, t) => sum + Math.min(1, Math.log(1 + (wordFrequency.get(t) ?? 0)) / Math.log(9)),
      0,
    ) / p.terms.length;
  return perCluster.map((list) =>
    list
      .map(({ p, relevance }) => {
        const inQuestion = p.terms.filter((t) => topic.terms.has(t)).length / p.terms.length;
        const questionFactor = inQuestion === 1 ? 0.1 : inQuestion > 0 ? 0.6 : 1;
        // Numbers, dates and Roman numerals ("VII") make poor headings.
        const numberFactor = /\p{N}/u.test(p.text) || /^[IVXLC]+$/u.test(p.text) ? 0.4 : 1;
        const idf = Math.log(1 + k / (clusterFrequency.get(p.key) ?? 1));
        const repeated = p.count >= 2 ? 1 : 0.3;
        const tooLong = [...p.text].length > MAX_TITLE_CHARS ? 0.3 : 1;
        const form = headingForm(p, cjk, language) * recurrence(p) * (0.3 + relevance);
        const score =
          p.count ** 0.8 *
          idf *
          lengthBonus(p, cjk) *
          questionFactor *
          numberFactor *
          repeated *
          tooLong *
          form;
        return { p, score };
      })
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.p.first - b.p.first)
      .map(({ p }) => p),
  );
}

/** Picks a cluster's heading phrases (one, or two that read well together) not used by another section. */
function headingPhrases(phrases: KeyPhrase[], used: KeyPhrase[], language: Language): KeyPhrase[] {
  const fresh = phrases.filter((p) => !used.some((u) => phraseOverlaps(p.terms, u.terms)));
  const first = fresh[0];
  if (!first) return [];
  const wording = wordingFor(language);
  const second = fresh
    .slice(1, 4)
    .find(
      (p) =>
        !phraseOverlaps(p.terms, first.terms) &&
        p.count * 2 >= first.count &&
        (p.terms.length >= 2 || /^\p{Lu}/u.test(p.text) || isCjkLanguage(language)) &&
        [...joinList([first.text, p.text], wording)].length <= MAX_TITLE_CHARS,
    );
  return second ? [first, second] : [first];
}

function mean(values: number[]): number {
  return values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

/** A topic of the material: its heading phrases, its question phrases and its sentences. */
export interface ClusterTopic {
  heading: string[];
  phrases: string[];
  sentences: PoolSentence[];
  position: number;
}

/** Topical clusters of the relevant passages, at most `wanted`, the most relevant first. */
export function clusterTopics(
  input: { query: string; summary: string; passages: Passage[]; wanted: number },
  language: Language,
): ClusterTopic[] {
  const wanted = input.wanted;
  const topic = topicOf(input.query, language, [
    input.summary,
    ...input.passages.slice(0, 80).map((p) => p.text),
  ]);
  const passages = input.passages;
  const pool = preferLanguage(buildPool(passages, language), language, 2000);
  const queryTerms = analyzePhrase(input.query, topic.language).terms;
  const summaryTerms = analyzePhrase(input.summary, language).terms;
  // Chunk edges leave sentence tails ("ing polls, winning …"): whole sentences only, when there are enough.
  const complete = pool.filter((s) => s.complete);
  const ranked = relevantUnits(unitsOf(complete.length >= 20 ? complete : pool), queryTerms, summaryTerms);
  // A page none of whose passages uses the question's words is about something else: its passages
  // do not make sections (unless too little would be left).
  const urlOf = (u: Unit) => passages[u.sentences[0]?.source ?? -1]?.url ?? "";
  // The words of the question's main phrase ("65th Annual Grammy Awards"), without years and numbers.
  const mainWords = new Set(
    analyzePhrase(topic.main, topic.language).terms.filter((t) => !/^\p{N}/u.test(t)),
  );
  const pageWords = new Map<string, Set<string>>();
  for (const u of ranked.units) {
    const found = pageWords.get(urlOf(u)) ?? new Set<string>();
    for (const t of u.terms) if (mainWords.has(t)) found.add(t);
    pageWords.set(urlOf(u), found);
  }
  // A page that has at most a word or two of the main phrase by chance ("annual") is about something else.
  const needed = Math.ceil((mainWords.size * 2) / 3);
  const onTopic = ranked.units.map((u) => (pageWords.get(urlOf(u))?.size ?? 0) >= needed);
  const keep = onTopic.filter(Boolean).length >= PLAN_MIN_SECTIONS * 2 ? onTopic : onTopic.map(() => true);
  const units = ranked.units.filter((_, i) => keep[i]);
  const relevance = ranked.relevance.filter((_, i) => keep[i]);
  const questionRelevance = ranked.questionRelevance.filter((_, i) => keep[i]);

  const index = new Bm25Index(units.map((u) => u.terms));
  const muted = new Set(queryTerms);
  const vectors = units.map((u) =>
    tfidfVector(u.terms, (t) => index.idf(t) * (muted.has(t) ? QUERY_TERM_WEIGHT : 1)),
  );
  // Two clusters more than needed: the least relevant ones (asides, other topics) are left out.
  const k = Math.min(wanted + EXTRA_CLUSTERS, Math.floor(units.length / 2));
  const assignment = k > 0 ? kMeans(vectors, k, relevance) : [];
  const formed: { units: Unit[]; relevance: number[] }[] = Array.from({ length: k }, () => ({
    units: [],
    relevance: [],
  }));
  assignment.forEach((c, i) => {
    formed[c]?.units.push(units[i] as Unit);
    formed[c]?.relevance.push(questionRelevance[i] as number);
  });
  const clusters = formed
    .filter((c) => c.units.length > 0)
    .map((c) => ({ ...c, weight: mean(c.relevance) * Math.sqrt(c.units.length) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, wanted)
    .map((c) => c.units);

  const unitRelevance = new Map(units.map((u, i) => [u, questionRelevance[i] as number]));
  const phrases = distinctivePhrases(clusters, unitRelevance, topic, language);
  const usedHeadings: KeyPhrase[] = [];
  const askedElsewhere: KeyPhrase[] = [];
  const out: ClusterTopic[] = [];
  for (const [c, units] of clusters.entries()) {
    const list = phrases[c] ?? [];
    // Headings and questions name things: several words or a name, never a lone common word or a verb.
    const named = list.filter(
      (p) =>
        headingForm(p, isCjkLanguage(language), language) >= 0.9 &&
        // "Currently Trace Recursion": an adverb does not open a heading.
        !(language === "en" && /^\p{L}+ly\s/iu.test(p.text)) &&
        // "34 Million": a number heads no section.
        !/^\p{N}/u.test(p.text) &&
        // "You've Split", "We Are": a pronoun or a contraction is a piece of a sentence, not a topic.
        !(language === "en" && /^(?:i|you|we|they|he|she|it|this|that|these|those)\b|['’]/iu.test(p.text)) &&
        // "v2.6.20-rc4": version numbers and identifiers with digits name no topic.
        !/\p{L}\d|\d[.-]\d/u.test(p.text) &&
        !(language === "en" && clauseLike(p.text)),
    );
    const heading = headingPhrases(named, usedHeadings, language);
    if (heading.length === 0) continue;
    usedHeadings.push(...heading);
    const others: KeyPhrase[] = [];
    for (const p of named) {
      if (others.length >= 4) break;
      if ([...heading, ...others].some((h) => phraseOverlaps(p.terms, h.terms))) continue;
      if ([...usedHeadings, ...askedElsewhere].some((h) => phraseOverlaps(p.terms, h.terms))) continue;
      if (p.terms.every((t) => topic.terms.has(t))) continue;
      others.push(p);
    }
    askedElsewhere.push(...others);
    out.push({
      heading: heading.map((h) => h.text),
      phrases: [...heading, ...others].map((h) => h.text).slice(0, 5),
      sentences: units.flatMap((u) => u.sentences),
      position: mean(units.map((u) => u.position)),
    });
  }
  return out;
}
