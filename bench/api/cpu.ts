// bench/api/cpu.ts: what one read costs in CPU time, a figure that other work on the machine moves much
// less than a rate or a p99 does. Starts the production build on PostgreSQL (--postgres <server url>),
// writes one paper with the offline engine, then sends --requests reads of /healthz and of
// GET /api/document/{id} (32 connections, plain and gzip accepted) and prints, for each, the CPU time
// of the server's processes and of PostgreSQL's per request (from /proc: user + system time).
// Run: npx tsx bench/api/cpu.ts --postgres postgres://postgres@127.0.0.1:5432/ [--requests 20000] [--rounds 3]
//      [--rate <req/s offered; default as fast as answered>] [--root <another checkout, built>]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
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

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
/** The checkout whose build is measured (--root <checkout>: another one, e.g. to compare with main's). */
const root = path.resolve(arg("root", path.join(import.meta.dirname, "..", "..")));
const postgresServer = arg("postgres", "postgres://postgres@127.0.0.1:5432/");
const requests = Number(arg("requests", "20000"));
const rounds = Number(arg("rounds", "3"));
/** --rate 1000: the requests sent at this rate in all (autocannon's overallRate), not as fast as answered. */
const rate = Number(arg("rate", "0"));
const TICK_MS = 1000 / 100; // USER_HZ

/** CPU ms (user + system) of every process whose command line matches. */
function cpuMs(match: (cmdline: string) => boolean): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!match(readFileSync(`/proc/${entry}/cmdline`, "utf8"))) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks * TICK_MS;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// --log-statements: every statement of the server's in PostgreSQL's log (to see what a read sends).
const database = await throwawayDatabase(
  postgresServer,
  "treatise_bench_cpu",
  args.includes("--log-statements") ? { log_statement: "all" } : {},
);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-bench-cpu-"));
const server = startServer({
  root,
  env: serverEnv({
    port,
    dataDir,
    databaseUrl: database.url,
    sessionSecret: "bench-cpu-session-secret-bench-cpu-session-secret",
    library: testLibrary(root),
  }),
});
const ownServer = (cmdline: string) =>
  cmdline.includes(path.join(root, "dist", "server")) ||
  cmdline.includes(path.join(root, "bin", "treatise.mjs"));
const postgres = (cmdline: string) => cmdline.startsWith("postgres");

try {
  await waitUp(base);
  const cookie = await signUp(base);
  const id = await writePaper(
    base,
    cookie,
    "What caused the 2022 Pakistan floods and what did they destroy?",
  );
  await paperDone(base, cookie, id);
  await sleep(2000);
  const routes: [string, string, Record<string, string>][] = [
    ["/healthz", "/healthz", { cookie }],
    ["GET /api/document/{id}", `/api/document/${id}`, { cookie }],
    ["  gzip accepted", `/api/document/${id}`, { cookie, "accept-encoding": "gzip, deflate, br, zstd" }],
  ];
  console.log(
    `CPU ms per request (${requests} requests, 32 connections${rate > 0 ? `, ${rate} req/s offered` : ""}): ` +
      "server, PostgreSQL; req/s",
  );
  for (let round = 1; round <= rounds; round++) {
    for (const [label, url, headers] of routes) {
      const serverBefore = cpuMs(ownServer);
      const pgBefore = cpuMs(postgres);
      const result = await autocannon({
        url: `${base}${url}`,
        headers,
        connections: 32,
        amount: requests,
        ...(rate > 0 ? { overallRate: rate } : {}),
      });
      const serverMs = (cpuMs(ownServer) - serverBefore) / requests;
      const pgMs = (cpuMs(postgres) - pgBefore) / requests;
      const failed = result.non2xx + result.errors;
      console.log(
        `  ${round} ${label.padEnd(24)} server ${serverMs.toFixed(3)} ms  PostgreSQL ${pgMs.toFixed(3)} ms  ` +
          `${Math.round(result.requests.average)} req/s${failed ? `  (${failed} failed)` : ""}`,
      );
    }
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
