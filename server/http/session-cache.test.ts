import { describe, expect, it } from "vitest";
import type { SessionUser } from "../auth/users";
import { cookieCacheExpiry, hasSessionCopy, VerifiedSessions, withoutSessionCopy } from "./session-cache";

const user: SessionUser = {
  id: "u1",
  name: "Ada",
  email: "ada@example.com",
  emailVerified: true,
  image: null,
};
const verified = { user, sessionId: "s1" };
const copy = (expiresAt: unknown) =>
  Buffer.from(JSON.stringify({ session: {}, expiresAt, signature: "sig" })).toString("base64url");
const header = (expiresAt: unknown) =>
  `visitor=1; better-auth.session_token=tok.sig; better-auth.session_data=${copy(expiresAt)}`;

describe("verified sessions", () => {
  it("reads the expiry of Better Auth's signed copy, with or without the __Secure- prefix", () => {
    expect(cookieCacheExpiry(header(123_456))).toBe(123_456);
    expect(cookieCacheExpiry(`__Secure-better-auth.session_data=${copy(99)}`)).toBe(99);
    expect(cookieCacheExpiry("better-auth.session_token=tok.sig")).toBeNull();
    expect(cookieCacheExpiry("better-auth.session_data=not-json")).toBeNull();
    expect(cookieCacheExpiry(header("soon"))).toBeNull();
  });

  it("answers a header it verified until the copy expires, and never past a minute", () => {
    let now = 1_000_000;
    const sessions = new VerifiedSessions(() => now);
    const shortLived = header(now + 10_000);
    const longLived = header(now + 300_000);
    sessions.remember(shortLived, verified);
    sessions.remember(longLived, verified);
    expect(sessions.get(shortLived)).toEqual(verified);
    now += 10_000;
    expect(sessions.get(shortLived)).toBeNull();
    expect(sessions.get(longLived)).toEqual(verified);
    now += 50_000;
    expect(sessions.get(longLived)).toBeNull();
  });

  it("remembers nothing without a copy, with an expired copy, or for another header", () => {
    const now = 5_000;
    const sessions = new VerifiedSessions(() => now);
    sessions.remember("better-auth.session_token=tok.sig", verified);
    sessions.remember(header(now - 1), verified);
    expect(sessions.get("better-auth.session_token=tok.sig")).toBeNull();
    expect(sessions.get(header(now - 1))).toBeNull();
    sessions.remember(header(now + 1_000), verified);
    expect(sessions.get(header(now + 2_000))).toBeNull();
    sessions.forget(header(now + 1_000));
    expect(sessions.get(header(now + 1_000))).toBeNull();
  });
});

describe("the signed session copy in a Cookie header", () => {
  it("is found with or without the __Secure- prefix, and taken out leaving the other cookies", () => {
    expect(hasSessionCopy(header(1))).toBe(true);
    expect(hasSessionCopy(`__Secure-better-auth.session_data=${copy(99)}`)).toBe(true);
    expect(hasSessionCopy("better-auth.session_token=tok.sig")).toBe(false);
    const stripped = withoutSessionCopy(new Headers({ cookie: header(1), origin: "http://localhost" }));
    expect(stripped.get("cookie")).toBe("visitor=1; better-auth.session_token=tok.sig");
    expect(stripped.get("origin")).toBe("http://localhost");
    const secure = withoutSessionCopy(
      new Headers({ cookie: `__Secure-better-auth.session_data=${copy(9)}` }),
    );
    expect(secure.get("cookie")).toBeNull();
  });
});
