// The summary: the sentences of the material that answer the question best, chosen by MMR so that they
// say different things, written in reading order with their citations. Nothing is written when no page is
// about the question (the relevance gate of the evidence index).
import { SUMMARY_MIN_LENGTH } from "../../../common/constants";
import type { CitedSource } from "../../../common/types";
import { NoRelevantSourcesError } from "../../errors";
import { matchTerms, type TermRarity } from "../../sources/retrieval/evidence";
import { isCjkLanguage, type Language } from "../../text/language";
import type { Passage } from "../types";
import { paragraphsBySource, writeParagraphs, writtenSentences } from "./compose";
import { citedSources, indexPassages, numberOf, opensCutChunk, previousOf, quotable } from "./evidence";
import { subjectOfQuestion } from "./question-subject";
import { mmr, readingOrder } from "./select";

/** Candidates the summary chooses from. */
const CANDIDATES = 60;
/** The summary stops once it is this long… */
const TARGET_CHARS = 900;
/** …and never grows past this many sentences. */
const MAX_SENTENCES = 8;

export function composeSummary(
  input: { query: string; passages: Passage[]; previous?: string; background?: TermRarity },
  language: Language,
): { summary: string; sources: CitedSource[]; warning?: string } {
  const index = indexPassages(input.passages, language, input.background);
  const relevant = index.relevantPages(input.query);
  if (relevant.length === 0)
    throw new NoRelevantSourcesError(subjectOfQuestion(input.query, language), index.pages.length);
  const urls = new Set(relevant.map((p) => p.url));
  // Sentences of a summary being replaced are not written again: the next-best evidence is.
  const previous = input.previous
    ? writtenSentences(input.previous, language).map((s) => matchTerms(s, language))
    : [];
  const candidates = index
    .retrieve(input.query, CANDIDATES * 3, { urls })
    .filter(
      (c) => !opensCutChunk(input.passages, c.passage) && quotable(c.passage, previousOf(index, c.passage)),
    )
    .slice(0, CANDIDATES);
  // Characters say more per sentence in Chinese and Japanese: the summary is as long in sentences.
  const cjk = isCjkLanguage(language);
  // A thin source (a short story) keeps most of its sentences for the sections.
  const most = Math.min(
    cjk ? 2 * MAX_SENTENCES : MAX_SENTENCES,
    Math.max(3, Math.floor(candidates.length / 2)),
  );
  const chosen = mmr(candidates, most, previous, (picked) => {
    const length = picked.reduce((a, c) => a + c.passage.text.length + 5, 0);
    return length >= (cjk ? TARGET_CHARS * 0.7 : TARGET_CHARS);
  });
  const items = readingOrder(
    chosen.map((c) => ({
      source: numberOf(input.passages, c.passage),
      position: c.passage.document * 100_000 + c.passage.position,
      text: c.passage.text,
      url: c.passage.url,
      title: c.passage.title,
    })),
  );
  if (items.length === 0) {
    if (input.previous)
      return {
        summary: input.previous,
        sources: [],
        warning: "The sources hold no other sentences on the question: the summary is unchanged.",
      };
    throw new NoRelevantSourcesError(subjectOfQuestion(input.query, language), index.pages.length);
  }
  const paragraphs = paragraphsBySource(items, language);
  const summary = writeParagraphs(paragraphs);
  const sources = citedSources(items.map((it) => ({ n: it.source, url: it.url, title: it.title })));
  return summary.length < SUMMARY_MIN_LENGTH
    ? { summary, sources, warning: `The sources hold only ${summary.length} characters on the question.` }
    : { summary, sources };
}
