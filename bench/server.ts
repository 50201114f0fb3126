// bench/server.ts: what the benches that measure the production build share: a free port, the build
// itself (`node bin/treatise.mjs start`) started on its own data folder and stopped, a throwaway
// PostgreSQL database, a signed-up bench user and a paper written by the offline engine.
// Used by bench/api/run.ts, bench/api/cpu.ts and bench/web/run.ts.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A TCP port on 127.0.0.1 that nothing listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Builds the checkout at `root` when it has no production build yet. */
export function ensureBuilt(root: string): void {
  if (
    existsSync(path.join(root, "dist", "server", "main.mjs")) &&
    existsSync(path.join(root, "dist", "app", "index.html"))
  )
    return;
  console.log("Building…");
  spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { stdio: "inherit" });
}

/**
 * The environment of a bench's server: on 127.0.0.1:`port`, its data in `dataDir`, on PostgreSQL when
 * `databaseUrl` is given (else the embedded database), errors only in its log.
 */
export function serverEnv(options: {
  port: number;
  dataDir: string;
  /** "" or absent: the embedded database. */
  databaseUrl?: string;
  /** PostgreSQL needs one (every process shares it); "" lets the embedded mode keep its own in DATA_DIR. */
  sessionSecret?: string;
  /** The offline engine on this library folder: no provider key, LIBRARY_DIR set to it. */
  library?: string;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    LOG_LEVEL: "error",
    NODE_ENV: "test", // Better Auth's sign-up rate limit reads it; nothing else does
    PUBLIC_URL: "",
    SESSION_SECRET: options.sessionSecret ?? "",
    ...(options.library === undefined
      ? {}
      : {
          OPENAI_API_KEY: "",
          ANTHROPIC_API_KEY: "",
          GOOGLE_GENERATIVE_AI_API_KEY: "",
          OPENAI_COMPATIBLE_BASE_URL: "",
          SERPER_API_KEY: "",
          LIBRARY_DIR: options.library,
        }),
  };
}

/** The test library the benches' papers are written from (the FreshWiki articles as text). */
export const testLibrary = (root: string) => path.join(root, "testdata", "eval", "freshwiki", "txt");

/**
 * Starts the production build of the checkout at `root` (web + worker in one process) with `env`;
 * `nodeArgs` go to its web process (e.g. --cpu-prof). Its standard error is the bench's.
 */
export function startServer(options: {
  root: string;
  env: NodeJS.ProcessEnv;
  nodeArgs?: string[];
}): ChildProcess {
  const { root, env, nodeArgs = [] } = options;
  return spawn(process.execPath, [...nodeArgs, path.join(root, "bin", "treatise.mjs"), "start"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Waits until the server at `base` answers /healthz (a minute at the most). */
export async function waitUp(base: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    if (i > 600) throw new Error("the server did not start");
    await sleep(100);
  }
}

/** Stops a server with SIGTERM and waits until it has exited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

/**
 * Makes a database `${prefix}_${pid}` on the PostgreSQL server at `serverUrl`, with these settings
 * (ALTER DATABASE … SET, e.g. { log_statement: "all" }); `drop()` drops it again.
 */
export async function throwawayDatabase(
  serverUrl: string,
  prefix: string,
  settings: Record<string, string> = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  for (const [key, value] of Object.entries(settings))
    await admin.query(`ALTER DATABASE ${name} SET ${key} = '${value}'`);
  await admin.end();
  return {
    url: new URL(name, serverUrl.endsWith("/") ? serverUrl : `${serverUrl}/`).href,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Signs the bench user up on the server at `base`; its session cookie, as a Cookie header's value. */
export async function signUp(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench", email: "bench@example.com", password: "correct-horse-battery" }),
  });
  if (!answer.ok) throw new Error(`sign-up: ${answer.status} ${await answer.text()}`);
  return (answer.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
}

/** Asks the server to write a paper on `question` from its library (3 sections); the paper's id. */
export async function writePaper(base: string, cookie: string, question: string): Promise<string> {
  const created = await fetch(`${base}/api/document`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", cookie },
    body: JSON.stringify({ query: question, searchTypes: ["library"], numberOfSections: 3 }),
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { document: { id: string } }).document.id;
}

/** Waits until paper `id` is written or has failed; its status then (COMPLETE or ERROR). */
export async function paperDone(base: string, cookie: string, id: string): Promise<string> {
  for (;;) {
    const answer = await fetch(`${base}/api/document/${id}`, { headers: { cookie } });
    if (!answer.ok) throw new Error(`read: ${answer.status} ${await answer.text()}`);
    const { document: doc } = (await answer.json()) as { document: { status: string } };
    if (doc.status === "COMPLETE" || doc.status === "ERROR") return doc.status;
    await sleep(250);
  }
}
