import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("sessions", () => {
  it("answers 401 with the error shape without a session", async () => {
    const res = await t.request("/api/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: "UNAUTHORIZED", message: "Please sign in to continue." },
    });
  });

  it("serves the public config and health check without a session", async () => {
    expect((await t.request("/healthz")).status).toBe(200);
    const config = await (await t.request("/api/config")).json();
    expect(config.locales).toHaveLength(15);
    expect(config.features.advancedOptions).toBe(true);
  });

  it("answers unknown API routes with a 404 in the error shape", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/nothing-here", { user });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });

  it("signs a person in at sign-up and out at sign-out", async () => {
    const user = await t.signUp("Ada Lovelace");
    const me = await t.request("/api/user", { user });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ name: "Ada Lovelace", email: user.email });
    const out = await t.request("/api/auth/sign-out", { method: "POST", user, json: {} });
    expect(out.status).toBe(200);
    expect((await t.request("/api/user", { user })).status).toBe(401);
  });
});

describe("PATCH /api/user", () => {
  it("renames, trimming the name", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/user", { method: "PATCH", user, json: { name: "  Grace Hopper " } });
    expect(res.status).toBe(200);
    const me = await (await t.request("/api/user", { user })).json();
    expect(me.user.name).toBe("Grace Hopper");
  });

  it("refuses an empty name with INVALID_NAME", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/user", { method: "PATCH", user, json: { name: "   " } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("INVALID_NAME");
  });

  it("refuses a malformed email with INVALID_EMAIL", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/user", { method: "PATCH", user, json: { email: "not-an-email" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("INVALID_EMAIL");
  });

  it("lowercases and trims a new email and sends the verification mail to the outbox", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/user", {
      method: "PATCH",
      user,
      json: { email: "  New.Address@Example.COM " },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ emailSent: true, message: "Email Sent" });
    const outbox = path.join(t.dataDir, "outbox");
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), "utf8"));
    const mail = mails.find((m) => m.includes("To: new.address@example.com"));
    expect(mail).toBeDefined();
    expect(mail).toContain("/api/auth/verify-email?token=");
  });
});

describe("the interface language saved with the account", () => {
  it("follows the browser (null) until the person chooses one", async () => {
    const user = await t.signUp();
    const me = await (await t.request("/api/user", { user })).json();
    expect(me.user.locale).toBeNull();
  });

  it("keeps a chosen language for every session of the account, and forgets it on null", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/user", { method: "PATCH", user, json: { locale: "ar" } });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ locale: "ar", email: user.email });
    // Another device: a second sign-in of the same account reads the saved language.
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: user.email, password: "correct-horse-battery" },
    });
    expect(signIn.status).toBe(200);
    const other = { ...user, cookie: (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
    expect(other.cookie).not.toBe(user.cookie);
    expect((await (await t.request("/api/user", { user: other })).json()).user.locale).toBe("ar");
    await t.request("/api/user", { method: "PATCH", user, json: { locale: null } });
    expect((await (await t.request("/api/user", { user: other })).json()).user.locale).toBeNull();
  });

  it("refuses a locale outside the 15 with LOCALE_NOT_SUPPORTED and keeps the saved one", async () => {
    const user = await t.signUp();
    await t.request("/api/user", { method: "PATCH", user, json: { locale: "de" } });
    for (const locale of ["xx", "de-DE", "", "fa"]) {
      const res = await t.request("/api/user", { method: "PATCH", user, json: { locale } });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toEqual({
        code: "LOCALE_NOT_SUPPORTED",
        message: "Locale not supported",
      });
    }
    const wrongType = await t.request("/api/user", { method: "PATCH", user, json: { locale: 7 } });
    expect(wrongType.status).toBe(400);
    expect((await (await t.request("/api/user", { user })).json()).user.locale).toBe("de");
  });

  it("changes only the caller's language", async () => {
    const ada = await t.signUp();
    const grace = await t.signUp();
    await t.request("/api/user", { method: "PATCH", user: ada, json: { locale: "ja" } });
    expect((await (await t.request("/api/user", { user: grace })).json()).user.locale).toBeNull();
  });
});
