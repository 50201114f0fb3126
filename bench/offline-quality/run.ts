// bench/offline-quality: how much of what matters the offline engine's papers say, against a baseline
// measured in the same run. Not a timed test (the speed goal is bench/offline's).
// Run: npx tsx bench/offline-quality/run.ts [--split dev|test|all] [--corpus <name>[,<name>…]]
//        [--only <text>] [--show] [--sections 5] [--json <file>] [--parallel]
//
// Papers are written by the real pipeline (the app in process on an embedded database, the offline
// engine, LIBRARY_DIR set and no chain configured, so the library is searched first) over libraries as a
// person has them:
// - django, cmake, apache: whole Debian documentation manuals (python-django-doc, cmake-doc, apache2-doc),
//   LIBRARY_DIR pointing at the package's folder as installed — generated index pages, search pages and
//   the `_sources/*.rst.txt` copies included; the library must cope. Questions and key facts are the
//   shared sets of ../shared/bench/keyfacts (README.md there), read from that folder, never copied here.
// - git: the whole of Git's manual, /usr/share/doc/git-doc (HTML pages and their text sources both);
//   8 questions with 5–8 key facts each (git-facts.json), chosen from the manual before the engine ran.
// - freshwiki: the body sections of the 20 FreshWiki articles (one file per section, the lead left out)
//   and five unrelated news pages; the question is the topic, its key facts the numbers and names of the
//   article's lead that its body also states.
// - pdf: testdata/pdfs/tracemonkey.pdf (the TraceMonkey paper, 14 pages) and the same news pages;
//   2 questions (pdf-facts.json) chosen by reading the PDF before the engine ran. This corpus also
//   reports whether a written sentence comes from the PDF's front matter (title, authors, affiliations,
//   permission and copyright notice) and how many sections cite the PDF at all.
//
// The split is fixed (SPLIT below): apache is the TEST split, measured to check a change, never read to
// tune one — for it the run prints numbers only (no paper, outline, missed fact or sentence). The others
// are DEV. No --corpus runs the dev split; --split test the test split; --split all everything.
//
// Per question: key facts covered by the paper; the baseline — the N best BM25 sentences (distinct) of the
// whole library as the library reads its files, N being the paper's length — on the same facts; the
// cited pages that are among the question's labelled `about` pages (k of m cited), and how many of the
// `about` pages were cited (and, as a yardstick, the share of the baseline's distinct files that are
// labelled); sentences written twice; sections with no cited sentence; papers that ended in
// ERROR (their step and message). A failed paper counts its facts as not covered, by paper and baseline
// alike. Then totals per corpus and one summary table; --json writes the rows for later comparison.
import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  type Dirent,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { PresentedDocument } from "../../common/types";
import { pageAnalyses } from "../../server/db/schema";
import { freshWikiTopics, TESTDATA } from "../../server/engines/offline/test-corpus";
import { createOfflineEngines } from "../../server/engines/offline-engines";
import { setLogLevel } from "../../server/logger";
import { paperSentences, paperText } from "../../server/pipeline/paper-check";
import { libraryUrl } from "../../server/sources";
import { documentStem } from "../../server/sources/library/library";
import setupTemplate from "../../server/test/global-setup";
import { type ResearchApp, startResearchApp } from "../../server/test/research-harness";
import { analyzePhrase, analyzeText } from "../../server/text/analyze";
import { Bm25Index } from "../../server/text/bm25";
import { unescapeMarkdown } from "../../server/text/plain-text";

type Split = "dev" | "test";
/** The fixed split. Tune on dev; run test only to check a change, and do not read its papers. */
const SPLIT: Record<Split, readonly string[]> = {
  dev: ["django", "cmake", "git", "freshwiki", "pdf"],
  test: ["apache"],
};

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const SECTIONS = Number(option("sections") ?? 5);
// Sections written one at a time: each sees every section before it as written, so two runs of the same
// engine write the same papers (in parallel, which sections are written first varies, and with it ±1–3
// facts per corpus). The app writes them in parallel; --parallel measures that.
const SECTION_CONCURRENCY = flag("parallel") ? undefined : "1";
const NEWS = ["bbc-1", "cnn", "seattletimes-1", "theverge", "medicalnewstoday"];
const REPO = path.resolve(import.meta.dirname, "../..");
const SHARED = path.resolve(REPO, "../shared/bench/keyfacts");
const DEBIAN_DOCS = "/usr/share/doc";
/** A paper over a whole manual may take minutes; longer than this is a failure, not a wait. */
const PAPER_TIMEOUT_MS = 20 * 60_000;

interface Question {
  question: string;
  /** Library files the question is about (relative paths); citing a news page is never about it. */
  about: string[];
  facts: string[][];
}
interface Corpus {
  name: string;
  split: Split;
  /** What the library holds, for the report. */
  describe: string;
  /** LIBRARY_DIR. */
  dir: string;
  questions: Question[];
  /** Removes a folder made for the run. */
  cleanup?: () => void;
  /** A PDF of the library (relative path) whose front matter and citations are reported. */
  pdf?: string;
}
/** A corpus that cannot run here, and why. */
type Skipped = { skipped: string };

// ---- corpora -------------------------------------------------------------------------------------------

function addNews(dir: string): void {
  for (const n of NEWS)
    copyFileSync(
      path.join(TESTDATA, "web-pages/readability", n, "source.html"),
      path.join(dir, `news-${n}.html`),
    );
}

function splitOf(name: string): Split {
  return SPLIT.test.includes(name) ? "test" : "dev";
}

/** A whole Debian manual with its question set from ../shared/bench/keyfacts/<file>.json. */
function debianCorpus(name: string, file: string): Corpus | Skipped {
  const specPath = path.join(SHARED, `${file}.json`);
  if (!existsSync(specPath)) return { skipped: `question set ${specPath} not found` };
  const spec = JSON.parse(readFileSync(specPath, "utf8")) as {
    corpus: string;
    package: string;
    folder: string;
    questions: { q: string; about: string[]; facts: string[][] }[];
  };
  const dir = path.join(DEBIAN_DOCS, spec.folder);
  if (!existsSync(dir))
    return {
      skipped: `${dir} not found: the Debian package ${spec.package} is not installed (apt-get install -y ${spec.package})`,
    };
  return {
    name,
    split: splitOf(name),
    describe: `${dir} (${spec.corpus}), whole`,
    dir,
    questions: spec.questions.map((q) => ({ question: q.q, about: q.about, facts: q.facts })),
  };
}

function gitCorpus(): Corpus | Skipped {
  const dir = path.join(DEBIAN_DOCS, "git-doc");
  if (!existsSync(path.join(dir, "git.html")))
    return {
      skipped: `${dir} not found: the Debian package git-doc is not installed (apt-get install -y git-doc)`,
    };
  const spec = JSON.parse(readFileSync(path.join(import.meta.dirname, "git-facts.json"), "utf8")) as {
    questions: Question[];
  };
  return {
    name: "git",
    split: splitOf("git"),
    describe: `${dir}, Git's whole manual (HTML pages and their text sources)`,
    dir,
    questions: spec.questions,
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
    split: splitOf("freshwiki"),
    describe: "the FreshWiki articles' body sections (one file each) and five unrelated news pages",
    dir,
    questions,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function pdfCorpus(): Corpus | Skipped {
  const pdf = path.join(TESTDATA, "pdfs/tracemonkey.pdf");
  if (!existsSync(pdf)) return { skipped: `${pdf} not found` };
  const dir = mkdtempSync(path.join(os.tmpdir(), "treatise-bench-pdf-"));
  copyFileSync(pdf, path.join(dir, "tracemonkey.pdf"));
  addNews(dir);
  const spec = JSON.parse(readFileSync(path.join(import.meta.dirname, "pdf-facts.json"), "utf8")) as {
    questions: Question[];
  };
  return {
    name: "pdf",
    split: splitOf("pdf"),
    describe: "testdata/pdfs/tracemonkey.pdf and five unrelated news pages",
    dir,
    questions: spec.questions,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
    pdf: "tracemonkey.pdf",
  };
}

const CORPORA: Record<string, () => Corpus | Skipped> = {
  django: () => debianCorpus("django", "python-django-doc"),
  cmake: () => debianCorpus("cmake", "cmake-doc"),
  git: gitCorpus,
  freshwiki: freshWikiCorpus,
  pdf: pdfCorpus,
  apache: () => debianCorpus("apache", "apache2-doc"),
};

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

/** Every file under a folder as the library walks it (dot names and node_modules left out, symlinked
 *  folders not followed); the library itself decides which it reads. */
function listFiles(dir: string, prefix = ""): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => !e.name.startsWith(".") && e.name !== "node_modules")
    .flatMap((e) =>
      e.isDirectory() ? listFiles(dir, path.posix.join(prefix, e.name)) : [path.posix.join(prefix, e.name)],
    );
}

/** The relative path behind a library:// url (the url itself for any other page). */
function relativeOf(url: string): string {
  if (!url.startsWith("library://")) return url;
  try {
    return url.slice("library://".length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return url;
  }
}

interface Baseline {
  sentences: { text: string; terms: string[]; file: string }[];
  index: Bm25Index;
  /** Files the library read (of those listed). */
  files: number;
  listed: number;
  seconds: number;
}

/** One BM25 index over every sentence of every file the library reads, built once per corpus. */
async function buildBaseline(
  dir: string,
  read: (url: string) => Promise<{ text: string; error?: unknown }>,
): Promise<Baseline> {
  const start = performance.now();
  const listed = listFiles(dir);
  const sentences: Baseline["sentences"] = [];
  let files = 0;
  for (const file of listed) {
    const page = await read(libraryUrl(file));
    if (page.error || !page.text) continue;
    files++;
    for (const s of analyzeText(page.text, "en").sentences)
      sentences.push({ text: s.text, terms: s.terms, file });
  }
  const index = new Bm25Index(sentences.map((s) => s.terms));
  return { sentences, index, files, listed: listed.length, seconds: (performance.now() - start) / 1000 };
}

/** The n best BM25 sentences of the library for the question, each text once (a manual repeats itself
 *  in its HTML pages and their sources; the paper may not, so neither may the baseline). */
function baselineSentences(baseline: Baseline, question: string, n: number): Baseline["sentences"] {
  if (n <= 0) return [];
  const terms = analyzePhrase(question, "en").terms;
  const seen = new Set<string>();
  const out: Baseline["sentences"] = [];
  for (const limit of [n * 4, Number.POSITIVE_INFINITY]) {
    seen.clear();
    out.length = 0;
    const hits = baseline.index.search(terms, limit);
    for (const h of hits) {
      const sentence = baseline.sentences[h.index] as Baseline["sentences"][number];
      const key = sentence.text.replace(/\s+/gu, " ").trim().toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(sentence);
      if (out.length >= n) break;
    }
    if (out.length >= n || hits.length < limit) break;
  }
  return out;
}

const CITATION = /\s*\[\d+(?:\]\s*\[\d+)*\]/gu;

/** The cited sentences of a markdown text with the urls they cite (the pieces paperSentences counts). */
function citedPieces(markdown: string, urlOf: Map<number, string>): { text: string; urls: string[] }[] {
  const out: { text: string; urls: string[] }[] = [];
  for (const paragraph of markdown.split(/\n{2,}/u)) {
    if (paragraph.trim().startsWith("#") || paragraph.trim().startsWith("_")) continue;
    for (const piece of paragraph.split(/(?<=(?<!\\)\])\s*/u)) {
      const text = unescapeMarkdown(piece.replace(CITATION, "")).replace(/\s+/gu, " ").trim();
      if (!text) continue;
      const urls = [...(piece.match(CITATION) ?? []).join(" ").matchAll(/\d+/gu)]
        .map((m) => urlOf.get(Number(m[0])))
        .filter((u): u is string => u !== undefined);
      out.push({ text, urls });
    }
  }
  return out;
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

interface FrontMatter {
  lines: string[];
  /** The front matter's words, normalized, and the rest of the text's (both padded with spaces). */
  own: string;
  body: string;
}

/** The front matter of a paper's text: the lines before its first heading within the first 1,500
 *  characters (title, authors, affiliations, e-mail addresses), and the permission and copyright notice
 *  lines of its first page, wherever the reader placed them. */
function frontMatterOf(text: string): FrontMatter {
  const head = text.slice(0, 1500);
  const heading = head.search(/^#{1,6} /mu);
  const taken = new Set<number>();
  // Whole lines: those ending before the heading, or every line the first 1,500 characters reach.
  const headLines =
    heading >= 0 ? (head.slice(0, heading).match(/\n/gu) ?? []).length : head.split("\n").length;
  for (let i = 0; i < headLines; i++) taken.add(i);
  const NOTICE =
    /permission to make (digital|hard)|classroom use|not made or distributed|commercial advantage|full citation|to copy otherwise|to republish|redistribute to lists|prior specific permission|copyright|©|\b(PLDI|ACM)\b/iu;
  const all = text.split("\n");
  let at = 0;
  all.forEach((line, i) => {
    if (at < 8000 && NOTICE.test(line)) taken.add(i);
    at += line.length + 1;
  });
  const lines = all.filter((l, i) => taken.has(i) && words(l).length > 0).map((l) => l.trim());
  return {
    lines,
    own: ` ${lines.flatMap(words).join(" ")} `,
    body: ` ${all
      .filter((_, i) => !taken.has(i))
      .flatMap(words)
      .join(" ")} `,
  };
}

/** Whether a written sentence repeats front matter: six words in a row of it (all of a shorter
 *  sentence) that the rest of the text does not also have ('Type specialization for dynamic languages.'
 *  heads a paragraph of Related Work as well as ending the title). */
function fromFrontMatter(sentence: string, front: FrontMatter): boolean {
  const w = words(sentence);
  const k = Math.min(6, w.length);
  if (k < 2) return false;
  for (let i = 0; i + k <= w.length; i++) {
    const gram = ` ${w.slice(i, i + k).join(" ")} `;
    if (front.own.includes(gram) && !front.body.includes(gram)) return true;
  }
  return false;
}

interface Row {
  corpus: string;
  split: Split;
  question: string;
  facts: number;
  paperFacts: number;
  baselineFacts: number;
  missed: string[];
  baselineOnly: string[];
  sentences: number;
  repeated: number;
  repeats: string[];
  /** Sections with no cited sentence (the note that nothing answered them). */
  empty: number;
  emptyTitles: string[];
  /** Distinct pages cited (relative paths; web addresses as they are). */
  cited: string[];
  /** Cited pages that are among the question's labelled `about` pages. */
  citedLabelled: number;
  /** Cited pages that are not. */
  unlabelled: string[];
  /** `about` pages cited, of all `about` pages. */
  aboutCited: number;
  about: number;
  /** The baseline's distinct files, and those among the `about` pages. */
  baselineFiles: number;
  baselineLabelled: number;
  seconds: number;
  error?: { step: string; message: string };
  title: string;
  sections: string[];
  pdf?: { frontMatter: string[]; sectionsCiting: number; sections: number; summaryCites: boolean };
  /** Where the missed facts were lost: in no page part a section read, read but not extracted, extracted but not written. */
  lost: { unread: number; unextracted: number; unwritten: number; where: string[] };
}

/**
 * Where a paper's missed facts were lost, from what its sections kept of each page: the parts of the page
 * read for the section (its chunks for the section's questions), the facts extracted from them, the text.
 */
async function lostFacts(app: ResearchApp, id: string, missed: string[][]): Promise<Row["lost"]> {
  const pages = await app.services.db
    .select({
      read: pageAnalyses.optimizedPageContent,
      information: pageAnalyses.information,
      section: pageAnalyses.sectionIdx,
      url: pageAnalyses.url,
    })
    .from(pageAnalyses)
    .where(eq(pageAnalyses.documentId, id));
  const read = pages.map((p) => p.read ?? "").join("\n");
  const extracted = pages.flatMap((p) => p.information.map((i) => i.passage || i.text)).join("\n");
  const inExtracted = covered(extracted, missed);
  const inRead = covered(read, missed);
  // For a fact extracted but not written: the sections that extracted it, and from which page.
  const where = missed.flatMap((fact, i) =>
    inExtracted[i]
      ? [
          `${fact[0]} ← ${pages
            .filter((p) => covered(p.information.map((it) => it.passage || it.text).join("\n"), [fact])[0])
            .map((p) => `§${p.section + 1} ${p.url.split("/").slice(-2).join("/")}`)
            .join(", ")}`,
        ]
      : [],
  );
  return {
    where,
    unwritten: inExtracted.filter(Boolean).length,
    unextracted: inRead.filter((r, i) => r && !inExtracted[i]).length,
    unread: inRead.filter((r, i) => !r && !inExtracted[i]).length,
  };
}

async function finished(app: ResearchApp, user: Parameters<ResearchApp["get"]>[0], id: string) {
  const deadline = Date.now() + PAPER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const doc = await app.get(user, id);
    if (doc.status === "COMPLETE" || doc.status === "ERROR") return doc;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

interface CorpusRun {
  corpus: Corpus;
  rows: Row[];
  indexSeconds: number;
  indexed: number;
  baseline: Omit<Baseline, "sentences" | "index"> & { sentences: number };
  frontMatter?: string[];
}

async function runCorpus(corpus: Corpus, questions: Question[]): Promise<CorpusRun> {
  const reveal = corpus.split === "dev";
  const started = performance.now();
  const app = await startResearchApp({
    env: { LIBRARY_DIR: corpus.dir, ...(SECTION_CONCURRENCY ? { SECTION_CONCURRENCY } : {}) },
    offline: createOfflineEngines(),
  });
  const library = app.services.sources.library;
  if (!library) throw new Error("the library did not start");
  await library.ready;
  const indexSeconds = (performance.now() - started) / 1000;
  const indexed = library.size();
  console.log(
    `\n[${corpus.name}] library ready: ${indexed} files indexed in ${indexSeconds.toFixed(1)} s (from the app's start)`,
  );
  const baseline = await buildBaseline(corpus.dir, (url) => library.read(url));
  console.log(
    `[${corpus.name}] BM25 baseline: ${baseline.sentences.length} sentences of ${baseline.files} files read (${baseline.listed} listed) in ${baseline.seconds.toFixed(1)} s`,
  );
  let frontMatter: FrontMatter | undefined;
  if (corpus.pdf) {
    frontMatter = frontMatterOf((await library.read(libraryUrl(corpus.pdf))).text);
    console.log(`[${corpus.name}] front matter of ${corpus.pdf}: ${frontMatter.lines.length} lines`);
    if (flag("show") && reveal) for (const line of frontMatter.lines) console.log(`    ${line}`);
  }
  const user = await app.signUp();
  const rows: Row[] = [];
  console.log(HEADER);
  for (const q of questions) {
    const start = performance.now();
    const base = {
      corpus: corpus.name,
      split: corpus.split,
      question: q.question,
      facts: q.facts.length,
      // A document labelled in both its formats (git's page.html and page.txt) counts once.
      about: new Set(q.about.map(documentStem)).size,
    };
    let doc: PresentedDocument | null = null;
    let error: Row["error"];
    try {
      const id = await app.create(user, { model: "offline", query: q.question, numberOfSections: SECTIONS });
      doc = await finished(app, user, id);
      if (!doc) error = { step: "bench", message: `not finished after ${PAPER_TIMEOUT_MS / 60_000} minutes` };
      else if (doc.status !== "COMPLETE")
        error = {
          step: doc.content.error?.step ?? doc.content.stage ?? "?",
          message: doc.content.error?.message ?? `status ${doc.status}`,
        };
    } catch (e) {
      error = { step: "bench", message: (e as Error).message };
    }
    const seconds = (performance.now() - start) / 1000;
    if (error || !doc) {
      const row: Row = {
        ...base,
        paperFacts: 0,
        baselineFacts: 0,
        missed: q.facts.map((f) => f[0] as string),
        sentences: 0,
        repeated: 0,
        repeats: [],
        empty: 0,
        emptyTitles: [],
        cited: [],
        citedLabelled: 0,
        unlabelled: [],
        aboutCited: 0,
        baselineFiles: 0,
        baselineLabelled: 0,
        seconds,
        error: error ?? { step: "bench", message: "no document" },
        title: doc?.title ?? "",
        sections: doc?.content.plan.sections.map((s) => s.title) ?? [],
        baselineOnly: [],
        lost: { unread: q.facts.length, unextracted: 0, unwritten: 0, where: [] },
      };
      rows.push(row);
      printRow(row, reveal);
      continue;
    }
    const said = paperSentences(doc);
    const text = [doc.title, ...said].join("\n");
    const counts = new Map<string, number>();
    for (const s of said) counts.set(s, (counts.get(s) ?? 0) + 1);
    const references = doc.content.references ?? [];
    const summarySources = doc.content.summary.sources ?? [];
    const cited = [
      ...new Set([...references.map((r) => r.url), ...summarySources.map((s) => s.url)].map(relativeOf)),
    ];
    const about = new Set(q.about);
    const paperCovered = covered(text, q.facts);
    const top = baselineSentences(baseline, q.question, said.length);
    const baselineCovered = covered(top.map((s) => s.text).join("\n"), q.facts);
    const sectionsEmpty = doc.content.plan.sections.filter((s) => !/\[\d+\]/u.test(s.content ?? ""));
    const row: Row = {
      ...base,
      paperFacts: paperCovered.filter(Boolean).length,
      baselineFacts: baselineCovered.filter(Boolean).length,
      missed: q.facts.filter((_, i) => !paperCovered[i]).map((f) => f[0] as string),
      // The facts the baseline says and the paper does not, with the baseline's sentence and its file.
      baselineOnly: q.facts.flatMap((f, i) => {
        if (paperCovered[i] || !baselineCovered[i]) return [];
        const hit = top.find((s) => covered(s.text, [f])[0]);
        return hit ? [`${f[0]} ← ${hit.file}: ${hit.text.slice(0, 160)}`] : [];
      }),
      sentences: said.length,
      repeated: [...counts.values()].filter((c) => c > 1).length,
      repeats: [...counts].filter(([, c]) => c > 1).map(([t]) => t),
      empty: sectionsEmpty.length,
      emptyTitles: sectionsEmpty.map((s) => s.title),
      cited,
      citedLabelled: cited.filter((f) => about.has(f)).length,
      unlabelled: cited.filter((f) => !about.has(f)),
      aboutCited: new Set(q.about.map(documentStem).filter((d) => cited.some((f) => documentStem(f) === d)))
        .size,
      baselineFiles: new Set(top.map((s) => s.file)).size,
      baselineLabelled: [...new Set(top.map((s) => s.file))].filter((f) => about.has(f)).length,
      seconds,
      title: doc.title,
      sections: doc.content.plan.sections.map((s) => s.title),
      lost: await lostFacts(
        app,
        doc.id,
        q.facts.filter((_, i) => !paperCovered[i]),
      ),
    };
    if (corpus.pdf && frontMatter) {
      const pdfUrl = libraryUrl(corpus.pdf);
      const refs = new Map(references.map((r) => [r.n, r.url]));
      const summaryRefs = new Map(summarySources.map((s) => [s.n, s.url]));
      const summary = citedPieces(
        doc.content.summary.summary ?? "",
        summarySources.length ? summaryRefs : refs,
      );
      const sections = doc.content.plan.sections.map((s) => citedPieces(s.content ?? "", refs));
      const fm = frontMatter;
      row.pdf = {
        frontMatter: [...summary, ...sections.flat()]
          .filter((p) => p.urls.includes(pdfUrl) && fromFrontMatter(p.text, fm))
          .map((p) => p.text),
        sectionsCiting: sections.filter((pieces) => pieces.some((p) => p.urls.includes(pdfUrl))).length,
        sections: sections.length,
        summaryCites: summary.some((p) => p.urls.includes(pdfUrl)),
      };
    }
    rows.push(row);
    printRow(row, reveal);
    if (flag("show") && reveal) {
      const short = (u: string) => u.replace(/^.*?\/library\//, "");
      const s = doc.content.summary;
      console.log(`\nqueries: ${s.refinedQueries.map((q) => q.query).join(" | ")}`);
      console.log(`found: ${s.webSearchResults.map((r) => short(r.url)).join(", ")}`);
      console.log(`curated: ${(s.curatedUrls ?? []).map(short).join(", ")}`);
      for (const sec of doc.content.plan.sections)
        console.log(
          `section ${sec.title}: asks ${sec.subSections.map((q) => q.question).join(" / ")}\n  reads ${sec.urls.map(short).join(", ")}`,
        );
      console.log(`\n${"=".repeat(100)}\n${paperText(doc)}\n`);
      console.log(`Missed facts: ${row.missed.join(" | ") || "none"}\n${"=".repeat(100)}`);
    }
  }
  await app.close();
  return {
    corpus,
    rows,
    indexSeconds,
    indexed,
    baseline: {
      sentences: baseline.sentences.length,
      files: baseline.files,
      listed: baseline.listed,
      seconds: baseline.seconds,
    },
    frontMatter: frontMatter?.lines,
  };
}

// ---- report --------------------------------------------------------------------------------------------

const pct = (a: number, b: number) => (b > 0 ? `${((100 * a) / b).toFixed(0)}%` : "–");
const Q_WIDTH = 64;
const HEADER = `${"question".padEnd(Q_WIDTH)} ${"facts".padStart(5)} ${"paper".padStart(6)} ${"BM25".padStart(6)} ${"sent.".padStart(5)} ${"rep.".padStart(4)} ${"empty".padStart(5)} ${"labelled".padStart(9)} ${"about".padStart(7)} ${"s".padStart(6)}`;

function printRow(r: Row, reveal: boolean): void {
  console.log(
    `${r.question.slice(0, Q_WIDTH).padEnd(Q_WIDTH)} ${String(r.facts).padStart(5)} ${pct(r.paperFacts, r.facts).padStart(6)} ${pct(r.baselineFacts, r.facts).padStart(6)} ${String(r.sentences).padStart(5)} ${String(r.repeated).padStart(4)} ${String(r.empty).padStart(5)} ${`${r.citedLabelled}/${r.cited.length}`.padStart(9)} ${`${r.aboutCited}/${r.about}`.padStart(7)} ${r.seconds.toFixed(1).padStart(6)}`,
  );
  if (r.error) console.log(`    ERROR at ${r.error.step}: ${r.error.message}`);
  if (r.pdf)
    console.log(
      `    PDF: cited in ${r.pdf.sectionsCiting} of ${r.pdf.sections} sections${r.pdf.summaryCites ? " and the summary" : ""}; sentences from its front matter: ${r.pdf.frontMatter.length}`,
    );
  if (!reveal) return;
  for (const t of r.pdf?.frontMatter ?? []) console.log(`    front matter written: ${t.slice(0, 150)}`);
  for (const t of r.repeats) console.log(`    written twice: ${t.slice(0, 150)}`);
  for (const t of r.emptyTitles) console.log(`    section with no sentence: ${t}`);
}

interface Totals {
  corpus: string;
  split: Split;
  questions: number;
  facts: number;
  paper: number;
  baseline: number;
  sentences: number;
  cited: number;
  citedLabelled: number;
  aboutCited: number;
  about: number;
  baselineFiles: number;
  baselineLabelled: number;
  repeats: number;
  empty: number;
  errors: number;
  indexSeconds: number;
  indexed: number;
  meanSeconds: number;
  pdfFrontMatter?: number;
  pdfSectionsCiting?: string;
}

function report(run: CorpusRun): Totals {
  const { corpus, rows } = run;
  const reveal = corpus.split === "dev";
  const sum = (f: (r: Row) => number) => rows.reduce((a, r) => a + f(r), 0);
  const t: Totals = {
    corpus: corpus.name,
    split: corpus.split,
    questions: rows.length,
    facts: sum((r) => r.facts),
    paper: sum((r) => r.paperFacts),
    baseline: sum((r) => r.baselineFacts),
    sentences: sum((r) => r.sentences),
    cited: sum((r) => r.cited.length),
    citedLabelled: sum((r) => r.citedLabelled),
    aboutCited: sum((r) => r.aboutCited),
    about: sum((r) => r.about),
    baselineFiles: sum((r) => r.baselineFiles),
    baselineLabelled: sum((r) => r.baselineLabelled),
    repeats: sum((r) => r.repeated),
    empty: sum((r) => r.empty),
    errors: rows.filter((r) => r.error).length,
    indexSeconds: run.indexSeconds,
    indexed: run.indexed,
    meanSeconds: sum((r) => r.seconds) / Math.max(1, rows.length),
  };
  if (corpus.pdf) {
    t.pdfFrontMatter = sum((r) => r.pdf?.frontMatter.length ?? 0);
    t.pdfSectionsCiting = `${sum((r) => r.pdf?.sectionsCiting ?? 0)} of ${sum((r) => r.pdf?.sections ?? 0)}`;
  }
  console.log(
    `\n## ${corpus.name} (${corpus.split}): ${rows.length} questions, ${SECTIONS} sections asked for — ${corpus.describe}`,
  );
  console.log(
    `Library: ${run.indexed} files indexed in ${run.indexSeconds.toFixed(1)} s; BM25 baseline over ${run.baseline.sentences} sentences of ${run.baseline.files} files, built in ${run.baseline.seconds.toFixed(1)} s`,
  );
  console.log(
    `labelled = cited pages among the question's \`about\` pages, of all pages cited; about = \`about\` documents cited (a page and its source are one), of all\n`,
  );
  console.log(HEADER);
  for (const r of rows) printRow(r, reveal);
  console.log(
    `${"TOTAL".padEnd(Q_WIDTH)} ${String(t.facts).padStart(5)} ${pct(t.paper, t.facts).padStart(6)} ${pct(t.baseline, t.facts).padStart(6)} ${String(t.sentences).padStart(5)} ${String(t.repeats).padStart(4)} ${String(t.empty).padStart(5)} ${`${t.citedLabelled}/${t.cited}`.padStart(9)} ${`${t.aboutCited}/${t.about}`.padStart(7)} ${t.meanSeconds.toFixed(1).padStart(6)}`,
  );
  console.log(
    `Key facts: paper ${pct(t.paper, t.facts)} (${t.paper}/${t.facts}), BM25 baseline at the same length ${pct(t.baseline, t.facts)} (${t.baseline}/${t.facts}); ratio paper/baseline ${(t.paper / Math.max(1, t.baseline)).toFixed(2)}; cited pages labelled for their question: ${t.citedLabelled} of ${t.cited} (${pct(t.citedLabelled, t.cited)}), the baseline's files ${t.baselineLabelled} of ${t.baselineFiles} (${pct(t.baselineLabelled, t.baselineFiles)}); labelled pages cited: ${t.aboutCited} of ${t.about}; sentences written twice: ${t.repeats}; sections with no sentence: ${t.empty}; papers in ERROR: ${t.errors}; ${t.meanSeconds.toFixed(1)} s a paper`,
  );
  console.log(
    `Missed facts lost: ${sum((r) => r.lost.unread)} in no page part a section read, ${sum((r) => r.lost.unextracted)} read but not extracted, ${sum((r) => r.lost.unwritten)} extracted but not written`,
  );
  if (corpus.pdf)
    console.log(
      `PDF (${corpus.pdf}): sentences written from its front matter: ${t.pdfFrontMatter}; sections citing it: ${t.pdfSectionsCiting}`,
    );
  if (reveal) {
    console.log("\nMissed facts:");
    for (const r of rows)
      if (r.missed.length) console.log(`  ${r.question.slice(0, 60)}: ${r.missed.join(" | ")}`);
    console.log("\nFacts the baseline says and the paper misses (the baseline's sentence):");
    for (const r of rows) for (const b of r.baselineOnly) console.log(`  ${r.question.slice(0, 40)}: ${b}`);
    console.log("\nMissed facts extracted but not written (sections that extracted them):");
    for (const r of rows) for (const w of r.lost.where) console.log(`  ${r.question.slice(0, 40)}: ${w}`);
    console.log("\nCited pages not labelled for their question:");
    for (const r of rows)
      if (r.unlabelled.length) console.log(`  ${r.question.slice(0, 60)}: ${r.unlabelled.join(", ")}`);
    console.log("\nOutlines:");
    for (const r of rows)
      console.log(
        r.error
          ? `  (ERROR) ${r.question}`
          : `  ${r.title}\n    ${r.sections.map((s, i) => `${i + 1}. ${s}`).join("   ")}`,
      );
  }
  return t;
}

function summaryTable(totals: Totals[], skipped: string[]): void {
  console.log(`\n## Summary (${SECTIONS} sections asked for)\n`);
  const head = `${"corpus".padEnd(10)} ${"split".padEnd(5)} ${"quest.".padStart(6)} ${"facts %".padStart(8)} ${"baseline %".padStart(10)} ${"cited-labelled %".padStart(16)} ${"BM25 labelled %".padStart(16)} ${"repeats".padStart(7)} ${"empty".padStart(5)} ${"errors".padStart(6)} ${"index s".padStart(7)} ${"s/paper".padStart(7)}`;
  console.log(head);
  console.log("-".repeat(head.length));
  for (const t of totals)
    console.log(
      `${t.corpus.padEnd(10)} ${t.split.padEnd(5)} ${String(t.questions).padStart(6)} ${`${pct(t.paper, t.facts)} `.padStart(8)} ${pct(t.baseline, t.facts).padStart(10)} ${`${pct(t.citedLabelled, t.cited)} (${t.citedLabelled}/${t.cited})`.padStart(16)} ${`${pct(t.baselineLabelled, t.baselineFiles)} (${t.baselineLabelled}/${t.baselineFiles})`.padStart(16)} ${String(t.repeats).padStart(7)} ${String(t.empty).padStart(5)} ${String(t.errors).padStart(6)} ${t.indexSeconds.toFixed(1).padStart(7)} ${t.meanSeconds.toFixed(1).padStart(7)}`,
    );
  for (const t of totals)
    if (t.pdfSectionsCiting !== undefined)
      console.log(
        `${t.corpus}: sentences from the PDF's front matter: ${t.pdfFrontMatter}; sections citing the PDF: ${t.pdfSectionsCiting}`,
      );
  for (const s of skipped) console.log(`skipped ${s}`);
}

// ---- main ----------------------------------------------------------------------------------------------

function chosenCorpora(): string[] {
  const names = option("corpus");
  if (names) {
    const list = names.split(",").map((n) => n.trim());
    for (const n of list)
      if (!CORPORA[n]) throw new Error(`unknown corpus ${n}; corpora: ${Object.keys(CORPORA).join(", ")}`);
    return list;
  }
  const split = option("split") ?? "dev";
  if (split === "all") return [...SPLIT.dev, ...SPLIT.test];
  if (split === "dev" || split === "test") return [...SPLIT[split]];
  throw new Error(`unknown split ${split}: dev, test or all`);
}

function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: REPO, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

setLogLevel("error");
await setupTemplate();
const only = option("only")?.toLowerCase();
const totals: Totals[] = [];
const runs: CorpusRun[] = [];
const skipped: string[] = [];
for (const name of chosenCorpora()) {
  const made = (CORPORA[name] as () => Corpus | Skipped)();
  if ("skipped" in made) {
    console.log(`\nSkipping ${name}: ${made.skipped}`);
    skipped.push(`${name}: ${made.skipped}`);
    continue;
  }
  const questions = made.questions.filter((q) => !only || q.question.toLowerCase().includes(only));
  if (questions.length === 0) {
    console.log(`\nSkipping ${name}: no question matches --only`);
    made.cleanup?.();
    continue;
  }
  if (made.split === "test" && flag("show"))
    console.log(`\n${name} is the test split: --show is ignored, its papers are not printed`);
  try {
    console.log(`\n[${name}] (${made.split}) ${made.describe}`);
    const run = await runCorpus(made, questions);
    runs.push(run);
    totals.push(report(run));
  } finally {
    made.cleanup?.();
  }
}
summaryTable(totals, skipped);
const json = option("json");
if (json) {
  writeFileSync(
    json,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        commit: commit(),
        sections: SECTIONS,
        only: only ?? null,
        skipped,
        corpora: runs.map((r, i) => ({
          corpus: r.corpus.name,
          split: r.corpus.split,
          library: r.corpus.dir,
          indexed: r.indexed,
          indexSeconds: r.indexSeconds,
          baseline: r.baseline,
          totals: totals[i],
          // A test corpus's rows keep their numbers only: its papers are not to be read.
          rows:
            r.corpus.split === "dev"
              ? r.rows
              : r.rows.map((row) => ({
                  ...row,
                  title: "",
                  sections: [],
                  repeats: [],
                  emptyTitles: [],
                  ...(row.pdf ? { pdf: { ...row.pdf, frontMatter: [] } } : {}),
                })),
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nRows written to ${json}`);
}
process.exit(0);
