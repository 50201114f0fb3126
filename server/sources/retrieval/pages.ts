// The page ranking of retrieval: BM25F over pages read as one document each (title, headings, body),
// each field saturating on its own, so a page named for a subject outranks long pages that mention it
// often. One formula for every use: the library ranks its files with it (kept up to date as files
// change) and the evidence index ranks the pages a paper read with it (evidence.ts).
import { analyzePhrase } from "../../text/analyze";
import { HEADING_MARKS, headingSections, markdownHeadings } from "../../text/headings";
import type { Language } from "../../text/language";
import { matchForm } from "../../text/stem";

/** Page-level field weights. */
export const PAGE_FIELD_WEIGHTS = { title: 3, headings: 1.5, body: 1 } as const;
export const K1 = 1.2;
export const B = { title: 0.5, headings: 0.5, body: 0.75 } as const;
export type Field = keyof typeof PAGE_FIELD_WEIGHTS;
export const FIELDS: Field[] = ["title", "headings", "body"];

/**
 * Words an English question asks with rather than about ("which types of …", "how does … work", "when
 * should each be used"), in match form: they rank a page or passage a fifth as much as the subject's
 * words and do not count towards a page being about the question.
 */
const FRAMING_EN = new Set(
  "type kind sort way differ role work us use mean exist provid offer choos need happen make".split(" "),
);
const FRAMING_WEIGHT = 0.2;

/** How much a query word counts: the words English questions ask with count a fifth. */
export function termWeight(term: string, language: Language): number {
  return language === "en" && FRAMING_EN.has(term) ? FRAMING_WEIGHT : 1;
}

/**
 * Terms of a text in match form (stems for English words). A compound written with hyphens
 * ("git-merge", "name-based") also gives its parts, so "git merge" finds the page "git-merge(1)".
 */
export function matchTerms(text: string, language: Language): string[] {
  return withParts(analyzePhrase(text, language).terms);
}

export function withParts(terms: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of terms) {
    out.push(matchForm(t));
    if (/[-–]/u.test(t)) for (const part of t.split(/[-–]+/u)) if (part.length > 1) out.push(matchForm(part));
  }
  return out;
}

/** A query's terms in match form, each once (a word the query repeats is not asked for twice). */
export function queryTerms(query: string | readonly string[], language: Language): string[] {
  const text = typeof query === "string" ? query : query.join(" ");
  return [...new Set(matchTerms(text, language))];
}

export type PageFields = Record<Field, Map<string, number>>;

/**
 * How rare words are in a larger collection than a paper's material (the server's library): a paper
 * reads a handful of pages, all about its subject, so among them the subject's own words look common.
 */
export interface TermRarity {
  /** The idf of a term (match form) in the collection; undefined when the collection lacks the term. */
  idf(term: string): number | undefined;
  /** Whether a page (by url) belongs to the collection: its rarities apply to material it holds. */
  holds(url: string): boolean;
}

function count(terms: Iterable<string>, into = new Map<string, number>()): Map<string, number> {
  for (const t of terms) into.set(t, (into.get(t) ?? 0) + 1);
  return into;
}

/** A page's fields from its title and text (markdown headings are the headings field). */
export function pageFieldsOf(page: { title: string; text: string }, language: Language): PageFields {
  const headings = markdownHeadings(page.text);
  // A heading is part of the file's text too: it counts in the body as well as in its own field, so a
  // file whose heading names the subject outranks one that mentions it twice in passing.
  const body = page.text.replace(HEADING_MARKS, "");
  return {
    title: count(matchTerms(page.title, language)),
    headings: count(headings.flatMap((h) => matchTerms(h.text, language))),
    body: count(matchTerms(body, language)),
  };
}

/**
 * A page's parts as documents of their own: the text under its headings, with the headings it stands
 * under and the page's title. Short sections are read together until a part holds PART_MIN_TERMS words,
 * so a one-line entry under its own heading is not a part that outranks whole pages.
 */
export function pagePartsOf(page: { title: string; text: string }, language: Language): PageFields[] {
  const title = count(matchTerms(page.title, language));
  const parts: PageFields[] = [];
  let open: PageFields | undefined;
  let size = 0;
  for (const section of headingSections(page.text)) {
    const body = matchTerms(page.text.slice(section.start, section.end), language);
    if (body.length === 0) continue;
    if (!open) {
      open = { title, headings: new Map(), body: new Map() };
      parts.push(open);
      size = 0;
    }
    count(
      section.headings.flatMap((h) => matchTerms(h, language)),
      open.headings,
    );
    count(body, open.body);
    size += body.length;
    if (size >= PART_MIN_TERMS) open = undefined;
  }
  return parts;
}

/** A part holds at least this many words (the parts under short headings are read together). */
const PART_MIN_TERMS = 150;

const sizeOf = (m: Map<string, number>) => {
  let n = 0;
  for (const c of m.values()) n += c;
  return n;
};

export interface PageHit {
  url: string;
  score: number;
  /** The query's terms the page holds in any field. */
  matched: string[];
}

/** Pages ranked by BM25F, kept up to date page by page (`set`, `add`, `delete`). */
export class PageIndex {
  readonly language: Language;
  private readonly pages = new Map<string, { fields: PageFields; lengths: Record<Field, number> }>();
  private readonly postings = new Map<string, Set<string>>();
  private readonly totals: Record<Field, number> = { title: 0, headings: 0, body: 0 };
  /** Words of page titles, with how many pages' titles hold them. */
  private readonly titleWords = new Map<string, number>();

  constructor(language: Language) {
    this.language = language;
  }

  get size(): number {
    return this.pages.size;
  }

  urls(): IterableIterator<string> {
    return this.pages.keys();
  }

  /** Sets a page's fields (replacing what it had). */
  set(url: string, fields: PageFields): void {
    this.delete(url);
    this.add(url, fields);
  }

  /** Adds to a page's fields (a page given in parts: its title once, every part's headings and body). */
  add(url: string, fields: PageFields): void {
    let page = this.pages.get(url);
    if (!page) {
      page = {
        fields: { title: new Map(fields.title), headings: new Map(), body: new Map() },
        lengths: { title: sizeOf(fields.title), headings: 0, body: 0 },
      };
      this.pages.set(url, page);
      this.totals.title += page.lengths.title;
      for (const w of fields.title.keys()) this.titleWords.set(w, (this.titleWords.get(w) ?? 0) + 1);
    }
    for (const field of ["headings", "body"] as const) {
      const into = page.fields[field];
      for (const [t, c] of fields[field]) into.set(t, (into.get(t) ?? 0) + c);
      const n = sizeOf(fields[field]);
      page.lengths[field] += n;
      this.totals[field] += n;
    }
    for (const field of FIELDS)
      for (const t of fields[field].keys()) {
        let set = this.postings.get(t);
        if (!set) {
          set = new Set();
          this.postings.set(t, set);
        }
        set.add(url);
      }
  }

  delete(url: string): void {
    const page = this.pages.get(url);
    if (!page) return;
    this.pages.delete(url);
    for (const field of FIELDS) {
      this.totals[field] -= page.lengths[field];
      for (const t of page.fields[field].keys()) {
        const set = this.postings.get(t);
        set?.delete(url);
        if (set?.size === 0) this.postings.delete(t);
      }
    }
    for (const w of page.fields.title.keys()) {
      const n = (this.titleWords.get(w) ?? 1) - 1;
      if (n > 0) this.titleWords.set(w, n);
      else this.titleWords.delete(w);
    }
  }

  /** How rare a term (match form) is among the pages, as BM25 weighs it; undefined when no page holds it. */
  idf(term: string): number | undefined {
    const df = this.postings.get(term)?.size ?? 0;
    return df === 0 ? undefined : Math.log(1 + (this.pages.size - df + 0.5) / (df + 0.5));
  }

  /** Words of page titles that hold a term inside them (4 letters at least), the term itself aside. */
  private titleWordsContaining(term: string): string[] {
    if (term.length < 4) return [];
    const out: string[] = [];
    for (const w of this.titleWords.keys())
      if (w !== term && w.length > term.length && w.includes(term)) out.push(w);
    return out;
  }

  /**
   * Every page holding a query term, with its score: the page's fields each saturating on its own, a
   * title written as one word holding a term inside it ("githooks" for "hooks", "gitignore"), and
   * the words an English question asks with counting a fifth. Best first; ties by url. `idfOf` weighs
   * the terms instead of the pages' own frequencies, when the pages are too few to tell a rare word from
   * a common one (evidence.ts).
   */
  search(
    query: string | readonly string[],
    language = this.language,
    idfOf?: (term: string) => number,
  ): PageHit[] {
    const terms = queryTerms(query, language);
    const n = this.pages.size;
    const scores = new Map<string, number>();
    const matched = new Map<string, string[]>();
    const avg = (field: Field) => Math.max(1, this.totals[field] / Math.max(1, n));
    for (const term of terms) {
      const inTitle = this.titleWordsContaining(term);
      const pagesOf = new Set(this.postings.get(term) ?? []);
      for (const w of inTitle) for (const url of this.postings.get(w) ?? []) pagesOf.add(url);
      if (pagesOf.size === 0) continue;
      const idf =
        (idfOf ? idfOf(term) : Math.log(1 + (n - pagesOf.size + 0.5) / (pagesOf.size + 0.5))) *
        termWeight(term, language);
      for (const url of pagesOf) {
        const page = this.pages.get(url);
        if (!page) continue;
        let score = 0;
        for (const field of FIELDS) {
          let c = page.fields[field].get(term) ?? 0;
          if (field === "title") for (const w of inTitle) c += page.fields.title.get(w) ?? 0;
          if (!c) continue;
          const norm = 1 - B[field] + (B[field] * page.lengths[field]) / avg(field);
          score += (PAGE_FIELD_WEIGHTS[field] * c) / (c + K1 * norm);
        }
        scores.set(url, (scores.get(url) ?? 0) + idf * score);
        matched.set(url, [...(matched.get(url) ?? []), term]);
      }
    }
    return [...scores]
      .map(([url, score]) => ({ url, score, matched: matched.get(url) ?? [] }))
      .sort((a, b) => b.score - a.score || (a.url < b.url ? -1 : 1));
  }
}

/**
 * Pages ranked by the better of two readings: the page as one document, and its best part
 * (pagePartsOf). A long page that covers many subjects (a manual's chapter, a module's reference) is
 * found by its part on the one asked about, which the page read whole weighs against all the others.
 */
export class PartedPageIndex {
  private readonly pages: PageIndex;
  private readonly parts: PageIndex;
  private readonly partCount = new Map<string, number>();

  constructor(language: Language) {
    this.pages = new PageIndex(language);
    this.parts = new PageIndex(language);
  }

  get size(): number {
    return this.pages.size;
  }

  /** Sets a page from its title and text, read in the given language. */
  set(url: string, page: { title: string; text: string }, language: Language): void {
    this.delete(url);
    this.pages.set(url, pageFieldsOf(page, language));
    const parts = pagePartsOf(page, language);
    for (const [i, fields] of parts.entries()) this.parts.set(`${url}#${i}`, fields);
    this.partCount.set(url, parts.length);
  }

  delete(url: string): void {
    this.pages.delete(url);
    for (let i = 0; i < (this.partCount.get(url) ?? 0); i++) this.parts.delete(`${url}#${i}`);
    this.partCount.delete(url);
  }

  idf(term: string): number | undefined {
    return this.pages.idf(term);
  }

  /** Every page holding a query term, scored by the better of the page and its best part; best first. */
  search(query: string | readonly string[], language: Language): PageHit[] {
    const best = new Map<string, number>();
    for (const hit of this.parts.search(query, language)) {
      const url = hit.url.slice(0, hit.url.lastIndexOf("#"));
      if (!best.has(url)) best.set(url, hit.score);
    }
    return this.pages
      .search(query, language)
      .map((hit) => ({ ...hit, score: Math.max(hit.score, best.get(hit.url) ?? 0) }))
      .sort((a, b) => b.score - a.score || (a.url < b.url ? -1 : 1));
  }
}
