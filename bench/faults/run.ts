// bench/faults: papers survive faulty providers. 50 papers at once with 30 % of model, search and page
// calls failing (HTTP 5xx, time-outs, malformed JSON, connection resets) and every call slowed; each paper
// must end COMPLETE or ERROR with a reason (none stuck), ≥ 95 % COMPLETE, and Retry (faults gone)
// completes the rest. The same 50 papers without faults are the baseline of the same run.
// Run: npx tsx bench/faults/run.ts [--papers 50] [--rate 0.3]
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { APICallError } from "ai";
import { eq } from "drizzle-orm";
import { SEARCH_RESULTS_PER_QUERY } from "../../common/constants";
import type { DocumentError, PageResult } from "../../common/types";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { documents, user } from "../../server/db/schema";
import { createLlmEngine } from "../../server/engines/llm";
import { setLogLevel } from "../../server/logger";
import { createDocument, retryDocument } from "../../server/pipeline/start";
import { createServices } from "../../server/services";
import { createRetriever, type PageReader, type SearchService } from "../../server/sources";
import { SearchProviderError } from "../../server/sources/search/http";
import { SearchFailedError } from "../../server/sources/search/service";
import { topicSections } from "../../server/test/fixture-web";
import { plainCover } from "../../server/test/research-harness";
import { createResearchModel, type StepKind } from "../../server/test/research-model";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const PAPERS = flag("--papers", 50);
const RATE = flag("--rate", 0.3);
const DEADLINE_MS = 10 * 60 * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
setLogLevel("error");

/** Seeded (mulberry32): the same faults on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const pages = topicSections("2022_Pakistan_floods").map((html) => html.replace(/<[^>]+>/g, "\n"));
const KINDS = ["5xx", "timeout", "reset", "malformed"] as const;
type Fault = (typeof KINDS)[number];
const counts: Record<Fault, number> = { "5xx": 0, timeout: 0, reset: 0, malformed: 0 };

function faults(rate: () => number) {
  const random = seeded(20261123);
  return () => {
    if (random() >= rate()) return null;
    const fault = KINDS[Math.floor(random() * KINDS.length)] as Fault;
    counts[fault]++;
    return fault;
  };
}

function modelError(fault: Fault): Error {
  if (fault === "5xx")
    return new APICallError({
      message: "Internal server error",
      url: "https://model.example",
      requestBodyValues: {},
      statusCode: 500,
      isRetryable: true,
    });
  if (fault === "timeout")
    return Object.assign(new Error("The operation timed out"), { name: "TimeoutError" });
  return Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
}

async function start(rate: () => number) {
  const next = faults(rate);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-faults-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-01",
    OPENAI_API_KEY: "bench",
    WORKER_CONCURRENCY: "32",
    JOB_POLL_SECONDS: "1",
    RETRY_DELAY_MS: "50",
  });
  const slow = () => sleep(20 + Math.random() * 60);
  const search: SearchService = {
    async search(params) {
      await slow();
      const fault = next();
      if (fault) {
        const why =
          fault === "5xx"
            ? "the service had an error (HTTP 503)"
            : `could not reach https://search.example (${fault === "timeout" ? "ETIMEDOUT" : "ECONNRESET"})`;
        throw new SearchFailedError(params.type, [
          new SearchProviderError(
            "serper",
            `Serper search failed: ${why}`,
            fault === "5xx" ? { status: 503 } : {},
          ),
        ]);
      }
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
      await slow();
      const fault = next();
      if (fault)
        return {
          url,
          finalUrl: url,
          title: url,
          text: "",
          contentType: "text/html",
          error: { message: `fetch failed (${fault})` },
        };
      const text = pages[url.length % pages.length] ?? "";
      return { url, finalUrl: url, title: url, text, contentType: "text/html" };
    },
  };
  const structured = new Set<StepKind>(["refine", "urls", "plan", "extract", "new-section", "new-question"]);
  let malformed = false;
  const { model } = createResearchModel({
    latencyMs: 40,
    fail: () => {
      const fault = next();
      malformed = fault === "malformed";
      return fault && fault !== "malformed" ? modelError(fault) : undefined;
    },
    override: (kind) => (malformed && structured.has(kind) ? '{"queries": [{"query": "cut off' : undefined),
  });
  const engine = createLlmEngine({ models: { languageModel: model, smallModel: model } });
  const database = await openDatabase({ dataDir: null });
  const services = await createServices(config, {
    database,
    research: { engineFor: () => engine, search, reader, retriever: createRetriever(), library: null },
    offline: { engine, cover: plainCover },
  });
  await services.queue.work();
  const userId = randomUUID();
  await database.db.insert(user).values({ id: userId, name: "Bench", email: `${userId}@bench.example` });
  const status = async (id: string) => {
    const [d] = await database.db
      .select({ status: documents.status, error: documents.error })
      .from(documents)
      .where(eq(documents.id, id));
    return d as { status: string; error: DocumentError | null } | undefined;
  };
  const create = async () =>
    (
      await createDocument({
        deps: services.research,
        models: services.models,
        gates: { outage: false },
        userId,
        body: {
          query: "What caused the 2022 Pakistan floods and what were their effects?",
          model: "gpt-4o",
          numberOfSections: 3,
          searchTypes: ["web"],
        },
      })
    ).id;
  /** Waits until every paper ends; returns their final states (stuck ones after the deadline). */
  const settle = async (ids: string[]) => {
    const end = new Map<string, { status: string; error: DocumentError | null }>();
    const deadline = Date.now() + DEADLINE_MS;
    let reported = Date.now();
    while (end.size < ids.length && Date.now() < deadline) {
      for (const id of ids) {
        if (end.has(id)) continue;
        const d = await status(id);
        if (d && (d.status === "COMPLETE" || d.status === "ERROR")) end.set(id, d);
      }
      await sleep(500);
      if (Date.now() - reported > 30_000) {
        reported = Date.now();
        const open = ids.filter((id) => !end.has(id));
        const rows = await Promise.all(
          open.map((id) =>
            database.db
              .select({ status: documents.status, stage: documents.stage })
              .from(documents)
              .where(eq(documents.id, id)),
          ),
        );
        const byState = new Map<string, number>();
        for (const [r] of rows)
          byState.set(`${r?.status}/${r?.stage}`, (byState.get(`${r?.status}/${r?.stage}`) ?? 0) + 1);
        console.log(
          `  … ${open.length} still running: ${[...byState].map(([k, v]) => `${k} ${v}`).join(", ")}`,
        );
      }
    }
    return end;
  };
  return {
    create,
    settle,
    retry: (id: string) => retryDocument({ deps: services.research, viewer: { id: userId }, documentId: id }),
    async close() {
      await services.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function run(label: string, rate: number) {
  let current = rate;
  const app = await start(() => current);
  const started = Date.now();
  const ids = await Promise.all(Array.from({ length: PAPERS }, () => app.create()));
  const end = await app.settle(ids);
  const wall = Date.now() - started;
  const complete = [...end.values()].filter((d) => d.status === "COMPLETE").length;
  const failed = [...end.entries()].filter(([, d]) => d.status === "ERROR");
  const explained = failed.filter(([, d]) => d.error?.message && d.error.hint).length;
  const stuck = PAPERS - end.size;
  current = 0; // the cause is fixed: Retry should complete every failed paper
  const retried = failed.map(([id]) => id);
  for (const id of retried) await app.retry(id);
  const after = await app.settle(retried);
  const recovered = [...after.values()].filter((d) => d.status === "COMPLETE").length;
  await app.close();
  console.log(`${label}: ${PAPERS} papers, ${(rate * 100).toFixed(0)} % of provider calls failing`);
  console.log(`  wall time                 ${(wall / 1000).toFixed(1)} s`);
  console.log(
    `  COMPLETE                  ${complete} (${((complete / PAPERS) * 100).toFixed(0)} %, goal ≥ 95 %)`,
  );
  console.log(`  ERROR with message+hint   ${explained} of ${failed.length}`);
  console.log(
    `  ended (COMPLETE or ERROR) ${(((PAPERS - stuck) / PAPERS) * 100).toFixed(0)} % (goal 100 %), stuck ${stuck}`,
  );
  console.log(`  Retry after the fix       ${recovered} of ${retried.length} completed`);
  return { wall, complete };
}

const baseline = await run("Baseline (no faults)", 0);
const faulty = await run("Faults", RATE);
console.log(
  `Faults injected: ${Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")}`,
);
console.log(`Wall time with faults / without: ${(faulty.wall / baseline.wall).toFixed(2)}×`);
process.exit(0);
