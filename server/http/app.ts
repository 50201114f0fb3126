// The Hono app: public routes, Better Auth, the signed-in API, and the built front end.
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { clientAddress, withClientAddress } from "../auth/auth";
import { AppError } from "../errors";
import type { Services } from "../services";
import { UPLOAD_PATH } from "../storage/uploads";
import { configRoutes } from "./config-routes";
import type { AppEnv } from "./context";
import { documentRoutes } from "./document-routes";
import { fileRoutes } from "./file-routes";
import { onError, requireUser, sessionMiddleware } from "./middleware";
import { featuredRoutes, shareRoutes } from "./share-routes";
import { sourceRoutes } from "./source-routes";
import { staticRoutes } from "./static";
import { uploadedFileRoutes, uploadRoutes } from "./upload-routes";
import { userRoutes } from "./user-routes";

/** Routes under /api that answer without a session (ARCHITECTURE §5). */
const PUBLIC_API = [
  /^\/api\/config$/,
  /^\/api\/auth\//,
  /^\/api\/share\/[^/]+$/,
  /^\/api\/billing\/webhook$/,
  /^\/api\/files\//,
  /^\/api\/uploads$/,
];

export function createApp(services: Services, options: { distDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use("*", async (c, next) => {
    c.set("services", services);
    await next();
  });

  app.get("/healthz", async (c) => {
    await services.database.executeSql("SELECT 1");
    return c.json({ status: "ok", mode: services.config.mode });
  });

  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      socket = undefined; // in-process requests (tests) have no socket
    }
    const address = clientAddress(c.req.raw, socket, services.config.TRUST_PROXY);
    return services.auth.handler(withClientAddress(c.req.raw, address));
  });

  const apiBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError("REQUEST_TOO_LARGE");
    },
  });
  // The upload endpoint enforces its own limit (2 MB + multipart overhead).
  app.use("/api/*", (c, next) => (c.req.path === UPLOAD_PATH ? next() : apiBodyLimit(c, next)));
  app.use("/api/*", sessionMiddleware());
  app.use("/api/*", async (c, next) => {
    if (PUBLIC_API.some((r) => r.test(c.req.path))) return next();
    return requireUser()(c, next);
  });

  app.route("/api/config", configRoutes);
  app.route("/api/user", userRoutes);
  app.route("/api/document/custom-sources", sourceRoutes);
  app.route("/api/document", documentRoutes);
  app.route("/api/share", shareRoutes);
  app.route("/api/featured", featuredRoutes);
  app.route("/api/uploads", uploadRoutes);
  app.route("/api/files/uploads", uploadedFileRoutes);
  app.route("/api/files", fileRoutes);

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND");
  });
  app.route("/", staticRoutes(options.distDir));
  return app;
}
