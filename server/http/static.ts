// Serves the built app (dist/app) and falls back to index.html for the app's routes (spec §2).
import { existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
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

interface AppFile {
  type: string;
  mtime: Date;
  /** The file's bytes by Content-Encoding ("identity" is the plain file). */
  bodies: Map<string, Buffer>;
}

/** Files kept in memory at most (the built app is about 3 MB with its compressed copies). */
const MAX_KEPT_BYTES = 32_000_000;
/** A larger file is sent from disk each time. */
const MAX_FILE_BYTES = 4_000_000;

/**
 * The built app's files, read once and kept in memory with the brotli and gzip copies the build wrote
 * beside them: a read from disk for every request (stat, open, read, close, a web stream) took about a
 * millisecond of the web thread, as long as a /healthz answer many times over. The build does not change
 * under a running server (docs/operations: restart after a build). Ranges and files too large to keep
 * fall through to serveStatic.
 */
class AppFiles {
  private readonly files = new Map<string, Promise<AppFile | null>>();
  private bytes = 0;

  constructor(private readonly root: string) {}

  /** The file at this URL path with its variants, or null when it is no file of the app (or too large). */
  get(urlPath: string): Promise<AppFile | null> {
    const kept = this.files.get(urlPath);
    if (kept) return kept;
    const loading = this.load(urlPath);
    void loading.then((file) => {
      // Paths that are no file are not kept: anyone can ask for any number of them.
      if (!file) this.files.delete(urlPath);
    });
    if (this.bytes < MAX_KEPT_BYTES) this.files.set(urlPath, loading);
    return loading;
  }

  /** Never rejects: a file that cannot be read now (EMFILE under load, gone meanwhile) is served from disk. */
  private async load(urlPath: string): Promise<AppFile | null> {
    try {
      return await this.read(urlPath);
    } catch {
      return null;
    }
  }

  private async read(urlPath: string): Promise<AppFile | null> {
    const type = getMimeType(urlPath);
    const file = path.join(this.root, path.normalize(urlPath).replace(/^([/\\])+/, ""));
    if (!type || !file.startsWith(this.root + path.sep)) return null;
    const plain = await sizedFile(file);
    if (!plain) return null;
    const bodies = new Map<string, Buffer>([["identity", await readFile(file)]]);
    if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) {
      for (const { encoding, suffix } of PRECOMPRESSED) {
        if (await sizedFile(file + suffix)) bodies.set(encoding, await readFile(file + suffix));
      }
    }
    if (this.files.has(urlPath)) for (const body of bodies.values()) this.bytes += body.byteLength;
    return { type, mtime: plain.mtime, bodies };
  }

  /** Serves a kept file, choosing brotli, gzip or the plain bytes by what the client accepts. */
  handler() {
    return async (c: Context<AppEnv>, next: () => Promise<void>) => {
      const method = c.req.method;
      // A byte range is served from disk by serveStatic (rare: media players, resumed downloads).
      if ((method !== "GET" && method !== "HEAD") || c.req.header("range")) return next();
      const file = await this.get(c.req.path);
      if (!file) return next();
      const accepted = acceptedEncodings(c.req.header("accept-encoding"));
      let encoding = "identity";
      for (const candidate of PRECOMPRESSED) {
        if (file.bodies.has(candidate.encoding) && (accepted.has(candidate.encoding) || accepted.has("*"))) {
          encoding = candidate.encoding;
          break;
        }
      }
      const body = file.bodies.get(encoding) as Buffer;
      c.header("Content-Type", file.type);
      if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(file.type))
        c.header("Vary", "Accept-Encoding", { append: true });
      if (encoding !== "identity") c.header("Content-Encoding", encoding);
      c.header("Content-Length", String(body.byteLength));
      c.header("Last-Modified", file.mtime.toUTCString());
      if (method === "HEAD") return c.body(null, 200);
      return c.body(
        new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>,
        200,
      );
    };
  }
}

async function sizedFile(file: string) {
  try {
    const stats = await stat(file);
    return stats.isFile() && stats.size <= MAX_FILE_BYTES ? stats : null;
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
  const files = new AppFiles(root);
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
  app.use("/assets/*", files.handler(), serveStatic({ root: distDir }));
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
  app.use("/:file{.+\\.[a-zA-Z0-9]+}", files.handler(), serveStatic({ root: distDir }));
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
