// The session's signed cookie cache: most requests are answered without reading the user from the
// database; a profile change renews the copy at once; a session revoked elsewhere, signed out or ended by
// a password change is refused on the next request, also by a copy of the cookies taken before.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { session, user } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { SESSION_COOKIE_CACHE_SECONDS } from "./auth";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ work: false });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A browser's cookie jar, reduced to what matters here. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  has(part: string): boolean {
    return [...this.cookies.keys()].some((name) => name.includes(part));
  }
  header(only?: string): string {
    return [...this.cookies]
      .filter(([name]) => !only || name.includes(only))
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  }
}

async function signUp(jar: Jar, name: string) {
  const email = `cache-${name.toLowerCase()}-${Date.now()}@example.com`;
  const response = jar.take(
    await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name, email, password: "correct-horse-battery" },
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

const me = async (cookie: string) => {
  const response = await t.request("/api/user", { headers: { cookie } });
  return {
    status: response.status,
    name: response.ok ? ((await response.json()) as { user: { name: string } }).user.name : null,
  };
};

describe("session cookie cache", () => {
  it("answers from the signed copy, and a name changed through the API shows at once", async () => {
    const jar = new Jar();
    const id = await signUp(jar, "Ada");
    expect(jar.has("session_token")).toBe(true);
    expect(jar.has("session_data")).toBe(true);

    // Changed behind the app's back: the copy still says Ada (no session read from the database),
    // the session token alone (no copy) reads the database.
    await t.services.db.update(user).set({ name: "Behind" }).where(eq(user.id, id));
    expect(await me(jar.header())).toEqual({ status: 200, name: "Ada" });
    expect(await me(jar.header("session_token"))).toEqual({ status: 200, name: "Behind" });

    // Changed through the API: the answer renews the copy.
    const patched = jar.take(
      await t.request("/api/user", {
        method: "PATCH",
        headers: { cookie: jar.header() },
        json: { name: "Grace" },
      }),
    );
    expect(patched.status).toBe(200);
    expect(await me(jar.header())).toEqual({ status: 200, name: "Grace" });
  });

  it("ends a session revoked elsewhere on the next request, and a signed-out one at once", async () => {
    const jar = new Jar();
    const id = await signUp(jar, "Lin");
    expect((await me(jar.header())).status).toBe(200);
    expect((await me(jar.header())).status).toBe(200); // now from the remembered copy
    await t.services.db.delete(session).where(eq(session.userId, id));
    // The signed copy is still valid for minutes, but its session is gone: refused, cookies cleared.
    const refused = await t.request("/api/user", { headers: { cookie: jar.header() } });
    expect(refused.status).toBe(401);
    expect(
      refused.headers.getSetCookie().some((line) => /session_data=;|session_data=.*max-age=0/i.test(line)),
    ).toBe(true);
    // Better Auth's own routes do not take the copy's word either.
    const renamed = await t.request("/api/auth/update-user", {
      method: "POST",
      headers: { cookie: jar.header() },
      json: { name: "Intruder" },
    });
    expect(renamed.status).toBe(401);
    const [row] = await t.services.db.select({ name: user.name }).from(user).where(eq(user.id, id));
    expect(row?.name).toBe("Lin");

    const other = new Jar();
    await signUp(other, "Mo");
    const copied = other.header();
    const out = other.take(
      await t.request("/api/auth/sign-out", {
        method: "POST",
        headers: { cookie: other.header() },
        json: {},
      }),
    );
    expect(out.status).toBe(200);
    expect(other.has("session_data")).toBe(false);
    expect((await me(other.header())).status).toBe(401);
    // The cookies copied before signing out are refused too.
    expect((await me(copied)).status).toBe(401);
  });

  it("sends the renewed copy when a stale one was refreshed from the database", async () => {
    const jar = new Jar();
    await signUp(jar, "Kay");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_COOKIE_CACHE_SECONDS + 5) * 1000);
    const response = await t.request("/api/user", { headers: { cookie: jar.header() } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((line) => line.includes("session_data="))).toBe(true);
  });
});
