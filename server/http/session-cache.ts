// Who a session cookie belongs to, remembered for as long as Better Auth's own signed copy of the session
// (its cookie cache, auth.ts) is trusted: a request that repeats a Cookie header already verified skips
// Better Auth's two HMAC checks (WebCrypto jobs, about a third of a millisecond of the web thread each
// request). Neither copy is trusted alone: the middleware asks the database whether the session still
// exists on every request (auth/sessions.ts), so a revoked session ends on the next request. An entry
// ends when the copy it was verified from expires, and at most a minute after it was made.
import type { SessionUser } from "../auth/users";

/** Whom a verified cookie signs in, and the session it holds (whose row must still exist). */
export interface VerifiedSession {
  user: SessionUser;
  sessionId: string;
}

/** The cookie cache's cookie (any prefix: __Secure-…): base64url JSON with its expiry in ms. */
const SESSION_DATA = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_data=([^;]+)/;
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 5_000;

/** When the signed copy in this Cookie header expires (ms since the epoch), or null if it has none. */
export function cookieCacheExpiry(cookieHeader: string): number | null {
  const value = SESSION_DATA.exec(cookieHeader)?.[1];
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(decodeURIComponent(value), "base64url").toString("utf8")) as {
      expiresAt?: unknown;
    };
    return typeof parsed.expiresAt === "number" ? parsed.expiresAt : null;
  } catch {
    return null;
  }
}

/** True when the Cookie header carries the signed session copy (Better Auth's cookie cache). */
export function hasSessionCopy(cookieHeader: string): boolean {
  return SESSION_DATA.test(cookieHeader);
}

/**
 * The same headers without the signed session copy: Better Auth then reads the session from the
 * database (a revoked session is refused, and its cookies are cleared in the answer).
 */
export function withoutSessionCopy(headers: Headers): Headers {
  const cookieHeader = headers.get("cookie");
  if (!cookieHeader || !hasSessionCopy(cookieHeader)) return headers;
  const kept = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !/^(?:__Secure-)?[\w.-]*session_data=/.test(part));
  const copy = new Headers(headers);
  if (kept.length > 0) copy.set("cookie", kept.join("; "));
  else copy.delete("cookie");
  return copy;
}

export class VerifiedSessions {
  private readonly entries = new Map<string, VerifiedSession & { until: number }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  get(cookieHeader: string): VerifiedSession | null {
    const entry = this.entries.get(cookieHeader);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(cookieHeader);
      return null;
    }
    return { user: entry.user, sessionId: entry.sessionId };
  }

  /** After Better Auth verified this header and renewed nothing: remember whose it is. */
  remember(cookieHeader: string, verified: VerifiedSession): void {
    const expiry = cookieCacheExpiry(cookieHeader);
    const now = this.now();
    if (expiry === null || expiry <= now) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(cookieHeader, { ...verified, until: Math.min(expiry, now + MAX_AGE_MS) });
  }

  forget(cookieHeader: string): void {
    this.entries.delete(cookieHeader);
  }
}
