// Killing the process (SIGKILL) in the middle of a paper and starting it again completes the paper
// without recomputing any step whose output was saved.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { openDatabase } from "../db/client";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { REPO_ROOT } from "../test/fixture-server";
import { type FixtureWeb, startFixtureWeb } from "../test/fixture-web";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function startApp(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join("server", "test", "app-process.ts")],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("READY")) resolve(child);
    });
    child.stderr?.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.on("exit", (code) =>
      reject(new Error(`app process exited (${code}) before it was ready:\n${out}`)),
    );
  });
}

describe("crash safety", () => {
  it("completes a paper after SIGKILL mid-analysis, recomputing no saved step", {
    timeout: 240_000,
  }, async () => {
    const web: FixtureWeb = await startFixtureWeb();
    cleanups.push(() => web.close());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-crash-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let pg: TestDatabase | null = null;
    if (process.env.TEST_DATABASE_URL) {
      pg = await createTestDatabase();
      await pg.database.close();
      const url = pg.url!;
      cleanups.push(async () => {
        const c = await createTestDatabaseDropper(url);
        await c();
      });
    }
    const port = 20000 + Math.floor(Math.random() * 20000);
    const env: Record<string, string> = {
      ...web.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: "crash-test-secret-crash-test-secret-0123",
      OPENAI_API_KEY: "test-openai-key",
      TEST_MODEL_LATENCY_MS: "60",
      JOB_POLL_SECONDS: "0.5",
      ...(pg ? { DATABASE_URL: pg.url! } : {}),
    };
    let child = await startApp(env);
    cleanups.push(() => void child.kill("SIGKILL"));
    const base = `http://127.0.0.1:${port}`;
    const headers = { origin: base, "content-type": "application/json" };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Crash", email: "crash@example.com", password: "correct-horse-battery" }),
    });
    const cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const created = await fetch(`${base}/api/document`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({
        query: "How do web browsers render pages?",
        model: "gpt-4o",
        numberOfSections: 3,
      }),
    });
    expect(created.status).toBe(201);
    const { document } = (await created.json()) as { document: { id: string } };
    const get = async () =>
      (
        (await (await fetch(`${base}/api/document/${document.id}`, { headers: { cookie } })).json()) as {
          document: PresentedDocument;
        }
      ).document;

    // Wait until some pages are analysed but not all, then kill the process without warning.
    for (;;) {
      const doc = await get();
      const analysed = doc.content.plan.sections.reduce((n, s) => n + s.progress.analyzed, 0);
      if (analysed >= 2) break;
      if (doc.status === "COMPLETE" || doc.status === "ERROR")
        throw new Error(`finished before the kill: ${doc.status}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const beforeKill = await get();
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));

    const restartedAt = Date.now();
    child = await startApp(env);
    console.log(`restarted in ${Date.now() - restartedAt} ms`);
    let doc = await get();
    while (doc.status !== "COMPLETE" && doc.status !== "ERROR") {
      await new Promise((r) => setTimeout(r, 100));
      doc = await get();
    }
    expect(doc.content.error).toBeUndefined();
    expect(doc.status).toBe("COMPLETE");
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));

    // Count the model calls of each step, as recorded by the app, across both lives.
    const database = pg ? await openDatabase({ databaseUrl: pg.url }) : await openDatabase({ dataDir });
    const { rows } = await database.executeSql(
      "SELECT step, count(*)::int AS n FROM usage_records WHERE document_id = $1 AND kind = 'model' GROUP BY step",
      [document.id],
    );
    const { rows: analyses } = await database.executeSql(
      "SELECT count(*)::int AS n FROM page_analyses WHERE document_id = $1",
      [document.id],
    );
    await database.close();
    const calls = Object.fromEntries(rows.map((r) => [String(r.step), Number(r.n)]));
    console.log("model calls per step", calls, "analyses", analyses[0]?.n);
    // Steps saved before the kill were not asked again.
    expect(calls.refine).toBe(1);
    expect(calls.summary).toBe(1);
    expect(calls.plan).toBe(1);
    expect(beforeKill.content.events).toContain("Planned sections");
    // Each page was analysed once, except at most the ones being analysed when the process died.
    const inFlight = 5 * 3;
    expect(calls["section-analyze"] ?? 0).toBeLessThanOrEqual(Number(analyses[0]?.n) + inFlight);
    expect(doc.content.events.filter((e) => e === "Planned sections")).toHaveLength(1);
  });
});

async function createTestDatabaseDropper(url: string) {
  const pgmod = await import("pg");
  return async () => {
    const name = new URL(url).pathname.slice(1);
    const admin = new pgmod.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
