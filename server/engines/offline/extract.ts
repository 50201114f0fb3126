// The facts of a page for a section: the page's sentences that best match the section's title and
// questions (BM25), at most 20, near-duplicates dropped, kept verbatim and in the page's order.
import { INFORMATION_MAX } from "../../../common/constants";
import type { InformationItem } from "../../../common/types";
import { type AnalyzedText, analyzePhrase, analyzeText } from "../../text/analyze";
import { Bm25Index } from "../../text/bm25";
import { defineDifferentTerms } from "../../text/defined-term";
import { stripReferenceMarkers } from "../../text/grounding";
import { introducedLists, markdownHeadings } from "../../text/headings";
import { detectLanguage, type Language } from "../../text/language";
import { jaccard } from "../../text/vectors";
import type { PlannedSection } from "../types";
import { headingWords, titlesSection } from "./focus";
import { duplicateKey, grade, opensEntry, writtenKeys } from "./pool";
import { normalizeScores } from "./rank";
import { isDangling } from "./reading-order";
import { questionProfile, sourceRelevance, titleSpeaksOf } from "./relevance";

/** Weighted texts describing what a section is about, for matching sentences and pages to it. */
export function sectionQueries(query: string, section: PlannedSection): { text: string; weight: number }[] {
  return [
    { text: section.title, weight: 1 },
    ...section.subSections.flatMap((s) => [
      { text: s.question, weight: 1 },
      { text: s.searchQuery.refinedQuery, weight: 0.5 },
    ]),
    { text: section.description, weight: 0.3 },
    { text: query, weight: 0.5 },
  ];
}

/** Sentences scoring under this share of the page's best are left out (the scores multiply: low). */
const RELATIVE_THRESHOLD = 0.08;

/**
 * Whether a page is about the paper's question at all: it must contain some of the question's words
 * (two, or a quarter of them), unless the question is in another language than the page.
 */
function aboutTopic(page: AnalyzedText, title: string, query: string, language: Language): boolean {
  const queryLanguage = detectLanguage(query, language);
  if (queryLanguage !== page.language) return true;
  const wanted = new Set(analyzePhrase(query, queryLanguage).terms);
  if (wanted.size === 0) return true;
  const found = new Set<string>();
  for (const s of page.sentences) for (const t of s.terms) if (wanted.has(t)) found.add(t);
  // A question that names something (Pakistan, Python, Emilia-Romagna) is about it: a page on the same
  // kind of event elsewhere shares the common words but not the name.
  const names = nameTerms(query, queryLanguage);
  if (names.size > 0 && ![...names].some((n) => found.has(n))) {
    // The page may say "Hungary" where the question says "Hungarian": names match on a shared stem.
    const pageTerms = new Set([
      ...page.sentences.flatMap((s) => s.terms),
      ...analyzePhrase(title, page.language).terms,
    ]);
    if (![...names].some((n) => [...pageTerms].some((t) => sameStem(n, t)))) return false;
  }
  return found.size >= Math.min(2, wanted.size) || found.size >= wanted.size * 0.25 + 1;
}

/** Whether two words share a stem: a common prefix of at least 4 letters and 60 % of the shorter. */
function sameStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  let i = 0;
  while (i < shorter && a[i] === b[i]) i++;
  return i >= 4 && i >= shorter * 0.6;
}

/** Terms of the capitalised words of a question, its first word aside (scripts with case only). */
export function nameTerms(query: string, language: Language): Set<string> {
  const words = query
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((w) => /^\p{Lu}/u.test(w));
  return new Set(words.flatMap((w) => analyzePhrase(w, language).terms));
}
const NEAR_DUPLICATE = 0.7;

/**
 * For each sentence of a page, the headings it stands under (the nearest and those enclosing it, joined
 * outermost first: "HOOKS — pre-commit") and whether one of them — or the page title's part, "Page —
 * Heading", for a sentence under no heading of its own — titles the section. A heading that repeats the
 * page's title ("githooks(5) Manual Page") encloses nothing: in a library file titled by its part ("Floods — Impact") a subheading
 * ("Sindh") is a part of its own.
 */
function headingTitledSentences(
  text: string,
  sentences: readonly string[],
  input: { query: string; section: PlannedSection; page: { title: string } },
  language: Language,
): { titled: boolean; heading?: string }[] {
  const words = headingWords(input.section.title, input.query, language);
  const pageTitled = titlesSection(/\s[—–]\s(.+)$/u.exec(input.page.title)?.[1], words, language);
  const pageTitle = input.page.title.trim();
  // The headings in order of the text, with where each starts and its level.
  const headings = markdownHeadings(text)
    .filter((h) => !h.text.startsWith(pageTitle))
    .map((h) => ({ ...h, titled: titlesSection(h.text, words, language) }));
  // The entries of a list a sentence introduces stand under that sentence, as under a subheading.
  const lists = introducedLists(text).map((l) => ({
    ...l,
    titled: titlesSection(l.introducer, words, language),
  }));
  let from = 0;
  return sentences.map((s) => {
    const found = text.indexOf(s.slice(0, 40), from);
    if (found < 0) return { titled: pageTitled };
    from = found;
    const before = headings.filter((h) => h.at <= found);
    const enclosing: typeof before = [];
    for (let i = before.length - 1; i >= 0; i--) {
      const h = before[i] as (typeof before)[number];
      if (enclosing.length === 0 || h.level < (enclosing[0] as (typeof before)[number]).level)
        enclosing.unshift(h);
    }
    const chain: { text: string; titled: boolean }[] = [...enclosing];
    const list = lists.find((l) => l.start <= found && found < l.end);
    // The introducing sentence keeps its colon: a list, not a heading (see sentenceOwnership).
    if (list) chain.push({ text: `${list.introducer}:`, titled: list.titled });
    if (chain.length === 0) return { titled: pageTitled };
    return {
      titled: chain.some((h) => h.titled) || (enclosing.length === 0 && pageTitled),
      heading: chain.map((h) => h.text).join(" — "),
    };
  });
}

/** Parts of a paper about other work than its own, and its back matter. */
const ASIDE_HEADING =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:related work|previous work|prior work|future work|acknowledge?ments?|references|bibliography|works cited)$/iu;

/** Extra score of a sentence in the part of a page headed by the section's title (see extractFacts). */
const TITLED_BONUS = 0.5;

export function extractFacts(
  input: {
    query: string;
    section: PlannedSection;
    page: { url: string; title: string; text: string };
    max: number;
    written?: string;
  },
  language: Language,
): InformationItem[] {
  const max = Math.max(0, Math.min(INFORMATION_MAX, input.max));
  if (max === 0 || input.page.text.trim() === "") return [];
  const analyzed = analyzeText(input.page.text, language);
  if (!aboutTopic(analyzed, input.page.title, input.query, language)) return [];
  // The whole question decides whether the page is about it, not the section's words alone.
  const page = `${input.page.title}\n\n${input.page.text}`;
  // A part of a page whose title names the subject (what a section reads of it) may seldom repeat the
  // subject's words: the title counts for it, when the part names what the question names.
  const profile = questionProfile(input.query, language);
  const relevance = sourceRelevance(page, profile, language);
  const named = profile.names.length === 0 || relevance.named;
  if (!relevance.relevant && !(named && titleSpeaksOf(input.page.title, profile, language))) return [];
  const sentences = analyzed.sentences.map((s) => {
    const text = stripReferenceMarkers(s.text);
    return { s, text, quality: grade(text, s.terms.length, analyzed.language) };
  });
  const index = new Bm25Index(sentences.map(({ s }) => s.terms));
  const scoresOf = (texts: { text: string; weight: number }[]) => {
    const out = new Float64Array(sentences.length);
    for (const q of texts) {
      const s = index.scores(analyzePhrase(q.text, detectLanguage(q.text, language)).terms);
      for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + q.weight * (s[i] as number);
    }
    return normalizeScores(out);
  };
  // On the question and on the section: a sentence that shares only the section's generic words
  // ("works", "kinds") with it, or only the question's, ranks low.
  const onQuestion = normalizeScores(
    index.scores(analyzePhrase(input.query, detectLanguage(input.query, language)).terms),
  );
  const onSection = scoresOf(
    sectionQueries(input.query, input.section).filter((q) => q.text !== input.query),
  );
  // Each question ranks the sentences for itself (its words, its search's at half weight, the section's
  // title a little; the paper's question weighs less than in the section's ranking, or the question that
  // shares most words with it would take every place), so every question has sentences of its own and a
  // changed question changes them.
  const onTitle = scoresOf([
    { text: input.section.title, weight: 1 },
    { text: input.section.description, weight: 0.3 },
  ]);
  const perQuestion = input.section.subSections.map((q) =>
    scoresOf([
      { text: q.question, weight: 1 },
      { text: q.searchQuery.refinedQuery, weight: 0.5 },
    ]),
  );
  // A part of a page headed by the section's own title (gitignore(5)'s "PATTERN FORMAT" for "Pattern
  // Format") is that section's material: its sentences rank ahead of others that match as well, but the
  // questions still rank them, so a part read whole does not write the section by itself.
  const titledAt = headingTitledSentences(
    input.page.text,
    sentences.map((x) => x.s.text),
    input,
    language,
  );
  const bonus = (i: number) => (titledAt[i]?.titled ? TITLED_BONUS : 0);
  const rankings = [
    onSection.map((v, i) => (0.2 + (onQuestion[i] as number)) * (0.2 + v + bonus(i))),
    ...perQuestion.map((q) =>
      q.map(
        (v, i) =>
          (0.5 + 0.5 * (onQuestion[i] as number)) * (0.1 + v + 0.3 * (onTitle[i] as number) + bonus(i)),
      ),
    ),
  ];

  // What a paper says of other work ("Related Work", "Future Work") is no fact of its subject, unless the
  // section is about that work.
  const aside = (i: number) =>
    !ASIDE_HEADING.test(input.section.title) &&
    (titledAt[i]?.heading ?? "").split(" — ").some((h) => ASIDE_HEADING.test(h.trim()));
  // What the summary already says is no fact for a section: the section could not write it again.
  const written = writtenKeys(input.written ?? "");
  const usable = sentences
    .map((x, i) => ({ ...x, i }))
    .filter(
      (x) =>
        x.quality !== "unusable" &&
        !aside(x.i) &&
        rankings.some((r) => (r[x.i] as number) > 0) &&
        !written.has(duplicateKey(x.text)),
    );
  const complete = usable.filter((x) => x.quality === "complete");
  const candidates = complete.length > 0 ? complete : usable;
  // The section's ranking and each question's take turns, each its best sentence not yet kept.
  const lists = rankings.map((r) => {
    const list = [...candidates].sort((a, b) => (r[b.i] as number) - (r[a.i] as number) || a.i - b.i);
    const top = list[0] ? (r[list[0].i] as number) : 0;
    return list.filter((x) => (r[x.i] as number) >= top * RELATIVE_THRESHOLD && (r[x.i] as number) > 0);
  });
  const kept: typeof candidates = [];
  const taken = new Set<number>();
  const cursor = lists.map(() => 0);
  let progress = true;
  while (kept.length < max && progress) {
    progress = false;
    for (let l = 0; l < lists.length && kept.length < max; l++) {
      const list = lists[l] as typeof candidates;
      while ((cursor[l] as number) < list.length) {
        const x = list[cursor[l] as number] as (typeof candidates)[number];
        cursor[l] = (cursor[l] as number) + 1;
        if (taken.has(x.i)) continue;
        taken.add(x.i);
        const terms = new Set(x.s.terms);
        if (
          kept.some(
            (k) =>
              jaccard(terms, new Set(k.s.terms)) >= NEAR_DUPLICATE && !defineDifferentTerms(x.text, k.text),
          )
        )
          continue;
        kept.push(x);
        progress = true;
        break;
      }
    }
  }
  // A sentence that points back ("This leaves all your changed files …") to the entry of a list it
  // follows ("--soft: Does not touch …") says nothing without that entry: it goes only with it.
  const keptAt = new Set(kept.map((x) => x.i));
  return kept
    .filter((x) => {
      const before = sentences[x.i - 1];
      return !(before && !keptAt.has(x.i - 1) && opensEntry(before.text) && isDangling(x.text, language));
    })
    .sort((a, b) => a.i - b.i)
    .map((x) => {
      const heading = titledAt[x.i]?.heading;
      return { text: x.text, passage: x.s.text, ...(heading ? { heading } : {}) };
    });
}
