// The bodies the API reads: JSON, in UTF-8. Anything else is answered 400 with what to send, before a
// route sees it — a body in another type was read as nothing, and broken UTF-8 was turned into
// replacement characters that ended a paper in ERROR. (The upload endpoint reads its own multipart form.)
import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";
import type { AppEnv } from "./context";

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const NO_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

export function readableBodiesOnly(options: { ownBodies: readonly string[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (NO_BODY.has(c.req.method) || options.ownBodies.includes(c.req.path) || !c.req.raw.body) return next();
    // A copy: the route (or Better Auth, or the MCP transport) still reads the body itself.
    const bytes = new Uint8Array(await c.req.raw.clone().arrayBuffer());
    if (bytes.byteLength === 0) return next();
    // Better Auth's routes also take a plain HTML form; every other route takes JSON only.
    if (!c.req.path.startsWith("/api/auth/") && !JSON_TYPE.test(c.req.header("content-type") ?? "")) {
      throw new AppError("VALIDATION", {
        detail: "Send the body as JSON, with the header Content-Type: application/json",
      });
    }
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new AppError("INVALID_TEXT", { detail: "The body is not valid UTF-8" });
    }
    await next();
  };
}
