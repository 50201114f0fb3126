// The extractive summary: query-biased LexRank over the passages' sentences, maximal marginal
// relevance against repetition, sentences kept verbatim, grouped by source, each followed by [n].
import { SUMMARY_MIN_LENGTH } from "../../../common/constants";
import type { CitedSource } from "../../../common/types";
import { NoRelevantSourcesError } from "../../errors";
import { analyzePhrase } from "../../text/analyze";
import { Bm25Index } from "../../text/bm25";
import { detectLanguage, type Language } from "../../text/language";
import { tfidfVector } from "../../text/vectors";
import type { Passage } from "../types";
import { writeParagraphs } from "./compose";
import { onSubject, onTitledSources, subjectTermsOf, titledSources } from "./focus";
import { kindHead, kindLeads } from "./kinds";
import { buildPool, informativeness, type PoolSentence, preferLanguage } from "./pool";
import { asksForKinds, categoryTerms, readQuestion } from "./question";
import { lexRank, mmrSelect, normalizeScores } from "./rank";
import { definingScore, isDangling, readingOrder } from "./reading-order";
import { relevantUrls } from "./relevance";
import { subjectOf } from "./subject";

/** Sentences considered by the graph ranking (BM25 picks them from the whole pool). */
const CANDIDATES = 150;
const TARGET_CHARS = 950;
const MAX_CHARS = 1500;
const MAX_SENTENCES = 10;
const MAX_PER_SOURCE = 3;
/** A sentence whose subject is "this …" or "these …" thing, named somewhere before it. */
const POINTS_AT_UNNAMED = /^(?:this|these) \p{L}+ /iu;

/** Whether a sentence says what something is as a kind of the subject ("An R-Tree is a special index …"). */
function definesKind(s: PoolSentence, subjectTerms: ReadonlySet<string>): boolean {
  return (
    !isDangling(s.text, s.language) &&
    KIND_DEFINITION.test(s.text) &&
    s.tokens.slice(0, 10).some((t) => subjectTerms.has(t.norm))
  );
}
const KIND_DEFINITION = /^[^,;:]{0,80}?\b(?:is|are)\s+(?:a|an)\b/iu;

/** How many pages on kinds of the subject open a summary of a question for its kinds. */
const KIND_OPENINGS = 3;

/** The opening of the page on the subject gives its second sentence too when the two are this short. */
const OPENING_CHARS = 400;

/** Picks up to `limit` candidates: the best BM25 matches, then the first sentences of each source. */
export function preselect(pool: PoolSentence[], scores: Float64Array, limit: number): number[] {
  const ranked = pool
    .map((_, i) => i)
    .filter((i) => (scores[i] as number) > 0)
    .sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b)
    .slice(0, limit);
  if (ranked.length >= limit) return ranked;
  const chosen = new Set(ranked);
  const lead = pool.map((s, i) => ({ i, key: s.position * 1000 + s.source })).sort((a, b) => a.key - b.key);
  for (const { i } of lead) {
    if (chosen.size >= limit) break;
    chosen.add(i);
  }
  return [...chosen];
}

function charCount(pool: PoolSentence[], picked: number[]): number {
  let n = 0;
  for (const i of picked) n += (pool[i] as PoolSentence).text.length + 4;
  return n;
}

/** Orders picked sentences coherently: sources in the order of their best sentence, then text order. */
export function orderBySource(picked: PoolSentence[]): PoolSentence[][] {
  const groups = new Map<number, PoolSentence[]>();
  for (const s of picked) {
    const g = groups.get(s.source) ?? [];
    g.push(s);
    groups.set(s.source, g);
  }
  return [...groups.values()].map((g) => g.sort((a, b) => a.position - b.position));
}

function paragraphsOf(groups: PoolSentence[][]): PoolSentence[][] {
  const all = groups.flat();
  if (all.length < 5) return [all];
  const total = all.reduce((a, s) => a + s.text.length, 0);
  const first: PoolSentence[] = [];
  const second: PoolSentence[] = [];
  let acc = 0;
  for (const g of groups) {
    const len = g.reduce((a, s) => a + s.text.length, 0);
    (first.length === 0 || acc + len / 2 <= total / 2 ? first : second).push(...g);
    acc += len;
  }
  return second.length > 0 ? [first, second] : [first];
}

export function composeSummary(
  input: { query: string; passages: Passage[] },
  language: Language,
): { summary: string; sources: CitedSource[] } {
  // Only sources about the question are summarized (all of them only when none is).
  const relevant = relevantUrls(input.passages, input.query, language);
  // Not one source speaks of the subject (nor names what the question names): no paper from them.
  if (relevant.size === 0 && input.passages.length > 0) {
    const subject = subjectOf(readQuestion(input.query, language)).text;
    throw new NoRelevantSourcesError(subject, new Set(input.passages.map((p) => p.url)).size);
  }
  const passages = relevant.size > 0 ? input.passages.filter((p) => relevant.has(p.url)) : input.passages;
  const all = preferLanguage(buildPool(passages, language), language, SUMMARY_MIN_LENGTH * 2);
  const complete = all.filter((s) => s.complete);
  const chars = (list: PoolSentence[]) => list.reduce((a, s) => a + s.text.length, 0);
  let pool = chars(complete) >= SUMMARY_MIN_LENGTH * 1.5 ? complete : all;
  // "This hook is invoked by git gc --auto." names its subject in a heading ("pre-auto-gc") the summary
  // does not show: unless it opens the page on the subject, it says nothing there that a reader can place.
  const placed = pool.filter((s) => s.opening || !POINTS_AT_UNNAMED.test(s.text));
  if (chars(placed) >= SUMMARY_MIN_LENGTH * 1.5) pool = placed;
  if (pool.length === 0) return { summary: "", sources: [] };
  const question = readQuestion(input.query, language);
  // A question for the kinds of something ("Which kinds of indexes does SQLite provide?") is answered
  // first by what the sources say each kind they name is, a sentence each.
  const head = asksForKinds(question)
    ? kindHead(subjectOf(question).text, categoryTerms(question), language)
    : null;
  const leads = head ? kindLeads(passages, pool, head, language) : [];
  const leadSet = new Set<PoolSentence>(leads);
  // On the subject: its distinctive words, from the sources whose title names it when they say enough.
  const subjectTerms = subjectTermsOf(input.query, language);
  const definedTerms = question.subjectTerms;
  const titles = new Map(passages.map((p) => [p.n, p.title]));
  // A page on the subject opens its description with what the subject is ("Manage multiple working
  // trees attached to the same repository."), in the page's own words rather than a definition's — and
  // often without the subject's name, which the page's title says.
  const onSubjectPages = titledSources(titles, subjectTerms, language);
  const opens = (s: PoolSentence) => (s.opening && onSubjectPages?.has(s.n) ? 2 : 0);
  // What the sources say each kind asked for is introduces the summary before all else.
  const introducing = (s: PoolSentence) =>
    leadSet.has(s) ? 3 : Math.max(definingScore(s, definedTerms), opens(s));
  const openings = pool.filter((s) => opens(s) > 0);
  const withOpenings = (list: PoolSentence[]) => [...new Set([...openings, ...list])];
  const anchored = withOpenings(onSubject(pool, subjectTerms));
  if (chars(anchored) >= SUMMARY_MIN_LENGTH * 1.5) pool = anchored;
  const titled = withOpenings(onTitledSources(pool, titles, subjectTerms, language));
  if (chars(titled) >= SUMMARY_MIN_LENGTH * 1.5) pool = titled;

  const queryTerms = analyzePhrase(input.query, detectLanguage(input.query, language)).terms;
  const index = new Bm25Index(pool.map((s) => s.terms));
  const candidates = [
    ...new Set([
      ...leads,
      ...withOpenings(
        preselect(pool, index.scores(queryTerms), CANDIDATES).map((i) => pool[i] as PoolSentence),
      ),
    ]),
  ];

  const local = new Bm25Index(candidates.map((s) => s.terms));
  const bm25 = normalizeScores(local.scores(queryTerms));
  const vectors = candidates.map((s) => tfidfVector(s.terms, (t) => local.idf(t)));
  const centrality = normalizeScores(
    lexRank(
      vectors,
      bm25.map((b) => b + 0.2),
    ),
  );
  const hasQueryMatch = bm25.some((b) => b > 0);
  // The sentence that says what the subject is opens a summary well.
  const defining = candidates.map((s) => Math.min(1, introducing(s)));
  // A summary tells what happened, when, where and how much: sentences rich in numbers, dates and
  // names (or a manual's commands and options) say more than ones of general words.
  const informative = candidates.map((s) => informativeness(s));
  const relevance = centrality.map(
    (c, i) =>
      ((hasQueryMatch ? 0.5 * c + 0.5 * (bm25[i] as number) : c) + 0.3 * (defining[i] as number)) *
      (0.6 + 0.4 * (informative[i] as number)),
  );

  const perSource = new Map<number, number>();
  const pick = (limitPerSource: number, already: number[]) =>
    mmrSelect(relevance, vectors, {
      lambda: 0.7,
      redundancy: 0.55,
      done: (picked) => {
        const chars = charCount(candidates, [...already, ...picked]);
        const count = already.length + picked.length;
        return (chars >= TARGET_CHARS && count >= 4) || chars >= MAX_CHARS || count >= MAX_SENTENCES;
      },
      allowed: (i, picked) => {
        if (already.includes(i)) return false;
        const source = (candidates[i] as PoolSentence).source;
        const used = picked.filter((j) => (candidates[j] as PoolSentence).source === source).length;
        return (perSource.get(source) ?? 0) + used < limitPerSource;
      },
      already: already.map((i) => vectors[i]).filter((v) => v !== undefined),
    });
  // The summary says what the subject is first: the opening of the description of the page on the
  // subject that the question's best sentences come from, when there is one.
  const sourceWeight = new Map<number, number>();
  candidates.forEach((s, i) => {
    sourceWeight.set(s.n, (sourceWeight.get(s.n) ?? 0) + (bm25[i] as number));
  });
  const leading = candidates
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => opens(s) > 0)
    .sort(
      (a, b) =>
        (sourceWeight.get(b.s.n) ?? 0) - (sourceWeight.get(a.s.n) ?? 0) || a.s.position - b.s.position,
    );
  // Its first two sentences ("Hooks are programs you can place in a hooks directory … Hooks that don't
  // have the executable bit set are ignored."), the second when the two stay short.
  const [opening, second] = leading;
  let picked = opening ? [opening.i] : [];
  if (
    opening &&
    second &&
    second.s.n === opening.s.n &&
    opening.s.text.length + second.s.text.length <= OPENING_CHARS
  )
    picked.push(second.i);
  // A question for the kinds of something ("Which kinds of indexes does SQLite provide?") is answered
  // first by what the pages on each kind open with ("A partial index is an index over a subset of the
  // rows of a table.", "An R-Tree is a special index …"): the first of each that says what a kind is.
  if (leads.length >= 2) {
    picked = leads.map((_, i) => i);
  } else if (asksForKinds(question)) {
    const pages = new Set(picked.map((i) => (candidates[i] as PoolSentence).n));
    for (const { s, i } of leading) {
      if (pages.size >= KIND_OPENINGS) break;
      if (pages.has(s.n) || !definesKind(s, definedTerms)) continue;
      pages.add(s.n);
      picked.push(i);
    }
  }
  picked = [...picked, ...pick(MAX_PER_SOURCE, picked)];
  if (charCount(candidates, picked) < SUMMARY_MIN_LENGTH) {
    // Few sources: allow more sentences of each, still without repeating what is picked.
    picked = [...picked, ...pick(Number.POSITIVE_INFINITY, picked)];
  }
  if (charCount(candidates, picked) < SUMMARY_MIN_LENGTH) {
    const rest = relevance
      .map((r, i) => ({ r, i }))
      .filter(({ i }) => !picked.includes(i))
      .sort((a, b) => b.r - a.r);
    for (const { i } of rest) {
      if (charCount(candidates, picked) >= SUMMARY_MIN_LENGTH) break;
      picked.push(i);
    }
  }

  const chosen = picked.map((i) => candidates[i] as PoolSentence);
  // The defining sentence's source first, then the sources in the order of their best sentence.
  const groups = orderBySource(chosen).map((g) => readingOrder(g, definedTerms, language, introducing));
  // A summary does not open with a sentence that points back at one the reader has not seen.
  const pointsBack = (g: PoolSentence[]) => Number(isDangling((g[0] as PoolSentence).text, language));
  groups.sort(
    (a, b) =>
      introducing(b[0] as PoolSentence) - introducing(a[0] as PoolSentence) || pointsBack(a) - pointsBack(b),
  );
  // The kinds' sentences make the first paragraph, in the order their kinds were found.
  const rest = groups.map((g) => g.filter((s) => !leadSet.has(s))).filter((g) => g.length > 0);
  const paragraphs = leads.length >= 2 ? [leads, ...paragraphsOf(rest)] : paragraphsOf(groups);
  const summary = writeParagraphs(paragraphs);
  const cited = new Set(chosen.map((s) => s.n));
  const sources: CitedSource[] = [];
  for (const p of input.passages) {
    if (cited.has(p.n) && !sources.some((s) => s.n === p.n))
      sources.push({ n: p.n, url: p.url, title: p.title });
  }
  sources.sort((a, b) => a.n - b.n);
  return { summary, sources };
}
