// Response compression (issue 14): static assets are precompressed at build (scripts/build.mjs) and
// served by static.ts; everything else the server writes — JSON, the app's HTML — is gzipped on the fly
// when it is over 1 KB and the client accepts it: bodies built in memory with node's zlib in its thread
// pool (one call: Hono's middleware pipes them through a web CompressionStream, several times slower for
// a 60 KB paper), anything else by Hono's compress middleware. A handler may send a body it compressed
// itself (GET /api/document/{id} keeps a paper's gzipped answer): one with Content-Encoding is left as it
// is. Event streams are never compressed (Hono's filter leaves text/event-stream alone, and a stream
// marked no-transform is skipped), so SSE events reach the browser as they are written.
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import type { AppEnv } from "./context";

/** Smaller bodies are sent as they are: the headers and the CPU cost more than the bytes saved. */
export const COMPRESS_THRESHOLD = 1024;

const gzipAsync = promisify(gzipCallback);

/** Bodies the app builds in memory without a length: measured so that the threshold can apply. */
const IN_MEMORY_TYPES = /^\s*(?:application\/json|text\/html)\b/i;

/** The encodings this client accepts with q > 0, by name (lower case). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  for (const entry of parseAccept(header)) {
    if (entry.q > 0) accepted.add(entry.type.toLowerCase());
  }
  return accepted;
}

/** Whether this request's client takes a gzipped answer (a handler that compresses its own body asks). */
export function acceptsGzip(c: Context): boolean {
  const accepted = acceptedEncodings(c.req.header("accept-encoding"));
  return accepted.has("gzip") || accepted.has("*");
}

/** gzip as the middleware does it (a handler that keeps compressed bodies makes the same bytes). */
export const gzipBody = async (body: Uint8Array): Promise<Buffer<ArrayBuffer>> =>
  // zlib's output is never a view of shared memory
  (await gzipAsync(body)) as Buffer<ArrayBuffer>;

export function compression(): MiddlewareHandler<AppEnv> {
  const gzip = compress({ threshold: COMPRESS_THRESHOLD });
  return async (c, outerNext) => {
    const accepted = acceptedEncodings(c.req.header("accept-encoding"));
    if (!accepted.has("gzip") && !accepted.has("deflate") && !accepted.has("*")) {
      // Nothing to compress for this client: only Vary, as Hono's middleware would add it — but on the
      // headers, not through c.header(), which turns the node server's light Response for a string body
      // into a full web Response (its body then sent as a stream: several times slower).
      await outerNext();
      markVary(c.req.method, c.res);
      return;
    }
    return gzip(c, async () => {
      await outerNext();
      const res = c.res;
      // Hono's middleware decides by Content-Length; c.json and c.html leave it unset, so a JSON or HTML
      // body is measured here — only when it could be compressed at all. The headers are looked at
      // first: asking the node server's light Response for its body makes it a full web Response whose
      // body is then sent as a stream (a third of the web thread's work for a kept gzipped paper).
      if (
        c.req.method === "HEAD" ||
        res.headers.has("content-length") ||
        res.headers.has("content-encoding") ||
        !IN_MEMORY_TYPES.test(res.headers.get("content-type") ?? "") ||
        !res.body
      ) {
        return;
      }
      const body = new Uint8Array(await res.arrayBuffer());
      if (
        body.byteLength >= COMPRESS_THRESHOLD &&
        (accepted.has("gzip") || accepted.has("*")) &&
        !NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")
      ) {
        // Compressed here in one call; Hono's middleware then finds Content-Encoding and leaves it.
        c.res = compressedResponse(res, await gzipBody(body));
        return;
      }
      const sized = new Response(body, res);
      sized.headers.set("content-length", String(body.byteLength));
      c.res = sized;
    });
  };
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Vary: Accept-Encoding on an answer that a client accepting gzip would have had compressed. */
function markVary(method: string, res: Response): void {
  const headers = res.headers;
  const length = headers.get("content-length");
  if (
    method === "HEAD" ||
    res.status === 206 ||
    headers.has("content-encoding") ||
    headers.has("transfer-encoding") ||
    (length !== null && Number(length) < COMPRESS_THRESHOLD) ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get("content-type") ?? "") ||
    NO_TRANSFORM.test(headers.get("cache-control") ?? "")
  ) {
    return;
  }
  const vary = headers.get("vary");
  if (vary === "*" || (vary && VARY_ACCEPT_ENCODING.test(vary))) return;
  headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/** `res` with `packed` (its gzipped body) as its body, as Hono's middleware would have sent it. */
export function compressedResponse(res: Response, packed: Buffer<ArrayBuffer>): Response {
  const out = new Response(packed, res);
  out.headers.set("content-encoding", "gzip");
  out.headers.set("content-length", String(packed.byteLength));
  const vary = out.headers.get("vary");
  if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
    out.headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const etag = out.headers.get("etag");
  if (etag && !etag.startsWith("W/")) out.headers.set("etag", `W/${etag}`);
  return out;
}
