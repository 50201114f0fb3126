// Security headers on every response: a Content-Security-Policy without inline scripts (the app renders
// text taken from arbitrary web pages and PDFs), no framing, no MIME sniffing, a strict referrer, HSTS
// over HTTPS, and API answers that no cache keeps.
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config";
import type { AppEnv } from "./context";

/** Where the browser may send requests besides this origin: the S3 endpoint uploads go to. */
function connectSources(config: Pick<Config, "S3_ENDPOINT" | "S3_BUCKET">): string[] {
  const sources = ["'self'"];
  if (config.S3_BUCKET)
    sources.push(config.S3_ENDPOINT ? new URL(config.S3_ENDPOINT).origin : "https://*.amazonaws.com");
  return sources;
}

/** Whether this request reached us over HTTPS (directly, by the public address, or through a trusted proxy). */
function overHttps(
  url: string,
  forwardedProto: string | undefined,
  config: Pick<Config, "PUBLIC_URL" | "TRUST_PROXY">,
) {
  if (config.PUBLIC_URL?.startsWith("https://")) return true;
  if (config.TRUST_PROXY && forwardedProto?.split(",")[0]?.trim() === "https") return true;
  return url.startsWith("https://");
}

export function securityHeaders(
  config: Pick<Config, "S3_ENDPOINT" | "S3_BUCKET" | "PUBLIC_URL" | "TRUST_PROXY">,
): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React sets style attributes (progress bars, positions); styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: connectSources(config),
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    // Set below, only over HTTPS (a plain-http LAN address must not be pinned to https).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Covers are shown by link previews and other sites: no resource policy.
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: "same-origin",
  });
  return async (c, next) => {
    await headers(c, next);
    if (overHttps(c.req.url, c.req.header("x-forwarded-proto"), config)) {
      c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    const type = c.res.headers.get("content-type") ?? "";
    if (c.req.path.startsWith("/api/") && type.startsWith("application/json")) {
      c.res.headers.set("Cache-Control", "no-store");
    }
  };
}
