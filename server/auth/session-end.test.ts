// A session ends everywhere at once: two web processes on one database (each with its own memory of
// verified cookies, and Better Auth's signed copy in the cookies) refuse a session on the next request
// after sign-out, revocation from another device or a password change — also cookies copied before —
// and a revoked session cannot list or make API keys.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createServices, type Services } from "../services";
import { lazyOfflineEngines, startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let second: Services;
let webB: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await startTestApp({ work: false });
  second = await createServices(t.config, { database: t.services.database, offline: lazyOfflineEngines() });
  webB = createApp(second, { distDir: path.join(t.dataDir, "no-app") });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const PASSWORD = "correct-horse-battery";
type Web = "A" | "B";

/** A browser: its cookie jar, and the web process its requests reach. */
class Device {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  async call(web: Web, pathname: string, init: { method?: string; json?: unknown; cookie?: string } = {}) {
    const headers = new Headers({ origin: "http://localhost", cookie: init.cookie ?? this.header() });
    if (init.json !== undefined) headers.set("content-type", "application/json");
    const app = web === "A" ? t.app : webB;
    const response = await app.request(`http://localhost${pathname}`, {
      method: init.method ?? "GET",
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    if (init.cookie === undefined) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at);
        const value = pair.slice(at + 1);
        if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    return response;
  }
  /** GET /api/user on both processes, twice each (the second answer comes from the cookie copies). */
  async statuses(cookie = this.header()): Promise<number[]> {
    const out: number[] = [];
    for (const web of ["A", "B", "A", "B"] as const)
      out.push((await this.call(web, "/api/user", { cookie })).status);
    return out;
  }
}

let counter = 0;
async function account(): Promise<{ email: string; laptop: Device; phone: Device }> {
  counter += 1;
  const email = `ends-${counter}-${Date.now()}@example.com`;
  const laptop = new Device();
  const signedUp = await laptop.call("A", "/api/auth/sign-up/email", {
    method: "POST",
    json: { name: "Ends", email, password: PASSWORD },
  });
  expect(signedUp.status).toBe(200);
  const phone = new Device();
  const signedIn = await phone.call("B", "/api/auth/sign-in/email", {
    method: "POST",
    json: { email, password: PASSWORD },
  });
  expect(signedIn.status).toBe(200);
  for (const device of [laptop, phone]) {
    expect([...device.cookies.keys()].some((name) => name.endsWith("session_data"))).toBe(true);
    expect(await device.statuses()).toEqual([200, 200, 200, 200]);
  }
  return { email, laptop, phone };
}

describe("a session ends in every web process on the next request", () => {
  it("after signing out in one process, also for cookies copied before", async () => {
    const { laptop, phone } = await account();
    const copied = laptop.header();
    expect((await laptop.call("B", "/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
    expect(await laptop.statuses(copied)).toEqual([401, 401, 401, 401]);
    // The other device's session goes on.
    expect(await phone.statuses()).toEqual([200, 200, 200, 200]);
  });

  it("after another device revokes it, and the revoked session can neither list nor make API keys", async () => {
    const { laptop, phone } = await account();
    const listed = await phone.call("A", "/api/auth/list-sessions");
    expect(listed.status).toBe(200);
    const sessions = (await listed.json()) as { token: string; userAgent: string | null }[];
    expect(sessions).toHaveLength(2);
    // The laptop's session token is the first part of its signed session_token cookie.
    const laptopToken = decodeURIComponent(
      [...laptop.cookies].find(([name]) => name.endsWith("session_token"))?.[1] ?? "",
    ).split(".")[0];
    expect(sessions.map((s) => s.token)).toContain(laptopToken);
    const revoked = await phone.call("A", "/api/auth/revoke-session", {
      method: "POST",
      json: { token: laptopToken },
    });
    expect(revoked.status).toBe(200);

    const copied = laptop.header();
    expect(await laptop.statuses(copied)).toEqual([401, 401, 401, 401]);
    for (const web of ["A", "B"] as const) {
      expect((await laptop.call(web, "/api/user/api-keys", { cookie: copied })).status).toBe(401);
      const made = await laptop.call(web, "/api/user/api-keys", {
        method: "POST",
        cookie: copied,
        json: { name: "Stale", password: PASSWORD },
      });
      expect(made.status).toBe(401);
    }
    expect(await phone.statuses()).toEqual([200, 200, 200, 200]);
    const keys = (await (await phone.call("B", "/api/user/api-keys")).json()) as { apiKeys: unknown[] };
    expect(keys.apiKeys).toEqual([]);
  });

  it("after a password change: every other session ends, the changing one goes on", async () => {
    const { email, laptop, phone } = await account();
    const phoneCopy = phone.header();
    // The client does not ask to revoke other sessions: the server does it anyway.
    const changed = await laptop.call("A", "/api/auth/change-password", {
      method: "POST",
      json: { currentPassword: PASSWORD, newPassword: "a-brand-new-passphrase" },
    });
    expect(changed.status).toBe(200);
    expect(await phone.statuses(phoneCopy)).toEqual([401, 401, 401, 401]);
    expect(await laptop.statuses()).toEqual([200, 200, 200, 200]);
    // The old password no longer signs in; the new one does.
    const old = await new Device().call("B", "/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await new Device().call("B", "/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "a-brand-new-passphrase" },
    });
    expect(fresh.status).toBe(200);
  });
});
