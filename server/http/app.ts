// The Hono app: public routes, Better Auth, the signed-in API, and the built front end.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors";
import type { Services } from "../services";
import { UPLOAD_PATH } from "../storage/uploads";
import { authHandler } from "./auth-routes";
import { billingRoutes } from "./billing-routes";
import { readableBodiesOnly } from "./body-check";
import { compression } from "./compression";
import { configRoutes } from "./config-routes";
import type { AppEnv } from "./context";
import { mountApiDocs } from "./docs-routes";
import { documentRoutes } from "./document-routes";
import { fileRoutes } from "./file-routes";
import { onError, requireUser, sameOriginOnly, sessionMiddleware } from "./middleware";
import { securityHeaders } from "./security-headers";
import { featuredRoutes, shareRoutes } from "./share-routes";
import { sourceRoutes } from "./source-routes";
import { staticRoutes } from "./static";
import { uploadedFileRoutes, uploadRoutes } from "./upload-routes";
import { userRoutes } from "./user-routes";

/** Request bodies: 1 MB for the API, 64 KB for accounts (sign-in and sign-up bodies are tiny). */
const API_BODY_LIMIT = 1024 * 1024;
const AUTH_BODY_LIMIT = 64 * 1024;

/** State-changing routes other sites may call: Stripe's webhook (it proves itself by its signature). */
const CROSS_SITE_ALLOWED = [/^\/api\/billing\/webhook$/];

/** Routes under /api that answer without a session (ARCHITECTURE §5). */
const PUBLIC_API = [
  /^\/api\/config$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs(\/reference\.js)?$/,
  /^\/api\/auth\//,
  /^\/api\/share\/[^/]+(\/download|\/evidence)?$/,
  /^\/api\/billing\/webhook$/,
  /^\/api\/files\//,
  /^\/api\/uploads$/,
];

/**
 * The HTTP app. `mounts` are other ways in served over HTTP (the MCP endpoint), routed under /api with
 * the same limits and session checks: the root's createApp (server/app.ts) passes them, so http/ imports
 * none of them.
 */
export function createHttpApp(
  services: Services,
  options: { distDir?: string; mounts?: Record<string, Hono<AppEnv>> } = {},
) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use("*", compression());
  app.use("*", securityHeaders(services.config));
  app.use("*", async (c, next) => {
    c.set("services", services);
    await next();
  });

  app.get("/healthz", async (c) => {
    await services.database.executeSql("SELECT 1");
    return c.json({ status: "ok", mode: services.config.mode });
  });

  const tooLarge = () => {
    throw new AppError("REQUEST_TOO_LARGE");
  };
  const apiBodyLimit = bodyLimit({ maxSize: API_BODY_LIMIT, onError: tooLarge });
  const authBodyLimit = bodyLimit({ maxSize: AUTH_BODY_LIMIT, onError: tooLarge });
  // One limit in front of every route, sign-in and sign-up included; the upload endpoint enforces its
  // own (2 MB + multipart overhead).
  app.use("/api/*", (c, next) => {
    // A GET or HEAD has no body to limit; Hono's limit would still ask for the request's body, which makes
    // the node server build a full web Request (an AbortController, undici's Headers) for every read.
    if (c.req.path === UPLOAD_PATH || c.req.method === "GET" || c.req.method === "HEAD") return next();
    return c.req.path.startsWith("/api/auth/") ? authBodyLimit(c, next) : apiBodyLimit(c, next);
  });
  app.use("/api/*", readableBodiesOnly({ ownBodies: [UPLOAD_PATH] }));
  app.use("/api/*", sameOriginOnly(CROSS_SITE_ALLOWED));
  app.on(["GET", "POST"], "/api/auth/*", authHandler());

  app.use("/api/*", sessionMiddleware());
  app.use("/api/*", async (c, next) => {
    if (PUBLIC_API.some((r) => r.test(c.req.path))) return next();
    return requireUser()(c, next);
  });

  app.route("/api/config", configRoutes);
  app.route("/api/user", userRoutes);
  app.route("/api/document/custom-sources", sourceRoutes);
  app.route("/api/document", documentRoutes);
  app.route("/api/billing", billingRoutes);
  app.route("/api/share", shareRoutes);
  app.route("/api/featured", featuredRoutes);
  app.route("/api/uploads", uploadRoutes);
  app.route("/api/files/uploads", uploadedFileRoutes);
  app.route("/api/files", fileRoutes);
  for (const [path, routes] of Object.entries(options.mounts ?? {})) app.route(path, routes);
  mountApiDocs(app);

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND");
  });
  app.route("/", staticRoutes(options.distDir));
  return app;
}
