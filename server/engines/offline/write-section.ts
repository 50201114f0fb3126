// A section's text from its sources' information: each sentence is a sentence of a source's extracted
// passage, cited with that source's number. Sentences are grouped by the question they answer (one
// paragraph per question), picked by relevance and centrality with MMR against repetition, and streamed
// one sentence at a time.

import { analyzePhrase } from "../../text/analyze";
import { Bm25Index } from "../../text/bm25";
import { defineDifferentTerms } from "../../text/defined-term";
import { stripReferenceMarkers } from "../../text/grounding";
import { detectLanguage, type Language } from "../../text/language";
import { titleTerms } from "../../text/title-terms";
import { tfidfVector } from "../../text/vectors";
import type { PlannedOutline, PlannedSection, SectionSource } from "../types";
import { ASPECT_CUES, aspectOfTitle } from "./aspects";
import { citedSentence, PARAGRAPH_BREAK, sentenceSeparator } from "./compose";
import { headingWords, onSubject, onTitledSources, subjectTermsOf, titlesSection } from "./focus";
import { hasHead, kindHeadOf, kindIn, kindKey, kindMention } from "./kinds";
import {
  buildPool,
  duplicateKey,
  informativeness,
  opensEntry,
  type PoolSentence,
  preferLanguage,
} from "./pool";
import { readQuestion } from "./question";
import { lexRank, mmrSelect, normalizeScores } from "./rank";
import { isDangling, readingOrder } from "./reading-order";

const TARGET_CHARS = 2400;
const MAX_CHARS = 3600;
const MAX_SENTENCES = 20;
const MAX_PER_SOURCE = 5;
const MAX_PER_PARAGRAPH = 5;
const MIN_OWN_SENTENCES = 2;
/** Sentences the sources about the subject must offer before the others are left out. */
const CENTRAL_MIN = 12;

/** A small stable hash of a text (FNV-1a). */
function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function danglingFactor(text: string, language: Language): number {
  return isDangling(text, language) ? 0.6 : 1;
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
  /** Whether its source is titled by the owner's heading (the source is that section's material). */
  titled?: boolean;
}

/** A sentence suits two sections equally when the second scores this share of the first. */
const CONTESTED = 0.85;
/** What matching an aspect section's cue words is worth, against one shared word of its signature. */
const CUE_WEIGHT = 0.5;
/** What coming from a source titled by a section's heading is worth. */
const TITLED_WEIGHT = 1;

/**
 * The sections a sentence belongs to, from the sentence and the outline alone, so every section's call
 * agrees and no sentence can be written twice in a paper. A sentence goes to the section whose title,
 * description and questions share its rarest words (an aspect section — "Kinds and Variants", "History" —
 * also by the words that speak of its aspect); one that suits several sections about equally goes to one
 * of them chosen by a hash of its text. A sentence
 * matching no section is kept in reserve the same way for one section chosen by its hash.
 */
export function sentenceOwnership(
  outline: PlannedOutline,
  language: Language,
  query?: string,
): (sentence: { text: string; terms: readonly string[]; sourceTitle?: string }) => SentenceOwnership {
  const signatures = outline.sections.map(
    (s) =>
      new Set(
        termsOf(
          [s.title, s.description, ...s.subSections.flatMap((q) => [q.question, q.searchQuery.refinedQuery])],
          language,
        ),
      ),
  );
  const cues = outline.sections.map((s) => {
    const aspect = aspectOfTitle(s.title, language);
    return aspect ? ASPECT_CUES[aspect] : null;
  });
  const spread = new Map<string, number>();
  for (const sig of signatures) for (const t of sig) spread.set(t, (spread.get(t) ?? 0) + 1);
  const sections = Math.max(1, signatures.length);
  // Sentences that match no section are the overview's reserve when the outline has one.
  const overview = outline.sections.findIndex((s) => aspectOfTitle(s.title, language) === "overview");
  // A section titled by a heading of the sources ("Reactions", "Passengers and Crew") owns the sentences
  // of the source titled by it ("2023 Wagner Group plane crash — Reactions"): the article put them there.
  // A title of the subject's words only ("Hooks" in a paper on Git hooks) is matched by the headings
  // alone ("githooks(5) — HOOKS — pre-commit"), not by a page's name, which says the subject anyway.
  const subject = new Set(query ? subjectTermsOf(query, language) : []);
  const headingTerms = outline.sections.map((s) => {
    const all = termsOf([s.title.replace(/[-_*]/gu, " ")], language);
    const own = all.filter((t) => !subject.has(t));
    return own.length > 0 ? { wanted: own, headingsOnly: false } : { wanted: all, headingsOnly: true };
  });
  const titleTerms = new Map<string, Set<string>>();
  const termsOfTitle = (title: string) => {
    let terms = titleTerms.get(title);
    if (!terms) {
      terms = new Set(termsOf([title.replace(/[-_]/gu, " ")], language));
      titleTerms.set(title, terms);
    }
    return terms;
  };
  // How much a source titles section i: fully when its nearest heading (the last part of "Page — Part —
  // Subpart") has the section's words, a quarter when only a heading enclosing it does ("Response" for a
  // sentence under "Response — International"), so that a section whose own words a sentence shares
  // ("Aid and Recovery" for aid sent from abroad) can still win it.
  // A section on a kind of the subject ("Partial Indexes", for a question that asks for the kinds of
  // indexes) is titled by a part that names that kind ("Creating Partial Indexes"), or that has its words
  // without naming the subject's thing ("The SQLite R*Tree Module"), not by one whose word qualifies
  // something else ("Partial Sorting Using An Index").
  const head = query ? kindHeadOf(query, language) : null;
  const kindKeys = outline.sections.map((s) => {
    const kind = head ? kindIn(s.title, head, language) : null;
    return head && kind ? kindKey(kind, head, language) : null;
  });
  const titledBy = (sourceTitle: string | undefined, i: number): number => {
    const { wanted, headingsOnly } = headingTerms[i] as { wanted: string[]; headingsOnly: boolean };
    if (!sourceTitle || wanted.length === 0) return 0;
    const kind = kindKeys[i];
    if (head && kind) {
      const parts = sourceTitle.split(/\s[—–]\s/u);
      const named = (p: string) => {
        const k = kindIn(p, head, language);
        return k !== null && kindKey(k, head, language) === kind;
      };
      const worded = (p: string) =>
        !hasHead(p, head, language) && wanted.every((t) => termsOfTitle(p).has(t));
      return parts.some((p) => named(p) || worded(p)) ? 1 : 0;
    }
    const title = headingsOnly ? /\s[—–]\s(.+)$/u.exec(sourceTitle)?.[1] : sourceTitle;
    if (!title) return 0;
    const parts = title.split(/\s[—–]\s/u);
    const last = parts[parts.length - 1] as string;
    const nearest = parts.length > 1 ? `${headingsOnly ? "" : parts[0]} ${last}` : title;
    // A list the page introduces with the section's words ("The <mode> must be one of the following:")
    // is more than a heading: its entries are what the section is about, the kinds it names.
    if (wanted.every((t) => termsOfTitle(nearest).has(t))) return last.endsWith(":") ? 2 : 1;
    return wanted.every((t) => termsOfTitle(title).has(t)) ? 0.25 : 0;
  };
  return ({ text, terms, sourceTitle }) => {
    const unique = new Set(terms);
    const titled = signatures.map((_, i) => titledBy(sourceTitle, i));
    // Under a heading that titles a section, only a sentence about the subject itself is taken by cues.
    const keptByHeading =
      titled.some(Boolean) && subject.size > 0 && ![...subject].some((t) => unique.has(t));
    const scores = signatures.map((sig, i) => {
      let score = (titled[i] as number) * TITLED_WEIGHT;
      for (const t of unique) if (sig.has(t)) score += 1 / (spread.get(t) ?? 1);
      // A sentence that says what something is belongs to the overview first — unless its page put it
      // under a heading that titles a section ("PATTERN FORMAT") and it does not name the subject: a cue
      // word ("The slash / is used as …") does not take it from there.
      if (language === "en" && (!keptByHeading || titled[i]) && cues[i]?.test(text))
        score += i === overview ? 3 * CUE_WEIGHT : CUE_WEIGHT;
      return score;
    });
    const best = Math.max(0, ...scores);
    // Kept in reserve: only the section its text hashes to may use it, for a second citation.
    if (best <= 0)
      return { owner: -1, runnerUp: overview >= 0 ? overview : textHash(text) % sections, scores };
    const tied = scores.map((_, i) => i).filter((i) => (scores[i] as number) >= best * CONTESTED);
    const at = textHash(text) % tied.length;
    // One owner only: a second section may never write it, not even for a second citation.
    const owner = tied[at] as number;
    return { owner, runnerUp: -1, scores, titled: (titled[owner] ?? 0) > 0 };
  };
}

/** How much each source (by citation number) is about the question, 0…1: its title counts three times. */
function sourcePriors(
  sources: readonly SectionSource[],
  query: string,
  language: Language,
): Map<number, number> {
  // "git-bisect(1)" names bisect, "githooks(5)" hooks: a title's words count by their parts.
  const queryTerms = termsOf([query], language);
  const docs = sources.map((s) => {
    const title = [...titleTerms(s.title, language, queryTerms)];
    return [
      ...title,
      ...title,
      ...title,
      ...termsOf(
        s.information.map((i) => i.text),
        language,
      ),
    ];
  });
  const index = new Bm25Index(docs);
  // Long sources would win on length alone: BM25 normalizes it, and the score is per source.
  const scores = normalizeScores(index.scores(queryTerms));
  return new Map(sources.map((s, i) => [s.n, scores[i] as number]));
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
  // The summary's sentences are exactly the pieces its citations close ("Sentence. [n]").
  const written = new Set(
    (input.written ?? "")
      .split(/\s*\[\d+\]\s*/u)
      .map((piece) => piece.trim())
      .filter(Boolean)
      .map(duplicateKey),
  );
  const all = preferLanguage(
    buildPool(texts, language).filter((s) => !written.has(duplicateKey(s.text))),
    language,
    400,
  );
  const complete = all.filter((s) => s.complete);
  let pool = complete.length >= 3 ? complete : all;
  if (pool.length === 0) return [];
  // The sources about the subject itself (the manual page whose title names the command asked about)
  // are the section's material when they say enough: a paper on git bisect does not quote
  // git-worktree(1) for its mention of refs/bisect. (Of the others, sentences naming the whole subject.)
  const subjectTerms = subjectTermsOf(input.query, language);
  const titles = new Map(input.sources.map((x) => [x.n, x.title]));
  // So are the pages titled by the section itself ("Clustered Indexes and the WITHOUT ROWID Optimization"
  // for a section on clustered indexes), whatever words the subject's other pages have in their titles.
  const words = headingWords(input.section.title, input.query, language);
  const ownPages = new Set(
    input.sources.filter((x) => titlesSection(x.title, words, language)).map((x) => x.n),
  );
  const titledSet = new Set(onTitledSources(pool, titles, subjectTerms, language));
  const central = pool.filter((s) => titledSet.has(s) || ownPages.has(s.n));
  if (central.length >= CENTRAL_MIN) pool = central;

  // Keep to sentences that suit this section better than any other, when that leaves enough.
  const owned = sentenceOwnership(input.outline, language, input.query);
  const kindHead = kindHeadOf(input.query, language);
  // A sentence several sources say (an article's lead repeats its body) belongs to no source's heading
  // — another section may see it from another source, and its owner must not depend on which — unless
  // they all say it under the same heading (a part of a manual several pages include: git-merge(1),
  // git-pull(1) and git-rebase(1) each have "MERGE STRATEGIES"): then it is of that heading, whoever says it.
  const sourcesOf = new Map<string, Set<number>>();
  // A sentence under a heading of its page ("PATTERN FORMAT") is of that part, as a library file
  // titled "gitignore(5) — Pattern Format" would be.
  const headingsOf = new Map<string, (string | undefined)[]>();
  for (const s of input.sources)
    for (const item of s.information) {
      const key = duplicateKey(stripReferenceMarkers(item.text));
      sourcesOf.set(key, (sourcesOf.get(key) ?? new Set()).add(s.n));
      headingsOf.set(key, [...(headingsOf.get(key) ?? []), item.heading]);
    }
  const ownership = (s: PoolSentence) => {
    const key = duplicateKey(s.text);
    const headings = headingsOf.get(key) ?? [];
    const title = titles.get(s.n);
    if ((sourcesOf.get(key)?.size ?? 1) > 1) {
      const [heading] = headings;
      const shared = heading !== undefined && headings.every((h) => h === heading);
      return owned({ ...s, sourceTitle: shared ? ` — ${heading}` : undefined });
    }
    const heading = headings[0];
    return owned({ ...s, sourceTitle: heading && title ? `${title} — ${heading}` : title });
  };
  const owners = new Map(pool.map((s) => [s, ownership(s)]));
  const own = pool.filter((s) => owners.get(s)?.owner === input.sectionIndex);
  // Sentences cut at a chunk's edge are this section's too, as a last resort for a second citation.
  const fragmentsOwned = all.filter((s) => !s.complete && ownership(s).owner === input.sectionIndex);
  const spare = pool.filter((s) => owners.get(s)?.runnerUp === input.sectionIndex);
  // Too few sentences of its own: the spare ones too.
  if (own.length >= MIN_OWN_SENTENCES) pool = own;
  else if (own.length + spare.length > 0) pool = [...own, ...spare];
  // Nothing of its own nor in reserve: nothing to write (another section's sentence would be repeated).
  else return [];

  // A sentence must be on the paper's question and on this section: the two scores multiply, so a
  // sentence that only shares the section's generic words ("works", "step") with it ranks low.
  const onQuestion = (candidates: PoolSentence[]) => {
    const scores = normalizeScores(
      new Bm25Index(candidates.map((s) => s.terms)).scores(termsOf([input.query], language)),
    );
    return candidates.filter((_, i) => (scores[i] as number) > 0);
  };
  // Sources about the question itself (the manual page of the command asked about, the article on the
  // event) are quoted before sources that only touch it.
  const prior = sourcePriors(input.sources, input.query, language);
  // A sentence of the part of a page headed by this section's title is on the subject by its place
  // ("1,739 people died" under "2022 Pakistan floods — Impact"), whether it names the subject or not.
  const headed = (s: PoolSentence) => owners.get(s)?.titled === true;
  const onTopic = new Set(onSubject(onQuestion(pool), subjectTerms));
  const anchored = pool.filter((s) => onTopic.has(s) || headed(s));
  // Too few sentences name the subject: those of the pages about it may stand in, never those of a page
  // on something else that do not name it (git-pull(1)'s "Incorporates changes from a remote
  // repository …" in a paper on git stash) — not even as a second source.
  const centralSet = new Set(central);
  const onPage = (s: PoolSentence) => onTopic.has(s) || headed(s) || centralSet.has(s);
  const strict = anchored.length < 6 && pool.filter(onPage).length >= MIN_OWN_SENTENCES;
  if (anchored.length >= 6) pool = anchored;
  else if (strict) pool = pool.filter(onPage);
  // A section on one kind of the subject ("Partial Indexes") says what the pages and parts on that kind
  // say, and what others say of it by name ("a partial index …"), not what they say of the other kinds.
  const mention = kindHead ? kindMention(input.section.title, kindHead, language) : null;
  const ofKind = (s: PoolSentence) => !mention || headed(s) || mention.test(s.text);
  const onKind = pool.filter(ofKind);
  if (onKind.length >= MIN_OWN_SENTENCES) pool = onKind;
  const index = new Bm25Index(pool.map((s) => s.terms));
  const questionScores = input.section.subSections.map((q) =>
    index.scores(termsOf([q.question, q.searchQuery.refinedQuery], language)),
  );
  const titleScores = index.scores(termsOf([input.section.title, input.section.description], language));
  const queryScores = normalizeScores(index.scores(termsOf([input.query], language)));
  const sectionScores = normalizeScores(
    pool.map(
      (_, i) => Math.max(0, ...questionScores.map((s) => s[i] as number)) + 0.5 * (titleScores[i] as number),
    ),
  );
  const cue = aspectOfTitle(input.section.title, language);
  const bm25 = normalizeScores(
    pool.map(
      (s, i) =>
        // A headed sentence is on the question by its place, as one that names the subject half-way.
        (0.2 + (headed(s) ? Math.max(0.5, queryScores[i] as number) : (queryScores[i] as number))) *
        (0.2 +
          (sectionScores[i] as number) +
          // The words of an aspect ("caused by", "killed") count in a sentence about the subject.
          (cue &&
          language === "en" &&
          ASPECT_CUES[cue].test(s.text) &&
          (subjectTerms.length === 0 || headed(s) || subjectTerms.some((t) => s.termSet.has(t)))
            ? 0.4
            : 0)),
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
      (0.7 * (bm25[i] as number) + 0.3 * (centrality[i] as number)) *
      danglingFactor(s.text, s.language) *
      (0.4 + 0.6 * (prior.get(s.n) ?? 0)) *
      (0.6 + 0.4 * informativeness(s)),
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

  // The source titled by this section's heading is its material: it may give all the section's sentences.
  const headingSources = new Set(own.filter((s) => owners.get(s)?.titled).map((s) => s.n));
  const chars = (picked: number[]) =>
    picked.reduce((a, i) => a + (pool[i] as PoolSentence).text.length + 4, 0);
  const count = (picked: number[], f: (i: number) => boolean) => picked.filter(f).length;
  const picked = mmrSelect(relevance, vectors, {
    lambda: 0.7,
    redundancy: 0.5,
    distinct: (a, b) => defineDifferentTerms((pool[a] as PoolSentence).text, (pool[b] as PoolSentence).text),
    done: (p) =>
      (chars(p) >= TARGET_CHARS && p.length >= 6) || chars(p) >= MAX_CHARS || p.length >= MAX_SENTENCES,
    allowed: (i, p) =>
      count(p, (j) => (pool[j] as PoolSentence).n === (pool[i] as PoolSentence).n) <
      (headingSources.has((pool[i] as PoolSentence).n) ? MAX_SENTENCES : MAX_PER_SOURCE),
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
    // (Its own sentences left out by the focus on the subject count too: no other section writes them.)
    const spareElsewhere = [...own, ...spare, ...fragmentsOwned].filter(
      (x) => !cited.has(x.n) && (!strict || onPage(x)) && ofKind(x),
    );
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

/**
 * Paragraphs in question order; in each, the strongest sentence first (or the one that defines the
 * subject), then the sources' order, dated events in time order.
 */
export function arrangeParagraphs(
  picked: Picked[],
  subjectTerms: ReadonlySet<string> = new Set(),
  language: Language = "en",
): PoolSentence[][] {
  // The sentences that follow an entry of a list ("--hard: Resets the index and working tree.") in its
  // source and are picked with it ("Any changes to tracked files … are discarded.") stay with it, after
  // it: they say more of the same entry.
  const inOrder = (a: Picked, b: Picked) =>
    a.sentence.n - b.sentence.n ||
    a.sentence.source - b.sentence.source ||
    a.sentence.position - b.sentence.position;
  const inPageOrder = [...picked].sort(inOrder);
  const follows = new Map<Picked, Picked>();
  let entry: Picked | null = null;
  let previous: Picked | null = null;
  for (const p of inPageOrder) {
    const adjacent =
      previous !== null &&
      previous.sentence.n === p.sentence.n &&
      previous.sentence.source === p.sentence.source - 1;
    if (opensEntry(p.sentence.text)) entry = p;
    else if (entry && adjacent) follows.set(p, entry);
    else entry = null;
    previous = p;
  }
  const followers = new Set([...follows.keys()].map((p) => p.sentence));
  const bucketOf = (p: Picked): number => {
    const head = follows.get(p);
    return head ? head.bucket : p.bucket;
  };
  const buckets = new Map<number, Picked[]>();
  for (const p of picked) {
    const b = buckets.get(bucketOf(p)) ?? [];
    b.push(p);
    buckets.set(bucketOf(p), b);
  }
  const paragraphs: PoolSentence[][] = [];
  // A lone sentence of the first question joins the next question's paragraph, not to stand alone.
  let lone: Picked[] = [];
  const keys = [...buckets.keys()].sort((a, b) => a - b);
  for (const [k, key] of keys.entries()) {
    const items = [...lone, ...(buckets.get(key) ?? [])];
    lone = [];
    if (items.length === 1 && paragraphs.length === 0 && k < keys.length - 1) {
      lone = items;
      continue;
    }
    // What follows an entry does not lead a paragraph.
    const [lead] = [...items].sort(
      (a, b) => Number(follows.has(a)) - Number(follows.has(b)) || b.relevance - a.relevance,
    );
    if (!lead) continue;
    // Then the sources' order, each entry with what follows it.
    const block = (head: Picked) => [head, ...items.filter((p) => follows.get(p) === head).sort(inOrder)];
    const rest = items.filter((p) => p !== lead && !follows.has(p)).sort(inOrder);
    const paragraph = readingOrder(
      [...block(lead), ...rest.flatMap(block)].map((p) => p.sentence),
      subjectTerms,
      language,
    );
    const previous = paragraphs[paragraphs.length - 1];
    // A lone sentence joins the paragraph before it rather than standing alone; a long answer is
    // broken into paragraphs of at most MAX_PER_PARAGRAPH sentences (none of a lone sentence).
    if (paragraph.length === 1 && previous) previous.push(...paragraph);
    else {
      const parts = Math.ceil(paragraph.length / MAX_PER_PARAGRAPH);
      const size = Math.ceil(paragraph.length / parts);
      // An entry's sentences are not parted: a break falls before the next sentence that is no follower.
      let from = 0;
      for (let k = size; k < paragraph.length; k++) {
        if (k - from < size || followers.has(paragraph[k] as PoolSentence)) continue;
        paragraphs.push(paragraph.slice(from, k));
        from = k;
      }
      paragraphs.push(paragraph.slice(from));
    }
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
  const subjectTerms = readQuestion(input.query, language).subjectTerms;
  const paragraphs = arrangeParagraphs(selectSentences(input, language), subjectTerms, language);
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
