// Serves the built app (dist/app) and falls back to index.html for the app's routes (spec §2).
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { getMimeType } from "hono/utils/mime";
import { assetPath } from "../branding/brand";
import { brandedIndexHtml } from "../branding/page";
import { APP_DIST_DIR } from "../paths";
import { acceptedEncodings } from "./compression";
import type { AppEnv } from "./context";
import { sharePreviewTags, withPreviewTags } from "./share-preview";

/** The files scripts/build.mjs writes beside each asset, best first. */
const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/**
 * Serves the brotli or gzip file the build wrote beside a text asset when the client accepts it
 * (Content-Encoding says which, Vary tells caches the answer depends on Accept-Encoding); anything else
 * falls through to the plain file.
 */
function precompressed(distDir: string) {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const type = getMimeType(c.req.path);
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return next();
    c.header("Vary", "Accept-Encoding", { append: true });
    // A byte range is a range of the plain file.
    if (c.req.header("range")) return next();
    const file = path.join(distDir, path.normalize(c.req.path).replace(/^([/\\])+/, ""));
    if (!file.startsWith(distDir + path.sep)) return next();
    const accepted = acceptedEncodings(c.req.header("accept-encoding"));
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (!accepted.has(encoding) && !accepted.has("*")) continue;
      const stats = statOf(file + suffix);
      if (!stats) continue;
      c.header("Content-Type", type);
      c.header("Content-Encoding", encoding);
      c.header("Content-Length", String(stats.size));
      c.header("Last-Modified", stats.mtime.toUTCString());
      if (method === "HEAD") return c.body(null, 200);
      const stream = Readable.toWeb(createReadStream(file + suffix)) as ReadableStream<Uint8Array>;
      return c.body(stream, 200);
    }
    return next();
  };
}

function statOf(file: string) {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

const APP_ROUTES = [
  /^\/$/,
  /^\/d\/[^/]+\/?$/,
  /^\/featured-papers\/?$/,
  /^\/share\/[^/]+\/?$/,
  /^\/blog\/user-manual(\/[a-z0-9-]+)?\/?$/,
  /^\/auth\/(logout|sign-in|sign-up)\/?$/,
];

export function staticRoutes(distDir = APP_DIST_DIR) {
  const app = new Hono<AppEnv>();
  const root = path.resolve(distDir);
  const indexFile = path.join(distDir, "index.html");
  let indexHtml: string | null = null;
  const readIndex = () => {
    if (indexHtml === null && existsSync(indexFile)) indexHtml = readFileSync(indexFile, "utf8");
    return indexHtml;
  };
  // Built assets carry a content hash in their names: cache them for good.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", precompressed(root), serveStatic({ root: distDir }));
  // The white-label theme's own logo and favicon files (server/branding/brand.ts).
  app.get("/brand/:file{(logo|favicon)\\.[a-z]+}", (c) => {
    const brand = c.var.services?.config.brand;
    const name = c.req.param("file").split(".")[0] as "logo" | "favicon";
    const asset = brand?.[name];
    if (asset?.kind !== "file" || assetPath(asset, name) !== c.req.path) return c.notFound();
    c.header("Content-Type", asset.contentType);
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(new Uint8Array(asset.bytes));
  });
  // Only paths that name a file (favicon.svg, robots.txt …); every other path is the app's.
  app.use("/:file{.+\\.[a-zA-Z0-9]+}", precompressed(root), serveStatic({ root: distDir }));
  app.get("*", async (c) => {
    let html = readIndex();
    if (!html) {
      return c.text("The app is not built yet: run `npm run build` (npm start does it for you).", 503);
    }
    c.header("Cache-Control", "no-cache");
    const known = APP_ROUTES.some((r) => r.test(c.req.path));
    const services = c.var.services;
    if (services) html = brandedIndexHtml(html, services.config.brand);
    // A shared paper's link preview, for crawlers that run no script.
    if (known && services && c.req.path.startsWith("/share/")) {
      const origin = services.config.PUBLIC_URL
        ? new URL(services.config.PUBLIC_URL).origin
        : new URL(c.req.url).origin;
      const tags = await sharePreviewTags(services.db, c.req.path, origin, services.config.brand).catch(
        () => null,
      );
      if (tags) html = withPreviewTags(html, tags);
    }
    return c.html(html, known ? 200 : 404);
  });
  return app;
}
