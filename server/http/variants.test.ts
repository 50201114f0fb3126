// The instance's variants enforced by the server: a free trial that ends, a paper quota per account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOperatorCommand } from "../cli/operator";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe("free trial (FEATURE_DEMO with DEMO_EXPIRES_AT)", () => {
  let expired: TestApp;
  let running: TestApp;
  beforeAll(async () => {
    expired = await startTestApp({
      work: false,
      env: {
        FEATURE_DEMO: "true",
        DEMO_EXPIRES_AT: "2020-01-31",
        DEMO_CONTACT_URL: "mailto:sales@example.com",
      },
    });
    running = await startTestApp({
      work: false,
      env: { FEATURE_DEMO: "true", DEMO_EXPIRES_AT: "2999-12-31T18:00:00Z" },
    });
  });
  afterAll(async () => {
    await expired.close();
    await running.close();
  });

  it("refuses every call that starts or pays for work after the end, with the spec's text", async () => {
    const user = await expired.signUp();
    const create = await expired.request("/api/document", { method: "POST", user, json: { query: "Why?" } });
    expect(create.status).toBe(403);
    expect(await errorOf(create)).toEqual({ code: "TRIAL_EXPIRED", message: "Your free trial has expired" });

    const ready = await buildDocument(expired.services.db, {
      user,
      status: "READY",
      automaticMode: false,
      awaiting: "OUTLINE",
      sections: 3,
    });
    const failed = await buildDocument(expired.services.db, {
      user,
      status: "ERROR",
      error: { step: "search", message: "down" },
    });
    const calls: [string, string][] = [
      [`/api/document/${ready.doc.id}/plan`, "POST"],
      [`/api/document/${ready.doc.id}/write`, "POST"],
      [`/api/document/${ready.doc.id}/summary/regenerate`, "POST"],
      [`/api/document/${failed.doc.id}/retry`, "POST"],
    ];
    const outline = { title: "A paper", plan: { sections: [{ id: 0, title: "Tides", subSections: [] }] } };
    for (const [path, json] of [
      [`/api/document/${ready.doc.id}/outline/section`, { outline }],
      [`/api/document/${ready.doc.id}/outline/question`, { outline, section: 0 }],
    ] as const) {
      const res = await expired.request(path, { method: "POST", user, json });
      expect(res.status, path).toBe(403);
      expect((await errorOf(res)).code, path).toBe("TRIAL_EXPIRED");
    }
    for (const [path, method] of calls) {
      const res = await expired.request(path, { method, user });
      expect(res.status, path).toBe(403);
      expect((await errorOf(res)).code, path).toBe("TRIAL_EXPIRED");
    }
  });

  it("keeps existing papers readable, listed and archivable after the end", async () => {
    const user = await expired.signUp();
    const done = await buildDocument(expired.services.db, { user, status: "COMPLETE", sections: 3 });
    expect((await expired.request(`/api/document/${done.doc.id}`, { user })).status).toBe(200);
    const list = (await (await expired.request("/api/document", { user })).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(1);
    expect(
      (await expired.request(`/api/document/${done.doc.id}/archive`, { method: "POST", user })).status,
    ).toBe(200);
  });

  it("tells the app whether the trial has ended and where to get in touch", async () => {
    const before = (await (await running.request("/api/config")).json()) as {
      features: {
        demo: { enabled: boolean; expired: boolean; expiresAt: string; contactURL: string | null };
      };
    };
    expect(before.features.demo).toEqual({
      enabled: true,
      expired: false,
      expiresAt: "2999-12-31T18:00:00.000Z",
      contactURL: null,
    });
    const after = (await (await expired.request("/api/config")).json()) as typeof before;
    expect(after.features.demo).toEqual({
      enabled: true,
      expired: true,
      expiresAt: "2020-01-31T00:00:00.000Z",
      contactURL: "mailto:sales@example.com",
    });
  });

  it("lets papers start while the trial runs", async () => {
    const user = await running.signUp();
    const res = await running.request("/api/document", { method: "POST", user, json: { query: "Why?" } });
    expect(res.status).toBe(201);
  });
});

describe("paper quota (PAPER_QUOTA, treatise quota set)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ work: false, env: { PAPER_QUOTA: "2" } });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (user: TestUser) =>
    t.request("/api/document", { method: "POST", user, json: { query: "How do tides form?" } });

  it("stops creation at the quota, archived papers still counting", async () => {
    const user = await t.signUp();
    const first = (await (await create(user)).json()) as { document: { id: string } };
    expect((await create(user)).status).toBe(201);
    await t.request(`/api/document/${first.document.id}/archive`, { method: "POST", user });
    const third = await create(user);
    expect(third.status).toBe(403);
    expect((await errorOf(third)).code).toBe("PAPER_QUOTA_REACHED");
    const me = (await (await t.request("/api/user", { user })).json()) as { user: { paperQuota: number } };
    expect(me.user.paperQuota).toBe(2);
    const count = (await (await t.request("/api/user/document-count", { user })).json()) as { count: number };
    expect(count.count).toBe(2);
  });

  it("is raised for one account by an operator, and no other", async () => {
    const raised = await t.signUp();
    const other = await t.signUp();
    for (const user of [raised, other]) {
      expect((await create(user)).status).toBe(201);
      expect((await create(user)).status).toBe(201);
    }
    const result = await runOperatorCommand(
      ["quota", "set", raised.email.toUpperCase(), "3"],
      t.services.database,
    );
    expect(result).toEqual({ code: 0, out: `${raised.email} may now create 3 papers in all.` });
    expect((await create(raised)).status).toBe(201);
    expect((await create(raised)).status).toBe(403);
    expect((await create(other)).status).toBe(403);
    const me = (await (await t.request("/api/user", { user: raised })).json()) as {
      user: { paperQuota: number };
    };
    expect(me.user.paperQuota).toBe(3);
  });

  it("answers bad operator usage with exit code 2 and an unknown account with 1", async () => {
    expect((await runOperatorCommand(["quota", "set", "a@b.c", "many"], t.services.database)).code).toBe(2);
    expect((await runOperatorCommand(["quota", "set"], t.services.database)).code).toBe(2);
    expect((await runOperatorCommand(["quota", "raise", "a@b.c", "3"], t.services.database)).code).toBe(2);
    const missing = await runOperatorCommand(
      ["quota", "set", "nobody@example.com", "3"],
      t.services.database,
    );
    expect(missing).toEqual({ code: 1, err: "No account with the email nobody@example.com." });
  });

  it("has no quota when none is set", async () => {
    const free = await startTestApp({ work: false });
    try {
      const user = await free.signUp();
      const me = (await (await free.request("/api/user", { user })).json()) as { user: { paperQuota: null } };
      expect(me.user.paperQuota).toBeNull();
    } finally {
      await free.close();
    }
  });
});
