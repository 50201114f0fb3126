// bench/soak: scale-out under losses (issue 33). Two web processes (`treatise serve`) and two workers
// (`treatise worker`) of the production build on a fresh PostgreSQL database write 10 papers with the
// offline engine from the test library; once jobs run, one worker is killed (SIGKILL), then one web
// process. Reports: papers completed, duplicate job rows (more than one row for one step: queue name and
// singleton key), and the seconds until each job the dead worker held started again elsewhere.
// Run: npx tsx bench/soak/run.ts [--postgres postgres://postgres@127.0.0.1:5432/] [--papers 10]
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  ensureBuilt,
  freePort,
  paperDone,
  serverEnv,
  signUp,
  sleep,
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
const postgresServer = arg("postgres", "postgres://postgres@127.0.0.1:5432/");
const papers = Number(arg("papers", "10"));

function start(role: "serve" | "worker", env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [path.join(root, "bin", "treatise.mjs"), role], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

async function main() {
  ensureBuilt(root);
  const database = await throwawayDatabase(postgresServer, "treatise_soak");
  const client = new pg.Client({ connectionString: database.url });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-soak-"));
  const children: ChildProcess[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    const envOf = (port: number) => ({
      ...serverEnv({
        port,
        dataDir,
        databaseUrl: database.url,
        sessionSecret: "soak-secret-soak-secret-soak-secret-0123",
        library: testLibrary(root),
      }),
      LOG_LEVEL: "error",
    });
    // One after the other: two processes creating pg-boss's queues together on an empty database can
    // deadlock in pg-boss's create_queue (seen here; a restart then starts).
    const webs: ChildProcess[] = [];
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const [i, port] of ports.entries()) {
      webs.push(start("serve", envOf(port)));
      children.push(webs[i]!);
      await waitUp(bases[i]!);
    }
    await client.connect();
    // Each worker's id (its heartbeat row), so the one holding jobs can be killed.
    const workers: { child: ChildProcess; id: string }[] = [];
    for (let w = 0; w < 2; w++) {
      const child = start("worker", envOf(ports[0]!));
      children.push(child);
      for (let i = 0; i < 600; i++) {
        const { rows } = await client.query("SELECT worker_id FROM worker_heartbeats");
        const fresh = rows.map((r) => String(r.worker_id)).filter((id) => !workers.some((k) => k.id === id));
        if (fresh[0]) {
          workers.push({ child, id: fresh[0] });
          break;
        }
        await sleep(100);
      }
    }
    if (workers.length < 2) throw new Error("the workers did not start");
    const cookie = await signUp(bases[0]!);
    const ids: string[] = [];
    for (let i = 0; i < papers; i++)
      ids.push(
        await writePaper(
          bases[i % 2]!,
          cookie,
          `What were the consequences of the 2022 Pakistan floods for region ${i + 1}?`,
        ),
      );

    // Kill a worker while it holds jobs.
    let held: { id: string; retry: number }[] = [];
    let dead = workers[0]!;
    for (let i = 0; i < 1200 && held.length === 0; i++) {
      for (const worker of workers) {
        const { rows } = await client.query(
          `SELECT j.id::text AS id, j.retry_count AS retry FROM job_owners o
             JOIN pgboss.job j ON j.id::text = o.job_id
            WHERE o.worker_id = $1 AND j.state = 'active'`,
          [worker.id],
        );
        if (rows.length > 0) {
          held = rows;
          dead = worker;
          break;
        }
      }
      if (held.length === 0) await sleep(50);
    }
    const { rows: nowRows } = await client.query("SELECT now() AS t");
    const killedAt: Date = nowRows[0].t;
    await killed(dead.child);

    // Then kill the second web process; the first one serves on.
    await sleep(2000);
    await killed(webs[1]!);

    // Takeover: when each held job started again (a new attempt, started after the kill).
    const takeover = new Map<string, number>();
    const deadline = Date.now() + 10 * 60 * 1000;
    while (takeover.size < held.length && Date.now() < deadline) {
      for (const job of held) {
        if (takeover.has(job.id)) continue;
        const { rows } = await client.query(
          "SELECT retry_count, started_on, state FROM pgboss.job WHERE id = $1::uuid",
          [job.id],
        );
        const row = rows[0];
        if (row && row.retry_count > job.retry && row.started_on && row.started_on > killedAt)
          takeover.set(job.id, (row.started_on.getTime() - killedAt.getTime()) / 1000);
        // Finished in the moment before the kill: not the dead worker's to hand over.
        else if (row && row.state === "completed" && row.retry_count === job.retry)
          takeover.set(job.id, Number.NaN);
      }
      await sleep(250);
    }

    const statuses = await Promise.all(ids.map((id) => paperDone(bases[0]!, cookie, id)));
    const { rows: duplicates } = await client.query(
      `SELECT name, singleton_key, count(*)::int AS n FROM pgboss.job
        WHERE singleton_key IS NOT NULL GROUP BY name, singleton_key HAVING count(*) > 1`,
    );
    const duplicateRows = duplicates.reduce((sum, d) => sum + d.n - 1, 0);
    const times = [...takeover.values()].filter((t) => !Number.isNaN(t));
    console.log(
      `bench/soak on PostgreSQL: 2 web + 2 workers, ${papers} papers, a worker and a web process killed`,
    );
    console.log(
      `  papers completed: ${statuses.filter((s) => s === "COMPLETE").length}/${papers} (${statuses.filter((s) => s === "ERROR").length} ERROR)`,
    );
    console.log(`  duplicate job rows: ${duplicateRows}`);
    console.log(
      `  jobs the dead worker held: ${times.length}; started again after ${times.length ? times.map((t) => t.toFixed(1)).join(", ") : "—"} s (max ${times.length ? Math.max(...times).toFixed(1) : "—"} s)`,
    );
  } finally {
    await Promise.all(children.map(killed));
    await client.end().catch(() => undefined);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
