// Scale-out as users run it: the built server as separate processes — one `treatise serve` (web only)
// and two `treatise worker` — on one fresh PostgreSQL database. A paper queued through the web process
// is written by the workers with every step run exactly once, and the web process hears the workers'
// changes (LISTEN/NOTIFY) on the document's event stream.
// Runs in `npm run test:pg` (it needs TEST_DATABASE_URL); skipped with a message otherwise.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../common/types";
import { REPO_ROOT } from "./test/fixture-server";
import { type FixtureWeb, startFixtureWeb } from "./test/fixture-web";

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info(
    "scale-out test skipped: it starts real processes on PostgreSQL; run `npm run test:pg` (sets TEST_DATABASE_URL)",
  );
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Role {
  name: string;
  child: ChildProcess;
  output(): string;
}

/** Starts `node bin/treatise.mjs <role>` and resolves once its output matches `ready`. */
function startRole(name: string, role: "serve" | "worker", env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(process.execPath, [path.join("bin", "treatise.mjs"), role], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const handle: Role = { name, child, output: () => out };
  cleanups.push(() => stop(handle));
  return new Promise<Role>((resolve, reject) => {
    const onData = (data: Buffer) => {
      out += data.toString();
      if (ready.test(out)) resolve(handle);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code, signal) =>
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${out}`)),
    );
  });
}

async function stop(role: Role): Promise<void> {
  if (role.child.exitCode !== null || role.child.signalCode !== null) return;
  const exited = new Promise((resolve) => role.child.once("exit", resolve));
  role.child.kill("SIGTERM");
  const force = setTimeout(() => role.child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(force);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function admin<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Reads `event:` names of an SSE response, calling `onEvent` for each until it returns true. */
async function readEvents(response: Response, onEvent: (event: string) => Promise<boolean>) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the event stream ended before the paper did");
      buffer += value;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: ?(.*)$/m.exec(frame)?.[1]?.trim();
        if (name && (await onEvent(name))) return;
        end = buffer.indexOf("\n\n");
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

describe.skipIf(!serverUrl)("scale-out: one web process and two workers on one PostgreSQL", () => {
  it("runs a paper queued through the web process, each step exactly once", {
    timeout: 600_000,
  }, async () => {
    // The processes run the built bundle; build what is stale once, before three processes start.
    execFileSync(process.execPath, ["-e", "import('./scripts/build.mjs').then((m) => m.buildIfNeeded())"], {
      cwd: REPO_ROOT,
      stdio: "inherit",
    });

    // An empty database of its own: the web process applies the migrations.
    const name = `treatise_scale_${randomBytes(5).toString("hex")}`;
    await admin(serverUrl!, `CREATE DATABASE ${name}`);
    cleanups.push(() =>
      admin(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
    );
    const dbUrl = new URL(serverUrl!);
    dbUrl.pathname = `/${name}`;
    const databaseUrl = dbUrl.toString();

    const web: FixtureWeb = await startFixtureWeb({ topic: "2022_Pakistan_floods" });
    cleanups.push(() => web.close());
    const dataRoot = mkdtempSync(path.join(os.tmpdir(), "treatise-scale-out-"));
    cleanups.push(() => rmSync(dataRoot, { recursive: true, force: true }));

    const envFor = (role: string, port: number): NodeJS.ProcessEnv => ({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dataRoot, role),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "scale-out-test-secret-scale-out-test-0123",
      JOB_POLL_SECONDS: "1",
      // Search only the local fixture web: Serper's recorded answers, linking to pages of one article.
      ...web.env,
      SEARCH_PROVIDERS_WEB: "serper",
      SEARCH_PROVIDERS_NEWS: "serper",
      SEARCH_PROVIDERS_SCHOLAR: "serper",
      // Empty values win over a developer's .env (bin/treatise.mjs does not override what is set).
      OPENAI_API_KEY: "",
      ANTHROPIC_API_KEY: "",
      GOOGLE_GENERATIVE_AI_API_KEY: "",
      OPENAI_COMPATIBLE_BASE_URL: "",
      SEARXNG_BASE_URL: "",
      S3_BUCKET: "",
      SMTP_HOST: "",
      LIBRARY_DIR: "",
      PUBLIC_URL: "",
    });

    const webPort = await freePort();
    const server = await startRole("web", "serve", envFor("web", webPort), /Treatise is running at/);
    const workers = await Promise.all(
      [1, 2].map(async (n) =>
        startRole(`worker ${n}`, "worker", envFor(`worker-${n}`, await freePort()), /worker \S+ ready/),
      ),
    );
    const origin = `http://127.0.0.1:${webPort}`;
    const dump = () =>
      [server, ...workers].map((r) => `----- ${r.name} -----\n${r.output().slice(-4000)}`).join("\n");

    // Both workers are alive and registered; the web process runs no worker.
    const heartbeats = await admin<{ worker_id: string }>(
      databaseUrl,
      "SELECT worker_id FROM worker_heartbeats",
    );
    expect(heartbeats).toHaveLength(2);
    const health = await fetch(`${origin}/healthz`);
    expect(await health.json()).toEqual({ status: "ok", mode: "scale-out" });

    // Sign up through the web process's HTTP API.
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({
        name: "Scale Out",
        email: "scale-out@example.com",
        password: "correct-horse-battery",
      }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const api = (pathname: string, init: RequestInit = {}) =>
      fetch(`${origin}${pathname}`, {
        ...init,
        headers: { cookie, origin, "content-type": "application/json", ...init.headers },
      });

    // Queue a paper through the web process: the offline engine, web search on the fixture web.
    const created = await api("/api/document", {
      method: "POST",
      body: JSON.stringify({
        query: "What caused the 2022 Pakistan floods and what were their effects?",
        model: "offline",
        searchTypes: ["web"],
        numberOfSections: 3,
        automaticMode: true,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { document } = (await created.json()) as { document: { id: string } };

    // Watch the document on the web process while the workers (other processes) write it.
    const getDocument = async () =>
      ((await (await api(`/api/document/${document.id}`)).json()) as { document: PresentedDocument })
        .document;
    const first = await getDocument();
    const watch = await api(
      `/api/document/${document.id}/watch/edge?updatedAt=${Date.parse(first.updatedAt)}`,
      {
        headers: { accept: "text/event-stream" },
      },
    );
    expect(watch.status).toBe(200);
    let updates = 0;
    let final: PresentedDocument = first;
    await readEvents(watch, async (event) => {
      // A KEEP_ALIVE (every 15 s) also checks, so a stream that misses the workers' changes ends.
      if (event === "UPDATE") updates += 1;
      final = await getDocument();
      return final.status === "COMPLETE" || final.status === "ERROR";
    });
    expect(
      final.status,
      `the paper did not complete: ${JSON.stringify(final.content.error)}\n${dump()}`,
    ).toBe("COMPLETE");
    // The stream sends one UPDATE at most for changes made before it opened; the rest came from
    // the workers' NOTIFY through PostgreSQL to this web process.
    expect(updates).toBeGreaterThanOrEqual(2);

    // The job queued through the web process ran exactly once, completed on its first attempt.
    const jobs = await admin<{ name: string; state: string; retry_count: number; singleton_key: string }>(
      databaseUrl,
      "SELECT name, state, retry_count, singleton_key FROM pgboss.job WHERE data->>'documentId' = $1",
      [document.id],
    );
    const refine = jobs.filter((j) => j.name === "research.refine");
    expect(refine).toEqual([
      { name: "research.refine", state: "completed", retry_count: 0, singleton_key: expect.any(String) },
    ]);
    // Every step job of the paper completed at its first attempt: none failed, none was retried.
    expect(jobs.filter((j) => j.state !== "completed" || j.retry_count !== 0)).toEqual([]);
    // Each step's output was produced once.
    const events = final.content.events;
    for (const step of [
      "Generated Refined Queries",
      "Generated Summary",
      "Planned sections",
      "Generated title",
    ]) {
      expect(
        events.filter((e) => e === step),
        `event '${step}' in ${JSON.stringify(events)}`,
      ).toHaveLength(1);
    }
    // Each search the workers made reached the fixture web once and was recorded once.
    const [searches] = await admin<{ n: number }>(
      databaseUrl,
      "SELECT count(*)::int AS n FROM usage_records WHERE document_id = $1 AND kind = 'search'",
      [document.id],
    );
    expect(searches?.n).toBeGreaterThan(0);
    expect(web.searches()).toBe(searches?.n);

    console.info(
      `scale-out: ${jobs.length} step jobs over 2 workers, ${updates} UPDATE events on the web process, ${web.searches()} searches`,
    );
    // Still two workers, and no job left behind.
    expect(await admin(databaseUrl, "SELECT worker_id FROM worker_heartbeats")).toHaveLength(2);
    expect(await admin(databaseUrl, "SELECT job_id FROM job_owners")).toEqual([]);
  });
});
