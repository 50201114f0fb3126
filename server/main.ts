// Entry point: `treatise start` (web + worker, default), `treatise serve` (web only), `treatise worker`.
import { serve } from "@hono/node-server";
import { isOperatorCommand, runOperatorCommand } from "./cli/operator";
import { isPaperCommand, runPaperCommand } from "./cli/paper-commands";
import { ConfigError, loadConfig } from "./config";
import { createOfflineEngines } from "./engines/offline-engines";
import { createApp } from "./http/app";
import { logger, setLogLevel } from "./logger";
import { runMcpStdio } from "./mcp/stdio";
import { createServices } from "./services";

export type Role = "start" | "serve" | "worker";

export async function main(role: Role): Promise<void> {
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
  if (role !== "start" && config.mode === "embedded") {
    logger.warn(
      `[treatise] '${role}' alone on the embedded database: only one process can open ${config.DATA_DIR}; set DATABASE_URL to run web and workers separately.`,
    );
  }
  const started = Date.now();
  const services = await createServices(config, { offline: createOfflineEngines() });
  if (role === "start" || role === "worker") await services.queue.work();

  let server: ReturnType<typeof serve> | null = null;
  if (role === "start" || role === "serve") {
    const app = createApp(services);
    server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
      const url = config.PUBLIC_URL ?? `http://localhost:${info.port}`;
      logger.info(
        `[treatise] ${role === "start" ? "web + worker" : "web"} ready at ${url} (${config.mode}, ${Date.now() - started} ms)`,
      );
      console.log(`Treatise is running at ${url}`);
    });
  } else {
    logger.info(
      `[treatise] worker ${services.queue.workerId} ready (${config.mode}, ${Date.now() - started} ms)`,
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`[treatise] ${signal}: stopping`);
    server?.close();
    await services.close().catch((error) => logger.error("[treatise] error while stopping", error));
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

const argv = process.argv.slice(2);
if (isPaperCommand(argv)) {
  // Info lines would go to stdout, which carries the paper.
  setLogLevel(process.env.LOG_LEVEL === "debug" ? "debug" : "warn");
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
  runMcpStdio(argv.slice(1)).catch((error) => {
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
  main(role).catch((error) => {
    console.error("[treatise] failed to start:", error);
    process.exit(1);
  });
}
