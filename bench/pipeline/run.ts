// bench/pipeline: how close the pipeline comes to the fastest possible paper.
// Providers are simulated with fixed latencies (model: 500 ms to first token, then 100 tokens/s;
// search: 300 ms; page: 800 ms). Part 1 writes one 5-section paper and compares its wall time with the
// critical-path bound computed from the same latencies, the answers' sizes and the spec's concurrency
// limits. Part 2 runs 100 papers at once in one process: event-loop lag p99 and peak RSS (this process and
// the embedded database's thread, which runs PGlite as `treatise start` does; --in-process runs PGlite on this
// process's own thread instead, as before).
// Run: npx tsx bench/pipeline/run.ts [--papers 100] [--one] [--timeline] [--in-process] [--postgres postgres://…/]
// --one writes only the one paper; --timeline prints its model calls (start → end, seconds from its start).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import pg from "pg";
import { SEARCH_RESULTS_PER_QUERY } from "../../common/constants";
import type { PageResult } from "../../common/types";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { documents, user } from "../../server/db/schema";
import { type EmbeddedDatabaseHost, startEmbeddedDatabase } from "../../server/embedded/database-host";
import { createLlmEngine } from "../../server/engines/llm";
import { createMemoryBus } from "../../server/events/bus";
import { setLogLevel } from "../../server/logger";
import { createDocument } from "../../server/pipeline/start";
import { createServices } from "../../server/services";
import { createRetriever, type PageReader, type SearchService } from "../../server/sources";
import { topicSections } from "../../server/test/fixture-web";
import { plainCover } from "../../server/test/research-harness";
import { createResearchModel, type ModelCallRecord } from "../../server/test/research-model";

const MODEL = { firstTokenMs: 500, tokensPerSecond: 100 };
const SEARCH_MS = 300;
const PAGE_MS = 800;
const SECTIONS = 5;
const args = process.argv.slice(2);
const papers = Number(args[args.indexOf("--papers") + 1] ?? 100) || 100;
/** --postgres postgres://…/ runs on a fresh database of that server instead of embedded PGlite. */
const postgresServer = args.includes("--postgres") ? args[args.indexOf("--postgres") + 1] : undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

setLogLevel("error");
const pages = topicSections("2022_Pakistan_floods").map((html) =>
  html.replace(/<[^>]+>/g, "\n").replace(/\n+/g, "\n"),
);
let pageReads = 0;
let searches = 0;

const search: SearchService = {
  async search(params) {
    searches++;
    await sleep(SEARCH_MS);
    const slug = encodeURIComponent(params.query.toLowerCase().replace(/\s+/g, "-"));
    return Array.from(
      { length: SEARCH_RESULTS_PER_QUERY },
      (_, i): PageResult => ({
        type: "web",
        title: `${params.query} (${i + 1})`,
        url: `https://bench.example/${slug}/${i}`,
        snippet: `About ${params.query}.`,
        position: i + 1,
        provider: "bench",
      }),
    );
  },
};
const reader: PageReader = {
  async read(url) {
    pageReads++;
    await sleep(PAGE_MS);
    const text = pages[Math.abs(hash(url)) % pages.length] ?? "";
    return { url, finalUrl: url, title: url, text, contentType: "text/html" };
  },
};

function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}

async function start(concurrency: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-bench-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-01",
    OPENAI_API_KEY: "bench",
    WORKER_CONCURRENCY: String(concurrency),
    SECTION_CONCURRENCY: String(SECTIONS),
    JOB_POLL_SECONDS: "2",
  });
  let dropDatabase = async (): Promise<void> => undefined;
  let databaseUrl: string | undefined;
  if (postgresServer) {
    const name = `treatise_bench_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: postgresServer });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  let host: EmbeddedDatabaseHost | null = null;
  if (!databaseUrl && !args.includes("--in-process")) {
    host = await startEmbeddedDatabase({ dataDir: null });
    databaseUrl = host.url;
  }
  const database = await openDatabase({ dataDir: null, databaseUrl, poolSize: 20 });
  const { model, records } = createResearchModel({ timing: MODEL });
  const engine = createLlmEngine({ models: { languageModel: model, smallModel: model } });
  const services = await createServices(config, {
    database,
    research: { engineFor: () => engine, search, reader, retriever: createRetriever(), library: null },
    offline: { engine, cover: plainCover },
    // The database thread's socket has no LISTEN/NOTIFY; one process needs none.
    ...(host ? { bus: createMemoryBus() } : {}),
  });
  await services.queue.work();
  const userId = randomUUID();
  await database.db.insert(user).values({ id: userId, name: "Bench", email: `${userId}@bench.example` });
  return {
    services,
    records,
    userId,
    async create() {
      return (
        await createDocument({
          deps: services.research,
          models: services.models,
          gates: { outage: false },
          userId,
          body: {
            query: "What caused the 2022 Pakistan floods and what were their effects?",
            model: "gpt-4o",
            numberOfSections: SECTIONS,
            searchTypes: ["web"],
          },
        })
      ).id;
    },
    async status(id: string) {
      const [d] = await database.db
        .select({ status: documents.status, error: documents.error })
        .from(documents)
        .where(eq(documents.id, id));
      return d;
    },
    async close() {
      await services.close();
      await database.close();
      await host?.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The fastest the paper could be: the longest chain of provider calls, with the spec's concurrency. */
function criticalPath(records: ModelCallRecord[], contextPages: number, sectionPages: number[]): number {
  const max = (kind: string) => Math.max(0, ...records.filter((r) => r.kind === kind).map((r) => r.ms));
  const all = (kind: string) => records.filter((r) => r.kind === kind).map((r) => r.ms);
  const urls = all("urls"); // the first is the summary curation, the rest the sections' page choice
  const summaryStage =
    max("refine") +
    SEARCH_MS +
    (urls[0] ?? 0) +
    Math.ceil(contextPages / 5) * PAGE_MS +
    max("summary") +
    max("plan");
  // Sections run in parallel (section concurrency 5 ≥ sections); within one: questions searched 3 at
  // once, pages read and analysed 5 at once, then the text is written.
  const extract = max("extract");
  const sectionChains = sectionPages.map(
    (n) =>
      SEARCH_MS + Math.max(0, ...urls.slice(1)) + Math.ceil(n / 5) * (PAGE_MS + extract) + max("section"),
  );
  const finishing = max("title") + max("cover");
  return summaryStage + Math.max(...sectionChains) + finishing;
}

async function one() {
  const app = await start(8);
  const started = Date.now();
  const id = await app.create();
  for (;;) {
    const d = await app.status(id);
    if (d?.status === "COMPLETE" || d?.status === "ERROR") {
      if (d.status === "ERROR") throw new Error(`paper failed: ${JSON.stringify(d.error)}`);
      break;
    }
    await sleep(10);
  }
  const wall = Date.now() - started;
  const [doc] = await app.services.db.select().from(documents).where(eq(documents.id, id));
  const { loadState } = await import("../../server/documents/store");
  const state = await loadState(app.services.db, id);
  const sectionPages = (state?.sections ?? []).map((s) => s.urls?.length ?? 0);
  const bound = criticalPath(app.records, doc?.summary.curatedUrls?.length ?? 0, sectionPages);
  console.log(
    "One 5-section paper (simulated providers: model 500 ms + 100 tok/s, search 300 ms, page 800 ms)",
  );
  console.log(`  wall time            ${(wall / 1000).toFixed(2)} s`);
  console.log(`  critical-path bound  ${(bound / 1000).toFixed(2)} s`);
  console.log(`  ratio                ${(wall / bound).toFixed(3)}   (goal ≤ 1.05)`);
  console.log(
    `  model calls ${app.records.length}, searches ${searches}, page reads ${pageReads}, pages per section ${sectionPages.join("/")}`,
  );
  if (args.includes("--timeline"))
    for (const r of [...app.records].sort((a, b) => a.at - b.at))
      console.log(
        `    ${((r.at - started) / 1000).toFixed(2).padStart(6)} s → ${((r.at - started + r.ms) / 1000).toFixed(2).padStart(6)} s  ${r.kind}`,
      );
  await app.close();
}

async function many(n: number) {
  const app = await start(64);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = Date.now();
  const ids = await Promise.all(Array.from({ length: n }, () => app.create()));
  const done = new Set<string>();
  let failed = 0;
  while (done.size < n) {
    for (const id of ids) {
      if (done.has(id)) continue;
      const d = await app.status(id);
      if (d?.status === "COMPLETE" || d?.status === "ERROR") {
        done.add(id);
        if (d.status === "ERROR") failed++;
      }
    }
    await sleep(250);
  }
  const wall = Date.now() - started;
  clearInterval(sampler);
  lag.disable();
  console.log(
    `${n} papers at once in one process (workers per step: 64, ${postgresServer ? "PostgreSQL" : args.includes("--in-process") ? "embedded PGlite on this thread" : "embedded PGlite in its own thread"})`,
  );
  console.log(`  wall time            ${(wall / 1000).toFixed(1)} s, failed ${failed}`);
  console.log(
    `  event-loop lag       p50 ${(lag.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, max ${(lag.max / 1e6).toFixed(1)} ms`,
  );
  console.log(`  peak RSS             ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
  await app.close();
}

await one();
if (!args.includes("--one")) await many(papers);
process.exit(0);
