// Durable jobs on pg-boss (PGlite in embedded mode, PostgreSQL in scale-out). Jobs are declared as data
// (name, zod payload, retry policy, handler); workers wake at once when a job is queued, in this process
// or another (through the event bus), and jobs of a worker that died are retried within seconds. A step
// (a singleton key) has at most one live job: a unique index in the database says so, not a check.
import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Database } from "../db/client";
import type { EventBus } from "../events/bus";
import { logger } from "../logger";

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when a failure now will not be retried. */
  lastAttempt: boolean;
}

export interface JobDefinition<P = unknown> {
  name: string;
  payload: z.ZodType<P>;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** Safety net: pg-boss fails an active job after this long. */
  expireInSeconds: number;
  /** Workers for this queue in each worker process. */
  concurrency: number;
  /** Jobs with the same key never run at the same time, and at most one more waits (stately policy). */
  singletonKey?: (payload: P) => string;
  /**
   * Queued by pg-boss's schedule (a cron expression, UTC) with this payload, in whichever process keeps
   * time (`timekeeper`); without it a schedule left by an earlier setting is removed.
   */
  schedule?: { cron: string; payload: P };
  handler: (payload: P, job: JobContext) => Promise<void>;
  /** Called when the last attempt failed. */
  onFailed?: (payload: P, error: Error) => Promise<void>;
}

/** A job of any payload, for lists of jobs (the payload type is checked where the job is defined). */
// biome-ignore lint/suspicious/noExplicitAny: definitions are invariant in P; lists hold several payload types.
export type AnyJob = JobDefinition<any>;

/**
 * Thrown by a handler for a failure that another attempt would only repeat (its provider calls already
 * spent their retry budget): the job fails now, onFailed runs, and its remaining retries are dropped.
 */
export class NoRetryError extends Error {
  constructor(readonly failure: Error) {
    super(failure.message, { cause: failure });
    this.name = "NoRetryError";
  }
}

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/** Published on the event bus when a job is queued (workers wake; `treatise start` starts its worker). */
export const WAKE_CHANNEL = "jobs:queued";

export interface QueueOptions {
  database: Database;
  bus: EventBus;
  pollSeconds: number;
  /** A worker silent for this long is considered dead and its jobs are retried (default 10). */
  heartbeatTimeoutSeconds?: number;
  /**
   * This process queues the scheduled jobs when they are due (pg-boss's timekeeper: it looks every 30 s,
   * and one process of the installation does it each time). Off in tests and in the embedded worker process,
   * which stops when idle.
   */
  timekeeper?: boolean;
  /** How often the timekeeper's own queue is read, in seconds (default 30; tests: 1). */
  timekeeperPollSeconds?: number;
}

/** PostgreSQL's error code for a table that does not exist. */
const UNDEFINED_TABLE = "42P01";

/** pg-boss's own queues (the timekeeper's), which its own worker runs: no worker of ours owns their jobs. */
const OWN_QUEUES = "name NOT LIKE '\\_\\_pgboss\\_\\_%'";

/** How often a worker says it is alive, and looks for the jobs of workers that stopped. */
export const HEARTBEAT_SECONDS = 2;
/** A worker that has not said so for this long has stopped: its jobs start again elsewhere at once. */
export const HEARTBEAT_TIMEOUT_SECONDS = 10;

/**
 * One live job (waiting, waiting for a retry, or running) per queue and singleton key, whatever races
 * between processes: pg-boss inserts with ON CONFLICT DO NOTHING, so a second copy is simply not queued.
 * Made once, under a lock, after cancelling the copies an older version may have left.
 */
const LIVE_STEP_INDEX = `
DO $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('treatise:job_live_step'));
  IF NOT EXISTS (SELECT 1 FROM pg_indexes WHERE schemaname = 'pgboss' AND indexname = 'job_live_step') THEN
    UPDATE pgboss.job j SET state = 'cancelled', completed_on = now()
     WHERE j.state < 'completed' AND j.singleton_key IS NOT NULL
       AND EXISTS (SELECT 1 FROM pgboss.job o
                    WHERE o.name = j.name AND o.singleton_key = j.singleton_key AND o.state < 'completed'
                      AND (o.created_on, o.id) < (j.created_on, j.id));
    CREATE UNIQUE INDEX job_live_step ON pgboss.job (name, singleton_key)
     WHERE state < 'completed' AND singleton_key IS NOT NULL;
  END IF;
END $$`;

export class JobQueue {
  readonly workerId = randomUUID();
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, AnyJob>();
  private readonly dispatchers = new Map<string, Dispatcher>();
  private readonly timers: NodeJS.Timeout[] = [];
  private unsubscribeWake: (() => void) | null = null;
  private started = false;
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly options: QueueOptions) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => options.database.executeSql(text, values) },
      schema: "pgboss",
      supervise: true,
      schedule: options.timekeeper ?? false,
      cronWorkerIntervalSeconds: options.timekeeperPollSeconds ?? 30,
      maintenanceIntervalSeconds: 120,
      monitorStateIntervalSeconds: 600,
    });
    this.boss.on("error", (error) => logger.warn(`[jobs] ${error.message}`));
  }

  /** Installs the queue schema and creates every declared queue. */
  async start(definitions: AnyJob[]): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    for (const definition of definitions) {
      this.definitions.set(definition.name, definition);
      await this.createQueue(definition);
      if (definition.schedule) {
        const data = definition.payload.parse(definition.schedule.payload) as object;
        await this.boss.schedule(definition.name, definition.schedule.cron, data, {
          tz: "UTC",
          singletonKey: definition.singletonKey?.(definition.schedule.payload),
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: definition.retryBackoff,
          expireInSeconds: definition.expireInSeconds,
        });
      } else await this.boss.unschedule(definition.name);
    }
    await this.options.database.executeSql(LIVE_STEP_INDEX);
    this.started = true;
  }

  /**
   * pg-boss's create_queue, tried again when it deadlocks: two processes creating the same queue at once
   * on a fresh database each hold a lock the other's foreign key needs (one of them then failed to start).
   */
  private async createQueue(definition: AnyJob): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(definition.name, {
          name: definition.name,
          policy: definition.singletonKey ? "stately" : "standard",
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: definition.retryBackoff,
          expireInSeconds: definition.expireInSeconds,
        });
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== "40P01" || attempt >= 10) throw error;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  }

  /** Queues a job; returns its id, or null when an identical singleton job is already waiting. */
  async send<P>(definition: JobDefinition<P>, payload: P, options: { startAfterSeconds?: number } = {}) {
    const data = definition.payload.parse(payload) as object;
    // A copy of a step that is waiting or running is not queued (job_live_step answers null): under the
    // stately policy a waiting copy of a running job could not be fetched, and would hold up the queue.
    const singletonKey = definition.singletonKey?.(payload);
    const id: string | null = await this.boss.send(definition.name, data, {
      singletonKey,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff,
      expireInSeconds: definition.expireInSeconds,
      startAfter: options.startAfterSeconds,
    });
    if (id === null) return null;
    this.wakeLocal(definition.name);
    if (this.options.database.kind === "postgres") {
      await this.options.bus.publish(WAKE_CHANNEL, definition.name).catch(() => undefined);
    }
    return id;
  }

  /**
   * Starts the worker role: one dispatcher per queue fetches as many jobs as it has free slots
   * (the queue's concurrency), runs each on its own, and fetches again when one ends or a job is queued;
   * when idle it polls every pollSeconds. One query per fetch, whatever the concurrency.
   * `soleWorker`: no other worker can be running (embedded mode), so every job another worker id still
   * holds is an orphan at once (the default on PGlite in this process).
   */
  async work(options: { soleWorker?: boolean } = {}): Promise<void> {
    await this.recoverOrphans(options.soleWorker ?? this.options.database.kind === "pglite");
    this.unsubscribeWake = this.options.bus.subscribe(WAKE_CHANNEL, (name) => this.wakeLocal(String(name)));
    for (const definition of this.definitions.values()) {
      const dispatcher = new Dispatcher(definition, this.options.pollSeconds * 1000, {
        fetch: (batchSize) => this.boss.fetch<unknown>(definition.name, { batchSize, includeMetadata: true }),
        run: (job) => this.runJob(definition, job),
        complete: (id) => this.boss.complete(definition.name, id),
        fail: (id, error) =>
          this.boss.fail(definition.name, id, { message: error.message, stack: error.stack }),
        track: (run) => {
          this.running.add(run);
          void run.finally(() => this.running.delete(run));
        },
      });
      this.dispatchers.set(definition.name, dispatcher);
      dispatcher.start();
    }
    await this.heartbeat();
    this.timers.push(setInterval(() => void this.heartbeat(), HEARTBEAT_SECONDS * 1000));
    this.timers.push(
      setInterval(
        () =>
          void this.recoverOrphans(false).catch((error) =>
            logger.warn("[jobs] recovering jobs failed", error),
          ),
        HEARTBEAT_SECONDS * 1000,
      ),
    );
  }

  private async runJob(definition: AnyJob, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const context: JobContext = {
      id: job.id,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    await this.options.database.executeSql(
      "INSERT INTO job_owners (job_id, queue, worker_id) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO UPDATE SET worker_id = EXCLUDED.worker_id, started_at = now()",
      [job.id, definition.name, this.workerId],
    );
    try {
      const payload = definition.payload.parse(job.data);
      await definition.handler(payload as never, context);
    } catch (error) {
      const final = error instanceof NoRetryError;
      const err = final ? error.failure : error instanceof Error ? error : new Error(String(error));
      logger.warn(
        `[jobs] ${definition.name} ${job.id} failed (attempt ${job.retryCount + 1}/${job.retryLimit + 1}${final && !context.lastAttempt ? ", not retried" : ""}): ${err.message}`,
      );
      if ((context.lastAttempt || final) && definition.onFailed) {
        await definition
          .onFailed(job.data as never, err)
          .catch((e) => logger.error("[jobs] onFailed threw", e));
      }
      if (final && !context.lastAttempt) {
        // pg-boss retries while retry_count < retry_limit: this job has had its last attempt.
        await this.options.database.executeSql(
          "UPDATE pgboss.job SET retry_limit = retry_count WHERE name = $1 AND id = $2",
          [definition.name, job.id],
        );
      }
      throw err;
    } finally {
      await this.options.database
        .executeSql("DELETE FROM job_owners WHERE job_id = $1", [job.id])
        .catch(() => undefined);
    }
  }

  private wakeLocal(name: string): void {
    this.dispatchers.get(name)?.wake();
  }

  private async heartbeat(): Promise<void> {
    await this.options.database
      .executeSql(
        "INSERT INTO worker_heartbeats (worker_id, seen_at) VALUES ($1, now()) ON CONFLICT (worker_id) DO UPDATE SET seen_at = now()",
        [this.workerId],
      )
      .catch((error) => logger.warn("[jobs] heartbeat failed", error));
  }

  /**
   * Fails (so pg-boss retries) the active jobs of workers that stopped heartbeating. In embedded mode only
   * this process can use the database, so at start every job another worker id held is an orphan.
   * A worker can also die between pg-boss marking a job active and recording that it owns it: an active
   * job nobody owns is an orphan too (at start in embedded mode; after the heartbeat timeout otherwise) —
   * left alone, it stayed active until pg-boss expired it, and the idle worker process never stopped.
   */
  async recoverOrphans(allOthers: boolean): Promise<number> {
    const timeout = this.options.heartbeatTimeoutSeconds ?? HEARTBEAT_TIMEOUT_SECONDS;
    const { rows } = await this.options.database.executeSql(
      `SELECT o.job_id, o.queue FROM job_owners o
         LEFT JOIN worker_heartbeats h ON h.worker_id = o.worker_id
        WHERE o.worker_id <> $1
          AND ($2::boolean OR h.seen_at IS NULL OR h.seen_at < now() - make_interval(secs => $3))
       UNION ALL
       SELECT j.id::text, j.name FROM pgboss.job j
        WHERE j.state = 'active' AND j.${OWN_QUEUES}
          AND NOT EXISTS (SELECT 1 FROM job_owners o WHERE o.job_id = j.id::text)
          AND ($2::boolean OR j.started_on < now() - make_interval(secs => $3))`,
      [this.workerId, allOthers, timeout],
    );
    for (const row of rows) {
      const jobId = String(row.job_id);
      const queue = String(row.queue);
      try {
        await this.boss.fail(queue, jobId, { message: "The worker running this job stopped; retrying" });
        // Not the job's failure: it starts again now, not after the retry's back-off.
        await this.options.database.executeSql(
          "UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND id = $2 AND state = 'retry'",
          [queue, jobId],
        );
      } catch (error) {
        logger.warn(`[jobs] could not recover job ${jobId}`, error);
      }
      await this.options.database.executeSql("DELETE FROM job_owners WHERE job_id = $1", [jobId]);
      this.wakeLocal(queue);
      if (this.options.database.kind === "postgres")
        await this.options.bus.publish(WAKE_CHANNEL, queue).catch(() => undefined);
    }
    if (rows.length > 0) logger.info(`[jobs] retried ${rows.length} job(s) left by a stopped worker`);
    await this.options.database
      .executeSql("DELETE FROM worker_heartbeats WHERE seen_at < now() - interval '1 day'")
      .catch(() => undefined);
    return rows.length;
  }

  /** Stops workers after the jobs they run finish (or after graceSeconds), then the queue. */
  async stop(graceSeconds = 10): Promise<void> {
    for (const d of this.dispatchers.values()) d.stop();
    for (const t of this.timers) clearInterval(t);
    this.unsubscribeWake?.();
    if (!this.started) return;
    const drain = Promise.allSettled([...this.running]);
    await Promise.race([drain, new Promise((r) => setTimeout(r, graceSeconds * 1000))]);
    await this.boss.stop({ graceful: false, close: false, wait: true, timeout: 2000 }).catch(() => undefined);
    await this.options.database
      .executeSql("DELETE FROM worker_heartbeats WHERE worker_id = $1", [this.workerId])
      .catch(() => undefined);
  }

  /** Whether any job waits, waits for a retry, or runs, in any process. */
  async hasWork(): Promise<boolean> {
    const { rows } = await this.options.database.executeSql(
      "SELECT 1 FROM pgboss.job WHERE state IN ('created', 'retry', 'active') LIMIT 1",
    );
    return rows.length > 0;
  }

  /**
   * Whether a job of ours is due now: queued (by the timekeeper too) or its retry's wait is over. None
   * is before any queue made pg-boss's tables (a new database).
   */
  async hasDueWork(): Promise<boolean> {
    try {
      const { rows } = await this.options.database.executeSql(
        `SELECT 1 FROM pgboss.job WHERE state IN ('created', 'retry') AND start_after <= now() AND ${OWN_QUEUES} LIMIT 1`,
      );
      return rows.length > 0;
    } catch (error) {
      if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return false;
      throw error;
    }
  }

  /** The scheduled queues and their cron expressions. */
  async schedules(): Promise<{ name: string; cron: string }[]> {
    const rows = await this.boss.getSchedules();
    return rows.map((r) => ({ name: r.name, cron: r.cron }));
  }

  /** True when this process runs no job and no job waits anywhere (the worker process may stop). */
  async idle(): Promise<boolean> {
    return this.running.size === 0 && !(await this.hasWork());
  }

  /** Counts jobs per state for a queue (tests and the health check). */
  async counts(name: string): Promise<Record<string, number>> {
    const { rows } = await this.options.database.executeSql(
      "SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state",
      [name],
    );
    return Object.fromEntries(rows.map((r) => [String(r.state), Number(r.n)]));
  }
}

interface DispatcherIo {
  fetch(batchSize: number): Promise<PgBoss.JobWithMetadata<unknown>[]>;
  run(job: PgBoss.JobWithMetadata<unknown>): Promise<void>;
  complete(id: string): Promise<unknown>;
  fail(id: string, error: Error): Promise<unknown>;
  track(run: Promise<unknown>): void;
}

/** Keeps up to `concurrency` jobs of one queue running in this process. */
class Dispatcher {
  private running = 0;
  private stopped = false;
  private woken = false;
  private sleeper: (() => void) | null = null;

  constructor(
    private readonly definition: AnyJob,
    private readonly pollMs: number,
    private readonly io: DispatcherIo,
  ) {}

  start(): void {
    void this.loop();
  }

  wake(): void {
    this.woken = true;
    this.sleeper?.();
  }

  stop(): void {
    this.stopped = true;
    this.sleeper?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      const free = this.definition.concurrency - this.running;
      if (free > 0) {
        let fetched = 0;
        try {
          const jobs = await this.io.fetch(free);
          fetched = jobs.length;
          for (const job of jobs) this.launch(job);
        } catch (error) {
          logger.warn(`[jobs] fetching ${this.definition.name} failed`, error);
        }
        // A full batch may mean more jobs wait: fetch again at once.
        if (fetched > 0 && fetched === free) continue;
      }
      if (this.woken || this.stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.sleeper = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.sleeper = null;
    }
  }

  private launch(job: PgBoss.JobWithMetadata<unknown>): void {
    this.running += 1;
    const run = this.io
      .run(job)
      .then(
        () => this.io.complete(job.id),
        (error: Error) => this.io.fail(job.id, error),
      )
      .catch((error) =>
        logger.warn(`[jobs] could not record the end of ${this.definition.name} ${job.id}`, error),
      )
      .finally(() => {
        this.running -= 1;
        this.wake();
      });
    this.io.track(run);
  }
}
