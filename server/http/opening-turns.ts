// Event streams opening in a crowd take turns with every other request, in front of the whole app.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/** Event streams let in to open at the same time. */
export const STREAM_OPENINGS_AT_ONCE = 4;

/** GET /api/document/{id}/watch/edge: the stream every open page of a paper keeps. */
export const DOCUMENT_WATCH_URL = /^\/api\/document\/[^/?]+\/watch\/edge(?:\?|$)/;

/**
 * Wraps the server's request listener so that at most `concurrency` stream openings (requests whose URL
 * matches `isOpening`) are in flight at once, from their arrival until their response head is written,
 * and the next one starts only after the event loop has turned (setImmediate). When two thousand pages
 * reconnect their streams at once, node reads all their requests in one go; each opening then costs the
 * web thread a few milliseconds (the request adaptor, routing, middleware, the session, the access check,
 * the headers' write), and run back to back they kept /healthz, static files and every other reader
 * waiting for seconds. Held here, an opening costs nothing until its turn, and a request that arrives
 * meanwhile is answered between two openings.
 */
export function openingTurns(
  listener: RequestListener,
  options: { concurrency: number; isOpening: (url: string) => boolean },
): RequestListener {
  let active = 0;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  let scheduled = false;

  const start = (req: IncomingMessage, res: ServerResponse) => {
    active += 1;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      active -= 1;
      schedule();
    };
    // The head is written by writeHead (called by the adaptor, or implicitly by the first write); a client
    // that leaves before its answer frees the turn too.
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
      res.writeHead = writeHead;
      release();
      return writeHead.apply(this, args);
    } as ServerResponse["writeHead"];
    res.once("close", release);
    listener(req, res);
  };

  const schedule = () => {
    if (scheduled || waiting.length === 0 || active >= options.concurrency) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const next = waiting.shift();
      // A client that left while waiting is dropped without running its opening.
      if (next) {
        if (next[0].destroyed || next[0].socket.destroyed) next[1].destroy();
        else start(...next);
      }
      schedule();
    });
  };

  return (req, res) => {
    if (!options.isOpening(req.url ?? "")) return listener(req, res);
    if (active < options.concurrency && waiting.length === 0) return start(req, res);
    waiting.push([req, res]);
    schedule();
  };
}
