// Entry point: `treatise start` (web + worker, default), `treatise serve` (web only), `treatise worker`.

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import { billingStartupWarnings } from "./billing/startup";
import { isOperatorCommand, runOperatorCommand } from "./cli/operator";
import { isPaperCommand, runPaperCommand } from "./cli/paper-commands";
import { ConfigError, loadConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { startEmbeddedDatabase } from "./embedded/database-host";
import { WEB_CONNECTION_NAME } from "./embedded/socket-server";
import {
  IDLE_EXIT_CODE,
  superviseWorkerProcess,
  type WorkerProcess,
  type WorkerReadyMessage,
} from "./embedded/worker-process";
import { createOfflineEngines } from "./engines/offline-engines";
import { type BusLink, createLinkedBus, type LinkedBus } from "./events/linked-bus";
import { DOCUMENT_WATCH_URL, STREAM_OPENINGS_AT_ONCE, serveOpeningsInTurns } from "./http/opening-turns";
import { WAKE_CHANNEL } from "./jobs/queue";
import { logger, setLogLevel } from "./logger";
import { createServices, type Services } from "./services";

export type Role = "start" | "serve" | "worker";

/** The listening socket's queue of connections not yet accepted (the kernel caps it at net.core.somaxconn). */
export const LISTEN_BACKLOG = 8192;
/** How often `treatise start` looks for jobs queued without waking the worker process (scheduled ones). */
const DUE_JOBS_CHECK_MS = 60_000;

export interface MainOptions {
  /** The worker process of `treatise start` in embedded mode: the database thread's address. */
  embeddedDatabase?: string;
}

/**
 * `start`: the web in this process, the research in a worker process it keeps running (so a paper's CPU
 * work never delays a web answer); in embedded mode the database runs in a thread of this process and
 * both processes reach it through its socket. `serve` and `worker`: one role each (scale-out).
 */
export async function main(role: Role, options: MainOptions = {}): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  setLogLevel(config.LOG_LEVEL);
  const embeddedChild = Boolean(options.embeddedDatabase);
  // Said once per installation start (not again by the embedded worker process).
  if (!embeddedChild) for (const warning of billingStartupWarnings(config)) logger.warn(warning);
  if (role !== "start" && config.mode === "embedded" && !embeddedChild) {
    logger.warn(
      `[treatise] '${role}' alone on the embedded database: only one process can open ${config.DATA_DIR}; set DATABASE_URL to run web and workers separately.`,
    );
  }
  const started = Date.now();
  const host =
    role === "start" && config.mode === "embedded"
      ? await startEmbeddedDatabase({ dataDir: config.DATA_DIR })
      : null;
  const embeddedUrl = host?.url ?? options.embeddedDatabase;
  let database: Database | undefined;
  let bus: LinkedBus | undefined;
  if (embeddedUrl) {
    database = await openDatabase({
      databaseUrl: embeddedUrl,
      poolSize: config.DATABASE_POOL_SIZE,
      applicationName: embeddedChild ? "treatise-worker" : WEB_CONNECTION_NAME,
    });
    bus = createLinkedBus();
    if (embeddedChild) bus.link(process as BusLink);
  }
  // The research runs in worker processes: the web process reads the library only when asked.
  const services = await createServices(config, {
    offline: createOfflineEngines(),
    database,
    bus,
    lazyLibrary: role !== "worker",
    // Scheduled jobs are queued by the processes that stay up (the web; scale-out workers too).
    timekeeper: !embeddedChild,
  });
  if (role === "worker") await services.queue.work({ soleWorker: embeddedChild });

  let server: Server | null = null;
  let worker: WorkerProcess | null = null;
  if (role === "start" || role === "serve") {
    const app = createApp(services);
    // Event streams opening in a crowd wait their turn before the app sees them (opening-turns.ts).
    server = createServer();
    serveOpeningsInTurns(server, getRequestListener(app.fetch, { hostname: config.HOST }), {
      concurrency: STREAM_OPENINGS_AT_ONCE,
      isOpening: (url) => DOCUMENT_WATCH_URL.test(url),
    });
    // Connections arriving at once (every open page reconnecting its stream after a restart) wait in the
    // kernel's queue until accepted. Node's default queue (511) overflowed at 2,000: the kernel dropped the
    // rest, whose clients tried again 1 s, then 3 s later — and every other request waited as long.
    server.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG }, () => {
      const info = server?.address() as AddressInfo;
      const url = config.PUBLIC_URL ?? `http://localhost:${info.port}`;
      logger.info(
        `[treatise] ${role === "start" ? "web + worker" : "web"} ready at ${url} (${config.mode}, ${Date.now() - started} ms)`,
      );
      console.log(`Treatise is running at ${url}`);
    });
    // Clients and proxies keep idle connections open for a while and reuse them; a server that closes
    // them first (Node's default: after 5 s) races with a request already on its way, which then fails
    // with ECONNRESET. Outlive the usual proxy idle time (60 s) instead.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  } else {
    logger.info(
      `[treatise] worker ${services.queue.workerId} ready (${config.mode}, ${Date.now() - started} ms)`,
    );
    process.send?.({
      treatiseWorker: "ready",
      workerId: services.queue.workerId,
    } satisfies WorkerReadyMessage);
  }
  if (role === "start") {
    const queue = services.queue;
    const supervised = superviseWorkerProcess({
      script: fileURLToPath(import.meta.url),
      args: host ? ["worker", "--embedded-database", host.url] : ["worker"],
      bus,
      hasWork: () => queue.hasWork(),
    });
    worker = supervised;
    // Started on demand: when a job is queued, or now if jobs wait from before (a restart mid-paper).
    services.bus.subscribe(WAKE_CHANNEL, () => supervised.ensureRunning());
    if (await queue.hasWork()) supervised.ensureRunning();
    // A job the timekeeper queued (the featured papers' recheck) wakes no one: look for due jobs now and then.
    const due = setInterval(() => {
      void queue
        .hasDueWork()
        .then((work) => work && supervised.ensureRunning())
        .catch((error) => logger.warn("[treatise] could not check for waiting jobs", error));
    }, DUE_JOBS_CHECK_MS);
    due.unref();
  }

  let stopping = false;
  const shutdown = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info(`[treatise] ${signal}: stopping`);
    server?.close();
    // The worker process first: it finishes its running steps (or hands them back) while the database is up.
    await worker?.stop().catch((error) => logger.error("[treatise] error while stopping the worker", error));
    await services.close().catch((error) => logger.error("[treatise] error while stopping", error));
    if (database) await database.close().catch(() => undefined);
    await host?.close().catch((error) => logger.error("[treatise] error while closing the database", error));
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // The worker process of `treatise start` ends with the web process that started it, and when it has had
  // nothing to do for WORKER_IDLE_SECONDS (the web process starts it again when a job is queued).
  if (role === "worker" && process.connected) {
    process.on("disconnect", () => void shutdown("the web process stopped"));
    if (config.WORKER_IDLE_SECONDS > 0) stopWhenIdle(services, config.WORKER_IDLE_SECONDS, shutdown);
  }
  void host?.lost.then((error) => {
    logger.error(`[treatise] ${error.message}; stopping`);
    void shutdown("database lost", 1);
  });
}

/** Calls `stop` once the queue has been idle (nothing running here, nothing waiting) for `seconds`. */
function stopWhenIdle(
  services: Services,
  seconds: number,
  stop: (reason: string, code: number) => Promise<void>,
): void {
  let idleSince: number | null = null;
  const timer = setInterval(
    async () => {
      const idle = await services.queue.idle().catch(() => false);
      if (!idle) {
        idleSince = null;
        return;
      }
      idleSince ??= Date.now();
      if (Date.now() - idleSince >= seconds * 1000) {
        clearInterval(timer);
        await stop(`idle for ${seconds} s`, IDLE_EXIT_CODE);
      }
    },
    Math.min((seconds * 1000) / 2, 10_000),
  );
  timer.unref();
}

const argv = process.argv.slice(2);
if (isPaperCommand(argv)) {
  // Info lines would go to stdout, which carries the paper (LOG_LEVEL=debug, read with the config, lowers it).
  setLogLevel("warn");
  const interrupt = new AbortController();
  process.on("SIGINT", () => {
    // A second Ctrl-C does not wait for the workers to stop.
    if (interrupt.signal.aborted) process.exit(130);
    interrupt.abort();
  });
  runPaperCommand(argv, {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    interrupt: interrupt.signal,
  })
    .then((code) => process.stdout.write("", () => process.exit(code)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
} else if (argv[0] === "mcp") {
  import("./mcp/stdio")
    .then(({ runMcpStdio }) => runMcpStdio(argv.slice(1)))
    .catch((error) => {
      console.error("[treatise] mcp failed:", error);
      process.exit(1);
    });
} else if (isOperatorCommand(argv)) {
  runOperatorCommand(argv)
    .then((result) => {
      if (result.out) console.log(result.out);
      if (result.err) console.error(result.err);
      process.exit(result.code);
    })
    .catch((error) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
} else {
  const role = (argv[0] ?? "start") as Role;
  if (!["start", "serve", "worker"].includes(role)) {
    console.error(`Unknown command '${role}'. Use: treatise start | serve | worker | build | quota set`);
    process.exit(2);
  }
  const at = argv.indexOf("--embedded-database");
  main(role, { embeddedDatabase: at > 0 ? argv[at + 1] : undefined }).catch((error) => {
    console.error("[treatise] failed to start:", error);
    process.exit(1);
  });
}
