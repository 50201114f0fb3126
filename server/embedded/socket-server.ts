// The embedded database's socket server: many `pg` connections (the web's pool, the worker's pool) share
// PGlite's one Postgres session, one message at a time. pglite-socket's handler reads the wire protocol;
// the turn-taking is ours, because its own queue switches connections between the messages of one
// extended-protocol query (Parse, Bind, Describe, Execute … Sync): under load one connection's parameters
// were bound to another's statement ("invalid input syntax for type bigint" with the wrong values).
// Here a connection keeps the session from its first extended-protocol message to its Sync, and for as
// long as it has a transaction open; a connection that goes away in between is closed off (Sync, ROLLBACK).
import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from "@electric-sql/pglite-socket";

interface Message {
  connection: number;
  bytes: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (size: number) => void;
  reject: (error: Error) => void;
}

/**
 * Messages after which the connection's exchange is unfinished: the extended protocol's (Parse, Bind,
 * Describe, Execute, Close, Flush) until its Sync, and COPY's data until CopyDone or CopyFail.
 */
const UNFINISHED = new Set(["P", "B", "D", "E", "C", "H", "d"].map((c) => c.charCodeAt(0)));
/**
 * Messages whose answer waits for the next ones of the same exchange (Parse, Bind, Describe, Execute,
 * Close): as PostgreSQL does, a connection's answers are sent when its Sync, Flush or simple Query has run,
 * in one write — not one write (and one wake-up of the reading process) per message.
 */
const HELD = new Set(["P", "B", "D", "E", "C"].map((c) => c.charCodeAt(0)));
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
/** The protocol version (3.0) that marks a connection's startup message. */
const PROTOCOL_3 = 196608;
/**
 * The `application_name` of the web process's connections. Their messages go before the worker's: a
 * person's request waits for the message running now, not for every query ten papers have queued.
 */
export const WEB_CONNECTION_NAME = "treatise-web";
/** Web messages in a row after which a waiting worker message gets its turn (the research never starves). */
const WEB_TURNS = 4;

/** The `application_name` of a startup message, or null when `bytes` is not one. */
export function startupApplicationName(bytes: Uint8Array): string | null {
  if (bytes.length < 8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getInt32(4) !== PROTOCOL_3) return null;
  const fields = Buffer.from(bytes.buffer, bytes.byteOffset + 8, bytes.byteLength - 8)
    .toString("utf8")
    .split("\0");
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === "application_name") return fields[i + 1] ?? null;
  }
  return null;
}

/** The order in which connections' messages reach the one session. */
export class SessionQueue {
  private readonly waiting: Message[] = [];
  private running = false;
  /** The connection that holds the session (mid extended query or inside a transaction), if any. */
  private holder: number | null = null;
  private holderInExtended = false;
  /** Answers not sent yet (copies: PGlite reuses the memory it hands out), by connection. */
  private readonly held = new Map<number, Uint8Array[]>();
  /** The connection whose message is running, and connections that left while theirs ran. */
  private current: number | null = null;
  private readonly left = new Set<number>();
  /** The web process's connections, and how many of their messages ran in a row. */
  private readonly web = new Set<number>();
  private webInARow = 0;

  constructor(private readonly db: PGlite) {}

  enqueue(connection: number, bytes: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (startupApplicationName(bytes) === WEB_CONNECTION_NAME) this.web.add(connection);
    return new Promise((resolve, reject) => {
      this.waiting.push({ connection, bytes, onData, resolve, reject });
      void this.run();
    });
  }

  getQueueLength(): number {
    return this.waiting.length;
  }

  clearQueueForHandler(connection: number): void {
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const message = this.waiting[i];
      if (message?.connection !== connection) continue;
      this.waiting.splice(i, 1);
      message.reject(new Error("The connection closed"));
    }
    this.held.delete(connection);
    this.web.delete(connection);
  }

  /** A connection left while it held the session: end its query and its transaction, then go on. */
  async clearTransactionIfNeeded(connection: number): Promise<void> {
    // Its message is running (a worker process killed mid-query): it may take the session when that
    // message ends, so the session is given back then (see run).
    if (this.current === connection) this.left.add(connection);
    if (this.holder !== connection) return;
    await this.release(connection);
  }

  private async release(connection: number): Promise<void> {
    this.left.delete(connection);
    if (this.holderInExtended) {
      await this.db.runExclusive(() => this.db.execProtocolRawStream(SYNC, { onRawData: () => undefined }));
    }
    // exec takes the session's lock itself; no other message runs meanwhile (the connection still holds it).
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.holder = null;
    this.holderInExtended = false;
    this.held.delete(connection);
    if (!this.running) void this.run();
  }

  private next(): Message | undefined {
    if (this.holder === null) return this.waiting.splice(this.nextTurn(), 1)[0];
    const at = this.waiting.findIndex((m) => m.connection === this.holder);
    return at < 0 ? undefined : this.waiting.splice(at, 1)[0];
  }

  /** Where the next connection to take the session waits: the web's first, but never WEB_TURNS+1 in a row. */
  private nextTurn(): number {
    const web = this.waiting.findIndex((m) => this.web.has(m.connection));
    const other = this.waiting.findIndex((m) => !this.web.has(m.connection));
    if (web < 0 || other < 0) {
      this.webInARow = 0;
      return 0;
    }
    if (this.webInARow >= WEB_TURNS) {
      this.webInARow = 0;
      return other;
    }
    this.webInARow += 1;
    return web;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let message = this.next(); message; message = this.next()) {
        let size = 0;
        const type = message.bytes[0] ?? 0;
        const held = this.held.get(message.connection) ?? [];
        this.current = message.connection;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(message.bytes, {
              onRawData: (data) => {
                size += data.length;
                held.push(data.slice());
              },
            }),
          );
          if (HELD.has(type)) {
            this.held.set(message.connection, held);
          } else {
            this.held.delete(message.connection);
            if (held.length > 0)
              message.onData(held.length === 1 ? (held[0] as Uint8Array) : Buffer.concat(held));
          }
        } catch (error) {
          this.held.delete(message.connection);
          message.reject(error instanceof Error ? error : new Error(String(error)));
        }
        this.current = null;
        this.holderInExtended = UNFINISHED.has(type);
        this.holder = this.holderInExtended || this.db.isInTransaction() ? message.connection : null;
        message.resolve(size);
        // The connection left while this message ran: it must not keep the session.
        if (this.left.has(message.connection)) {
          if (this.holder === message.connection) await this.release(message.connection);
          else this.left.delete(message.connection);
        }
      }
    } finally {
      this.running = false;
    }
  }
}

export interface SocketServer {
  stop(): Promise<void>;
}

/** Listens on `socketPath` and gives every connection its turn on `db` through one SessionQueue. */
export async function listenOnSocket(db: PGlite, socketPath: string): Promise<SocketServer> {
  const queue = new SessionQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket: Socket) => {
    const handler = new PGLiteSocketHandler({
      // The handler only calls enqueue, clearQueueForHandler, clearTransactionIfNeeded and getQueueLength.
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions["queryQueue"],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener("close", forget);
    handler.addEventListener("error", forget);
    void handler.attach(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  return {
    async stop() {
      for (const handler of handlers) await handler.detach(true);
      handlers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
