// Glue between Hono's streaming responses and the domain's streams.
import type { MiddlewareHandler } from "hono";
import type { SSEStreamingApi } from "hono/streaming";

/** A signal that aborts when the client goes away. */
export function abortSignalOf(stream: SSEStreamingApi): AbortSignal {
  const stop = new AbortController();
  stream.onAbort(() => stop.abort());
  if (stream.aborted || stream.closed) stop.abort();
  return stop.signal;
}

/**
 * Lets `concurrency` requests at a time through, the next one only after the event loop has turned
 * (setImmediate): when a thousand pages open their event streams at once, each opening (session, access
 * check, the stream's headers) waits its turn instead of all of them running back to back, so a request
 * that arrives meanwhile — a page, /healthz, another reader's paper — is answered between two openings
 * rather than after all of them. (A queue that hands over in the same turn, as p-limit does, runs the
 * waiting openings one after the other before any other request is read.)
 */
export function takingTurns(concurrency: number): MiddlewareHandler {
  let active = 0;
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled || waiting.length === 0 || active >= concurrency) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const turn = waiting.shift();
      if (turn) {
        active += 1;
        turn();
      }
      schedule();
    });
  };
  return async (_c, next) => {
    if (active < concurrency && waiting.length === 0) active += 1;
    else {
      // Counted in `active` by the turn that lets it through.
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    }
    try {
      await next();
    } finally {
      active -= 1;
      schedule();
    }
  };
}
