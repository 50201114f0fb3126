// Session, access and error middleware shared by every resource.
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError, ERRORS, isAppError } from "../errors";
import { logger } from "../logger";
import type { AppEnv, SessionUser } from "./context";

/** Reads the Better Auth session (if any) into c.var.user. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { auth } = c.var.services;
    let current: SessionUser | null = null;
    try {
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      if (result?.user) {
        current = {
          id: result.user.id,
          name: result.user.name,
          email: result.user.email,
          emailVerified: result.user.emailVerified,
          image: result.user.image ?? null,
        };
      }
    } catch (error) {
      logger.debug("[auth] session lookup failed", error);
    }
    c.set("user", current);
    await next();
  };
}

/** Only signed-in users are served (spec §6). */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.user) throw new AppError("UNAUTHORIZED");
    await next();
  };
}

export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}

/** The error body of the HTTP contract: {"error":{"code","message"}}. */
export function errorResponse(c: Context, code: string, message: string, status: number) {
  return c.json({ error: { code, message } }, status as 400);
}

export function onError(error: Error, c: Context<AppEnv>) {
  if (isAppError(error)) return errorResponse(c, error.code, error.message, error.status);
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const message = first ? first.message : ERRORS.VALIDATION.message;
    return errorResponse(c, "VALIDATION", message, 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 404 ? "NOT_FOUND" : "VALIDATION";
    return errorResponse(c, code, error.message || ERRORS.VALIDATION.message, status);
  }
  if (error instanceof SyntaxError)
    return errorResponse(c, "VALIDATION", "The request body is not valid JSON.", 400);
  logger.error(`[http] ${c.req.method} ${c.req.path} failed`, error);
  return errorResponse(c, "INTERNAL", ERRORS.INTERNAL.message, 500);
}
