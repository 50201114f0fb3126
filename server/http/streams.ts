// Glue between Hono's streaming responses and the domain's streams.
import type { SSEStreamingApi } from "hono/streaming";

/** A signal that aborts when the client goes away. */
export function abortSignalOf(stream: SSEStreamingApi): AbortSignal {
  const stop = new AbortController();
  stream.onAbort(() => stop.abort());
  if (stream.aborted || stream.closed) stop.abort();
  return stop.signal;
}
