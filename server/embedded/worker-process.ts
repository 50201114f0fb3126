// `treatise start` runs the research (job handlers, page parsing, the offline engine, covers) in a worker
// process of its own, so a paper's CPU work never delays a web answer. This keeps that process running
// while there is work: it is started when a job is queued (or waits at start), stops by itself when it
// has had nothing to do for WORKER_IDLE_SECONDS (an idle server then holds no research code in memory),
// and is started again after a crash — the new one retries the jobs the dead one held
// (JobQueue.work's soleWorker), so no paper is lost.
import { type ChildProcess, fork } from "node:child_process";
import os from "node:os";
import type { LinkedBus } from "../events/linked-bus";
import { logger } from "../logger";

export interface WorkerProcessOptions {
  /** The script to run (the server bundle, or main.ts through tsx) and its arguments. */
  script: string;
  args: string[];
  execArgv?: string[];
  env?: NodeJS.ProcessEnv;
  /** Embedded mode: the events go between the processes over IPC. */
  bus?: LinkedBus;
  /** Whether jobs wait, wait for a retry, or run: checked when the process has stopped. */
  hasWork: () => Promise<boolean>;
  /** Wait before a restart after a crash: 1 s, doubled after each crash soon after a start, up to this. */
  maxRestartDelayMs?: number;
}

/** Sent by the worker process once it takes jobs. */
export interface WorkerReadyMessage {
  treatiseWorker: "ready";
  workerId: string;
}

export const isWorkerReady = (m: unknown): m is WorkerReadyMessage =>
  typeof m === "object" && m !== null && (m as WorkerReadyMessage).treatiseWorker === "ready";

/** The exit code of a worker process that stopped because it had nothing to do. */
export const IDLE_EXIT_CODE = 0;

export interface WorkerProcess {
  /** Starts the worker process unless it runs (or is about to be started again). */
  ensureRunning(): void;
  /** Resolves when the current worker process takes jobs. */
  ready(): Promise<void>;
  /** The current worker process's pid, if one runs (benchmarks add its memory; tests stop it). */
  pid(): number | undefined;
  /** How often it was started again after a crash. */
  restarts(): number;
  /** Stops it (it finishes or hands back its running jobs first) and does not start it again. */
  stop(): Promise<void>;
}

const STABLE_MS = 60_000;
const STOP_GRACE_MS = 20_000;
/**
 * The worker process's niceness (0 is the web's; 19 the lowest priority). Not 19: on a machine busy with
 * other work, a process at 19 gets next to no processor time and a paper took minutes to start.
 */
export const WORKER_NICENESS = 10;

/** The worker's niceness for a web process at `own`: never above the web's priority (a niced server's worker stays niced). */
export function workerNiceness(own: number): number {
  return Math.max(WORKER_NICENESS, own);
}

export function superviseWorkerProcess(options: WorkerProcessOptions): WorkerProcess {
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  let delay = 1000;
  let readyNow: Promise<void> = Promise.reject(new Error("The worker process is not running"));
  readyNow.catch(() => undefined);
  let restartTimer: NodeJS.Timeout | null = null;

  const start = () => {
    if (stopping || child || restartTimer) return;
    const startedAt = Date.now();
    const current = fork(options.script, options.args, {
      execArgv: options.execArgv ?? process.execArgv,
      env: options.env ?? process.env,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      serialization: "json",
    });
    child = current;
    // Research is background work: at a lower CPU priority, the web's answers come first when both want
    // the processor (a paper's CPU steps then wait a little, a person's click does not).
    if (current.pid !== undefined) {
      try {
        os.setPriority(current.pid, workerNiceness(os.getPriority()));
      } catch {
        // not allowed here (some containers): both run at the same priority, as before
      }
    }
    const unlink = options.bus?.link(current);
    readyNow = new Promise<void>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (!isWorkerReady(message)) return;
        current.off("message", onMessage);
        resolve();
      };
      current.on("message", onMessage);
      current.once("exit", () => reject(new Error("The worker process stopped before it was ready")));
    });
    readyNow.catch(() => undefined);
    current.once("exit", (code, signal) => {
      unlink?.();
      if (child === current) child = null;
      if (stopping) return;
      if (code === IDLE_EXIT_CODE && signal === null) {
        // It stopped for want of work; a job queued while it was stopping must not wait for the next one.
        void options
          .hasWork()
          .then((work) => work && start())
          .catch((error) => logger.warn("[treatise] could not check for waiting jobs", error));
        return;
      }
      restarts += 1;
      // A process that keeps crashing right after its start is started less and less often.
      const wait = Date.now() - startedAt < STABLE_MS ? delay : 1000;
      delay = Math.min(wait * 2, options.maxRestartDelayMs ?? 30_000);
      logger.warn(
        `[treatise] the worker process stopped (${signal ?? `exit ${code}`}); starting it again in ${Math.round(wait / 1000)} s — its papers resume`,
      );
      restartTimer = setTimeout(() => {
        restartTimer = null;
        start();
      }, wait);
    });
  };

  return {
    ensureRunning: start,
    ready: () => readyNow,
    pid: () => child?.pid,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
      current.kill("SIGTERM");
      const timer = setTimeout(() => current.kill("SIGKILL"), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
