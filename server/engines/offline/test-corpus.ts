// Test material for the offline engine, read from testdata/: FreshWiki articles (split at their headings
// into one document per section, as a library would hold them) and readability test pages in several
// languages (their expected Readability output, as text). Used by tests and the benchmark only.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseHTML } from "linkedom";
import type { Locale } from "../../../common/constants";
import type { CitedSource, DocumentSettings, PageResult, RefinedQuery } from "../../../common/types";
import { documentSettings } from "../../test/factories";
import { analyzePhrase } from "../../text/analyze";
import { Bm25Index } from "../../text/bm25";
import { detectLanguage, type Language } from "../../text/language";
import { unescapeMarkdown } from "../../text/plain-text";
import type {
  EngineCall,
  Passage,
  PlannedOutline,
  PlannedSection,
  ResearchEngine,
  SectionSource,
  UsageEvent,
} from "../types";

export const TESTDATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../testdata");

export interface CorpusDocument {
  url: string;
  title: string;
  text: string;
}

/** The FreshWiki article files (without extension). */
export function freshWikiTopics(): string[] {
  return readdirSync(path.join(TESTDATA, "eval/freshwiki/txt"))
    .filter((f) => f.endsWith(".txt"))
    .map((f) => f.slice(0, -4))
    .sort();
}

/** One FreshWiki article as documents: its lead and each `# Heading` section, each with its own url. */
export function freshWikiDocuments(topic: string): CorpusDocument[] {
  const text = readFileSync(path.join(TESTDATA, "eval/freshwiki/txt", `${topic}.txt`), "utf8");
  const name = topic.replaceAll("_", " ");
  return text
    .split(/\n(?=# )/u)
    .map((part, i) => {
      const heading = i === 0 ? "Introduction" : (/^# (.*)/u.exec(part)?.[1] ?? `Part ${i}`);
      const body = i === 0 ? part.replace(/^[^\n]*\n/u, "") : part.replace(/^# [^\n]*\n/u, "");
      return {
        url: `https://en.wikipedia.org/wiki/${encodeURIComponent(topic)}#${encodeURIComponent(heading.replaceAll(" ", "_"))}`,
        title: `${name} — ${heading}`,
        text: body.trim(),
      };
    })
    .filter(
      (d) =>
        d.text.length > 200 &&
        !/^(References|See also|External links|Notes)$/u.test(d.title.split(" — ")[1] ?? ""),
    );
}

const BLOCKS = "p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, figcaption, td";

/** The text of an HTML fragment: its block elements' text, one paragraph each. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/giu, "\n");
  const { document } = parseHTML(`<!doctype html><html><body>${withBreaks}</body></html>`);
  const blocks = [...document.querySelectorAll(BLOCKS)]
    // Nested blocks (a p inside an li) would repeat their text.
    .filter((el) => !el.parentElement?.closest(BLOCKS))
    .map((el) =>
      (el.textContent ?? "")
        .split("\n")
        .map((line) => line.replace(/\s+/gu, " ").trim())
        .filter((line) => line !== "")
        .join("\n"),
    )
    .filter((t) => t !== "");
  return blocks.join("\n\n");
}

/** A readability test page as a document: its expected Readability output as text. */
export function readabilityDocument(name: string): CorpusDocument {
  const dir = path.join(TESTDATA, "web-pages/readability", name);
  const meta = JSON.parse(readFileSync(path.join(dir, "expected-metadata.json"), "utf8")) as {
    title?: string;
  };
  return {
    url: `https://pages.example/${name}`,
    title: meta.title ?? name,
    text: htmlToText(readFileSync(path.join(dir, "expected.html"), "utf8")),
  };
}

/** Chunks of 1000 characters with 100 overlap (the retriever's sizes), numbered from `first`. */
export function chunkPassages(
  docs: readonly CorpusDocument[],
  options: { perDocument?: number; first?: number } = {},
): Passage[] {
  const out: Passage[] = [];
  let n = options.first ?? 1;
  for (const d of docs) {
    let count = 0;
    for (
      let i = 0;
      i < d.text.length && count < (options.perDocument ?? Number.POSITIVE_INFINITY);
      i += 900, count++
    ) {
      out.push({ n: n++, url: d.url, title: d.title, text: d.text.slice(i, i + 1000) });
    }
  }
  return out;
}

/** Search results (as a search provider would return them) for documents. */
export function asResults(docs: readonly CorpusDocument[]): PageResult[] {
  return docs.map((d, i) => ({
    type: "web",
    position: i + 1,
    url: d.url,
    title: d.title,
    snippet: d.text.slice(0, 240),
  }));
}

/** Settings of a document on the offline engine, in a locale (the spec's defaults otherwise). */
export function testSettings(locale: Locale = "en", numberOfSections = 5): DocumentSettings {
  return documentSettings({ locale, numberOfSections, currentDate: "2024-05-01" });
}

/** An engine call that records usage events in `events`. */
export function testCall(locale: Locale = "en", signal?: AbortSignal): EngineCall & { events: UsageEvent[] } {
  const events: UsageEvent[] = [];
  return { settings: testSettings(locale), usage: { record: (e) => void events.push(e) }, signal, events };
}

/** Sentences of a cited text: "Sentence. [n] Sentence. [m]" → [{sentence, n}]. */
export function citedSentences(text: string): { sentence: string; n: number }[] {
  const out: { sentence: string; n: number }[] = [];
  for (const m of text.matchAll(/(.+?)\s?\[(\d+)\]/gsu)) {
    out.push({ sentence: unescapeMarkdown(m[1] ?? "").trim(), n: Number(m[2]) });
  }
  return out;
}

/** A stand-in for the library search: BM25 over the documents' titles and texts. */
export class TestLibrary {
  private readonly index: Bm25Index;
  constructor(
    readonly docs: readonly CorpusDocument[],
    private readonly language: Language = "en",
  ) {
    this.index = new Bm25Index(
      docs.map((d) => analyzePhrase(`${d.title}\n${d.text}`, detectLanguage(d.text, language)).terms),
    );
  }

  search(query: string, limit: number): CorpusDocument[] {
    const terms = analyzePhrase(query, detectLanguage(query, this.language)).terms;
    return this.index.search(terms, limit).map((h) => this.docs[h.index] as CorpusDocument);
  }

  byUrl(url: string): CorpusDocument {
    const doc = this.docs.find((d) => d.url === url);
    if (!doc) throw new Error(`No document ${url}`);
    return doc;
  }
}

export interface WrittenSection {
  section: PlannedSection;
  urls: string[];
  sources: SectionSource[];
  text: string;
  deltas: string[];
}

export interface WrittenPaper {
  queries: RefinedQuery[];
  curated: string[];
  passages: Passage[];
  summary: { summary: string; sources: CitedSource[] };
  plan: PlannedOutline;
  sections: WrittenSection[];
  title: string;
}

/**
 * A whole paper through the engine interface, the way the pipeline runs it: refine, search the library,
 * curate, summarize (top chunks of the curated pages), plan, then per section find and choose pages,
 * extract information and write; then the title. `timings` collects milliseconds per step.
 */
export async function writePaper(
  engine: ResearchEngine,
  library: TestLibrary,
  query: string,
  options: {
    locale?: Locale;
    numberOfSections?: number;
    resultsPerQuery?: number;
    timings?: Map<string, number>;
  } = {},
): Promise<WrittenPaper> {
  const call = testCall(options.locale ?? "en");
  const searchTypes = call.settings.searchTypes;
  const timed = async <T>(step: string, f: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await f();
    options.timings?.set(step, (options.timings.get(step) ?? 0) + performance.now() - start);
    return result;
  };
  const perQuery = options.resultsPerQuery ?? 10;
  const queries = await timed("refineQueries", () =>
    engine.refineQueries(call, { query, searchTypes, customSourceTitles: [] }),
  );
  const found = dedupe(queries.flatMap((q) => library.search(q.query, perQuery)));
  const curated = await timed("curateSources", () =>
    engine.curateSources(call, { query, results: asResults(found), min: 5, max: 10 }),
  );
  const passages = chunkPassages(
    curated.map((u) => library.byUrl(u)),
    { perDocument: 5 },
  );
  const summary = await timed("writeSummary", () => engine.writeSummary(call, { query, passages }));
  const plan = await timed("planSections", () =>
    engine.planSections(call, {
      query,
      summary: summary.summary,
      passages,
      numberOfSections: options.numberOfSections ?? 5,
      searchTypes,
    }),
  );
  const sections: WrittenSection[] = [];
  for (const [sectionIndex, section] of plan.sections.entries()) {
    const candidates = dedupe(
      section.subSections.flatMap((s) => library.search(s.searchQuery.refinedQuery, perQuery)),
    );
    const urls = await timed("choosePages", () =>
      engine.choosePages(call, { query, section, candidates: asResults(candidates), min: 5, max: 15 }),
    );
    const sources: SectionSource[] = [];
    for (const url of urls) {
      const page = library.byUrl(url);
      const information = await timed("extractInformation", () =>
        engine.extractInformation(call, { query, section, page, max: 20 }),
      );
      if (information.length > 0)
        sources.push({ n: sources.length + 1, url, title: page.title, information });
    }
    const deltas: string[] = [];
    const text = await timed("writeSection", () =>
      engine.writeSection(call, {
        query,
        documentTitle: plan.title,
        section,
        sectionIndex,
        outline: plan,
        sources,
        onDelta: (d) => void deltas.push(d),
      }),
    );
    sections.push({ section, urls, sources, text, deltas });
  }
  const title = await timed("writeTitle", () =>
    engine.writeTitle(call, {
      query,
      summary: summary.summary,
      sectionTitles: plan.sections.map((s) => s.title),
    }),
  );
  return { queries, curated, passages, summary, plan, sections, title };
}

function dedupe(docs: CorpusDocument[]): CorpusDocument[] {
  return [...new Map(docs.map((d) => [d.url, d])).values()];
}
