import { afterEach, describe, expect, it } from "vitest";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let t: ResearchApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe("failures, retries and repairs", () => {
  it("retries a step whose model answered malformed JSON, then goes on", async () => {
    t = await startResearchApp({
      model: {
        override: (kind, n) => (kind === "refine" && n === 1 ? '{"queries": [ {"query": "oops"' : undefined),
      },
    });
    const user = await t.signUp();
    const id = await t.create(user);
    const doc = await t.waitFor(user, id);
    expect(doc.status).toBe("COMPLETE");
    expect(t.calls.refine).toBe(2);
  });

  it("puts the document in ERROR with the step and the spec's text when the model never gives a valid answer", async () => {
    t = await startResearchApp({
      model: {
        override: (kind) => (kind === "plan" ? JSON.stringify({ title: "x", sections: [] }) : undefined),
      },
    });
    const user = await t.signUp();
    const id = await t.create(user);
    const doc = await t.waitFor(user, id);
    expect(doc.status).toBe("ERROR");
    expect(doc.content.error?.step).toBe("plan");
    expect(doc.content.error?.message).toContain("validation failed");
    expect(doc.can.retry).toBe(true);
  });

  it("never lets a citation to a page that was not read into the paper", async () => {
    t = await startResearchApp({
      model: {
        override: (kind, _n, prompt) =>
          kind === "section"
            ? `${/\n- (.+)/.exec(prompt)?.[1] ?? "A fact."} [1] Invented claim [42]. Another [1, 17].`
            : undefined,
      },
    });
    const user = await t.signUp();
    const id = await t.create(user);
    const doc = await t.waitFor(user, id);
    expect(doc.status).toBe("COMPLETE");
    for (const s of doc.content.plan.sections) {
      expect(s.content).not.toMatch(/\[(42|17)\]/);
      expect(s.content).toContain("Invented claim.");
    }
    expect(doc.content.references?.length).toBeGreaterThan(0);
  });

  it("resumes from the first missing step on Retry, without repeating paid steps", async () => {
    let broken = true;
    t = await startResearchApp({
      model: { override: (kind) => (kind === "section" && broken ? "" : undefined) },
    });
    const app = t;
    // An empty section answer is not a failure of the model call; make writing throw instead.
    const user = await app.signUp();
    const engineFor = app.services.research.engineFor;
    app.services.research.engineFor = (settings) => {
      const engine = engineFor(settings);
      return {
        ...engine,
        writeSection: async (call, input) => {
          if (broken) throw new Error("The model provider is down");
          return engine.writeSection(call, input);
        },
      };
    };
    const id = await app.create(user);
    let doc = await app.waitFor(user, id);
    expect(doc.status).toBe("ERROR");
    expect(doc.content.error?.step).toMatch(/^section-write \(section \d\)$/);
    expect(doc.content.error?.message).toBe("The model provider is down");
    const before = { ...app.calls };
    const searches = app.web.searches();
    broken = false;
    const res = await app.request(`/api/document/${id}/retry`, { method: "POST", user });
    expect(res.status).toBe(200);
    doc = await app.waitFor(user, id);
    expect(doc.status).toBe("COMPLETE");
    // Nothing saved before the failure was asked again.
    for (const kind of ["refine", "summary", "plan", "extract", "urls"])
      expect(app.calls[kind]).toBe(before[kind]);
    expect(app.web.searches()).toBe(searches);
    expect(doc.content.events.filter((e) => e === "Generated Refined Queries")).toHaveLength(1);
  });
});

describe("who may see a document", () => {
  it("answers 404 to another user on every document route", async () => {
    t = await startResearchApp();
    const owner = await t.signUp();
    const other = await t.signUp();
    const id = await t.create(owner);
    const routes: [string, string, unknown?][] = [
      ["GET", `/api/document/${id}`],
      ["POST", `/api/document/${id}/archive`],
      ["POST", `/api/document/${id}/restore`],
      ["POST", `/api/document/${id}/retry`],
      ["PUT", `/api/document/${id}/summary`, { summary: "x".repeat(600) }],
      ["POST", `/api/document/${id}/summary/regenerate`],
      ["POST", `/api/document/${id}/plan`],
      ["PUT", `/api/document/${id}/outline`, { title: "t", plan: { sections: [] } }],
      ["POST", `/api/document/${id}/outline/section`, { outline: { title: "t", plan: { sections: [] } } }],
      [
        "POST",
        `/api/document/${id}/outline/question`,
        { outline: { title: "t", plan: { sections: [] } }, section: { title: "s", subSections: [] } },
      ],
      ["POST", `/api/document/${id}/write`],
      ["GET", `/api/document/${id}/section/0/fetch/edge`],
      ["POST", `/api/document/${id}/section/0/fetch/edge`],
      ["GET", `/api/document/${id}/watch/edge?updatedAt=0`],
    ];
    for (const [method, path, json] of routes) {
      const res = await t.request(path, { method, user: other, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("DOCUMENT_NOT_FOUND");
    }
    const list = (await (await t.request("/api/document", { user: other })).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(0);
    await t.waitFor(owner, id);
  });
});
