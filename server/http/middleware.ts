// Session, access and error middleware shared by every resource.
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { userForApiKey } from "../auth/api-keys";
import { type Auth, requestOrigin } from "../auth/auth";
import { SessionLiveness } from "../auth/sessions";
import type { SessionUser } from "../auth/users";
import { AppError, isAppError } from "../errors";
import { logger } from "../logger";
import type { AppEnv } from "./context";
import { hasSessionCopy, VerifiedSessions, withoutSessionCopy } from "./session-cache";

/** The key of an `Authorization: Bearer <key>` header, if the request carries one. */
function bearerKey(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/**
 * Reads who is asking into c.var.user: a personal API key (`Authorization: Bearer`, which then decides
 * alone: an unknown or revoked key is 401 at once, never a fall-back to a cookie), else the Better Auth
 * session cookie (if any).
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  const verified = new VerifiedSessions();
  let liveness: SessionLiveness | null = null;
  return async (c, next) => {
    const { auth, db } = c.var.services;
    liveness ??= new SessionLiveness(db);
    const live = liveness;
    const key = bearerKey(c.req.header("authorization"));
    if (key !== null) {
      c.set("user", await userForApiKey({ db, key }));
      return next();
    }
    const cookieHeader = c.req.header("cookie") ?? "";
    // Sign-out and profile changes (/api/auth/*) always go to Better Auth.
    const known = c.req.path.startsWith("/api/auth/") ? null : verified.get(cookieHeader);
    // A copy of a session is trusted only while its row exists: revoked anywhere, it ends here now.
    if (known && (await live.isLive(known.sessionId))) {
      c.set("user", known.user);
      return next();
    }
    verified.forget(cookieHeader);
    let current: SessionUser | null = null;
    let refreshed: string[] = [];
    try {
      // The signed cookie cache (auth.ts) answers most requests without the database; when it is
      // stale, or the session's expiry moves on, the renewed cookies go back with this response.
      const copied = hasSessionCopy(cookieHeader);
      let found = await readSession(auth, known ? withoutSessionCopy(c.req.raw.headers) : c.req.raw.headers);
      // An answer from the signed copy whose session has since been revoked: ask the database itself
      // (no session; its answer clears the cookies).
      if (copied && !known && found.session && !(await live.isLive(found.session.id))) {
        found = await readSession(auth, withoutSessionCopy(c.req.raw.headers));
      }
      refreshed = found.refreshed;
      current = found.user;
      if (current && found.session && refreshed.length === 0 && !known)
        verified.remember(cookieHeader, { user: current, sessionId: found.session.id });
    } catch (error) {
      logger.debug("[auth] session lookup failed", error);
    }
    c.set("user", current);
    await next();
    // A cookie the handler set itself (a renewed copy after a profile change) is newer: it stays.
    const set = new Set(c.res.headers.getSetCookie().map(cookieName));
    for (const cookie of refreshed) {
      if (!set.has(cookieName(cookie))) c.res.headers.append("set-cookie", cookie);
    }
  };
}

/** Better Auth's session for these headers: the person, the session's id, and any renewed cookies. */
async function readSession(auth: Auth, headers: Headers) {
  const { headers: answer, response: result } = await auth.api.getSession({ headers, returnHeaders: true });
  const user: SessionUser | null = result?.user
    ? {
        id: result.user.id,
        name: result.user.name,
        email: result.user.email,
        emailVerified: result.user.emailVerified,
        image: result.user.image ?? null,
      }
    : null;
  return {
    user,
    session: result?.session ? { id: result.session.id } : null,
    refreshed: answer?.getSetCookie() ?? [],
  };
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("="));

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

/** The error body of the HTTP contract: {"error":{"code","message"}}, and what exactly was wrong if known. */
function errorResponse(c: Context, error: AppError) {
  const body = {
    code: error.code,
    message: error.message,
    ...(error.detail ? { detail: error.detail } : {}),
  };
  return c.json({ error: body }, error.status as 400);
}

/** Every failure becomes an error of the registry (errors.ts); an unknown one is logged and shown as INTERNAL. */
export function onError(error: Error, c: Context<AppEnv>) {
  return errorResponse(c, asAppError(error, c));
}

function asAppError(error: Error, c: Context<AppEnv>): AppError {
  if (isAppError(error)) return error;
  if (error instanceof ZodError) return new AppError("VALIDATION", { detail: error.issues[0]?.message });
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError("REQUEST_TOO_LARGE");
    if (error.status === 404) return new AppError("NOT_FOUND");
    if (error.status < 500) return new AppError("VALIDATION");
  }
  if (error instanceof SyntaxError) return new AppError("INVALID_JSON");
  logger.error(`[http] ${c.req.method} ${c.req.path} failed`, error);
  return new AppError("INTERNAL");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Better Auth's session cookie, with or without its __Secure- prefix. */
function carriesSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/.test(cookie);
}

/**
 * Refuses state-changing requests sent by another site (CSRF): the browser's Sec-Fetch-Site, or an Origin
 * other than this server's (as reached, or PUBLIC_URL). A request that carries the session cookie must say
 * where it comes from by one of the two (every browser does); scripts authenticate with an API key
 * (Authorization: Bearer) or send an Origin, and requests without a session cookie carry nothing to abuse.
 */
export function sameOriginOnly(exempt: readonly RegExp[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.some((r) => r.test(c.req.path))) return next();
    const site = c.req.header("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none")
      throw new AppError("FOREIGN_ORIGIN", { detail: site });
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      const publicUrl = c.var.services.config.PUBLIC_URL;
      const allowed = [requestOrigin(c.req.raw), ...(publicUrl ? [new URL(publicUrl).origin] : [])];
      if (!allowed.includes(origin)) throw new AppError("FOREIGN_ORIGIN", { detail: origin });
    } else if (!site && carriesSessionCookie(c.req.header("cookie"))) {
      throw new AppError("FOREIGN_ORIGIN", { detail: "neither Origin nor Sec-Fetch-Site" });
    }
    await next();
  };
}
