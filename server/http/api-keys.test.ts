// Personal API keys: created with a name and shown once, listed without the secret, used as
// `Authorization: Bearer` on every /api route as their owner (another user's papers stay 404), revoked → 401.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedApiKey, PresentedApiKey } from "../../common/types";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await startTestApp({ work: false });
  owner = await t.signUp("Key Owner");
  other = await t.signUp("Someone Else");
});
afterAll(async () => {
  await t.close();
});

/** A script's request: no cookie, no Origin, only the key. */
const withKey = (key: string, pathname: string, init: RequestInit = {}) =>
  t.app.request(`http://localhost${pathname}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${key}` },
  });

async function createKey(user: TestUser, name: string): Promise<CreatedApiKey> {
  const res = await t.request("/api/user/api-keys", {
    method: "POST",
    user,
    json: { name, password: "correct-horse-battery" },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedApiKey;
}

describe("personal API keys", () => {
  it("creates a key shown once, lists it without the secret, and signs a script in with it", async () => {
    const created = await createKey(owner, "My script");
    expect(created.name).toBe("My script");
    expect(created.key).toMatch(/^trt_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const list = await t.request("/api/user/api-keys", { user: owner });
    const body = (await list.json()) as { apiKeys: PresentedApiKey[] };
    expect(body.apiKeys.map((k) => k.name)).toContain("My script");
    expect(JSON.stringify(body)).not.toContain(created.key);
    expect(body.apiKeys.find((k) => k.id === created.id)?.lastUsedAt).toBeNull();

    const me = await withKey(created.key, "/api/user");
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(owner.id);

    const after = (await (await t.request("/api/user/api-keys", { user: owner })).json()) as {
      apiKeys: PresentedApiKey[];
    };
    expect(after.apiKeys.find((k) => k.id === created.id)?.lastUsedAt).not.toBeNull();
  });

  it("writes as the owner with the key (a state-changing call from a script with no Origin)", async () => {
    const { key } = await createKey(owner, "Writer");
    const res = await withKey(key, "/api/document", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "How do bees find flowers?", automaticMode: false }),
    });
    expect(res.status).toBeLessThan(300);
    const list = await withKey(key, "/api/document");
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain("How do bees find flowers?");
  });

  it("keeps another user's papers 404 with a key", async () => {
    const { doc } = await buildDocument(t.services.db, { user: other, status: "COMPLETE" });
    const { key } = await createKey(owner, "Curious");
    expect((await withKey(key, `/api/document/${doc.id}`)).status).toBe(404);
    expect((await withKey(key, `/api/document/${doc.id}/archive`, { method: "POST" })).status).toBe(404);
    // and the owner's own key cannot revoke another user's key
    const theirs = await createKey(other, "Theirs");
    expect((await withKey(key, `/api/user/api-keys/${theirs.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await withKey(theirs.key, "/api/user")).status).toBe(200);
  });

  it("refuses a revoked key at once with 401, and an unknown or malformed one", async () => {
    const created = await createKey(owner, "Short-lived");
    expect((await withKey(created.key, "/api/user")).status).toBe(200);
    const revoked = await t.request(`/api/user/api-keys/${created.id}`, { method: "DELETE", user: owner });
    expect(revoked.status).toBe(200);
    const res = await withKey(created.key, "/api/user");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("INVALID_API_KEY");
    expect((await withKey("trt_not-a-key", "/api/user")).status).toBe(401);
    expect((await withKey("x".repeat(5000), "/api/user")).status).toBe(401);
    // A wrong key never falls back to the cookie sent with it.
    const both = await t.request("/api/user", {
      user: owner,
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(both.status).toBe(401);
    // Revoking it again, or a malformed id: 404 with its own code.
    const again = await t.request(`/api/user/api-keys/${created.id}`, { method: "DELETE", user: owner });
    expect(again.status).toBe(404);
    expect((await t.request("/api/user/api-keys/%00", { method: "DELETE", user: owner })).status).toBe(404);
  });

  it("asks for a name of 1–100 characters", async () => {
    for (const name of ["", "   ", "x".repeat(101)]) {
      const res = await t.request("/api/user/api-keys", {
        method: "POST",
        user: owner,
        json: { name, password: "correct-horse-battery" },
      });
      expect(res.status).toBe(400);
    }
    const nul = await t.request("/api/user/api-keys", {
      method: "POST",
      user: owner,
      json: { name: "a\u0000b", password: "correct-horse-battery" },
    });
    expect(((await nul.json()) as { error: { code: string } }).error.code).toBe("INVALID_TEXT");
  });

  it("asks for the account's password again: a session alone (or a key) cannot make a key", async () => {
    const create = (json: unknown) => t.request("/api/user/api-keys", { method: "POST", json, user: owner });
    const missing = await create({ name: "No password" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { detail: string } }).error.detail).toBe(
      "password: Enter your password to create a key",
    );
    const wrong = await create({ name: "Wrong", password: "not-my-password" });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({
      error: { code: "WRONG_PASSWORD", message: "The password is not correct." },
    });
    const names = (await (await t.request("/api/user/api-keys", { user: owner })).json()) as {
      apiKeys: PresentedApiKey[];
    };
    expect(names.apiKeys.map((k) => k.name)).not.toContain("Wrong");
    expect(names.apiKeys.map((k) => k.name)).not.toContain("No password");
  });

  it("lets the password be guessed no more often than at sign-in", async () => {
    const guessed = await t.signUp("Guessed");
    const create = (password: string) =>
      t.request("/api/user/api-keys", { method: "POST", user: guessed, json: { name: "Guess", password } });
    for (let i = 0; i < 5; i++) expect((await create(`wrong-${i}-password`)).status).toBe(403);
    const held = await create("correct-horse-battery");
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toBe("1");
    expect(((await held.json()) as { error: { code: string } }).error.code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("needs a signed-in person to manage keys", async () => {
    expect((await t.request("/api/user/api-keys")).status).toBe(401);
    expect((await t.request("/api/user/api-keys", { method: "POST", json: { name: "x" } })).status).toBe(401);
  });
});
