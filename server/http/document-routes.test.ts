import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  // No search provider is reachable and the workers are off: these tests are about the request only.
  t = await startTestApp({ work: false });
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/document validation", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["an empty query", { query: "   " }, "Please enter a question"],
    ["no search type", { query: "Why?", searchTypes: [] }, "Choose at least one search type"],
    ["an unknown locale", { query: "Why?", locale: "xx" }, "Locale not supported"],
    ["too many sections", { query: "Why?", numberOfSections: 11 }, "Choose from 3 to 10 sections"],
    ["too few sections", { query: "Why?", numberOfSections: 2 }, "Choose from 3 to 10 sections"],
    [
      "a fractional number of sections",
      { query: "Why?", numberOfSections: 4.5 },
      "Choose from 3 to 10 sections",
    ],
    ["an unknown model", { query: "Why?", model: "gpt-17" }, "invalid model name"],
    ["a model without its key", { query: "Why?", model: "gemini-1.5-pro" }, "invalid model name"],
    [
      "more than 20 custom sources",
      { query: "Why?", customSources: Array.from({ length: 21 }, (_, i) => ({ id: `s${i}` })) },
      "Add up to 20 sources",
    ],
    [
      "a custom source that is not the user's",
      { query: "Why?", customSources: [{ id: "nope" }] },
      "not found",
    ],
  ];
  for (const [name, body, message] of cases) {
    it(`refuses ${name} with a 400`, async () => {
      const user = await t.signUp();
      const res = await t.request("/api/document", { method: "POST", user, json: body });
      expect(res.status).toBe(400);
      const error = ((await res.json()) as { error: { code: string; message: string; detail?: string } })
        .error;
      expect(`${error.message} ${error.detail ?? ""}`).toContain(message);
    });
  }

  it("answers 401 without a session and refuses a body that is not JSON", async () => {
    expect((await t.request("/api/document", { method: "POST", json: { query: "Why?" } })).status).toBe(401);
    const user = await t.signUp();
    const res = await t.request("/api/document", {
      method: "POST",
      user,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });

  it("creates a document on the offline engine by default when no model key is set, with the spec's settings", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/document", {
      method: "POST",
      user,
      json: { query: "  Why is the sky blue? " },
    });
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: { id: string } };
    const doc = (await (await t.request(`/api/document/${document.id}`, { user })).json()).document;
    expect(doc.content.settings).toMatchObject({
      llm: {
        llmProvider: "OFFLINE",
        modelId: "offline",
        temperature: 0.7,
        topP: 1,
        frequencyPenalty: 0,
        presencePenalty: 0,
        streaming: true,
      },
      locale: "en",
      automaticMode: true,
      searchTypes: ["web", "news", "scholar"],
      numberOfSections: 5,
    });
    expect(doc.content.summary.userQuery).toBe("Why is the sky blue?");
    expect(doc.content.engine).toBe("offline");
    const list = (await (await t.request("/api/document", { user })).json()) as { items: { id: string }[] };
    expect(list.items.map((d) => d.id)).toEqual([document.id]);
  });

  it("archives and restores, moving the document between the two lists", async () => {
    const user = await t.signUp();
    const { doc } = await buildDocument(t.services.db, { user, status: "COMPLETE", sections: 3 });
    await t.request(`/api/document/${doc.id}/archive`, { method: "POST", user });
    let list = await (await t.request("/api/document", { user })).json();
    let archived = await (await t.request("/api/document/archived", { user })).json();
    expect(list.items).toHaveLength(0);
    expect(archived.items.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    await t.request(`/api/document/${doc.id}/restore`, { method: "POST", user });
    list = await (await t.request("/api/document", { user })).json();
    archived = await (await t.request("/api/document/archived", { user })).json();
    expect(list.items.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect(archived.items).toHaveLength(0);
  });

  it("pages the list 25 at a time with a cursor, newest first", async () => {
    const user = await t.signUp();
    const start = Date.parse("2026-11-01T00:00:00Z");
    for (let i = 0; i < 27; i++) {
      await buildDocument(t.services.db, {
        user,
        query: `Question ${i}`,
        createdAt: new Date(start + i * 60_000),
      });
    }
    const first = await (await t.request("/api/document", { user })).json();
    expect(first.items).toHaveLength(25);
    expect(first.items[0].title).toBe("Question 26");
    const second = await (await t.request(`/api/document?cursor=${first.nextCursor}`, { user })).json();
    expect(second.items.map((d: { title: string }) => d.title)).toEqual(["Question 1", "Question 0"]);
    expect(second.nextCursor).toBeNull();
    const bad = await t.request("/api/document?cursor=%%%", { user });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("INVALID_CURSOR");
  });
});

describe("hosted mode", () => {
  it("refuses a paper past the hosted cap with PAPER_CAP_REACHED", async () => {
    const hosted = await startTestApp({ work: false, env: { HOSTED_PAPER_CAP: "2" } });
    try {
      const user = await hosted.signUp();
      const create = () => hosted.request("/api/document", { method: "POST", user, json: { query: "Why?" } });
      expect((await create()).status).toBe(201);
      expect((await create()).status).toBe(201);
      const third = await create();
      expect(third.status).toBe(403);
      expect(((await third.json()) as { error: { code: string } }).error.code).toBe("PAPER_CAP_REACHED");
    } finally {
      await hosted.close();
    }
  });
});
