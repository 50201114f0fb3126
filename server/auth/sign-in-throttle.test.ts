// Sign-in throttling that holds (issue 33): counted in the database per client address and account, so
// two web processes share it and a restart keeps it; each attempt past the free ones waits longer; and
// the owner signing in from another address is never held up by someone guessing elsewhere.
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { signInThrottle } from "../db/schema";
import { createServices, type Services } from "../services";
import { lazyOfflineEngines, startTestApp, type TestApp } from "../test/harness";
import { ACCOUNT_FREE_ATTEMPTS, delayAfter, MAX_DELAY_MS, reserveSignIn } from "./sign-in-throttle";

let t: TestApp;
let second: Services;
let webB: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await startTestApp({ work: false, env: { TRUST_PROXY: "true" } });
  second = await createServices(t.config, { database: t.services.database, offline: lazyOfflineEngines() });
  webB = createApp(second, { distDir: path.join(t.dataDir, "no-app") });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const PASSWORD = "correct-horse-battery";

/** A sign-in through web process A or B from a client address (as the trusted proxy reports it). */
async function signIn(web: "A" | "B", address: string, email: string, password: string) {
  const app = web === "A" ? t.app : webB;
  const response = await app.request("http://localhost/api/auth/sign-in/email", {
    method: "POST",
    headers: { origin: "http://localhost", "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    retryAfter: Number(response.headers.get("retry-after") ?? 0),
    code: ((await response.json().catch(() => ({}))) as { code?: string }).code,
  };
}

/** Moves the last attempt of every count back in time, as if the wait had passed. */
const waitPasses = (seconds: number) =>
  t.services.db
    .update(signInThrottle)
    .set({ lastAttemptAt: sql`${signInThrottle.lastAttemptAt} - make_interval(secs => ${seconds})` });

describe("sign-in throttling", () => {
  it("holds one address back on one account, in every web process, and never the owner elsewhere", async () => {
    const owner = await t.signUp("Owner");
    const statuses: number[] = [];
    // The guesses alternate between the two web processes: they share one count.
    for (let i = 0; i < ACCOUNT_FREE_ATTEMPTS; i++)
      statuses.push((await signIn(i % 2 ? "B" : "A", "198.51.100.7", owner.email, `wrong-${i}-pass`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const held = await signIn("B", "198.51.100.7", owner.email, "wrong-again-pass");
    expect(held).toEqual({ status: 429, retryAfter: 1, code: "TOO_MANY_ATTEMPTS" });
    // From that address even the right password waits…
    expect((await signIn("A", "198.51.100.7", owner.email, PASSWORD)).status).toBe(429);
    // …while the owner, from their own address, signs in at once in either process.
    expect((await signIn("A", "203.0.113.20", owner.email, PASSWORD)).status).toBe(200);
    expect((await signIn("B", "203.0.113.20", owner.email, PASSWORD)).status).toBe(200);

    // Each further wrong guess waits twice as long as the one before.
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await waitPasses(10_000);
      const wrong = await signIn(i % 2 ? "A" : "B", "198.51.100.7", owner.email, `wrong-more-${i}`);
      expect(wrong.status).toBe(401);
      waits.push((await signIn("A", "198.51.100.7", owner.email, `wrong-held-${i}`)).retryAfter);
    }
    expect(waits).toEqual([2, 4, 8, 16]);

    // Once the wait has passed, the right password from that address signs in and clears its count.
    await waitPasses(10_000);
    expect((await signIn("B", "198.51.100.7", owner.email, PASSWORD)).status).toBe(200);
    const left = await t.services.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, `account:${owner.email}|198.51.100.7`));
    expect(left).toEqual([]);
    expect((await signIn("A", "198.51.100.7", owner.email, "wrong-after-success")).status).toBe(401);
  });

  it("holds back an address guessing many accounts, not the accounts' owners", async () => {
    const people = await Promise.all([t.signUp("One"), t.signUp("Two")]);
    // Thirty guesses, each on another account (known or not): no account is guessed twice.
    for (let i = 0; i < 30; i++) {
      const email = i < people.length ? people[i]!.email : `sprayed-${i}@example.com`;
      expect((await signIn(i % 2 ? "A" : "B", "192.0.2.99", email, `spray-${i}-pass`)).status).toBe(401);
    }
    const next = await signIn("A", "192.0.2.99", people[0]!.email, "spray-next-pass");
    expect(next.status).toBe(429);
    for (const person of people)
      expect((await signIn("B", "192.0.2.1", person.email, PASSWORD)).status).toBe(200);
  });

  it("does not count an answer that is no wrong password, and grows the delay to its cap", async () => {
    const db = t.services.db;
    // An unknown account is a wrong guess like any other; a malformed body is not counted at all.
    for (let i = 0; i < 8; i++) {
      const res = await t.app.request("http://localhost/api/auth/sign-in/email", {
        method: "POST",
        headers: {
          origin: "http://localhost",
          "content-type": "application/json",
          "x-forwarded-for": "192.0.2.50",
        },
        body: JSON.stringify({ email: "ghost@example.com", password: 12 }),
      });
      expect(res.status).toBe(400);
    }
    expect((await signIn("A", "192.0.2.50", "ghost@example.com", "some-guess-1")).status).toBe(401);

    expect([5, 6, 7, 14, 15, 40].map((n) => delayAfter(n, 5))).toEqual([
      1000,
      2000,
      4000,
      512_000,
      MAX_DELAY_MS,
      MAX_DELAY_MS,
    ]);
    const start = new Date("2026-01-01T00:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    const reserve = (ms: number) =>
      reserveSignIn({ db, account: "cap@example.com", address: "192.0.2.77", now: at(ms) });
    let clock = 0;
    for (let i = 0; i < 5; i++) expect(await reserve(clock)).toBe(0);
    expect(await reserve(clock + 999)).toBe(1);
    clock += 1000;
    expect(await reserve(clock)).toBe(0);
    // A count left alone for a day starts again.
    clock += 25 * 3600 * 1000;
    for (let i = 0; i < 5; i++) expect(await reserve(clock)).toBe(0);
    expect(await reserve(clock)).toBe(1000);
  });
});
