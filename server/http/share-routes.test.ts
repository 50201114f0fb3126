import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ work: false });
});
afterAll(async () => {
  await t.close();
});

async function create(user: Awaited<ReturnType<TestApp["signUp"]>>, query: string) {
  const res = await t.request("/api/document", { method: "POST", user, json: { query } });
  return ((await res.json()) as { document: { id: string } }).document.id;
}

describe("GET /api/share/{id}", () => {
  it("shows a paper to anyone with the link, read-only, and 404 for an unknown id", async () => {
    const owner = await t.signUp("Owner");
    const id = await create(owner, "Shared question");
    const visitor = await t.request(`/api/share/${id}`);
    expect(visitor.status).toBe(200);
    const { document } = (await visitor.json()) as { document: { id: string; can: Record<string, boolean> } };
    expect(document.id).toBe(id);
    expect(document.can).toEqual({ edit: false, archive: false, retry: false });
    const missing = await t.request("/api/share/no-such-paper");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("DOCUMENT_NOT_FOUND");
  });
});

describe("GET /api/featured", () => {
  it("lists featured complete papers of every user with their author, never archived or unfinished ones", async () => {
    const author = await t.signUp("Featured Author");
    const reader = await t.signUp("Reader");
    const shown = await create(author, "A featured paper");
    const unfinished = await create(author, "Featured but still working");
    const archived = await create(author, "Featured then archived");
    const plain = await create(author, "Not featured");
    const db = t.services.db;
    await db.update(documents).set({ featured: true, status: "COMPLETE" }).where(eq(documents.id, shown));
    await db.update(documents).set({ featured: true }).where(eq(documents.id, unfinished));
    await db
      .update(documents)
      .set({ featured: true, status: "COMPLETE", archivedAt: new Date() })
      .where(eq(documents.id, archived));
    await db.update(documents).set({ status: "COMPLETE" }).where(eq(documents.id, plain));
    expect((await t.request("/api/featured")).status).toBe(401);
    const page = (await (await t.request("/api/featured", { user: reader })).json()) as {
      items: { id: string; user?: { name: string } }[];
      nextCursor: string | null;
    };
    expect(page.items.map((d) => d.id)).toEqual([shown]);
    expect(page.items[0]?.user?.name).toBe("Featured Author");
    expect(page.nextCursor).toBeNull();
  });
});
