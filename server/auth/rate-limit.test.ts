import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { NODE_ENV: "production", TRUST_PROXY: "true" }, work: false });
});
afterAll(async () => {
  await t.close();
});

const signIn = (from: string) =>
  t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "x-forwarded-for": `203.0.113.9, ${from}`, "x-treatise-client-address": "1.2.3.4" },
    json: { email: "nobody@example.com", password: "wrong-password-1" },
  });

describe("sign-in rate limit", () => {
  it("limits each client address on its own, from the address the trusted proxy saw", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn("10.0.0.1")).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // Another person is not locked out by the first one's attempts (nor by a forged address header).
    expect((await signIn("10.0.0.2")).status).toBe(401);
  });
});
