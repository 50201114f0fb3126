// A local HTTP server for tests that serves recorded real responses (files under testdata/ or inline
// bodies), status codes, content types and redirects on 127.0.0.1 with an ephemeral port. Tests point
// a provider's *_BASE_URL (or a page url) at `server.url`; the network guard lets loopback through.
//
//   const server = await startFixtureServer([
//     { path: "/search", method: "POST", file: "testdata/search-api/serper/langchain_nb_search_Apple_Inc.json" },
//     { path: "/w/api.php", query: { list: "search" }, file: "testdata/search-api/wikipedia/…json" },
//     { path: "/old", redirect: "/new" },
//     { path: "/limited", status: 429, body: { message: "Too many requests" } },
//   ]);
//   … fetch(`${server.url}/search`) …
//   expect(server.requests[0]?.headers["x-api-key"]).toBe("key");
//   await server.close();
import { readFile } from "node:fs/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (where testdata/ lives), found from this file's place in server/test/. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Absolute path of a file under testdata/, e.g. testdataPath("pdfs", "tracemonkey.pdf"). */
export function testdataPath(...segments: string[]): string {
  return path.join(REPO_ROOT, "testdata", ...segments);
}

export interface FixtureRequest extends IncomingMessage {
  /** The request body, read in full before the route is called. */
  body: Buffer;
}

export interface FixtureRoute {
  /** HTTP method to match; default "GET". "*" matches any method. */
  method?: string;
  /** The exact path ("/search"), or a prefix ending in "*" ("/files/*"). */
  path: string;
  /** Query parameters that must be present with these values; "*" only requires presence. Others are ignored. */
  query?: Record<string, string>;
  /** Status code; default 200 (302 for a redirect). */
  status?: number;
  /** Extra response headers. */
  headers?: Record<string, string>;
  /** Content type; default from the file extension, or JSON for an object body, or text/plain. */
  contentType?: string;
  /** Inline body: a string, bytes, or any other value (sent as JSON). */
  body?: unknown;
  /** A file to send; relative paths are resolved from the repository root ("testdata/pdfs/x.pdf"). */
  file?: string;
  /** Redirect to this location (absolute url, or a path on this server). */
  redirect?: string;
  /** Wait this long before answering (time-out tests). */
  delayMs?: number;
  /** Serve this route only this many times; later matching routes answer after that (sequences). */
  times?: number;
  /** Full control over the answer; used instead of the fields above. */
  handler?: (req: FixtureRequest, res: ServerResponse, server: FixtureServer) => void | Promise<void>;
}

/** What the server received, for assertions on what a client sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FixtureServer {
  /** Base url without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  host: string;
  port: number;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Adds routes after start (e.g. redirects that need another server's url); they match before older ones. */
  add(...routes: FixtureRoute[]): void;
  close(): Promise<void>;
}

const CONTENT_TYPES: [RegExp, string][] = [
  [/\.json$/i, "application/json; charset=utf-8"],
  [/\.(atom\.xml|atom)$/i, "application/atom+xml; charset=utf-8"],
  [/\.xml$/i, "application/xml; charset=utf-8"],
  [/\.html?$/i, "text/html; charset=utf-8"],
  [/\.pdf$/i, "application/pdf"],
  [/\.md$/i, "text/markdown; charset=utf-8"],
  [/\.txt$/i, "text/plain; charset=utf-8"],
  [/\.ya?ml$/i, "text/yaml; charset=utf-8"],
];

function contentTypeFor(file: string): string {
  return CONTENT_TYPES.find(([pattern]) => pattern.test(file))?.[1] ?? "application/octet-stream";
}

function matches(route: FixtureRoute, method: string, pathname: string, query: URLSearchParams): boolean {
  const wanted = (route.method ?? "GET").toUpperCase();
  if (wanted !== "*" && wanted !== method) return false;
  if (route.path.endsWith("*")) {
    if (!pathname.startsWith(route.path.slice(0, -1))) return false;
  } else if (route.path !== pathname) return false;
  for (const [key, value] of Object.entries(route.query ?? {})) {
    const actual = query.get(key);
    if (actual === null || (value !== "*" && actual !== value)) return false;
  }
  return true;
}

async function answer(route: FixtureRoute, req: FixtureRequest, res: ServerResponse, server: FixtureServer) {
  if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
  if (route.handler) {
    await route.handler(req, res, server);
    return;
  }
  const headers: Record<string, string> = { ...(route.headers ?? {}) };
  if (route.redirect !== undefined) {
    res.writeHead(route.status ?? 302, { location: route.redirect, ...headers });
    res.end();
    return;
  }
  let body: Buffer;
  let type: string;
  if (route.file !== undefined) {
    const file = path.isAbsolute(route.file) ? route.file : path.join(REPO_ROOT, route.file);
    body = await readFile(file);
    type = contentTypeFor(file);
  } else if (typeof route.body === "string") {
    body = Buffer.from(route.body, "utf8");
    type = "text/plain; charset=utf-8";
  } else if (route.body instanceof Uint8Array) {
    body = Buffer.from(route.body);
    type = "application/octet-stream";
  } else if (route.body !== undefined) {
    body = Buffer.from(JSON.stringify(route.body), "utf8");
    type = "application/json; charset=utf-8";
  } else {
    body = Buffer.alloc(0);
    type = "text/plain; charset=utf-8";
  }
  res.writeHead(route.status ?? 200, {
    "content-type": route.contentType ?? type,
    "content-length": String(body.length),
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Starts a fixture server on 127.0.0.1 with an ephemeral port. Routes are tried in order (routes added
 * later with `add` first); an unmatched request gets 404 with a message naming it.
 */
export async function startFixtureServer(routes: FixtureRoute[] = []): Promise<FixtureServer> {
  const table: { route: FixtureRoute; served: number }[] = routes.map((route) => ({ route, served: 0 }));
  const requests: RecordedRequest[] = [];
  const httpServer = http.createServer();
  const server: FixtureServer = {
    url: "",
    host: "127.0.0.1",
    port: 0,
    requests,
    add(...more) {
      table.unshift(...more.map((route) => ({ route, served: 0 })));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        httpServer.closeAllConnections();
        httpServer.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  httpServer.on("request", (incoming: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const req = incoming as FixtureRequest;
      req.body = Buffer.concat(chunks);
      const parsed = new URL(req.url ?? "/", server.url);
      const method = (req.method ?? "GET").toUpperCase();
      requests.push({
        method,
        path: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        headers: req.headers,
        body: req.body.toString("utf8"),
      });
      const entry = table.find(
        (e) =>
          (e.route.times === undefined || e.served < e.route.times) &&
          matches(e.route, method, parsed.pathname, parsed.searchParams),
      );
      if (!entry) {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
        res.end(`No fixture route for ${method} ${parsed.pathname}${parsed.search}`);
        return;
      }
      entry.served += 1;
      answer(entry.route, req, res, server).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end(`Fixture route failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(0, "127.0.0.1", () => resolve());
  });
  const address = httpServer.address() as AddressInfo;
  server.port = address.port;
  server.url = `http://127.0.0.1:${address.port}`;
  return server;
}
