// The outline: the passages most relevant to the question are grouped into topical clusters (k-means on
// TF-IDF, with the question's own words muted so clusters split by sub-topic); each cluster becomes a
// section titled by its most distinctive key phrases, with questions about its other key phrases.
import type { AnySearchType } from "../../../common/constants";
import { NUMBER_OF_SECTIONS_MAX, PLAN_MIN_SECTIONS } from "../../../common/constants";
import { analyzePhrase } from "../text/analyze";
import { Bm25Index } from "../text/bm25";
import { collectKeyPhrases, type KeyPhrase } from "../text/keyphrases";
import { isCjkLanguage, type Language } from "../text/language";
import { tfidfVector } from "../text/vectors";
import type { Passage, PlannedOutline, PlannedSection } from "../types";
import { kMeans } from "./cluster";
import { fallbackSection, phraseOverlaps } from "./outline-edit";
import { buildPool, type PoolSentence, preferLanguage } from "./pool";
import { normalizeScores } from "./rank";
import { buildSection } from "./sections";
import { composeTitle } from "./title";
import { type Topic, topicOf } from "./topic";
import { joinList, wordingFor } from "./wording";

/** Passages are cut into units of a few sentences, so that a long passage can feed several topics. */
const UNIT_CHARS = 450;
const MAX_UNITS = 360;
/** The question's words are in every cluster; muting them lets clusters form around sub-topics. */
const QUERY_TERM_WEIGHT = 0.15;
const MAX_TITLE_CHARS = 48;

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
): { units: Unit[]; relevance: number[] } {
  const index = new Bm25Index(units.map((u) => u.terms));
  const q = index.scores(queryTerms);
  const s = index.scores(summaryTerms);
  const combined = normalizeScores(Array.from(q, (v, i) => v + 0.3 * (s[i] as number)));
  const kept = combined
    .map((score, i) => ({ score, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, MAX_UNITS)
    .sort((a, b) => a.i - b.i);
  return { units: kept.map(({ i }) => units[i] as Unit), relevance: kept.map(({ score }) => score) };
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
function distinctivePhrases(clusters: Unit[][], topic: Topic, language: Language): KeyPhrase[][] {
  const cjk = isCjkLanguage(language);
  const perCluster = clusters.map((units) =>
    collectKeyPhrases(
      units.flatMap((u) => u.sentences),
      language,
    ),
  );
  const clusterFrequency = new Map<string, number>();
  for (const list of perCluster)
    for (const p of list) clusterFrequency.set(p.key, (clusterFrequency.get(p.key) ?? 0) + 1);
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
      .map((p) => {
        const inQuestion = p.terms.filter((t) => topic.terms.has(t)).length / p.terms.length;
        const questionFactor = inQuestion === 1 ? 0.1 : inQuestion > 0 ? 0.6 : 1;
        const numberFactor = /\p{N}/u.test(p.text) ? 0.4 : 1;
        const idf = Math.log(1 + k / (clusterFrequency.get(p.key) ?? 1));
        const repeated = p.count >= 2 ? 1 : 0.3;
        const tooLong = [...p.text].length > MAX_TITLE_CHARS ? 0.3 : 1;
        const form = headingForm(p, cjk, language) * recurrence(p);
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

export function planOutline(
  input: {
    query: string;
    summary: string;
    passages: Passage[];
    numberOfSections: number;
    searchTypes: AnySearchType[];
  },
  language: Language,
): PlannedOutline {
  const wanted = Math.min(
    NUMBER_OF_SECTIONS_MAX,
    Math.max(PLAN_MIN_SECTIONS, Math.round(input.numberOfSections)),
  );
  const topic = topicOf(input.query, language, [
    input.summary,
    ...input.passages.slice(0, 80).map((p) => p.text),
  ]);
  const pool = preferLanguage(buildPool(input.passages, language), language, 2000);
  const queryTerms = analyzePhrase(input.query, topic.language).terms;
  const summaryTerms = analyzePhrase(input.summary, language).terms;
  const { units, relevance } = relevantUnits(unitsOf(pool), queryTerms, summaryTerms);

  const index = new Bm25Index(units.map((u) => u.terms));
  const muted = new Set(queryTerms);
  const vectors = units.map((u) =>
    tfidfVector(u.terms, (t) => index.idf(t) * (muted.has(t) ? QUERY_TERM_WEIGHT : 1)),
  );
  const k = Math.min(wanted, Math.floor(units.length / 2));
  const assignment = k > 0 ? kMeans(vectors, k, relevance) : [];
  const clusters: Unit[][] = Array.from({ length: k }, () => []);
  assignment.forEach((c, i) => {
    clusters[c]?.push(units[i] as Unit);
  });

  const phrases = distinctivePhrases(clusters, topic, language);
  // Larger clusters choose their headings first; sections then follow the sources' own order.
  const bySize = clusters
    .map((_, i) => i)
    .sort((a, b) => (clusters[b]?.length ?? 0) - (clusters[a]?.length ?? 0) || a - b);
  const usedHeadings: KeyPhrase[] = [];
  const planned: { position: number; heading: KeyPhrase[]; others: KeyPhrase[] }[] = [];
  for (const c of bySize) {
    const list = phrases[c] ?? [];
    const heading = headingPhrases(list, usedHeadings, language);
    if (heading.length === 0) continue;
    usedHeadings.push(...heading);
    const others: KeyPhrase[] = [];
    // Questions about names and multi-word phrases first; lone common words only to reach three.
    for (const minForm of [0.9, 0.25]) {
      for (const p of list) {
        if (others.length >= 4 || (others.length + heading.length >= 3 && minForm < 0.9)) break;
        if (headingForm(p, isCjkLanguage(language), language) < minForm) continue;
        if ([...heading, ...others].some((h) => phraseOverlaps(p.terms, h.terms))) continue;
        if (p.terms.every((t) => topic.terms.has(t))) continue;
        others.push(p);
      }
    }
    planned.push({ position: mean((clusters[c] ?? []).map((u) => u.position)), heading, others });
  }
  planned.sort((a, b) => a.position - b.position);

  const usedQuestions = new Set<string>();
  const sections: PlannedSection[] = planned.map((p, i) =>
    buildSection({
      titlePhrases: p.heading.map((h) => h.text),
      questionPhrases: [...p.heading, ...p.others].map((h) => h.text).slice(0, 5),
      topic,
      language,
      searchTypes: input.searchTypes,
      offset: i,
      usedQuestions,
    }),
  );
  while (sections.length < wanted) {
    const extra = fallbackSection({
      query: input.query,
      summary: input.summary,
      sections,
      searchTypes: input.searchTypes,
      language,
      allowAspects: sections.length < PLAN_MIN_SECTIONS,
    });
    if (!extra) break;
    sections.push(extra);
  }
  return {
    title: composeTitle(
      input.query,
      sections.map((s) => s.title),
      language,
      [input.summary],
    ),
    sections,
  };
}
