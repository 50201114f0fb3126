import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase } from "../db/client";
import { createMemoryBus } from "../events/bus";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { type AnyJob, defineJob, JobQueue, NoRetryError } from "./queue";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("condition not met in time");
}

async function queueOn(db: TestDatabase["database"], jobs: AnyJob[], pollSeconds = 5) {
  const queue = new JobQueue({
    database: db,
    bus: createMemoryBus(),
    pollSeconds,
    heartbeatTimeoutSeconds: 1,
  });
  await queue.start(jobs);
  return queue;
}

/** A queue with one job that records each attempt's retry count, retried at once; dropped after the test. */
async function retryingQueue(name: string) {
  const t = await createTestDatabase();
  const ran: number[] = [];
  const job = defineJob({
    name,
    payload: z.object({}),
    retryLimit: 2,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 600,
    concurrency: 1,
    handler: async (_p, ctx) => {
      ran.push(ctx.retryCount);
    },
  });
  const queue = await queueOn(t.database, [job]);
  cleanups.push(async () => {
    await queue.stop(0);
    await t.drop();
  });
  return { t, ran, job, queue };
}

describe("JobQueue", () => {
  it("runs a queued job at once, without waiting for the polling interval", async () => {
    const t = await createTestDatabase();
    const seen: string[] = [];
    const job = defineJob({
      name: "test.echo",
      payload: z.object({ word: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      concurrency: 1,
      handler: async ({ word }) => {
        seen.push(word);
      },
    });
    // Polling every 120 s: the jobs can only run in time if workers are woken on send and after each job.
    const queue = await queueOn(t.database, [job], 120);
    cleanups.push(async () => {
      await queue.stop(0);
      await t.drop();
    });
    await queue.work();
    for (const word of ["a", "b", "c"]) await queue.send(job, { word });
    await until(() => seen.length === 3, 60_000);
    expect(seen.sort()).toEqual(["a", "b", "c"]);
  });

  it("runs up to its concurrency of jobs at the same time", async () => {
    const t = await createTestDatabase();
    // Each job waits until all four have started: only a queue running four at once can finish them.
    let started = 0;
    let release: () => void = () => undefined;
    const allStarted = new Promise<void>((r) => {
      release = r;
    });
    const finished: number[] = [];
    const job = defineJob({
      name: "test.parallel",
      payload: z.object({ i: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      concurrency: 4,
      singletonKey: ({ i }) => String(i),
      handler: async ({ i }) => {
        started += 1;
        if (started === 4) release();
        await allStarted;
        finished.push(i);
      },
    });
    const queue = await queueOn(t.database, [job]);
    cleanups.push(async () => {
      await queue.stop(0);
      await t.drop();
    });
    for (let i = 0; i < 4; i++) await queue.send(job, { i });
    await queue.work();
    await until(() => finished.length === 4);
    expect(finished.sort()).toEqual([0, 1, 2, 3]);
  });

  it("retries a failing job and calls onFailed on the last attempt only", async () => {
    const t = await createTestDatabase();
    let attempts = 0;
    const failures: string[] = [];
    const job = defineJob({
      name: "test.flaky",
      payload: z.object({}),
      retryLimit: 2,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      concurrency: 1,
      handler: async () => {
        attempts += 1;
        throw new Error(`boom ${attempts}`);
      },
      onFailed: async (_p, error) => {
        failures.push(error.message);
      },
    });
    const queue = new JobQueue({ database: t.database, bus: createMemoryBus(), pollSeconds: 0.5 });
    await queue.start([job]);
    cleanups.push(async () => {
      await queue.stop(0);
      await t.drop();
    });
    await queue.work();
    await queue.send(job, {});
    await until(() => failures.length === 1);
    expect(attempts).toBe(3);
    expect(failures).toEqual(["boom 3"]);
    await until(async () => (await queue.counts("test.flaky")).failed === 1);
  });

  it("fails a job at once, without its remaining retries, when the handler says another try would not help", async () => {
    const t = await createTestDatabase();
    let attempts = 0;
    const failures: string[] = [];
    const job = defineJob({
      name: "test.final",
      payload: z.object({}),
      retryLimit: 2,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      concurrency: 1,
      handler: async () => {
        attempts += 1;
        throw new NoRetryError(new Error("the provider failed 3 times"));
      },
      onFailed: async (_p, error) => {
        failures.push(error.message);
      },
    });
    const queue = new JobQueue({ database: t.database, bus: createMemoryBus(), pollSeconds: 0.5 });
    await queue.start([job]);
    cleanups.push(async () => {
      await queue.stop(0);
      await t.drop();
    });
    await queue.work();
    await queue.send(job, {});
    await until(async () => (await queue.counts("test.final")).failed === 1);
    expect(failures).toEqual(["the provider failed 3 times"]);
    // Give a retry the time it would need to show up: none does.
    await new Promise((r) => setTimeout(r, 1500));
    expect(attempts).toBe(1);
    expect(await queue.counts("test.final")).toEqual({ failed: 1 });
  });

  it("keeps only one waiting job per singleton key", async () => {
    const t = await createTestDatabase();
    const job = defineJob({
      name: "test.single",
      payload: z.object({ doc: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      concurrency: 1,
      singletonKey: ({ doc }) => doc,
      handler: async () => undefined,
    });
    const queue = await queueOn(t.database, [job]);
    cleanups.push(async () => {
      await queue.stop(0);
      await t.drop();
    });
    const first = await queue.send(job, { doc: "x" });
    const second = await queue.send(job, { doc: "x" });
    const other = await queue.send(job, { doc: "y" });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(other).toBeTruthy();
  });

  it("runs after a restart a job queued before it (embedded database on disk)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "treatise-jobs-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const ran: string[] = [];
    const job = defineJob({
      name: "test.durable",
      payload: z.object({ id: z.string() }),
      retryLimit: 1,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      concurrency: 1,
      handler: async ({ id }) => {
        ran.push(id);
      },
    });
    // First life: queue the job, never work it, stop.
    let database = await openDatabase({ dataDir: dir });
    let queue = new JobQueue({ database, bus: createMemoryBus(), pollSeconds: 0.5 });
    await queue.start([job]);
    await queue.send(job, { id: "before-restart" });
    await queue.stop(0);
    await database.close();
    expect(ran).toEqual([]);
    // Second life: the worker picks it up.
    database = await openDatabase({ dataDir: dir });
    queue = new JobQueue({ database, bus: createMemoryBus(), pollSeconds: 0.5 });
    await queue.start([job]);
    await queue.work();
    cleanups.push(async () => {
      await queue.stop(0);
      await database.close();
    });
    await until(() => ran.length === 1);
    expect(ran).toEqual(["before-restart"]);
  });

  it("retries the jobs of a worker that stopped heartbeating", async () => {
    const { t, ran, job, queue } = await retryingQueue("test.orphan");
    const id = await queue.send(job, {});
    // A dead worker took the job: it is active, owned by a worker whose heartbeat is old.
    await t.database.executeSql("UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1", [
      id,
    ]);
    await t.database.executeSql(
      "INSERT INTO worker_heartbeats (worker_id, seen_at) VALUES ('dead', now() - interval '1 hour')",
    );
    await t.database.executeSql(
      "INSERT INTO job_owners (job_id, queue, worker_id) VALUES ($1, 'test.orphan', 'dead')",
      [id],
    );
    await queue.work();
    await until(() => ran.length === 1);
    expect(ran).toEqual([1]);
  });
  it("retries a job a worker took but died before it recorded that it runs it", async () => {
    const { t, ran, job, queue } = await retryingQueue("test.unowned");
    const first = await queue.send(job, {});
    const second = await queue.send(job, {});
    // pg-boss marked both active for a worker that died before writing job_owners: one just now, one
    // longer ago than the heartbeat timeout.
    await t.database.executeSql("UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1", [
      first,
    ]);
    await t.database.executeSql(
      "UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 hour' WHERE id = $1",
      [second],
    );
    // Another worker may still be about to record the recent one: only the old one is an orphan.
    expect(await queue.recoverOrphans(false)).toBe(1);
    // In embedded mode no other worker can be running: the recent one is an orphan too.
    expect(await queue.recoverOrphans(true)).toBe(1);
    await queue.work({ soleWorker: false });
    await until(() => ran.length === 2);
    expect(ran).toEqual([1, 1]);
    // Nothing left active: an idle worker process may stop.
    await until(async () => !(await queue.hasWork()));
  });

  it("never holds two live jobs for one step: the database refuses a copy, also a racing one", async () => {
    const t = await createTestDatabase();
    const running = new Map<string, number>();
    let overlap = 0;
    let liveSeen = 0;
    let runs = 0;
    const job = defineJob({
      name: "test.step",
      payload: z.object({ step: z.string(), n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      concurrency: 3,
      singletonKey: ({ step }) => step,
      handler: async ({ step }) => {
        runs += 1;
        running.set(step, (running.get(step) ?? 0) + 1);
        if ((running.get(step) ?? 0) > 1) overlap += 1;
        const { rows } = await t.database.executeSql(
          "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test.step' AND singleton_key = $1 AND state < 'completed'",
          [step],
        );
        liveSeen = Math.max(liveSeen, Number(rows[0]?.n));
        await new Promise((r) => setTimeout(r, 5));
        running.set(step, (running.get(step) ?? 1) - 1);
      },
    });
    // Two processes' queues on one database, both queueing and both working.
    const a = await queueOn(t.database, [job], 0.2);
    const b = await queueOn(t.database, [job], 0.2);
    cleanups.push(async () => {
      await a.stop(0);
      await b.stop(0);
      await t.drop();
    });
    await a.work({ soleWorker: false });
    await b.work({ soleWorker: false });
    let queued = 0;
    for (let round = 0; round < 15; round++) {
      const ids = await Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).send(job, { step: `s${round % 3}`, n: i })),
      );
      queued += ids.filter(Boolean).length;
    }
    await until(async () => !(await a.hasWork()));
    expect(overlap).toBe(0);
    expect(liveSeen).toBe(1);
    expect(runs).toBe(queued);

    // A copy inserted behind the queue's back (as a racing process would) is refused by the database.
    const blocker = await a.send(job, { step: "held", n: 0 }, { startAfterSeconds: 3600 });
    expect(blocker).toBeTruthy();
    await expect(
      t.database.executeSql(
        "INSERT INTO pgboss.job (name, data, singleton_key, policy) VALUES ('test.step', '{}', 'held', 'stately')",
      ),
    ).rejects.toThrow(/job_live_step|duplicate key/);
  });

  it("starts a stopped worker's job again at once, not after the retry's back-off", async () => {
    const t = await createTestDatabase();
    const ran: number[] = [];
    const job = defineJob({
      name: "test.takeover",
      payload: z.object({}),
      retryLimit: 2,
      retryDelaySeconds: 120,
      retryBackoff: true,
      expireInSeconds: 600,
      concurrency: 1,
      handler: async (_p, ctx) => {
        ran.push(ctx.retryCount);
      },
    });
    const queue = await queueOn(t.database, [job], 0.2);
    cleanups.push(async () => {
      await queue.stop(0);
      await t.drop();
    });
    const id = await queue.send(job, {});
    await t.database.executeSql("UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1", [
      id,
    ]);
    await t.database.executeSql(
      "INSERT INTO worker_heartbeats (worker_id, seen_at) VALUES ('stopped', now() - interval '1 hour')",
    );
    await t.database.executeSql(
      "INSERT INTO job_owners (job_id, queue, worker_id) VALUES ($1, 'test.takeover', 'stopped')",
      [id],
    );
    await queue.work({ soleWorker: false });
    await until(() => ran.length === 1);
    expect(ran).toEqual([1]);
  });

  it("retries a step's job under its key (the retry is the one live job, not a copy)", async () => {
    const t = await createTestDatabase();
    const attempts: number[] = [];
    const job = defineJob({
      name: "test.step-retry",
      payload: z.object({ step: z.string() }),
      retryLimit: 2,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      concurrency: 1,
      singletonKey: ({ step }) => step,
      handler: async (_p, ctx) => {
        attempts.push(ctx.retryCount);
        if (ctx.retryCount === 0) throw new Error("first attempt fails");
      },
    });
    const queue = await queueOn(t.database, [job], 0.2);
    cleanups.push(async () => {
      await queue.stop(0);
      await t.drop();
    });
    await queue.work({ soleWorker: false });
    expect(await queue.send(job, { step: "a" })).toBeTruthy();
    await until(async () => !(await queue.hasWork()));
    expect(attempts).toEqual([0, 1]);
    expect(await queue.counts("test.step-retry")).toEqual({ completed: 1 });
  });

  it("starts in several processes at once on one database (queues made together do not fail a start)", async () => {
    const t = await createTestDatabase();
    const jobs = Array.from({ length: 6 }, (_, i) =>
      defineJob({
        name: `test.together-${i}`,
        payload: z.object({ step: z.string() }),
        retryLimit: 0,
        retryDelaySeconds: 0,
        retryBackoff: false,
        expireInSeconds: 60,
        concurrency: 1,
        singletonKey: ({ step }) => step,
        handler: async () => undefined,
      }),
    );
    const queues = Array.from(
      { length: 4 },
      () => new JobQueue({ database: t.database, bus: createMemoryBus(), pollSeconds: 5 }),
    );
    cleanups.push(async () => {
      for (const queue of queues) await queue.stop(0);
      await t.drop();
    });
    // The queue schema exists (the migrations' first process made it); the queues do not yet.
    const first = new JobQueue({ database: t.database, bus: createMemoryBus(), pollSeconds: 5 });
    await first.start([]);
    queues.push(first);
    await Promise.all(queues.slice(0, 4).map((queue) => queue.start(jobs)));
    expect(await queues[3]!.send(jobs[5]!, { step: "a" })).toBeTruthy();
    expect(await queues[0]!.send(jobs[5]!, { step: "a" })).toBeNull();
  });

  it("queues a scheduled job when its cron is due, in the process that keeps time; a worker then runs it", async () => {
    const t = await createTestDatabase();
    const ran: string[] = [];
    const job = defineJob({
      name: "test.scheduled",
      payload: z.object({ what: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 600,
      concurrency: 1,
      singletonKey: () => "one",
      schedule: { cron: "* * * * *", payload: { what: "every minute" } },
      handler: async (p) => {
        ran.push(p.what);
      },
    });
    const queue = new JobQueue({
      database: t.database,
      bus: createMemoryBus(),
      pollSeconds: 5,
      timekeeper: true,
      timekeeperPollSeconds: 1,
    });
    cleanups.push(async () => {
      await queue.stop(0);
      await t.drop();
    });
    expect(await queue.hasDueWork()).toBe(false);
    await queue.start([job]);
    expect(await queue.schedules()).toEqual([{ name: "test.scheduled", cron: "* * * * *" }]);
    // Nothing sent it: the timekeeper queued it (what `treatise start` looks for to wake its worker). A
    // cron of every minute comes due at the next minute's turn: up to a minute away.
    await until(() => queue.hasDueWork(), 75_000);
    await queue.work();
    await until(() => ran.length === 1, 30_000);
    expect(ran).toEqual(["every minute"]);

    // Started again without the schedule (the setting turned off): the schedule is gone.
    const again = new JobQueue({ database: t.database, bus: createMemoryBus(), pollSeconds: 5 });
    cleanups.push(() => again.stop(0));
    await again.start([{ ...job, schedule: undefined }]);
    expect(await again.schedules()).toEqual([]);
  }, 150_000);
});
