// /api/auth/*: Better Auth behind our own checks — text hygiene, the name's length, the common-password
// list, sign-in throttling per address and account (in the database), and the client address Better
// Auth's own limits use.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { NAME_MAX_LENGTH } from "../../common/constants";
import { CLIENT_ADDRESS_HEADER, clientAddress, withClientAddress } from "../auth/auth";
import { isCommonPassword } from "../auth/password-policy";
import { reserveSignIn, settleSignIn } from "../auth/sign-in-throttle";
import { type ErrorCode, messageOf } from "../errors";
import type { AppEnv } from "./context";
import { withoutSessionCopy } from "./session-cache";
import { findBadText } from "./text-hygiene";

/** The address the request came from (the socket, or the trusted proxy's X-Forwarded-For). */
export function requestClientAddress(c: Context<AppEnv>): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined; // in-process requests (tests) have no socket
  }
  return clientAddress(c.req.raw, socket, c.var.services.config.TRUST_PROXY);
}

/** Better Auth's error shape ({code, message}), which the sign-in and sign-up screens read. */
function refuse(
  c: Context<AppEnv>,
  code: ErrorCode,
  status: 400 | 429,
  headers: Record<string, string> = {},
) {
  return c.json({ code, message: messageOf(code) }, status, headers);
}

const PASSWORD_PATHS = ["/api/auth/sign-up/email", "/api/auth/change-password", "/api/auth/reset-password"];

export function authHandler() {
  return async (c: Context<AppEnv>) => {
    const { auth } = c.var.services;
    const address = requestClientAddress(c);
    // Better Auth's own routes never trust the signed session copy: they read the session itself, so a
    // revoked session cannot change an email or a password from a copy that is still signed.
    const headers = withoutSessionCopy(new Headers(c.req.raw.headers));
    if (c.req.method !== "POST")
      return auth.handler(withClientAddress(new Request(c.req.raw, { headers }), address));

    let text = await c.req.text();
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        body = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: Better Auth answers it as it does.
    }
    if (findBadText(body)) return refuse(c, "INVALID_TEXT", 400);
    const path = c.req.path;
    if (path === "/api/auth/sign-up/email" || path === "/api/auth/update-user") {
      const name = body.name;
      if (name !== undefined && (typeof name !== "string" || !name.trim() || name.length > NAME_MAX_LENGTH)) {
        return refuse(c, "INVALID_NAME", 400);
      }
    }
    if (PASSWORD_PATHS.includes(path)) {
      const password = body.newPassword ?? body.password;
      if (typeof password === "string" && isCommonPassword(password))
        return refuse(c, "PASSWORD_TOO_COMMON", 400);
    }
    if (path === "/api/auth/change-password" && body.revokeOtherSessions !== true) {
      // A new password ends every other session, whatever the client asked (ARCHITECTURE §6).
      text = JSON.stringify({ ...body, revokeOtherSessions: true });
    }
    headers.set(CLIENT_ADDRESS_HEADER, address);
    headers.delete("content-length");
    const forward = new Request(c.req.url, { method: "POST", headers, body: text });
    if (path !== "/api/auth/sign-in/email" || typeof body.email !== "string") return auth.handler(forward);

    const account = body.email.trim().toLowerCase();
    const { db } = c.var.services;
    const wait = await reserveSignIn({ db, account, address });
    if (wait > 0) {
      return refuse(c, "TOO_MANY_ATTEMPTS", 429, { "Retry-After": String(Math.ceil(wait / 1000)) });
    }
    const response = await auth.handler(forward);
    if (response.status !== 401) {
      await settleSignIn({ db, account, address, outcome: response.ok ? "signed-in" : "not-a-guess" });
    }
    return response;
  };
}
