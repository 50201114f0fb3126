// bench/api: how fast the app answers reads, measured against /healthz (one SELECT 1) in the same run.
// Starts the production build (`node bin/treatise.mjs start`, web + worker in one process) on a fresh
// embedded database (or on PostgreSQL with --postgres <server url>), signs a user up, writes one paper
// with the offline engine from the test library, then measures with autocannon:
//   1. the most requests a second of /healthz, GET /api/document/{id} and GET /api/user (ratios to /healthz);
//   2. p50/p99 latency of those routes at fixed offered rates (--rates, default 250,1000 req/s);
//   3. /healthz p99 at a fixed 100 req/s while 10 papers are being written;
//   4. the server's RSS (all its processes: the web process, its worker process when one runs) after a
//      warm start (the second start on the same data folder, before any request), after one paper, and
//      with --watchers (default 2000) SSE watchers open; /healthz p99 while those streams open.
// Run: npx tsx bench/api/run.ts [--postgres postgres://postgres@127.0.0.1:5432/] [--rates 250,1000]
//      [--watchers 2000] [--seconds 8] [--routes document,healthz]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import {
  ensureBuilt,
  freePort,
  paperDone,
  serverEnv,
  signUp,
  sleep,
  startServer,
  stopServer,
  testLibrary,
  throwawayDatabase,
  waitUp,
  writePaper,
} from "../server";

const root = path.resolve(import.meta.dirname, "..", "..");
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const postgresServer = args.includes("--postgres") ? arg("postgres", "") : undefined;
const rates = arg("rates", "250,1000").split(",").map(Number);
const watchers = Number(arg("watchers", "2000"));
const seconds = Number(arg("seconds", "8"));
/** Parts 1 and 2 only on the routes whose names contain one of these (--routes document,healthz). */
const routeFilter = arg("routes", "").split(",").filter(Boolean);
const chosen = <T>(routes: Record<string, T>) =>
  Object.entries(routes).filter(([name]) => !routeFilter.length || routeFilter.some((r) => name.includes(r)));
/** Which parts to run (--parts 3,4); all by default. */
const parts = new Set(arg("parts", "1,2,3,4").split(",").map(Number));

/** RSS of a process and all its descendants (the web process and the worker process it starts). */
function rssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  let kb = 0;
  const visit = (p: number) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
    } catch {}
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return Math.round(kb / 1024);
}

interface Route {
  url: string;
  headers: Record<string, string>;
}

/** The steady-rate prober's thread (see `probe`). */
const PROBE_THREAD = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { url, rate, headers } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const times = [];
let errors = 0;
let outstanding = 0;
let stopping = false;
const start = performance.now();
let sent = 0;
const finish = () => {
  if (!stopping || outstanding > 0) return;
  times.sort((a, b) => a - b);
  const at = (q) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]) : 0);
  parentPort.postMessage({ p50: at(0.5), p99: at(0.99), max: at(1), count: times.length, errors, late: Math.round(late) });
  agent.destroy();
  process.exit(0);
};
let late = 0;
const fire = (due) => {
  outstanding += 1;
  late = Math.max(late, performance.now() - due);
  const req = http.get(url, { agent, headers }, (res) => {
    res.resume();
    res.on("end", () => {
      if (res.statusCode === 200) times.push(performance.now() - due);
      else errors += 1;
      outstanding -= 1;
      finish();
    });
  });
  req.on("error", () => {
    errors += 1;
    outstanding -= 1;
    finish();
  });
};
const tick = () => {
  if (stopping) return;
  const now = performance.now();
  while (start + (sent * 1000) / rate <= now) {
    fire(start + (sent * 1000) / rate);
    sent += 1;
  }
  setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
};
tick();
parentPort.on("message", () => {
  stopping = true;
  finish();
});
`;

ensureBuilt(root);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-bench-api-"));
const database = postgresServer ? await throwawayDatabase(postgresServer, "treatise_bench_api") : undefined;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = serverEnv({
  port,
  dataDir,
  databaseUrl: database?.url,
  sessionSecret: database ? "bench-api-session-secret-bench-api-session" : "",
  library: testLibrary(root),
});
// Node options for the server's web process, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"
// to see where its time goes (NODE_OPTIONS does not allow --cpu-prof).
const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
// A first start makes the database; the measured server is the second start on the same data.
const first = startServer({ root, env, nodeArgs });
await waitUp(base);
await sleep(5000);
const firstRss = rssMb(first.pid ?? 0);
await stopServer(first);
const server = startServer({ root, env, nodeArgs });
const stop = async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
};

try {
  await waitUp(base);
  await sleep(5000);
  const warmRss = rssMb(server.pid ?? 0);
  const cookie = await signUp(base);
  const waitDone = (id: string) => paperDone(base, cookie, id);
  const paperId = await writePaper(
    base,
    cookie,
    "What caused the 2022 Pakistan floods and what did they destroy?",
  );
  console.log(`Paper ${await waitDone(paperId)}`);
  await sleep(1000);
  const idleRss = rssMb(server.pid ?? 0);

  /** What Chromium sends: a browser reads the paper compressed. */
  const browser = { cookie, "accept-encoding": "gzip, deflate, br, zstd" };
  const plain = { cookie };
  const healthz: Route = { url: `${base}/healthz`, headers: plain };
  const routes: Record<string, Route> = {
    "/healthz": healthz,
    "GET /api/document/{id}": { url: `${base}/api/document/${paperId}`, headers: plain },
    "  the same, gzip accepted": { url: `${base}/api/document/${paperId}`, headers: browser },
    "GET /api/user": { url: `${base}/api/user`, headers: plain },
  };
  /** A load run; `stop()` ends it early (its result then covers the time it ran). */
  const start = ({ url, headers }: Route, options: Partial<autocannon.Options> = {}) => {
    let instance: autocannon.Instance | undefined;
    const result = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon({ url, headers, duration: seconds, connections: 32, ...options }, (error, r) =>
        error ? reject(error) : resolve(r),
      );
    });
    return { result, stop: () => instance?.stop() };
  };
  const run = (route: Route, options: Partial<autocannon.Options> = {}) => start(route, options).result;
  /**
   * Open-loop latency at a steady rate, as a person's browser meets it: one request every 1000/rate ms,
   * sent on time whether or not earlier ones have answered, each timed from the moment it was due. It
   * runs in a thread of its own, so the bench's other work (opening thousands of streams) does not delay
   * its clock. (autocannon's fixed rate sends each second's requests in one burst per connection, and
   * its coordinated-omission correction then adds a sample per millisecond of every slow answer, so its
   * p99 at 100 req/s measures the burst, not the server.)
   */
  const probe = ({ url, headers }: Route, rate: number) => {
    const thread = new Worker(PROBE_THREAD, { eval: true, workerData: { url, rate, headers } });
    const result = new Promise<{
      p50: number;
      p99: number;
      max: number;
      count: number;
      errors: number;
      /** The most a request was sent after it was due (the bench's own thread was late). */
      late: number;
    }>((resolve, reject) => {
      thread.once("message", resolve);
      thread.once("error", reject);
    });
    return {
      result,
      stop: () => {
        thread.postMessage("stop");
        return result;
      },
    };
  };
  const probeFor = async (route: Route, rate: number, ms: number) => {
    const running = probe(route, rate);
    await sleep(ms);
    return running.stop();
  };

  console.log(
    `\nbench/api on ${postgresServer ? "PostgreSQL" : "PGlite (embedded)"}, ${os.cpus().length} cores`,
  );
  const most: Record<string, number> = {};
  if (parts.has(1)) console.log("1. Most requests a second (32 connections)");
  for (const [name, route] of parts.has(1) ? chosen(routes) : []) {
    const result = await run(route);
    most[name] = result.requests.average;
    const errors = result.non2xx + result.errors;
    const bytes = Math.round(result.throughput.average / Math.max(1, result.requests.average));
    console.log(
      `  ${name.padEnd(24)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  ` +
        `p99 ${result.latency.p99} ms  ${(result.requests.average / (most["/healthz"] ?? 1)).toFixed(2)}× /healthz` +
        `  (${bytes < 2048 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`} an answer)` +
        (errors ? `  (${errors} errors)` : ""),
    );
  }
  if (parts.has(2))
    console.log("2. Latency at a steady offered rate (open loop, each request timed from when it was due)");
  for (const rate of parts.has(2) ? rates : []) {
    for (const [name, route] of chosen(routes)) {
      const result = await probeFor(route, rate, seconds * 1000);
      console.log(
        `  ${String(rate).padStart(5)} req/s ${name.padEnd(24)} served ${String(Math.round(result.count / seconds)).padStart(5)}/s  ` +
          `p50 ${result.p50} ms  p99 ${result.p99} ms  max ${result.max} ms` +
          (result.errors ? `  (${result.errors} errors)` : ""),
      );
    }
  }

  if (parts.has(3)) {
    console.log("3. /healthz at 100 req/s while 10 papers are written");
    const quiet = await probeFor(healthz, 100, 4000);
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        writePaper(
          base,
          cookie,
          `What were the consequences of the 2022 Pakistan floods for region ${i + 1}?`,
        ),
      ),
    );
    const busy = probe(healthz, 100);
    const statuses = await Promise.all(ids.map(waitDone));
    const loaded = await busy.stop();
    console.log(
      `  quiet p99 ${quiet.p99} ms; with 10 papers (${statuses.filter((s) => s === "COMPLETE").length} COMPLETE): ` +
        `p99 ${loaded.p99} ms, max ${loaded.max} ms → ${(loaded.p99 / Math.max(1, quiet.p99)).toFixed(1)}× quiet ` +
        `(${loaded.count} requests, sent up to ${loaded.late} ms late)`,
    );
  }

  console.log(
    `4. Memory (all the server's processes): idle RSS ${firstRss} MB after the first start (the database made), ` +
      `${warmRss} MB after a warm start, ${idleRss} MB after one paper`,
  );
  if (watchers > 0 && parts.has(4)) {
    const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
    const open: http.ClientRequest[] = [];
    let opened = 0;
    const opening = probe(healthz, 100);
    const openingStatic = probe({ url: `${base}/favicon.svg`, headers: plain }, 100);
    const openStart = performance.now();
    await new Promise<void>((resolve) => {
      for (let i = 0; i < watchers; i++) {
        const req = http.get(
          `${base}/api/document/${paperId}/watch/edge`,
          { agent, headers: { cookie } },
          (res) => {
            res.on("data", () => {});
            opened += 1;
            if (opened === watchers) resolve();
          },
        );
        req.on("error", () => {
          opened += 1;
          if (opened === watchers) resolve();
        });
        open.push(req);
      }
      setTimeout(resolve, 60_000);
    });
    const openedIn = performance.now() - openStart;
    const whileOpening = await opening.stop();
    const staticWhileOpening = await openingStatic.stop();
    console.log(
      `  /healthz while ${watchers} SSE streams open: p99 ${whileOpening.p99} ms, max ${whileOpening.max} ms ` +
        `(${whileOpening.count} requests, ${whileOpening.errors} failed, sent up to ${whileOpening.late} ms late; ` +
        `the streams took ${Math.round(openedIn)} ms to open)`,
    );
    console.log(
      `  a static file (/favicon.svg) meanwhile: p99 ${staticWhileOpening.p99} ms, max ${staticWhileOpening.max} ms ` +
        `(${staticWhileOpening.count} requests, ${staticWhileOpening.errors} failed)`,
    );
    await sleep(2000);
    const withWatchers = rssMb(server.pid ?? 0);
    const health = await probeFor(healthz, 100, 4000);
    console.log(
      `  ${watchers} SSE watchers open: RSS ${withWatchers} MB (+${withWatchers - idleRss} MB, ` +
        `${(((withWatchers - idleRss) * 1024) / watchers).toFixed(1)} KB each); /healthz p99 ${health.p99} ms meanwhile`,
    );
    for (const req of open) req.destroy();
    agent.destroy();
  }
} finally {
  await stop();
}
