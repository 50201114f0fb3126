// bench/offline-quality: how much of what matters the offline engine's papers say, against a baseline
// measured in the same run. Not a timed test (the speed goal is bench/offline's).
// Run: npx tsx bench/offline-quality/run.ts [--corpus git|freshwiki] [--only <text>] [--show] [--sections 5]
//
// Papers are written by the real pipeline (the app in process on an embedded database, the offline
// engine, LIBRARY_DIR set and no chain configured, so the library is searched first) over two libraries
// that mix relevant and unrelated documents:
// - git: 22 pages of Git's HTML manual (testdata/libraries/git-docs) and five unrelated news pages;
//   8 questions with 5–8 key facts each (git-facts.json), chosen from the manual before the engine ran.
// - freshwiki: the body sections of the 20 FreshWiki articles (one file per section, the lead left out)
//   and the same news pages; the question is the topic, its key facts the numbers and names of the
//   article's lead that its body also states.
// Per question: key facts covered by the paper, the paper's length in sentences, and the baseline — the
// N best BM25 sentences of the whole library for the question, N being the paper's length — on the same
// facts; sentences written twice; cited documents that are not about the question.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PresentedDocument } from "../../common/types";
import { freshWikiTopics, TESTDATA } from "../../server/engines/offline/test-corpus";
import { createOfflineEngines } from "../../server/engines/offline-engines";
import { setLogLevel } from "../../server/logger";
import { paperSentences, paperText } from "../../server/research/paper-check";
import { libraryUrl } from "../../server/sources";
import setupTemplate from "../../server/test/global-setup";
import { startResearchApp } from "../../server/test/research-harness";
import { analyzePhrase, analyzeText } from "../../server/text/analyze";
import { Bm25Index } from "../../server/text/bm25";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const SECTIONS = Number(option("sections") ?? 5);
const NEWS = ["bbc-1", "cnn", "seattletimes-1", "theverge", "medicalnewstoday"];

interface Question {
  question: string;
  /** Library files the question is about (relative paths); citing a news page is always unrelated. */
  about: string[];
  facts: string[][];
}
interface Corpus {
  name: string;
  dir: string;
  questions: Question[];
  /** Whether a cited library file may be cited for the question. */
  related(question: Question, relativePath: string): boolean;
}

// ---- corpora -------------------------------------------------------------------------------------------

function addNews(dir: string): void {
  for (const n of NEWS)
    copyFileSync(
      path.join(TESTDATA, "web-pages/readability", n, "source.html"),
      path.join(dir, `news-${n}.html`),
    );
}

function gitCorpus(): Corpus {
  const dir = mkdtempSync(path.join(os.tmpdir(), "treatise-bench-git-"));
  const docs = path.join(TESTDATA, "libraries/git-docs");
  for (const f of readdirSync(docs)) copyFileSync(path.join(docs, f), path.join(dir, f));
  addNews(dir);
  const spec = JSON.parse(readFileSync(path.join(import.meta.dirname, "git-facts.json"), "utf8")) as {
    questions: Question[];
  };
  return {
    name: "git",
    dir,
    questions: spec.questions,
    // Any manual page may help answer a question about Git; the news pages never do.
    related: (_q, file) => !file.startsWith("news-"),
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** Numbers and names of an article's lead that its body also states: what a reader must learn. */
function leadFacts(lead: string, body: string, topic: string): string[][] {
  const topicWords = new Set(topic.toLowerCase().split(/[\s_()]+/u));
  const facts: string[] = [];
  const add = (fact: string) => {
    const f = fact.trim().replace(/[.,]$/u, "");
    if (f.length < 2 || facts.some((x) => x.toLowerCase() === f.toLowerCase())) return;
    if (f.split(/\s+/u).every((w) => topicWords.has(w.toLowerCase()))) return;
    if (!new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(f)}($|[^\\p{L}\\p{N}])`, "iu").test(body)) return;
    facts.push(f);
  };
  for (const sentence of lead.split(/(?<=[.!?])\s+/u)) {
    for (const m of sentence.matchAll(/\d[\d,.]*\d|\d/gu)) add(m[0]);
    // Names: capitalised words (joined by of/de/the/and), not the sentence's first word.
    const words = sentence.split(/\s+/u);
    let run: string[] = [];
    const flush = () => {
      while (run.length > 0 && /^(of|de|the|and)$/u.test(run[run.length - 1] as string)) run.pop();
      if (run.length > 0) add(run.join(" ").replace(/[,;:()"]/gu, ""));
      run = [];
    };
    words.forEach((w, i) => {
      const clean = w.replace(/^[("“]+|[)"”,;:.]+$/gu, "");
      if (i > 0 && /^\p{Lu}\p{L}+/u.test(clean)) run.push(clean);
      else if (run.length > 0 && /^(of|de|the|and)$/u.test(clean)) run.push(clean);
      else flush();
      if (/[,;:.)]$/u.test(w)) flush();
    });
    flush();
  }
  return facts.slice(0, 8).map((f) => [f]);
}

function freshWikiCorpus(): Corpus {
  const dir = mkdtempSync(path.join(os.tmpdir(), "treatise-bench-freshwiki-"));
  const questions: Question[] = [];
  for (const topic of freshWikiTopics()) {
    const text = readFileSync(path.join(TESTDATA, "eval/freshwiki/txt", `${topic}.txt`), "utf8");
    const [head = "", ...parts] = text.split(/\n(?=# )/u);
    const lead = head.replace(/^[^\n]*\n/u, "").trim();
    const name = topic.replaceAll("_", " ");
    const folder = topic.replace(/[^\w-]+/gu, "-");
    mkdirSync(path.join(dir, folder));
    const bodies: string[] = [];
    const about: string[] = [];
    parts.forEach((part, i) => {
      const heading = /^# (.*)/u.exec(part)?.[1] ?? `Part ${i + 1}`;
      const body = part.replace(/^# [^\n]*\n/u, "").trim();
      if (body.length < 200 || /^(References|See also|External links|Notes)$/u.test(heading)) return;
      const file = `${folder}/${String(i + 1).padStart(2, "0")}-${heading.replace(/[^\w-]+/gu, "-")}.md`;
      writeFileSync(path.join(dir, file), `# ${name} — ${heading}\n\n${body}\n`);
      bodies.push(body);
      about.push(file);
    });
    const facts = leadFacts(lead, bodies.join("\n"), name);
    if (facts.length >= 3) questions.push({ question: name, about, facts });
  }
  addNews(dir);
  return {
    name: "freshwiki",
    dir,
    questions,
    related: (q, file) => q.about.includes(file),
  };
}

// ---- measures ------------------------------------------------------------------------------------------

function covered(text: string, facts: string[][]): boolean[] {
  return facts.map((alternatives) =>
    alternatives.some((a) => {
      const start = /^[\p{L}\p{N}]/u.test(a) ? "(^|[^\\p{L}\\p{N}_])" : "";
      const end = /[\p{L}\p{N}]$/u.test(a) ? "($|[^\\p{L}\\p{N}_])" : "";
      return new RegExp(`${start}${escapeRegExp(a)}${end}`, "iu").test(text);
    }),
  );
}

/** Every sentence of every library file, as the library reads them, for the BM25 baseline. */
async function librarySentences(
  read: (url: string) => Promise<{ text: string }>,
  files: string[],
): Promise<{ text: string; file: string; terms: string[] }[]> {
  const out: { text: string; file: string; terms: string[] }[] = [];
  for (const file of files) {
    const page = await read(libraryUrl(file));
    for (const s of analyzeText(page.text, "en").sentences) out.push({ text: s.text, file, terms: s.terms });
  }
  return out;
}

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)],
  );
}

interface Row {
  question: string;
  facts: number;
  paperFacts: number;
  baselineFacts: number;
  sentences: number;
  repeated: number;
  /** Sections with no cited sentence (the note that nothing answered them). */
  empty: number;
  emptyTitles: string[];
  unrelated: string[];
  repeats: string[];
  seconds: number;
  title: string;
  sections: string[];
}

async function runCorpus(corpus: Corpus, only?: string): Promise<Row[]> {
  const app = await startResearchApp({ env: { LIBRARY_DIR: corpus.dir }, offline: createOfflineEngines() });
  const library = app.services.sources.library;
  if (!library) throw new Error("the library did not start");
  await library.ready;
  const files = listFiles(corpus.dir);
  const sentences = await librarySentences((url) => library.read(url), files);
  const index = new Bm25Index(sentences.map((s) => s.terms));
  const user = await app.signUp();
  const rows: Row[] = [];
  const fileOf = new Map(files.map((f) => [libraryUrl(f), f]));
  for (const q of corpus.questions) {
    if (only && !q.question.toLowerCase().includes(only.toLowerCase())) continue;
    const start = performance.now();
    const id = await app.create(user, { model: "offline", query: q.question, numberOfSections: SECTIONS });
    const doc: PresentedDocument = await app.waitFor(user, id);
    const seconds = (performance.now() - start) / 1000;
    if (doc.status !== "COMPLETE") {
      console.log(`  ${q.question}: ${doc.status} ${JSON.stringify(doc.content.error)}`);
      continue;
    }
    const said = paperSentences(doc);
    const text = [doc.title, ...said].join("\n");
    const counts = new Map<string, number>();
    for (const s of said) counts.set(s, (counts.get(s) ?? 0) + 1);
    const cited = new Set([
      ...(doc.content.references ?? []).map((r) => r.url),
      ...(doc.content.summary.sources ?? []).map((s) => s.url),
    ]);
    const unrelated = [...cited].map((u) => fileOf.get(u) ?? u).filter((f) => !corpus.related(q, f));
    const n = said.length;
    const top = index
      .search(analyzePhrase(q.question, "en").terms, n)
      .map((h) => (sentences[h.index] as { text: string }).text);
    rows.push({
      question: q.question,
      facts: q.facts.length,
      paperFacts: covered(text, q.facts).filter(Boolean).length,
      baselineFacts: covered(top.join("\n"), q.facts).filter(Boolean).length,
      sentences: n,
      repeated: [...counts.values()].filter((c) => c > 1).length,
      empty: doc.content.plan.sections.filter((s) => !/\[\d+\]/u.test(s.content ?? "")).length,
      emptyTitles: doc.content.plan.sections
        .filter((s) => !/\[\d+\]/u.test(s.content ?? ""))
        .map((s) => s.title),
      repeats: [...counts].filter(([, c]) => c > 1).map(([t]) => t),
      unrelated,
      seconds,
      title: doc.title,
      sections: doc.content.plan.sections.map((s) => s.title),
    });
    if (flag("show")) {
      console.log(`\n${"=".repeat(100)}\n${paperText(doc)}\n`);
      const facts = covered(text, q.facts);
      console.log(
        `Missed facts: ${
          q.facts
            .filter((_, i) => !facts[i])
            .map((f) => f[0])
            .join(" | ") || "none"
        }`,
      );
    }
  }
  await app.close();
  return rows;
}

function report(corpus: string, rows: Row[]): { facts: number; paper: number; baseline: number } {
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(0)}%`;
  console.log(`\n## ${corpus}: ${rows.length} questions, ${SECTIONS} sections asked for\n`);
  console.log(
    `${"question".padEnd(70)} ${"facts".padStart(5)} ${"paper".padStart(6)} ${"BM25".padStart(6)} ${"sent.".padStart(5)} ${"rep.".padStart(4)} ${"empty".padStart(5)} ${"unrel.".padStart(6)} ${"s".padStart(5)}`,
  );
  let facts = 0;
  let paper = 0;
  let baseline = 0;
  for (const r of rows) {
    facts += r.facts;
    paper += r.paperFacts;
    baseline += r.baselineFacts;
    console.log(
      `${r.question.slice(0, 70).padEnd(70)} ${String(r.facts).padStart(5)} ${pct(r.paperFacts, r.facts).padStart(6)} ${pct(r.baselineFacts, r.facts).padStart(6)} ${String(r.sentences).padStart(5)} ${String(r.repeated).padStart(4)} ${String(r.empty).padStart(5)} ${String(r.unrelated.length).padStart(6)} ${r.seconds.toFixed(1).padStart(5)}`,
    );
    for (const u of r.unrelated) console.log(`    unrelated document cited: ${u}`);
    for (const t of r.repeats) console.log(`    written twice: ${t.slice(0, 150)}`);
    for (const t of r.emptyTitles) console.log(`    section with no sentence: ${t}`);
  }
  const repeated = rows.reduce((a, r) => a + r.repeated, 0);
  const unrelated = rows.reduce((a, r) => a + r.unrelated.length, 0);
  const empty = rows.reduce((a, r) => a + r.empty, 0);
  const sentences = rows.reduce((a, r) => a + r.sentences, 0);
  console.log(
    `${"TOTAL".padEnd(70)} ${String(facts).padStart(5)} ${pct(paper, facts).padStart(6)} ${pct(baseline, facts).padStart(6)} ${String(sentences).padStart(5)} ${String(repeated).padStart(4)} ${String(empty).padStart(5)} ${String(unrelated).padStart(6)}`,
  );
  console.log(
    `Key facts: paper ${pct(paper, facts)} (${paper}/${facts}), BM25 baseline at the same length ${pct(baseline, facts)} (${baseline}/${facts}); ratio paper/baseline ${(paper / Math.max(1, baseline)).toFixed(2)}; sentences written twice: ${repeated}; sections with no sentence: ${empty}; unrelated documents cited: ${unrelated}`,
  );
  console.log("\nOutlines:");
  for (const r of rows)
    console.log(`  ${r.title}\n    ${r.sections.map((s, i) => `${i + 1}. ${s}`).join("   ")}`);
  return { facts, paper, baseline };
}

setLogLevel("error");
await setupTemplate();
const which = option("corpus");
const corpora = [
  ...(which === undefined || which === "git" ? [gitCorpus()] : []),
  ...(which === undefined || which === "freshwiki" ? [freshWikiCorpus()] : []),
];
for (const corpus of corpora) {
  const rows = await runCorpus(corpus, option("only"));
  report(corpus.name, rows);
  rmSync(corpus.dir, { recursive: true, force: true });
}
process.exit(0);
