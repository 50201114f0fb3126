// Writing a section: every sentence its pages gave goes to the one section of the outline it serves best
// among those that read its page (one assignment, decided from the sentence, the outline and the pages
// each section reads, so sections written in parallel never write the same sentence), then the section's
// own sentences, ranked by retrieval's one formula for the section, are chosen by MMR against what the
// paper already says, and written in their sources' order with their citations.

import { type InformationItem, quotedText } from "../../../common/types";
import type { EvidencePassage } from "../../sources/retrieval/evidence";
import { buildEvidenceIndex, matchTerms, type TermRarity } from "../../sources/retrieval/evidence";
import type { Language } from "../../text/language";
import type { PlannedOutline, SectionSource, WriteSectionInput } from "../types";
import { paragraphsBySource, sentenceSeparator, writeParagraphs, writtenSentences } from "./compose";
import { sectionQuery, sectionScores } from "./extract";
import { mmr, readingOrder, type Scored, writtenTerms } from "./select";

/**
 * A section stops once it is this long (about 600 words, the middle of the 400 to 900 words the model path
 * asks for)…
 */
const TARGET_CHARS = 3600;
/** …and never has more sentences than this. */
const MAX_SENTENCES = 20;
/** A title's words weigh this much more than a question's in deciding which section a sentence serves. */
const TITLE_WEIGHT = 2;

interface SectionTerms {
  title: Set<string>;
  all: Set<string>;
}

/** Each section's words, and how much each word tells sections apart (rarer across sections: more). */
function outlineTerms(outline: PlannedOutline, language: Language) {
  const sections: SectionTerms[] = outline.sections.map((s) => ({
    title: new Set(matchTerms(s.title, language)),
    // The section's searches name the page its topic came from: the words of that page count too.
    all: new Set(
      matchTerms(
        [...sectionQuery(s), ...s.subSections.map((q) => q.searchQuery.refinedQuery)].join(" "),
        language,
      ),
    ),
  }));
  const df = new Map<string, number>();
  for (const s of sections) for (const t of s.all) df.set(t, (df.get(t) ?? 0) + 1);
  const weight = (t: string) => Math.log(1 + sections.length / (df.get(t) ?? sections.length));
  return { sections, weight };
}

/** How well a sentence (its terms) serves each section of the outline. */
export function sectionFitter(
  outline: PlannedOutline,
  language: Language,
): (terms: readonly string[]) => number[] {
  const { sections, weight } = outlineTerms(outline, language);
  return (terms) => {
    const unique = new Set(terms);
    return sections.map((s) => {
      let fit = 0;
      for (const t of unique) {
        if (s.title.has(t)) fit += TITLE_WEIGHT * weight(t);
        else if (s.all.has(t)) fit += weight(t);
      }
      return fit;
    });
  };
}

/**
 * The index of the section a sentence serves best. Ties, and a sentence that fits no section's words,
 * are settled by the sentence itself (a hash of its text), so every section decides alike and sentences
 * that fit several sections equally are shared out among them, not all given to the first.
 */
export function ownerOf(fit: readonly number[], text: string): number {
  const best = Math.max(0, ...fit);
  const tied = fit.flatMap((f, i) => (f === best ? [i] : []));
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return tied[(hash >>> 0) % tied.length] ?? 0;
}

/**
 * The sources about the paper's question, by the evidence index's one relevance decision
 * over what each source gave (a page a section's search found for one shared word is left out).
 */
function relevantSources(
  sources: SectionSource[],
  query: string[],
  language: Language,
  background?: TermRarity,
): SectionSource[] {
  const index = buildEvidenceIndex(
    sources.map((s) => ({
      url: s.url,
      title: s.title,
      text: s.information
        .map((it) => `${it.heading ? `## ${it.heading}\n\n` : ""}${it.passage || it.text}`)
        .join("\n\n"),
    })),
    language,
    background,
  );
  const relevant = new Set(index.relevantPages(query).map((p) => p.url));
  // The person's own sources are always read: they chose them for this paper.
  return relevant.size > 0 ? sources.filter((s) => s.own || relevant.has(s.url)) : sources;
}

export async function composeSection(
  input: Omit<WriteSectionInput, "documentTitle" | "onRestart"> & { background?: TermRarity },
  language: Language,
): Promise<string> {
  const written = input.written
    ? writtenSentences(input.written, language).map((s) => matchTerms(s, language))
    : [];
  const fitOf = sectionFitter(input.outline, language);
  // The passages each section has in hand and may still write (all of them when the pipeline does not say).
  const held = input.heldBy?.map((passages) => new Set(passages.map((p) => p.text)));
  // Every heading a held text stands under, in whichever section read it: a text that stands twice in a
  // page, under two headings, is judged by the same headings in every section, so all give it one owner.
  const headingsOf = new Map<string, Set<string>>();
  for (const passages of input.heldBy ?? [])
    for (const p of passages)
      if (p.heading) headingsOf.set(p.text, (headingsOf.get(p.text) ?? new Set()).add(p.heading));
  /** How well a text serves each section, read under the best of the headings it stands under. */
  const fitUnder = (terms: string[], text: string, heading: string | undefined): number[] => {
    const headings = new Set(headingsOf.get(text));
    if (heading) headings.add(heading);
    if (headings.size === 0) return fitOf(terms);
    const fits = [...headings].map((h) => fitOf([...terms, ...matchTerms(h, language)]));
    return fits[0]!.map((_, i) => Math.max(...fits.map((f) => f[i] as number)));
  };
  const enough = (picked: readonly Scored[]) =>
    picked.reduce((a, c) => a + c.passage.text.length + 5, 0) >= TARGET_CHARS;
  const relevant = relevantSources(input.sources, [input.query], language, input.background);
  let chosen = mmr(candidates(relevant), MAX_SENTENCES, written, enough);
  // The outline drew this section from the material: when none of its pages is among those about the
  // whole question, it is written from its own pages rather than left empty.
  if (chosen.length === 0 && relevant.length < input.sources.length)
    chosen = mmr(candidates(input.sources), MAX_SENTENCES, written, enough);

  /** The passages of these sources this section is to write, scored for it. */
  function candidates(sources: SectionSource[]): Scored[] {
    const own: Scored[] = [];
    let id = 0;
    const scores = itemScores(sources);
    for (const source of sources) {
      source.information.forEach((item, position) => {
        const text = quotedText(item);
        const terms = writtenTerms(text, language);
        if (terms.length === 0) return;
        const passage: EvidencePassage = {
          id: id++,
          document: 0,
          url: source.url,
          title: source.title,
          headings: item.heading ? [item.heading] : [],
          text,
          start: 0,
          end: text.length,
          position,
          paragraph: 0,
          terms,
        };
        // A sentence serves the section named by the heading it stands under: the heading's words count.
        const fit = fitUnder(terms, text, item.heading);
        // It goes to the section it serves best among those that hold it and may still write it (every
        // section knows what each holds, so all decide alike and it is written once; one already written
        // did not take it).
        const holders = held ? fit.map((f, i) => (held[i]?.has(text) ? f : -1)) : fit;
        const owner = ownerOf(holders.some((f) => f >= 0) ? holders : fit, text);
        // Relevance to this section: retrieval's score for the section and the question (never 0, so a
        // sentence the section holds is still written when nothing else is left).
        const score = (scores.get(item) ?? 0) + 0.01;
        if (owner === input.sectionIndex) own.push({ passage, score });
      });
    }
    return own;
  }
  /**
   * Each item's score as retrieval ranks it for the section (BM25F over its page's title, its heading and
   * its text), as its page was read for the section.
   */
  function itemScores(sources: SectionSource[]): Map<InformationItem, number> {
    const items = sources.flatMap((src) => src.information.map((item) => ({ src, item })));
    const index = buildEvidenceIndex(
      items.map(({ src, item }) => ({
        url: src.url,
        title: src.title,
        text: `${item.heading ? `## ${item.heading}\n\n` : ""}${quotedText(item)}`,
      })),
      language,
      input.background,
    );
    const { scores } = sectionScores(index, input.section, input.query);
    const out = new Map<InformationItem, number>();
    for (const p of index.passages) {
      const { item } = items[p.document] as (typeof items)[number];
      out.set(item, Math.max(out.get(item) ?? 0, scores[p.id] as number));
    }
    return out;
  }
  const numberOf = new Map(input.sources.map((s) => [s.url, s.n]));
  const items = readingOrder(
    chosen.map((c) => ({
      source: numberOf.get(c.passage.url) ?? 0,
      position: c.passage.position,
      text: c.passage.text,
    })),
  );
  const paragraphs = paragraphsBySource(items, language);
  // Streamed sentence by sentence, as a writer would.
  let text = "";
  for (const p of paragraphs) {
    for (const [i, sentence] of p.entries()) {
      const cited = writeParagraphs([[sentence]]);
      const delta = i === 0 ? (text ? `\n\n${cited}` : cited) : `${sentenceSeparator(language)}${cited}`;
      text += delta;
      await input.onDelta(delta);
    }
  }
  return text;
}
