// Another user's document does not exist for them: every document route answers 404, and nothing of
// the owner's document changes. A visitor gets 401. Ids and section indexes are validated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let id: string;
let outline: { title: string; plan: { sections: unknown[] } };

beforeAll(async () => {
  t = await startTestApp({ work: false });
  owner = await t.signUp("Owner");
  other = await t.signUp("Someone Else");
  // Manual mode, waiting for the outline: the state in which the most routes would act.
  const state = await buildDocument(t.services.db, {
    user: owner,
    status: "READY",
    automaticMode: false,
    awaiting: "OUTLINE",
    sections: 3,
  });
  id = state.doc.id;
  outline = {
    title: "An outline",
    plan: {
      sections: state.sections.map((s) => ({
        title: s.title,
        description: s.description,
        subSections: s.subSections.map((q) => ({ question: q.question, searchQuery: q.searchQuery })),
      })),
    },
  };
});
afterAll(async () => {
  await t.close();
});

const routes = (): [string, string, unknown?][] => [
  ["GET", `/api/document/${id}`],
  ["POST", `/api/document/${id}/archive`],
  ["POST", `/api/document/${id}/restore`],
  ["POST", `/api/document/${id}/retry`],
  ["PUT", `/api/document/${id}/summary`, { summary: "A summary of my own. ".repeat(40) }],
  ["POST", `/api/document/${id}/summary/regenerate`],
  ["POST", `/api/document/${id}/plan`],
  ["PUT", `/api/document/${id}/outline`, outline],
  ["POST", `/api/document/${id}/outline/section`, { outline }],
  ["POST", `/api/document/${id}/outline/question`, { outline, section: outline.plan.sections[0] }],
  ["POST", `/api/document/${id}/write`],
  ["GET", `/api/document/${id}/section/0/fetch/edge`],
  ["POST", `/api/document/${id}/section/0/fetch/edge`],
  ["GET", `/api/document/${id}/watch/edge`],
  ["GET", `/api/document/${id}/download?format=md`],
  ["GET", `/api/document/${id}/evidence`],
  ["POST", `/api/document/${id}/evidence/recheck`],
  ["POST", `/api/document/${id}/feedback/rating?target=summary&isPositive=true`],
  ["POST", `/api/document/${id}/feedback/comment`, { comment: "Not mine to judge", suggestions: [] }],
  ["POST", `/api/document/${id}/feature`],
  ["DELETE", `/api/document/${id}/feature`],
  ["GET", `/api/document/${id}/like`],
  ["POST", `/api/document/${id}/like`],
  ["DELETE", `/api/document/${id}/like`],
  // Last: another user's delete must leave the paper as it was for the checks after the loop.
  ["DELETE", `/api/document/${id}`],
];

it("covers every route the app mounts under /api/document/{id} (a new route must join this matrix)", () => {
  const mounted = t.app.routes
    .filter((r) => ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(r.method))
    .filter((r) => r.path.startsWith("/api/document/:id"))
    .map((r) => `${r.method} ${r.path}`);
  const listed = new Set(
    routes().map(
      ([method, url]) =>
        `${method} ${url.split("?")[0]!.replace(id, ":id").replace("/section/0/", "/section/:sectionIndex/")}`,
    ),
  );
  expect(mounted.length).toBeGreaterThan(10);
  expect(mounted.filter((r) => !listed.has(r))).toEqual([]);
});

async function documentOf(user: TestUser): Promise<PresentedDocument> {
  const res = await t.request(`/api/document/${id}`, { user });
  return ((await res.json()) as { document: PresentedDocument }).document;
}

describe("another user's document", () => {
  it("is 404 DOCUMENT_NOT_FOUND on every document route, and stays as it was", async () => {
    const before = await documentOf(owner);
    for (const [method, path, json] of routes()) {
      const res = await t.request(path, { method, user: other, ...(json ? { json } : {}) });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("DOCUMENT_NOT_FOUND");
    }
    const after = await documentOf(owner);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.archivedAt).toBeNull();
    expect(after.content.plan.sections.map((s) => s.title)).toEqual(
      before.content.plan.sections.map((s) => s.title),
    );
  });

  it("asks a visitor to sign in (401) on every document route", async () => {
    for (const [method, path, json] of routes()) {
      const res = await t.request(path, { method, ...(json ? { json } : {}) });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
    }
  });

  it("is shown to its owner", async () => {
    expect((await documentOf(owner)).id).toBe(id);
  });
});

describe("path parameters", () => {
  it("answers 404 for an id that names no document, and 400 for a section index that is not one", async () => {
    for (const path of ["/api/document/not-an-id", "/api/document/00000000-0000-4000-8000-000000000000"]) {
      const res = await t.request(path, { user: owner });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("DOCUMENT_NOT_FOUND");
    }
    for (const index of ["-1", "x", "1.5"]) {
      const res = await t.request(`/api/document/${id}/section/${index}/fetch/edge`, { user: owner });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: "INVALID_SECTION_INDEX", message: "The section index is not valid." },
      });
    }
  });
});
