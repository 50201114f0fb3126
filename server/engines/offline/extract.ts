// The facts of a page for a section: the page's sentences that best match the section's title and
// questions (BM25), at most 20, near-duplicates dropped, kept verbatim and in the page's order.
import { INFORMATION_MAX } from "../../../common/constants";
import type { InformationItem } from "../../../common/types";
import { type AnalyzedText, analyzePhrase, analyzeText } from "../../text/analyze";
import { Bm25Index } from "../../text/bm25";
import { defineDifferentTerms } from "../../text/defined-term";
import { stripReferenceMarkers } from "../../text/grounding";
import { markdownHeadings } from "../../text/headings";
import { detectLanguage, type Language } from "../../text/language";
import { jaccard } from "../../text/vectors";
import type { PlannedSection } from "../types";
import { subjectTermsOf } from "./focus";
import { duplicateKey, grade, writtenKeys } from "./pool";
import { normalizeScores } from "./rank";
import { questionProfile, sourceRelevance } from "./relevance";

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

/** For each sentence of a page, whether the markdown heading it stands under (or the page title's
 * part, "Page — Heading") has every word of the section's title but the subject's. */
function headingTitledSentences(
  text: string,
  sentences: readonly string[],
  input: { query: string; section: PlannedSection; page: { title: string } },
  language: Language,
): { titled: boolean; heading?: string }[] {
  const subject = new Set(subjectTermsOf(input.query, language));
  const wanted = analyzePhrase(input.section.title, language).terms.filter((t) => !subject.has(t));
  const titles = (heading: string | undefined) => {
    if (!heading || wanted.length === 0) return false;
    const have = new Set(analyzePhrase(heading.replace(/[-_]/gu, " "), language).terms);
    return wanted.every((t) => have.has(t));
  };
  const pageTitled = titles(/\s[—–]\s(.+)$/u.exec(input.page.title)?.[1]);
  // The headings in order of the text, with where each starts.
  const headings = markdownHeadings(text).map((h) => ({ at: h.at, text: h.text, titled: titles(h.text) }));
  let from = 0;
  return sentences.map((s) => {
    const found = text.indexOf(s.slice(0, 40), from);
    if (found < 0) return { titled: pageTitled };
    from = found;
    const under = headings.filter((h) => h.at <= found).at(-1);
    return under ? { titled: under.titled, heading: under.text } : { titled: pageTitled };
  });
}

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
  if (!sourceRelevance(page, questionProfile(input.query, language), language).relevant) return [];
  const sentences = analyzed.sentences.map((s) => {
    const text = stripReferenceMarkers(s.text);
    return { s, text, quality: grade(text, s.terms.length, analyzed.language) };
  });
  const index = new Bm25Index(sentences.map(({ s }) => s.terms));
  const sectionScores = new Float64Array(sentences.length);
  for (const q of sectionQueries(input.query, input.section).filter((q) => q.text !== input.query)) {
    const terms = analyzePhrase(q.text, detectLanguage(q.text, language)).terms;
    const s = index.scores(terms);
    for (let i = 0; i < sectionScores.length; i++)
      sectionScores[i] = (sectionScores[i] as number) + q.weight * (s[i] as number);
  }
  // On the question and on the section: a sentence that shares only the section's generic words
  // ("works", "kinds") with it, or only the question's, ranks low.
  const onQuestion = normalizeScores(
    index.scores(analyzePhrase(input.query, detectLanguage(input.query, language)).terms),
  );
  const onSection = normalizeScores(sectionScores);
  // A part of a page headed by the section's own title (gitignore(5)'s "PATTERN FORMAT" for "Pattern
  // Format") is that section's material whatever words its sentences use: the page put them there.
  const titledAt = headingTitledSentences(
    input.page.text,
    sentences.map((x) => x.s.text),
    input,
    language,
  );
  const scores = onSection.map((v, i) =>
    titledAt[i]?.titled ? 1 + (onQuestion[i] as number) + v : (0.2 + (onQuestion[i] as number)) * (0.2 + v),
  );

  // What the summary already says is no fact for a section: the section could not write it again.
  const written = writtenKeys(input.written ?? "");
  const usable = sentences
    .map((x, i) => ({ ...x, i, score: scores[i] as number }))
    .filter((x) => x.quality !== "unusable" && x.score > 0 && !written.has(duplicateKey(x.text)));
  const complete = usable.filter((x) => x.quality === "complete");
  const ranked = (complete.length > 0 ? complete : usable).sort((a, b) => b.score - a.score || a.i - b.i);
  const top = ranked[0]?.score ?? 0;
  const kept: typeof ranked = [];
  for (const x of ranked) {
    if (kept.length >= max || x.score < top * RELATIVE_THRESHOLD) break;
    const terms = new Set(x.s.terms);
    if (
      kept.some(
        (k) => jaccard(terms, new Set(k.s.terms)) >= NEAR_DUPLICATE && !defineDifferentTerms(x.text, k.text),
      )
    )
      continue;
    kept.push(x);
  }
  return kept
    .sort((a, b) => a.i - b.i)
    .map((x) => {
      const heading = titledAt[x.i]?.heading;
      return { text: x.text, passage: x.s.text, ...(heading ? { heading } : {}) };
    });
}
