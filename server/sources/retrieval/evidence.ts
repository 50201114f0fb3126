// The evidence index: one index over everything a paper has read (library pages, fetched pages, custom
// sources), as sentence passages that keep their page's title, the headings they stand under and their
// position. One ranking, BM25F over the title, headings and body fields on stems, answers every question
// put to the material (`retrieve`), and one relevance decision (`relevantPages`) is made from it. Texts
// shown to readers keep their surface form; only matching uses stems.
import { analyzePhrase } from "../../text/analyze";
import { headingSections, markdownHeadings } from "../../text/headings";
import type { Language } from "../../text/language";
import { detectLanguage } from "../../text/language";
import { splitSentences } from "../../text/sentences";
import {
  B,
  FIELDS,
  type Field,
  K1,
  matchTerms,
  PageIndex,
  queryTerms,
  type TermRarity,
  termWeight,
  withParts,
} from "./pages";

export { matchTerms, type TermRarity };

export interface EvidenceDocument {
  url: string;
  title: string;
  text: string;
}

export interface EvidencePassage {
  /** Index of the passage in the index (stable for one index). */
  id: number;
  url: string;
  /** The page's title. */
  title: string;
  /** The headings the passage stands under in its page, outermost first. */
  headings: string[];
  /** The sentence, whitespace-normalised, as written. */
  text: string;
  /** Offsets of the sentence in its page's text. */
  start: number;
  end: number;
  /** The document the passage comes from (its index among those indexed; one page may be given in parts). */
  document: number;
  /** Position of the passage in its document (0-based), and of its paragraph. */
  position: number;
  paragraph: number;
  /** Content terms of the sentence in match form (stems). */
  terms: string[];
}

export interface RetrievedPassage {
  passage: EvidencePassage;
  score: number;
}

export interface RetrieveOptions {
  /** Passages not to return (already written, or another section's). */
  exclude?: (passage: EvidencePassage) => boolean;
  /** Only passages of these pages. */
  urls?: ReadonlySet<string>;
}

/** Field weights of BM25F over passages: a word of the title or of a heading says what a passage is about. */
export const FIELD_WEIGHTS = { title: 2, headings: 1.5, body: 1 } as const;

interface FieldStats {
  lengths: Float64Array;
  avg: number;
}

export class EvidenceIndex {
  readonly passages: EvidencePassage[] = [];
  readonly language: Language;
  /** The pages indexed, in the order given. */
  readonly pages: EvidenceDocument[];
  private readonly fieldTerms: Record<Field, Map<string, number>[]> = { title: [], headings: [], body: [] };
  private readonly stats: Record<Field, FieldStats>;
  /** Passages that contain a term in any field. */
  private readonly postings = new Map<string, number[]>();
  private readonly byUrl = new Map<string, number[]>();
  /** The pages read as one document each (the parts of one page make one page). */
  private readonly pageIndex: PageIndex;

  /** The larger collection the material comes from, when it does: its rarities weigh the query's words. */
  private readonly background: TermRarity | undefined;

  constructor(documents: readonly EvidenceDocument[], language: Language, background?: TermRarity) {
    this.language = language;
    this.pages = [...documents];
    this.background = background && documents.some((d) => background.holds(d.url)) ? background : undefined;
    this.pageIndex = new PageIndex(language);
    const titleTerms = new Map<string, string[]>();
    const headingTerms = new Map<string, string[]>();
    const cached = (cache: Map<string, string[]>, text: string) => {
      let t = cache.get(text);
      if (!t) {
        t = matchTerms(text, language);
        cache.set(text, t);
      }
      return t;
    };
    for (const [document, doc] of documents.entries()) {
      const lang = detectLanguage(doc.text.slice(0, 4000), language);
      const ids: number[] = [];
      let position = 0;
      let paragraphBase = 0;
      for (const part of headingSections(doc.text)) {
        const body = doc.text.slice(part.start, part.end);
        let lastParagraph = -1;
        for (const s of splitSentences(body, lang)) {
          const id = this.passages.length;
          const terms = withParts(analyzePhrase(s.text, lang).terms);
          const passage: EvidencePassage = {
            id,
            document,
            url: doc.url,
            title: doc.title,
            headings: part.headings,
            text: s.text,
            start: part.start + s.start,
            end: part.start + s.end,
            position: position++,
            paragraph: paragraphBase + s.paragraph,
            terms,
          };
          lastParagraph = Math.max(lastParagraph, s.paragraph);
          this.passages.push(passage);
          ids.push(id);
          const fields: Record<Field, string[]> = {
            title: cached(titleTerms, doc.title),
            headings: cached(headingTerms, part.headings.join("\n")),
            body: terms,
          };
          const seen = new Set<string>();
          for (const field of FIELDS) {
            const counts = new Map<string, number>();
            for (const t of fields[field]) {
              counts.set(t, (counts.get(t) ?? 0) + 1);
              seen.add(t);
            }
            this.fieldTerms[field].push(counts);
          }
          for (const t of seen) {
            let list = this.postings.get(t);
            if (!list) {
              list = [];
              this.postings.set(t, list);
            }
            list.push(id);
          }
        }
        paragraphBase += lastParagraph + 1;
      }
      this.byUrl.set(doc.url, [...(this.byUrl.get(doc.url) ?? []), ...ids]);
      this.addPage(doc, ids, cached(titleTerms, doc.title));
    }
    const stats = (field: Field): FieldStats => {
      const lengths = new Float64Array(this.passages.length);
      let total = 0;
      this.fieldTerms[field].forEach((counts, i) => {
        let n = 0;
        for (const c of counts.values()) n += c;
        lengths[i] = n;
        total += n;
      });
      return { lengths, avg: Math.max(1, total / Math.max(1, this.passages.length)) };
    };
    this.stats = { title: stats("title"), headings: stats("headings"), body: stats("body") };
  }

  /** Adds a document to its page's fields: the parts of one page (its chunks) make one page. */
  private addPage(doc: EvidenceDocument, ids: number[], title: string[]) {
    const count = (terms: Iterable<string>) => {
      const into = new Map<string, number>();
      for (const t of terms) into.set(t, (into.get(t) ?? 0) + 1);
      return into;
    };
    // The body is the passages' text (headings stand in their own field only): counting a heading in the
    // body too, as the library reads a file (pageFieldsOf), left a thin library's section with no
    // sentence of its own (offline-thin-library.test.ts).
    this.pageIndex.add(doc.url, {
      title: count(title),
      headings: count(markdownHeadings(doc.text).flatMap((h) => matchTerms(h.text, this.language))),
      body: count(ids.flatMap((id) => (this.passages[id] as EvidencePassage).terms)),
    });
  }

  /** How much a query word counts: the words English questions ask with count a fifth. */
  private weightOf(term: string): number {
    return termWeight(term, this.language);
  }

  get size(): number {
    return this.passages.length;
  }

  /** The passages of one page, in page order. */
  passagesOf(url: string): EvidencePassage[] {
    return (this.byUrl.get(url) ?? []).map((id) => this.passages[id] as EvidencePassage);
  }

  /**
   * Inverse document frequency of a term (match form): in the collection the material comes from when
   * there is one and it holds the term, else over the passages.
   */
  idf(term: string): number {
    const rarity = this.background?.idf(term);
    if (rarity !== undefined) return rarity;
    const df = this.postings.get(term)?.length ?? 0;
    return Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
  }

  /** The BM25F score of every passage for a query (a text or a list of texts read as one). */
  scores(query: string | readonly string[]): Float64Array {
    return this.scoreTerms(queryTerms(query, this.language));
  }

  /** BM25F scores for terms already in match form. */
  scoreTerms(terms: readonly string[]): Float64Array {
    const out = new Float64Array(this.size);
    for (const term of new Set(terms)) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = this.idf(term) * this.weightOf(term);
      for (const id of list) {
        let tf = 0;
        for (const field of FIELDS) {
          const count = this.fieldTerms[field][id]?.get(term);
          if (!count) continue;
          const { lengths, avg } = this.stats[field];
          const norm = 1 - B[field] + (B[field] * (lengths[id] as number)) / avg;
          tf += (FIELD_WEIGHTS[field] * count) / norm;
        }
        out[id] = (out[id] as number) + (idf * tf) / (K1 + tf);
      }
    }
    return out;
  }

  /** The k best passages for a query, best first (score > 0); ties keep page order. */
  retrieve(query: string | readonly string[], k: number, options: RetrieveOptions = {}): RetrievedPassage[] {
    return this.rank(this.scores(query), k, options);
  }

  /** The k best passages by given scores, best first (score > 0). */
  rank(scores: Float64Array, k: number, options: RetrieveOptions = {}): RetrievedPassage[] {
    const hits: RetrievedPassage[] = [];
    for (let id = 0; id < scores.length; id++) {
      const score = scores[id] as number;
      if (score <= 0) continue;
      const passage = this.passages[id] as EvidencePassage;
      if (options.urls && !options.urls.has(passage.url)) continue;
      if (options.exclude?.(passage)) continue;
      hits.push({ passage, score });
    }
    hits.sort((a, b) => b.score - a.score || a.passage.id - b.passage.id);
    return hits.length > k ? hits.slice(0, k) : hits;
  }

  /**
   * How much each page is about a query: BM25F of the page read as one document (its title, all its
   * headings and all its text), so a page on the subject outranks one that mentions it in passing.
   */
  pageScores(query: string | readonly string[]): Map<string, number> {
    const out = new Map<string, number>();
    for (const url of this.pageIndex.urls()) out.set(url, 0);
    // A paper reads a handful of pages, all about its subject, too few for a word's frequency among them
    // to say how rare it is: the collection they come from says it, when there is one (every page read
    // may hold "hook"; few of a manual's pages do).
    const idfOf = this.background ? (t: string) => this.idf(t) : undefined;
    for (const hit of this.pageIndex.search(query, this.language, idfOf)) out.set(hit.url, hit.score);
    return out;
  }

  /**
   * The one relevance decision: the pages about a query, best first. A page is about it when its score
   * reaches RELEVANT_SHARE of the best page's and it covers at least COVERAGE_SHARE of the query's words
   * (weighted by idf) that the best-covering page covers — a page that shares one common word with a
   * long question is not about it. Words no page has (the question's framing: "offer", "explain") weigh
   * nothing.
   */
  relevantPages(query: string | readonly string[]): { url: string; score: number }[] {
    // The words a question asks with ("types", "used") do not make a page about it.
    const asked = queryTerms(query, this.language).filter((t) => this.weightOf(t) === 1);
    const terms = asked.filter((t) => this.postings.has(t));
    if (terms.length === 0) return [];
    const pages = this.pageScores(query);
    const best = Math.max(0, ...pages.values());
    if (best <= 0) return [];
    const weight = new Map(terms.map((t) => [t, this.idf(t)]));
    const present = [...weight.values()].reduce((a, b) => a + b, 0);
    // A word of the question no page has counts as much as an average word the pages have: a question
    // whose subject the material lacks (only its framing words are found) has no relevant page.
    const askedWeight = present + (asked.length - terms.length) * (present / terms.length);
    const coverage = new Map<string, number>();
    for (const url of pages.keys()) {
      const covered = new Set<string>();
      for (const id of this.byUrl.get(url) ?? [])
        for (const field of FIELDS)
          for (const t of this.fieldTerms[field][id]?.keys() ?? []) if (weight.has(t)) covered.add(t);
      coverage.set(
        url,
        [...covered].reduce((a, t) => a + (weight.get(t) ?? 0), 0),
      );
    }
    const most = Math.max(...coverage.values());
    if (most < COVERAGE_MIN * askedWeight) return [];
    const out: { url: string; score: number }[] = [];
    for (const [url, score] of pages)
      if (score >= RELEVANT_SHARE * best && (coverage.get(url) ?? 0) >= COVERAGE_SHARE * most)
        out.push({ url, score });
    return out.sort((a, b) => b.score - a.score);
  }
}

/** A relevant page scores at least this share of the best page's score. */
export const RELEVANT_SHARE = 0.5;
/** A relevant page covers at least this share of what the best-covering page covers of the query. */
export const COVERAGE_SHARE = 0.5;
/** The best-covering page covers at least this share of the question's words (words no page has count too), or nothing is relevant. */
export const COVERAGE_MIN = 0.4;

/** Builds the evidence index of the given pages. */
export function buildEvidenceIndex(
  documents: readonly EvidenceDocument[],
  language: Language,
  background?: TermRarity,
): EvidenceIndex {
  return new EvidenceIndex(documents, language, background);
}
