// A document's event stream (GET …/watch/edge): UPDATE when it changes, KEEP_ALIVE when nothing happens
// for a while, until the watcher leaves. Sending (SSE framing) is the caller's; the loop is here.

import type { EventBus } from "./bus";
import { createWaiter } from "./wait";

export type WatchEvent = { event: "UPDATE" | "KEEP_ALIVE"; data: string };

/**
 * Sends UPDATE at once if the document changed after `since` (the watcher's last known updatedAt), then
 * an UPDATE for each change and a KEEP_ALIVE after each quiet `keepAliveMs`. Returns when `signal` aborts.
 */
export async function watchDocument(options: {
  bus: EventBus;
  channel: string;
  /** The watcher's last known updatedAt (ms); 0 for none. */
  since: number;
  /** The document's updatedAt (ms) when the watch starts. */
  updatedAt: number;
  keepAliveMs: number;
  signal: AbortSignal;
  send(event: WatchEvent): Promise<void>;
}): Promise<void> {
  const { bus, signal, send } = options;
  const waiter = createWaiter();
  let latest = 0;
  const off = bus.subscribe(options.channel, (message) => {
    const at = (message as { updatedAt?: number }).updatedAt ?? Date.now();
    latest = Math.max(latest, at);
    waiter.wake();
  });
  const stop = () => waiter.wake();
  signal.addEventListener("abort", stop, { once: true });
  try {
    let sent = options.since;
    if (options.updatedAt > options.since) {
      await send({ event: "UPDATE", data: String(options.updatedAt) });
      sent = options.updatedAt;
    }
    while (!signal.aborted) {
      await waiter.wait(options.keepAliveMs);
      if (signal.aborted) break;
      if (latest > sent) {
        sent = latest;
        await send({ event: "UPDATE", data: String(latest) });
      } else {
        await send({ event: "KEEP_ALIVE", data: String(Date.now()) });
      }
    }
  } finally {
    signal.removeEventListener("abort", stop);
    off();
  }
}
