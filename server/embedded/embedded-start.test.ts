// `treatise start` on the embedded database as a person runs it: one command, the database in a thread, the
// research in a worker process started when a paper is asked for. Killing that process in the middle of a
// paper loses nothing (it is started again and the paper completes, its events still reaching the page's
// stream), it stops by itself when idle, and the whole server stops cleanly on SIGTERM.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../test/fixture-server";
import { workerNiceness } from "./worker-process";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The worker processes a server process started (`main.ts worker …`; tsx's own helper is left out). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== pid) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (args.includes("worker")) found.push(Number(entry));
    } catch {}
  }
  return found;
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 240_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await sleep(100);
  }
}

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("server", "main.ts"), "start"], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  return { child, output: () => out };
}

describe("treatise start (embedded)", () => {
  it("writes a paper in its worker process, survives that process's crash, and stops cleanly", {
    timeout: 600_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-embedded-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const base = `http://127.0.0.1:${port}`;
    const server = startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SESSION_SECRET: "",
      OPENAI_API_KEY: "",
      ANTHROPIC_API_KEY: "",
      GOOGLE_GENERATIVE_AI_API_KEY: "",
      OPENAI_COMPATIBLE_BASE_URL: "",
      SERPER_API_KEY: "",
      LIBRARY_DIR: path.join(REPO_ROOT, "testdata", "libraries", "sqlite-docs"),
      WORKER_IDLE_SECONDS: "3",
      JOB_POLL_SECONDS: "0.5",
      LOG_LEVEL: "info",
      NODE_ENV: "test",
    });
    const pid = server.child.pid ?? 0;
    cleanups.push(() => void server.child.kill("SIGKILL"));
    await until("the server answers", async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok);

    // Nothing to do yet: no worker process holds memory.
    expect(childrenOf(pid)).toEqual([]);

    const headers = { origin: base, "content-type": "application/json" };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Ada", email: "ada@example.com", password: "correct-horse-battery" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = (signUp.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
    const created = await fetch(`${base}/api/document`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({
        query: "Which kinds of indexes does SQLite provide?",
        searchTypes: ["library"],
        numberOfSections: 3,
      }),
    });
    expect(created.status).toBe(201);
    const { document } = (await created.json()) as { document: { id: string } };

    // The page's event stream, served by the web process, hears what the worker process does.
    const updates: string[] = [];
    const stream = http.get(
      `${base}/api/document/${document.id}/watch/edge`,
      { headers: { cookie } },
      (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          for (const line of chunk.split("\n")) if (line.startsWith("event: UPDATE")) updates.push(line);
        });
      },
    );
    cleanups.push(() => void stream.destroy());

    const firstWorker = await until("a worker process starts", () => childrenOf(pid)[0]);
    // Research runs at a lower CPU priority than the web (lowering one's own needs no privilege).
    // (A server started niced — a test runner under `nice` — keeps its worker at least as nice as itself.)
    expect(os.getPriority(firstWorker)).toBe(workerNiceness(os.getPriority(pid)));
    // The first UPDATE is the stream's own opening one; the next ones are the worker's steps.
    await until("the worker process works on the paper", () => updates.length >= 2);
    process.kill(firstWorker, "SIGKILL");

    const read = async () => {
      const answer = await fetch(`${base}/api/document/${document.id}`, { headers: { cookie } });
      return ((await answer.json()) as { document: { status: string } }).document;
    };
    // Killed in the middle of the paper, not after it.
    expect((await read()).status).not.toBe("COMPLETE");
    const done = await until("the paper ends", async () => {
      const doc = await read();
      return doc.status === "COMPLETE" || doc.status === "ERROR" ? doc : undefined;
    }).catch((error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });
    expect(done.status).toBe("COMPLETE");
    expect(server.output()).toContain("the worker process stopped (SIGKILL); starting it again");
    const secondWorker = childrenOf(pid)[0];
    expect(secondWorker).not.toBe(firstWorker);

    // Idle: the worker process stops by itself, the web goes on.
    await until("the idle worker process stops", () => childrenOf(pid).length === 0).catch((error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    // A second paper starts a worker process again.
    const again = await fetch(`${base}/api/document`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({
        query: "How does SQLite plan queries?",
        searchTypes: ["library"],
        numberOfSections: 3,
      }),
    });
    expect(again.status).toBe(201);
    await until("a worker process starts for the new paper", () => childrenOf(pid)[0]).catch((error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });

    const socket = path.join(dataDir, "run", ".s.PGSQL.5432");
    expect(existsSync(socket)).toBe(true);
    stream.destroy();
    const exit = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    server.child.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(childrenOf(pid)).toEqual([]);
    // The database's socket is gone with it, and the data is on disk.
    expect(existsSync(socket)).toBe(false);
    expect(existsSync(path.join(dataDir, "db", "PG_VERSION"))).toBe(true);
  });
});
