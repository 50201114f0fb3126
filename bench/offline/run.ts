// Benchmark of the offline engine: a 5-section paper from a library of ≥1,000 documents, in one process.
// Run: npx tsx bench/offline/run.ts ["question"]
//
// The library is built from the repository's testdata: the FreshWiki articles (one document per section)
// and the readability test pages, repeated and shuffled to pass 1,000 documents (the output says how).
// Library search is a stand-in (BM25 over the documents, timed apart from the engine). The engine gets
// more than the pipeline would give it: the summary and the plan read the top chunks of the 200 best
// documents (≈1,000 passages), the plan reads the curated pages whole too (as the pipeline's plan step
// gives them), and each section's pages are read whole.
import { readdirSync } from "node:fs";
import path from "node:path";
import { PLAN_PAGE_CHARS } from "../../common/constants";
import { findOutlineProblems } from "../../common/outline-rules";
import type { PageResult } from "../../common/types";
import { seededRandom } from "../../server/engines/cover/design";
import { renderCover } from "../../server/engines/cover/generator";
import { createOfflineEngine } from "../../server/engines/offline/engine";
import {
  asResults,
  type CorpusDocument,
  chunkPassages,
  freshWikiDocuments,
  freshWikiTopics,
  readabilityDocument,
  TESTDATA,
  TestLibrary,
  testCall,
} from "../../server/engines/offline/test-corpus";
import type { SectionSource } from "../../server/engines/types";
import { paragraphRanges } from "../../server/text/sentences";
import { wordTokens } from "../../server/text/tokenize";

const TARGET_DOCUMENTS = 1000;
const SUMMARY_DOCUMENTS = 200;
const PASSAGES_PER_DOCUMENT = 5;
const CANDIDATES_PER_QUESTION = 30;
const question = process.argv[2] ?? "What were the causes and consequences of the 2022 Luzon earthquake?";

const ms = (t: number) => `${t.toFixed(0).padStart(6)} ms`;
function time<T>(f: () => T): [T, number] {
  const start = performance.now();
  const result = f();
  return [result, performance.now() - start];
}
async function timeAsync<T>(f: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await f();
  return [result, performance.now() - start];
}

// 1. The library.
const [corpus, buildTime] = time(() => {
  const unique: CorpusDocument[] = [
    ...freshWikiTopics().flatMap(freshWikiDocuments),
    ...readdirSync(path.join(TESTDATA, "web-pages/readability"))
      .map(readabilityDocument)
      .filter((d) => d.text.length > 300),
  ];
  const copies = Math.ceil(TARGET_DOCUMENTS / unique.length);
  const docs: CorpusDocument[] = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const d of unique)
      docs.push({ ...d, url: `library://copy-${copy + 1}/${encodeURIComponent(d.url)}` });
  }
  // Deterministic shuffle (Fisher–Yates with a seeded generator).
  const random = seededRandom(20240501);
  for (let i = docs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [docs[i], docs[j]] = [docs[j] as CorpusDocument, docs[i] as CorpusDocument];
  }
  return { docs, unique: unique.length, copies };
});
const chars = corpus.docs.reduce((a, d) => a + d.text.length, 0);
console.log(
  `Library: ${corpus.docs.length} documents (${corpus.unique} unique documents — FreshWiki article sections and readability pages — ` +
    `repeated ${corpus.copies}× and shuffled), ${(chars / 1e6).toFixed(1)} M characters; built in ${buildTime.toFixed(0)} ms`,
);

// 2. Baseline: tokenizing the whole library once.
const [, baseline] = time(() => {
  let words = 0;
  for (const d of corpus.docs) {
    for (const r of paragraphRanges(d.text)) words += wordTokens(d.text.slice(r.start, r.end), "en").length;
  }
  return words;
});

// 3. Library search stand-in (not engine time).
const [library, indexTime] = time(() => new TestLibrary(corpus.docs));
let searchTime = 0;
function search(query: string, limit: number): CorpusDocument[] {
  const [found, t] = time(() => library.search(query, limit));
  searchTime += t;
  return found;
}
const unique = (docs: CorpusDocument[]) => [...new Map(docs.map((d) => [d.url, d])).values()];

// 4. The paper, step by step.
const engine = createOfflineEngine();
const call = testCall("en");
const searchTypes = call.settings.searchTypes;
const steps = new Map<string, number>();
const step = async <T>(name: string, f: () => Promise<T>): Promise<T> => {
  const [result, t] = await timeAsync(f);
  steps.set(name, (steps.get(name) ?? 0) + t);
  return result;
};

const rssBefore = process.memoryUsage().rss;
const wallStart = performance.now();
const queries = await step("refine queries", () =>
  engine.refineQueries(call, { query: question, searchTypes, customSourceTitles: [] }),
);
const results: PageResult[] = asResults(unique(queries.flatMap((q) => search(q.query, 10))));
const curated = await step("curate sources", () =>
  engine.curateSources(call, { query: question, results, min: 5, max: 10 }),
);
const summaryDocs = unique([
  ...curated.map((u) => library.byUrl(u)),
  ...search(question, SUMMARY_DOCUMENTS),
]).slice(0, SUMMARY_DOCUMENTS);
const passages = chunkPassages(summaryDocs, { perDocument: PASSAGES_PER_DOCUMENT });
const summary = await step("summary", () => engine.writeSummary(call, { query: question, passages }));
// The plan also reads the curated pages whole, as the pipeline's plan step gives them.
const numbers = new Map(passages.map((p) => [p.url, p.n]));
const pages = curated.map((url, i) => {
  const d = library.byUrl(url);
  return {
    n: numbers.get(url) ?? passages.length + i + 1,
    url,
    title: d.title,
    text: d.text.slice(0, PLAN_PAGE_CHARS),
  };
});
const plan = await step("plan", () =>
  engine.planSections(call, {
    query: question,
    summary: summary.summary,
    passages,
    numberOfSections: 5,
    searchTypes,
    pages,
  }),
);
let pagesRead = 0;
let informationItems = 0;
let sectionChars = 0;
for (const [sectionIndex, section] of plan.sections.entries()) {
  const candidates = asResults(
    unique(section.subSections.flatMap((s) => search(s.searchQuery.refinedQuery, CANDIDATES_PER_QUESTION))),
  );
  const urls = await step("choose pages", () =>
    engine.choosePages(call, { query: question, section, candidates, min: 5, max: 15 }),
  );
  const sources: SectionSource[] = [];
  for (const url of urls) {
    const page = library.byUrl(url);
    pagesRead++;
    const information = await step("extract information", () =>
      engine.extractInformation(call, { query: question, section, page, max: 20 }),
    );
    informationItems += information.length;
    if (information.length > 0) sources.push({ n: sources.length + 1, url, title: page.title, information });
  }
  const text = await step("write sections", () =>
    engine.writeSection(call, {
      query: question,
      documentTitle: plan.title,
      section,
      sectionIndex,
      outline: plan,
      sources,
      onDelta: () => {},
    }),
  );
  sectionChars += text.length;
}
const title = await step("title", () =>
  engine.writeTitle(call, {
    query: question,
    summary: summary.summary,
    sectionTitles: plan.sections.map((s) => s.title),
  }),
);
const prompt = await step("describe cover", () =>
  engine.describeCover(call, { title, query: question, summary: summary.summary }),
);
const wall = performance.now() - wallStart;
const [, coverTime] = time(() => renderCover({ title, query: question }));
const engineTime = [...steps.values()].reduce((a, b) => a + b, 0);
const peakRss = process.resourceUsage().maxRSS / 1024;

console.log(`Question: ${question}`);
console.log(
  `Engine input: ${passages.length} passages from ${summaryDocs.length} documents for summary and plan; ` +
    `${pagesRead} whole pages read for ${plan.sections.length} sections (${informationItems} information items); ` +
    `summary ${summary.summary.length} characters, sections ${sectionChars} characters`,
);
console.log("\nTime per step (engine):");
for (const [name, t] of steps) console.log(`  ${name.padEnd(22)} ${ms(t)}`);
console.log(`  ${"engine total".padEnd(22)} ${ms(engineTime)}`);
console.log(
  `  ${"library search (stand-in)".padEnd(22)} ${ms(searchTime)} (+ index ${indexTime.toFixed(0)} ms, built once)`,
);
console.log(
  `  ${"wall, refine → title".padEnd(22)} ${ms(wall)}  ${wall <= 5000 ? "(goal ≤ 5 s met)" : "(over the 5 s goal)"}`,
);
console.log(`  ${"cover render (PNG)".padEnd(22)} ${ms(coverTime)}`);
console.log(`\nBaseline: tokenizing the whole library once took ${baseline.toFixed(0)} ms.`);
console.log(
  `Ratio: engine time / baseline = ${(engineTime / baseline).toFixed(2)}; wall / baseline = ${(wall / baseline).toFixed(2)}`,
);
console.log(
  `Memory: peak RSS ${peakRss.toFixed(0)} MB (RSS before the paper ${(rssBefore / 1048576).toFixed(0)} MB)`,
);

console.log(`\nTitle: ${title}`);
console.log(
  `Outline (${findOutlineProblems(plan) === null ? "passes the outline rules" : "FAILS the outline rules"}):`,
);
for (const [i, s] of plan.sections.entries()) {
  console.log(`  ${i + 1}. ${s.title} — ${s.description}`);
  for (const q of s.subSections)
    console.log(`     - ${q.question}  [${q.searchQuery.searchType}: ${q.searchQuery.refinedQuery}]`);
}
console.log(`Cover prompt: ${prompt}`);
