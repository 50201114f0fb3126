// Event streams opening in a crowd take turns with every other request, in front of the whole app.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";

/** Event streams let in to open at the same time. */
export const STREAM_OPENINGS_AT_ONCE = 4;

/** How long waiting openings give way to connections being accepted before the next one runs anyway. */
export const ACCEPTING_FIRST_MS = 50;

/** GET /api/document/{id}/watch/edge: the stream every open page of a paper keeps. */
export const DOCUMENT_WATCH_URL = /^\/api\/document\/[^/?]+\/watch\/edge(?:\?|$)/;

/**
 * Serves `listener` on `server`, at most `concurrency` stream openings (requests whose URL matches
 * `isOpening`) in flight at once, from their arrival until their response head is written; the next one
 * starts only after the event loop has turned (setImmediate). When two thousand pages reconnect their
 * streams at once, each opening costs the web thread a few milliseconds (the request adaptor, routing,
 * middleware, the session, the access check, the head's write); run back to back they kept /healthz,
 * static files and every other reader waiting for seconds. Held here, an opening costs nothing until its
 * turn, and a request that arrives meanwhile is answered between two openings.
 *
 * Node accepts one connection per turn of its event loop: with an opening in every turn, a page or a
 * /healthz arriving on a new connection waited behind the whole crowd's connections (a second and more).
 * So while connections queue up to be accepted (one came in each of the last two turns), waiting openings
 * let the loop turn without them, for up to ACCEPTING_FIRST_MS since the last one started: the queue
 * drains at the loop's fastest pace, and requests on those connections are answered in the meantime.
 */
export function serveOpeningsInTurns(
  server: Server,
  listener: RequestListener,
  options: { concurrency: number; isOpening: (url: string) => boolean },
): void {
  let active = 0;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  let scheduled = false;
  let accepted = 0;
  let acceptedBefore = 0;
  /** Turns in a row in which a connection was accepted. */
  let acceptingTurns = 0;
  let lastStart = 0;
  server.on("connection", () => {
    accepted += 1;
  });

  const start = (req: IncomingMessage, res: ServerResponse) => {
    active += 1;
    lastStart = performance.now();
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
      oneWrite(res);
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
      acceptingTurns = accepted !== acceptedBefore ? acceptingTurns + 1 : 0;
      acceptedBefore = accepted;
      if (acceptingTurns >= 2 && performance.now() - lastStart < ACCEPTING_FIRST_MS) {
        schedule();
        return;
      }
      const next = waiting.shift();
      // A client that left while waiting is dropped without running its opening.
      if (next) {
        if (next[0].destroyed || next[0].socket.destroyed) next[1].destroy();
        else start(...next);
      }
      schedule();
    });
  };

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!options.isOpening(req.url ?? "")) return listener(req, res);
    if (active < options.concurrency && waiting.length === 0) return start(req, res);
    waiting.push([req, res]);
    schedule();
  });
}

/**
 * The head and what the response writes in the same turn (an event stream's first event) leave in one
 * write: the adaptor flushes an event stream's head on its own, and every write to a socket is a system
 * call, a large part of what an opening costs.
 */
function oneWrite(res: ServerResponse): void {
  const socket = res.socket;
  if (!socket) return;
  socket.cork();
  setImmediate(() => socket.uncork());
}
