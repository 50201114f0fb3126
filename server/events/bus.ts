// Document events: an in-process emitter (embedded mode) or PostgreSQL LISTEN/NOTIFY (scale-out),
// so any web process can serve any watcher.
import { EventEmitter } from "node:events";
import pg from "pg";
import { logger } from "../logger";

export type Unsubscribe = () => void;

export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: (payload: unknown) => void): Unsubscribe;
  close(): Promise<void>;
}

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      // Delivered asynchronously, like NOTIFY, so publishers never run subscribers inline.
      queueMicrotask(() => emitter.emit(channel, payload));
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const PG_CHANNEL = "treatise_events";
/** NOTIFY payloads are limited to 8000 bytes; larger messages are refused by the publisher. */
export const MAX_NOTIFY_BYTES = 7900;

/**
 * LISTEN/NOTIFY on one PostgreSQL channel. The listener has its own connection (not one borrowed from
 * the pool, which the pool could hand out or error on after we let it go); it reconnects when it drops.
 */
export function createPostgresBus(pool: pg.Pool, connectionString: string): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let connecting: Promise<void> | null = null;

  const onNotification = (message: pg.Notification) => {
    if (!message.payload) return;
    try {
      const { c: channel, p: payload } = JSON.parse(message.payload) as { c: string; p: unknown };
      local.emit(channel, payload);
    } catch (error) {
      logger.warn("[events] bad notification payload", error);
    }
  };

  const connect = async (): Promise<void> => {
    while (!closed) {
      const c = new pg.Client({ connectionString });
      let lost = false;
      c.on("notification", onNotification);
      c.on("error", (error) => {
        if (lost || closed) return;
        lost = true;
        logger.warn(`[events] listener connection lost: ${error.message}; reconnecting`);
        if (client === c) client = null;
        c.end().catch(() => undefined);
        connecting = new Promise((r) => setTimeout(r, 500)).then(connect);
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${PG_CHANNEL}`);
        if (closed) {
          await c.end().catch(() => undefined);
          return;
        }
        client = c;
        return;
      } catch (error) {
        lost = true;
        await c.end().catch(() => undefined);
        logger.warn("[events] cannot LISTEN yet; retrying in 1 s", error);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  connecting = connect();

  return {
    async publish(channel, payload) {
      const text = JSON.stringify({ c: channel, p: payload });
      if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES) {
        throw new Error(`Event too large for NOTIFY on ${channel} (${Buffer.byteLength(text)} bytes)`);
      }
      await pool.query("SELECT pg_notify($1, $2)", [PG_CHANNEL, text]);
    },
    subscribe(channel, handler) {
      local.on(channel, handler);
      return () => local.off(channel, handler);
    },
    async close() {
      closed = true;
      await connecting;
      const c = client;
      client = null;
      if (c) {
        c.removeListener("notification", onNotification);
        await c.end().catch(() => undefined);
      }
      local.removeAllListeners();
    },
  };
}

/** Resolves once the bus is listening (PostgreSQL), so a test can publish right after. */
export async function busReady(bus: EventBus): Promise<void> {
  const probe = `ready:${Math.random()}`;
  await new Promise<void>((resolve) => {
    const off = bus.subscribe(probe, () => {
      off();
      clearInterval(timer);
      resolve();
    });
    const timer = setInterval(() => void bus.publish(probe, 1), 50);
    void bus.publish(probe, 1);
  });
}
