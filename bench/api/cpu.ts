// bench/api/cpu.ts: what one read costs in CPU time, a figure that other work on the machine moves much
// less than a rate or a p99 does. Starts the production build on PostgreSQL (--postgres <server url>),
// writes one paper with the offline engine, then sends --requests reads of /healthz and of
// GET /api/document/{id} (32 connections, plain and gzip accepted) and prints, for each, the CPU time
// of the server's processes and of PostgreSQL's per request (from /proc: user + system time).
// Run: npx tsx bench/api/cpu.ts --postgres postgres://postgres@127.0.0.1:5432/ [--requests 20000] [--rounds 3]
//      [--rate <req/s offered; default as fast as answered>] [--root <another checkout, built>]
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
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

const port = await new Promise<number>((resolve) => {
  const server = createServer().listen(0, "127.0.0.1", () => {
    const address = server.address();
    server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
  });
});
const base = `http://127.0.0.1:${port}`;
const name = `treatise_bench_cpu_${process.pid}`;
const admin = new pg.Client({ connectionString: postgresServer });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
// --log-statements: every statement of the server's in PostgreSQL's log (to see what a read sends).
if (args.includes("--log-statements")) await admin.query(`ALTER DATABASE ${name} SET log_statement = 'all'`);
await admin.end();
const databaseUrl = new URL(name, postgresServer.endsWith("/") ? postgresServer : `${postgresServer}/`).href;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-bench-cpu-"));
const server: ChildProcess = spawn(process.execPath, [path.join(root, "bin", "treatise.mjs"), "start"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "error",
    NODE_ENV: "test",
    PUBLIC_URL: "",
    SESSION_SECRET: "bench-cpu-session-secret-bench-cpu-session-secret",
    OPENAI_API_KEY: "",
    ANTHROPIC_API_KEY: "",
    GOOGLE_GENERATIVE_AI_API_KEY: "",
    OPENAI_COMPATIBLE_BASE_URL: "",
    SERPER_API_KEY: "",
    LIBRARY_DIR: path.join(root, "testdata", "eval", "freshwiki", "txt"),
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const ownServer = (cmdline: string) =>
  cmdline.includes(path.join(root, "dist", "server")) ||
  cmdline.includes(path.join(root, "bin", "treatise.mjs"));
const postgres = (cmdline: string) => cmdline.startsWith("postgres");

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 600) throw new Error("the server did not start");
    await sleep(100);
  }
  const json = { origin: base, "content-type": "application/json" };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ name: "Bench", email: "bench@example.com", password: "correct-horse-battery" }),
  });
  const cookie = (signUp.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  const created = await fetch(`${base}/api/document`, {
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify({
      query: "What caused the 2022 Pakistan floods and what did they destroy?",
      searchTypes: ["library"],
      numberOfSections: 3,
    }),
  });
  const id = ((await created.json()) as { document: { id: string } }).document.id;
  for (;;) {
    const answer = await fetch(`${base}/api/document/${id}`, { headers: { cookie } });
    const { document: doc } = (await answer.json()) as { document: { status: string } };
    if (doc.status === "COMPLETE" || doc.status === "ERROR") break;
    await sleep(250);
  }
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
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}
