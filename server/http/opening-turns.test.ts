// openingTurns: stream openings arriving in a crowd wait in front of the app, other requests go between.
import { createServer, type RequestListener, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DOCUMENT_WATCH_URL, serveOpeningsInTurns } from "./opening-turns";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(
  listener: RequestListener,
  options: { concurrency: number; isOpening: (url: string) => boolean },
): Promise<string> {
  server = createServer();
  serveOpeningsInTurns(server, listener, options);
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("openingTurns", () => {
  it("matches a document's event stream, not its other routes", () => {
    expect(DOCUMENT_WATCH_URL.test("/api/document/abc/watch/edge")).toBe(true);
    expect(DOCUMENT_WATCH_URL.test("/api/document/abc/watch/edge?updatedAt=5")).toBe(true);
    expect(DOCUMENT_WATCH_URL.test("/api/document/abc")).toBe(false);
    expect(DOCUMENT_WATCH_URL.test("/api/document/abc/sections/1/text")).toBe(false);
  });

  it("lets `concurrency` openings in at a time, one a turn, and answers other requests between them", async () => {
    const log: string[] = [];
    let inside = 0;
    let mostInside = 0;
    const base = await serve(
      (req, res) => {
        if (!req.url?.startsWith("/open/")) {
          log.push("other");
          res.end("ok");
          return;
        }
        inside += 1;
        mostInside = Math.max(mostInside, inside);
        log.push("open");
        // The opening's work (session, access check) takes a few I/O turns before the head is written.
        setTimeout(() => {
          inside -= 1;
          res.writeHead(200);
          res.end("opened");
        }, 2);
      },
      { concurrency: 2, isOpening: (url) => url.startsWith("/open/") },
    );
    const openings = Array.from({ length: 30 }, (_, n) => get(`${base}/open/${n}`));
    // Sent once the openings' requests have all been read by the server.
    await new Promise((r) => setTimeout(r, 20));
    const other = await get(`${base}/other`);
    const answers = await Promise.all(openings);
    expect(other.body).toBe("ok");
    expect(answers.every((a) => a.status === 200 && a.body === "opened")).toBe(true);
    expect(mostInside).toBe(2);
    // Without the turns, all 30 openings had started before the other request was read.
    expect(log.indexOf("other")).toBeGreaterThan(0);
    expect(log.indexOf("other")).toBeLessThan(29);
    expect(log.filter((l) => l === "open")).toHaveLength(30);
  });

  it("frees the turn of an opening whose client leaves before its head, and skips one that left while waiting", async () => {
    const started: string[] = [];
    const base = await serve(
      (req, res) => {
        started.push(req.url ?? "");
        // /open/stuck never answers; its client gives up.
        if (req.url === "/open/stuck") return;
        res.end("opened");
      },
      { concurrency: 1, isOpening: (url) => url.startsWith("/open/") },
    );
    const stuck = request(`${base}/open/stuck`, { agent: false });
    stuck.on("error", () => undefined).end();
    await new Promise((r) => setTimeout(r, 20));
    const gone = request(`${base}/open/gone`, { agent: false });
    gone.on("error", () => undefined).end();
    await new Promise((r) => setTimeout(r, 20));
    gone.destroy();
    await new Promise((r) => setTimeout(r, 20));
    stuck.destroy();
    expect((await get(`${base}/open/next`)).body).toBe("opened");
    expect(started).toEqual(["/open/stuck", "/open/next"]);
  });

  it("writes an opening's head and its first event in one write to the socket", async () => {
    const writes: number[] = [];
    const base = await serve(
      (req, res) => {
        // Writes to the socket, counted by chunks per system call (Writable's _write and _writev).
        const socket = req.socket as typeof req.socket & {
          _write(chunk: unknown, encoding: unknown, cb: unknown): void;
          _writev(chunks: unknown[], cb: unknown): void;
        };
        const write = socket._write.bind(socket);
        const writev = socket._writev.bind(socket);
        socket._write = (chunk, encoding, cb) => {
          writes.push(1);
          write(chunk, encoding, cb);
        };
        socket._writev = (chunks, cb) => {
          writes.push(chunks.length);
          writev(chunks, cb);
        };
        // As the adaptor sends an event stream: the head flushed, the first event a moment later.
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.flushHeaders();
        void Promise.resolve().then(() => res.end("event: UPDATE\ndata: 1\n\n"));
      },
      { concurrency: 1, isOpening: (url) => url.startsWith("/open/") },
    );
    expect((await get(`${base}/open/1`)).body).toBe("event: UPDATE\ndata: 1\n\n");
    expect(writes).toHaveLength(1);
  });
});
