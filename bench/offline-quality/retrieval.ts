// bench/offline-quality/retrieval.ts: how well the two retrieval stages find the pages a question is about,
// over whole manuals (the key-facts question sets of ../shared/bench/keyfacts, their `about` labels).
// Not a timed test. Run: npx tsx bench/offline-quality/retrieval.ts [--corpus django|cmake|git|apache] [--split test]
//
// - library search (the first stage: what the pipeline's searches return from LIBRARY_DIR): recall of the
//   labelled pages among its first 10 results for the question;
// - the evidence index over the whole manual (server/sources/retrieval/evidence.ts): recall@10 of its page
//   ranking, and precision and recall of its relevance gate (`relevantPages`) against the labels;
// - chunk ranking (what the model path's prompts carry: the retriever without an embedder, over the chunks
//   of the library's 15 best pages for the question): key facts held by its 10 best chunks and the share of
//   those chunks from labelled pages, against plain BM25 over the same chunks (text and title as one bag
//   of words, the retriever's ranking before it used retrieval's one formula) in the same run.
// The test split (apache) runs only when asked for, as in run.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PageResult } from "../../common/types";
import { createOfflineEngine } from "../../server/engines/offline/engine";
import { refineQueries } from "../../server/engines/offline/refine";
import type { EngineCall } from "../../server/engines/types";
import { setLogLevel } from "../../server/logger";
import { createLibrary, libraryUrl } from "../../server/sources";
import { documentStem } from "../../server/sources/library/library";
import { chunkText } from "../../server/sources/retrieval/chunk";
import { buildEvidenceIndex } from "../../server/sources/retrieval/evidence";
import { createRetriever } from "../../server/sources/retrieval/retriever";
import { Bm25Index } from "../../server/text/bm25";
import { indexTerms } from "../../server/text/tokenize";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const KEYFACTS = path.resolve(import.meta.dirname, "../../../shared/bench/keyfacts");
const CORPORA = {
  django: { file: "python-django-doc.json", split: "dev" },
  cmake: { file: "cmake-doc.json", split: "dev" },
  // The whole of Git's manual with run.ts's own questions (git-facts.json, beside this file).
  git: { file: "git-facts.json", split: "dev" },
  apache: { file: "apache2-doc.json", split: "test" },
} as const;

interface Spec {
  folder: string;
  questions: { q: string; about: string[]; facts: string[][] }[];
}

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)],
  );
}

const engine = createOfflineEngine();
const call = { usage: { record: async () => {} }, settings: { locale: "en" } } as unknown as EngineCall;

const retriever = createRetriever();
/** Chunks of the given pages, best 10 first, by the retriever and by plain BM25 over the same chunks. */
async function topChunks(query: string, texts: { url: string; title: string; text: string }[]) {
  const retrieved = await retriever.topChunks({ query, texts, topK: 10 });
  const chunks = texts.flatMap((t) =>
    chunkText(t.text)
      .filter((c) => c.text.trim())
      .map((c) => ({ url: t.url, text: c.text, terms: indexTerms(`${t.title}\n${c.text}`) })),
  );
  const scores = new Bm25Index(chunks.map((c) => c.terms)).scores([...new Set(indexTerms(query))]);
  const plain = chunks
    .map((c, i) => ({ c, s: scores[i] as number, i }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, 10)
    .map(({ c }) => c);
  return { retrieved, plain };
}
/** Key facts (each a list of wordings) that some text holds. */
const factsIn = (facts: string[][], texts: string[]) => {
  const all = texts.join("\n").toLowerCase();
  return facts.filter((f) => f.some((w) => all.includes(w.toLowerCase()))).length;
};

/** The document a library url holds (its relative path without format). */
const stemOf = (url: string) =>
  documentStem(
    url
      .replace(/^library:\/\//u, "")
      .split("/")
      .map(decodeURIComponent)
      .join("/"),
  );

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(0)}%`;

/** A corpus's folder and questions: a shared key-facts set, or git's set kept beside this file. */
function specOf(name: keyof typeof CORPORA): Spec {
  if (name !== "git")
    return JSON.parse(readFileSync(path.join(KEYFACTS, CORPORA[name].file), "utf8")) as Spec;
  const git = JSON.parse(readFileSync(path.join(import.meta.dirname, CORPORA.git.file), "utf8")) as {
    questions: { question: string; about: string[]; facts: string[][] }[];
  };
  return { folder: "git-doc", questions: git.questions.map((q) => ({ ...q, q: q.question })) };
}

async function run(name: keyof typeof CORPORA) {
  const spec = specOf(name);
  const dir = path.join("/usr/share/doc", spec.folder);
  if (!existsSync(dir)) {
    console.log(`${name}: ${dir} is missing (apt-get install -y the package); skipped`);
    return;
  }
  const started = performance.now();
  const library = createLibrary({ dirs: [dir], watch: false, logger: { info: () => {}, warn: () => {} } });
  await library.ready;
  const indexed = performance.now();
  // Every file the library holds, read as the library reads it (files it skips answer with an error).
  const docs = [];
  for (const file of listFiles(dir)) {
    const url = libraryUrl(file);
    const page = await library.read(url);
    if (!page.error) docs.push({ url, title: page.title, text: page.text });
  }
  const index = buildEvidenceIndex(docs, "en");
  const built = performance.now();
  console.log(
    `\n## ${name} (${CORPORA[name].split}): ${library.size()} files indexed by the library in ${((indexed - started) / 1000).toFixed(1)} s; evidence index over its ${docs.length} files, ${index.size} passages, built in ${((built - indexed) / 1000).toFixed(1)} s\n`,
  );
  console.log(
    `${"question".padEnd(60)} ${"lib@10".padStart(7)} ${"ev@10".padStart(7)} ${"gate P".padStart(7)} ${"gate R".padStart(7)} ${"kept".padStart(5)} ${"found".padStart(6)} ${"cur R".padStart(6)} ${"cur P".padStart(6)} ${"chunkF".padStart(7)} ${"bm25F".padStart(6)} ${"chunkP".padStart(7)} ${"bm25P".padStart(6)}`,
  );
  const totals = { lib: 0, ev: 0, kept: 0, keptRight: 0, labels: 0, found: 0, cur: 0, curN: 0 };
  const chunkTotals = { facts: 0, f: 0, bm25F: 0, p: 0, bm25P: 0, n: 0, bm25N: 0 };
  for (const q of spec.questions) {
    // A document labelled in both its formats (git's page.html and page.txt) is one label: the library
    // indexes it once.
    const labels = new Set(q.about.map(documentStem));
    const lib = (await library.search({ query: q.q, type: "library", num: 10 })).map((r) => r.url);
    const ev = [...index.pageScores(q.q)]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([u]) => u);
    const gate = index.relevantPages(q.q).map((p) => p.url);
    // The pipeline's first stage as it runs: the engine's searches, 5 results each, then its curation.
    const found: PageResult[] = [];
    for (const rq of refineQueries({ query: q.q, searchTypes: ["library"], customSourceTitles: [] }, "en"))
      for (const r of await library.search({ query: rq.query, type: "library", num: 5 }))
        if (!found.some((f) => f.url === r.url)) found.push(r);
    const curated = await engine.curateSources(call, { query: q.q, results: found, min: 5, max: 10 });
    // Labelled documents among pages (each document once).
    const hit = (list: string[]) => new Set(list.map(stemOf).filter((d) => labels.has(d))).size;
    const read = [];
    for (const r of await library.search({ query: q.q, type: "library", num: 15 })) {
      const page = await library.read(r.url);
      if (!page.error) read.push({ url: r.url, title: page.title, text: page.text });
    }
    const chunks = await topChunks(q.q, read);
    const chunk = {
      f: factsIn(
        q.facts,
        chunks.retrieved.map((c) => c.text),
      ),
      bm25F: factsIn(
        q.facts,
        chunks.plain.map((c) => c.text),
      ),
      p: chunks.retrieved.filter((c) => labels.has(stemOf(c.url))).length,
      bm25P: chunks.plain.filter((c) => labels.has(stemOf(c.url))).length,
    };
    chunkTotals.facts += q.facts.length;
    chunkTotals.f += chunk.f;
    chunkTotals.bm25F += chunk.bm25F;
    chunkTotals.p += chunk.p;
    chunkTotals.bm25P += chunk.bm25P;
    chunkTotals.n += chunks.retrieved.length;
    chunkTotals.bm25N += chunks.plain.length;
    totals.lib += hit(lib);
    totals.found += hit(found.map((r) => r.url));
    totals.cur += hit(curated);
    totals.curN += curated.length;
    totals.ev += hit(ev);
    totals.kept += gate.length;
    totals.keptRight += hit(gate);
    totals.labels += labels.size;
    console.log(
      `${q.q.slice(0, 60).padEnd(60)} ${pct(hit(lib), labels.size).padStart(7)} ${pct(hit(ev), labels.size).padStart(7)} ${pct(hit(gate), gate.length).padStart(7)} ${pct(hit(gate), labels.size).padStart(7)} ${String(gate.length).padStart(5)} ${pct(hit(found.map((r) => r.url)), labels.size).padStart(6)} ${pct(hit(curated), labels.size).padStart(6)} ${pct(hit(curated), curated.length).padStart(6)} ${pct(chunk.f, q.facts.length).padStart(7)} ${pct(chunk.bm25F, q.facts.length).padStart(6)} ${pct(chunk.p, chunks.retrieved.length).padStart(7)} ${pct(chunk.bm25P, chunks.plain.length).padStart(6)}`,
    );
    if (args.includes("--show")) {
      console.log(`    library: ${lib.map((u) => u.replace("library://", "")).join(" ")}`);
      console.log(`    evidence: ${ev.map((u) => u.replace("library://", "")).join(" ")}`);
      console.log(`    curated: ${curated.map((u) => u.replace("library://", "")).join(" ")}`);
      console.log(`    gate: ${gate.map((u) => u.replace("library://", "")).join(" ")}`);
    }
  }
  console.log(
    `${"TOTAL".padEnd(60)} ${pct(totals.lib, totals.labels).padStart(7)} ${pct(totals.ev, totals.labels).padStart(7)} ${pct(totals.keptRight, totals.kept).padStart(7)} ${pct(totals.keptRight, totals.labels).padStart(7)} ${String(totals.kept).padStart(5)} ${pct(totals.found, totals.labels).padStart(6)} ${pct(totals.cur, totals.labels).padStart(6)} ${pct(totals.cur, totals.curN).padStart(6)} ${pct(chunkTotals.f, chunkTotals.facts).padStart(7)} ${pct(chunkTotals.bm25F, chunkTotals.facts).padStart(6)} ${pct(chunkTotals.p, chunkTotals.n).padStart(7)} ${pct(chunkTotals.bm25P, chunkTotals.bm25N).padStart(6)}`,
  );
  console.log(
    `chunks: key facts in the retriever's 10 best chunks ${pct(chunkTotals.f, chunkTotals.facts)} against plain BM25's ${pct(chunkTotals.bm25F, chunkTotals.facts)} (ratio ${(chunkTotals.f / Math.max(1, chunkTotals.bm25F)).toFixed(2)}); from labelled pages ${pct(chunkTotals.p, chunkTotals.n)} against ${pct(chunkTotals.bm25P, chunkTotals.bm25N)}`,
  );
  library.close();
}

setLogLevel("error");
const which = option("corpus");
const split = option("split") ?? "dev";
for (const name of Object.keys(CORPORA) as (keyof typeof CORPORA)[]) {
  if (which ? which !== name : split !== "all" && CORPORA[name].split !== split) continue;
  await run(name);
}
process.exit(0);
