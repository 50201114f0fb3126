// Serves the built app (dist/app) and falls back to index.html for the app's routes (spec §2).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { APP_DIST_DIR } from "../paths";
import type { AppEnv } from "./context";

const APP_ROUTES = [
  /^\/$/,
  /^\/d\/[^/]+\/?$/,
  /^\/featured-papers\/?$/,
  /^\/share\/[^/]+\/?$/,
  /^\/blog\/user-manual\/?$/,
  /^\/auth\/(logout|sign-in|sign-up)\/?$/,
];

export function staticRoutes(distDir = APP_DIST_DIR) {
  const app = new Hono<AppEnv>();
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
  app.use("/assets/*", serveStatic({ root: distDir }));
  // Only paths that name a file (favicon.svg, robots.txt …); every other path is the app's.
  app.use("/:file{.+\\.[a-zA-Z0-9]+}", serveStatic({ root: distDir }));
  app.get("*", (c) => {
    const html = readIndex();
    if (!html) {
      return c.text("The app is not built yet: run `npm run build` (npm start does it for you).", 503);
    }
    c.header("Cache-Control", "no-cache");
    const known = APP_ROUTES.some((r) => r.test(c.req.path));
    return c.html(html, known ? 200 : 404);
  });
  return app;
}
