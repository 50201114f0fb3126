// '(Pro only)' models and languages from the configuration (issue 17 item 6): listed as Pro only in
// /api/config, and refused by the server with 403 PRO_ONLY, since no account holds a Pro plan.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicConfig } from "../../common/types";
import { startTestApp, type TestApp } from "../test/harness";

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; detail?: string } }).error;

describe("PRO_ONLY_MODELS and PRO_ONLY_LOCALES", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      work: false,
      env: { PRO_ONLY_MODELS: "gpt-4o", PRO_ONLY_LOCALES: "ja, AR" },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it("lists them as Pro only", async () => {
    const config = (await (await app.request("/api/config")).json()) as PublicConfig;
    expect(config.proOnlyLocales).toEqual(["ja", "ar"]);
    const byId = new Map(config.models.map((m) => [m.id, m]));
    expect(byId.get("gpt-4o")).toMatchObject({ proOnly: true, enabled: false });
    // PRO_ONLY_MODELS replaces the built-in choice (claude-3 is Pro only by default).
    expect(byId.get("claude-3")?.proOnly).toBe(false);
  });

  it("refuses a Pro-only model or language with 403 PRO_ONLY and creates nothing", async () => {
    const user = await app.signUp();
    const post = (json: Record<string, unknown>) =>
      app.request("/api/document", {
        method: "POST",
        user,
        json: { query: "Why is the sky blue?", ...json },
      });
    let res = await post({ model: "gpt-4o" });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: "PRO_ONLY",
      message: "This option is available on the Pro plan only.",
      detail: "gpt-4o",
    });
    res = await post({ model: "offline", locale: "ar" });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe("PRO_ONLY");
    // A model that is merely not configured is still 400 MODEL_NOT_AVAILABLE, not a Pro refusal.
    res = await post({ model: "claude-3" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("MODEL_NOT_AVAILABLE");
    const list = await app.request("/api/document", { user });
    expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(0);

    res = await post({ model: "offline", locale: "de" });
    expect(res.status).toBe(201);
  });
});

describe("defaults", () => {
  it("claude-3 is Pro only and no language is", async () => {
    const app = await startTestApp({ work: false });
    try {
      const config = (await (await app.request("/api/config")).json()) as PublicConfig;
      expect(config.proOnlyLocales).toEqual([]);
      expect(config.models.filter((m) => m.proOnly).map((m) => m.id)).toEqual(["claude-3"]);
      const user = await app.signUp();
      const res = await app.request("/api/document", {
        method: "POST",
        user,
        json: { query: "Why?", model: "claude-3" },
      });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe("PRO_ONLY");
    } finally {
      await app.close();
    }
  });
});
