// Starts the embedded database in its own thread (embedded/pglite-host.ts) and gives back a postgres://
// address on a private Unix socket: the web and the worker process then use the `pg` driver as on
// PostgreSQL, and a long query no longer stops the web from answering.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { PgliteHostData, PgliteHostMessage } from "./pglite-host";

export interface EmbeddedDatabaseHost {
  /** postgres://…?host=<socket folder>, for `pg` in this process or another one on this machine. */
  url: string;
  /** Resolves when the database thread ends on its own (a crash): the process cannot go on without it. */
  lost: Promise<Error>;
  close(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** The data folder (the database lives in <dataDir>/db, as before), or null for one in memory. */
  dataDir: string | null;
}

/**
 * The thread: the bundle's pglite-host.mjs beside it (dist/server), or from source (tests, tsx) the .ts
 * loaded through tsx's loader, which a worker thread does not inherit.
 */
function startHostThread(data: PgliteHostData): Worker {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith(".ts")) {
    return new Worker(path.join(path.dirname(here), "pglite-host.mjs"), { workerData: data });
  }
  const source = pathToFileURL(path.join(path.dirname(here), "pglite-host.ts")).href;
  const code = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true, workerData: data });
}

/** A Unix socket's path is limited to about 100 bytes. */
const MAX_SOCKET_PATH = 100;
const SOCKET_NAME = ".s.PGSQL.5432";

/**
 * The socket's folder, readable by this user only (the socket has no password): `<dataDir>/run`, which
 * only this process uses (one process per data folder), else a new folder in the temporary directory.
 */
function socketFolder(dataDir: string | null): { dir: string; owned: boolean } {
  if (dataDir) {
    const dir = path.join(path.resolve(dataDir), "run");
    if (path.join(dir, SOCKET_NAME).length <= MAX_SOCKET_PATH) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      chmodSync(dir, 0o700);
      // Left by a server that was killed: nothing else can be listening on it.
      rmSync(path.join(dir, SOCKET_NAME), { force: true });
      return { dir, owned: false };
    }
  }
  return { dir: mkdtempSync(path.join(os.tmpdir(), "treatise-db-")), owned: true };
}

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabaseHost> {
  if (options.dataDir && !existsSync(path.join(options.dataDir, "db", "PG_VERSION"))) {
    // A new database: creating it (initdb) grows the thread's WebAssembly memory by some 400 MB, which
    // WebAssembly never gives back. The thread that made it ends, and a fresh one opens it.
    await (await openHost(options)).close();
  }
  return openHost(options);
}

async function openHost(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabaseHost> {
  const socket = socketFolder(options.dataDir);
  const socketDir = socket.dir;
  const data: PgliteHostData = {
    dir: options.dataDir ? path.join(options.dataDir, "db") : null,
    socketPath: path.join(socketDir, SOCKET_NAME),
  };
  const worker = startHostThread(data);
  let closing = false;
  let reportLoss: (error: Error) => void = () => undefined;
  const lost = new Promise<Error>((resolve) => {
    reportLoss = resolve;
  });
  const closed = new Promise<void>((resolve) => {
    worker.on("message", (message: PgliteHostMessage) => {
      if (message.type === "closed") resolve();
    });
    worker.once("exit", () => resolve());
  });

  await new Promise<void>((resolve, reject) => {
    worker.on("message", (message: PgliteHostMessage) => {
      if (message.type === "ready") resolve();
      if (message.type === "failed")
        reject(new Error(`The embedded database did not open: ${message.message}`));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The embedded database thread stopped (exit ${code})`)));
  });
  worker.on("error", (error) => {
    if (!closing) reportLoss(error);
  });
  worker.on("exit", (code) => {
    if (!closing) reportLoss(new Error(`The embedded database thread stopped (exit ${code})`));
  });

  const url = `postgres://treatise@localhost/treatise?host=${encodeURIComponent(socketDir)}`;
  return {
    url,
    lost,
    async close() {
      if (closing) return closed;
      closing = true;
      worker.postMessage({ type: "close" });
      await closed;
      await worker.terminate();
      if (socket.owned) rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
