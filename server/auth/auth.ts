// Accounts: Better Auth with email + password, sessions in the database, verification and email change by mail.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { account, session, user, verification } from "../db/schema";
import type { Mailer } from "../mail/mailer";

export type Auth = ReturnType<typeof createAuth>;

/** How long a password reset link works (once). */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;

/** Set by the server from the connection (never taken from the client), read by Better Auth. */
export const CLIENT_ADDRESS_HEADER = "x-treatise-client-address";
/** How long the signed session cookie copy lives (its session's row is still checked on every request). */
export const SESSION_COOKIE_CACHE_SECONDS = 5 * 60;

/**
 * The address a request comes from: the socket's peer, or — behind a trusted proxy (TRUST_PROXY) —
 * the last address the proxy appended to X-Forwarded-For.
 */
export function clientAddress(
  request: Request,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = request.headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const last = forwarded?.[forwarded.length - 1];
    if (last) return last;
  }
  return socketAddress ?? "unknown";
}

/** The request Better Auth sees: the same, with the client address header set by us. */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}

/** The origin a request was made to, as the browser sees it (Host header, or the URL). */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  return `${url.protocol}//${host}`;
}

/** Secure (and __Secure- prefixed) cookies exactly when the public address is https. */
export function secureCookies(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith("https://") ?? false;
}

export function createAuth(options: {
  config: Pick<
    Config,
    "PUBLIC_URL" | "sessionSecret" | "REQUIRE_EMAIL_VERIFICATION" | "APP_NAME" | "NODE_ENV"
  >;
  database: Database;
  mailer: Mailer;
  /** Deletes everything of an account but its user row, before Better Auth deletes that (delete-user). */
  deleteAccountData?: (userId: string) => Promise<void>;
}) {
  const { config, database, mailer } = options;
  return betterAuth({
    appName: config.APP_NAME,
    secret: config.sessionSecret,
    basePath: "/api/auth",
    // Without PUBLIC_URL the app trusts its own origin however it is reached (localhost, 127.0.0.1, a LAN name).
    baseURL: config.PUBLIC_URL,
    trustedOrigins: config.PUBLIC_URL
      ? [new URL(config.PUBLIC_URL).origin]
      : async (request) => (request ? [requestOrigin(request)] : []),
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      minPasswordLength: 8,
      // A new password ends every session, as a changed one does (auth-routes.ts): ARCHITECTURE §6.
      revokeSessionsOnPasswordReset: true,
      // Forgot password: a link that works once, for an hour; request-password-reset answers the same
      // whether or not an account uses the address.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      async sendResetPassword({ user: who, url }) {
        await mailer.send({
          to: who.email,
          subject: `Choose a new password for ${config.APP_NAME}`,
          text: `Hello ${who.name || ""},\n\nSomeone asked to reset the password of your ${config.APP_NAME} account. To choose a new password, open this link within an hour (it works once):\n${url}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.`,
        });
      },
    },
    emailVerification: {
      // A mail only when the address must be verified to sign in (no outbox file per sign-up otherwise).
      sendOnSignUp: config.REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user: who, url }) {
        await mailer.send({
          to: who.email,
          subject: `Verify your email for ${config.APP_NAME}`,
          text: `Hello ${who.name || ""},\n\nPlease verify your email address by opening this link:\n${url}\n\nIf you did not ask for this, ignore this mail.`,
        });
      },
    },
    user: {
      // Settings › General › Delete account (the password and the typed email confirm it).
      deleteUser: {
        enabled: true,
        async beforeDelete(who) {
          await options.deleteAccountData?.(who.id);
        },
      },
      changeEmail: {
        enabled: true,
        async sendChangeEmailConfirmation({ user: who, newEmail, url }) {
          await mailer.send({
            to: who.email,
            subject: `Confirm your new email address for ${config.APP_NAME}`,
            text: `Hello ${who.name || ""},\n\nYou asked to change your email address to ${newEmail}. Confirm by opening this link:\n${url}`,
          });
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session and user in a cookie, for SESSION_COOKIE_CACHE_SECONDS: requests
      // then read no user from the database, but never trust the copy alone — the session's row must
      // still exist (http/middleware.ts, one primary-key probe), so a session revoked anywhere ends on
      // the next request. Profile changes refresh it (refreshedSessionCookies).
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
    rateLimit: { enabled: config.NODE_ENV !== "test", window: 60, max: 100 },
    advanced: {
      // Limits are per client address, which the HTTP layer puts in this header (see clientAddress).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // Decided by the configuration, never by NODE_ENV (which a build sets): the same cookies after
      // every restart, and a plain-http LAN address keeps its cookie.
      useSecureCookies: secureCookies(config.PUBLIC_URL),
    },
    telemetry: { enabled: false },
    logger: { level: "error" },
  });
}

/**
 * The session cookies renewed from the database (after the user's own row changed: a new name), to be
 * sent with the response so the signed cookie cache does not show the old values.
 */
export async function refreshedSessionCookies(auth: Auth, headers: Headers): Promise<string[]> {
  const result = await auth.api.getSession({
    headers,
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  return result.headers?.getSetCookie() ?? [];
}
