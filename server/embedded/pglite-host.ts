// The embedded database's own thread: PGlite (Postgres compiled to WebAssembly) runs its SQL here, never on
// the web's event loop, and answers the Postgres wire protocol on a Unix socket (pglite-socket), so the web
// process and the worker process reach it with the ordinary `pg` driver, exactly as in scale-out mode
// (embedded/socket-server.ts decides whose turn it is).
// Started by embedded/database-host.ts with workerData; tells its parent "ready", stops on "close".
import { mkdirSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_START_PARAMS } from "../db/pglite-settings";
import { listenOnSocket } from "./socket-server";

export interface PgliteHostData {
  /** The PGlite data directory, or null for a database in memory (tests). */
  dir: string | null;
  socketPath: string;
}

export type PgliteHostMessage =
  | { type: "ready" }
  | { type: "closed" }
  | { type: "failed"; message: string; stack?: string };

const port = parentPort;
if (!port) throw new Error("pglite-host runs as a worker thread");
const data = workerData as PgliteHostData;
const send = (message: PgliteHostMessage) => port.postMessage(message);

// Postgres's WebAssembly compiled by V8's baseline compiler only (Liftoff), without the optimising tier:
// the optimised copies of Postgres's functions held about 55 MB more (idle server 330 -> 275 MB RSS),
// and the short queries the app sends ran as fast (3,000 inserts and point reads: within noise; a
// 3,000-row scan about 25 % slower). The flag is the process's, and only PGlite runs WebAssembly in it;
// it must be set before the module compiles (PGlite.create).
setFlagsFromString("--liftoff-only");

try {
  if (data.dir) mkdirSync(data.dir, { recursive: true });
  const db = await PGlite.create(data.dir ?? undefined, { startParams: PGLITE_START_PARAMS });
  const server = await listenOnSocket(db, data.socketPath);
  port.on("message", async (message: { type: string }) => {
    if (message.type !== "close") return;
    try {
      await server.stop();
      await db.close();
    } finally {
      send({ type: "closed" });
      port.close();
    }
  });
  send({ type: "ready" });
} catch (error) {
  const e = error instanceof Error ? error : new Error(String(error));
  send({ type: "failed", message: e.message, stack: e.stack });
  port.close();
}
