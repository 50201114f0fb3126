// GET /api/document/{id} keeps the shared part of its answer between reads (presenters/document-cache.ts).
// After every kind of change — made through the API, through updateDocument, or by a plain UPDATE that
// bumps nothing (as a section's streamed text is saved) — the next read is exactly what a fresh read of
// the database presents; the reader's own like, feedback and `can` are never another reader's; a document
// another user may not see, or one deleted, is 404 even while its answer is cached.
import { gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { documentSections, documents, pageAnalyses } from "../db/schema";
import { feedbackGiven } from "../documents/feedback";
import { loadStateForViewer, updateDocument } from "../documents/store";
import { presentDocument } from "../presenters/document";
import { documentCacheOf } from "../presenters/document-cache";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";

describe.each([
  { gzip: false, mode: "plain" },
  { gzip: true, mode: "gzip accepted, as a browser asks" },
])("GET /api/document/{id} with its cached answer ($mode)", ({ gzip }) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let id: string;
  let othersId: string;

  beforeAll(async () => {
    t = await startTestApp({ work: false });
    owner = await t.signUp("Owner");
    other = await t.signUp("Other");
    const spec = (user: TestUser) => ({
      user,
      status: "COMPLETE" as const,
      title: "Tides of Jupiter",
      sections: [
        {
          title: "Io",
          status: "COMPLETE" as const,
          content: "Io text.",
          analyses: [{ url: "https://a.example/1" }],
        },
        {
          title: "Europa",
          status: "COMPLETE" as const,
          content: "Europa text.",
          urls: ["https://a.example/2"],
        },
      ],
    });
    id = (await buildDocument(t.services.db, spec(owner))).doc.id;
    othersId = (await buildDocument(t.services.db, spec(other))).doc.id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function read(
    user: TestUser,
    documentId = id,
  ): Promise<{ status: number; document?: PresentedDocument }> {
    const headers = gzip ? { "accept-encoding": "gzip, deflate, br, zstd" } : undefined;
    const res = await t.request(`/api/document/${documentId}`, { user, headers });
    if (res.status !== 200) return { status: res.status };
    // As a browser asks: the paper comes gzipped (and only then).
    expect(res.headers.get("content-encoding")).toBe(gzip ? "gzip" : null);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = (gzip ? gunzipSync(bytes) : bytes).toString("utf8");
    return { status: 200, document: (JSON.parse(text) as { document: PresentedDocument }).document };
  }

  /** What the route answered before it had a cache: the document read and presented now. */
  async function fresh(user: TestUser, documentId = id): Promise<PresentedDocument> {
    const found = await loadStateForViewer(t.services.db, documentId, user.id);
    if (!found) throw new Error("no such document");
    const viewer = { id: user.id };
    const presented = presentDocument(found.state, {
      viewer,
      feedback: feedbackGiven(found.marks.feedback),
      isLiked: found.marks.liked,
    });
    return JSON.parse(JSON.stringify(presented)) as PresentedDocument;
  }

  /** Reads once (the answer is then cached), changes the document, and checks the next read. */
  async function expectFreshAfter(change: () => Promise<unknown>, user = owner, documentId = id) {
    expect((await read(user, documentId)).document).toEqual(await fresh(user, documentId));
    const kept = documentCacheOf(t.services.db).get(documentId);
    expect(kept).toBeDefined();
    // Unchanged, the next read answers from the kept copy (the entry is not made again).
    expect((await read(user, documentId)).document).toEqual(await fresh(user, documentId));
    expect(documentCacheOf(t.services.db).get(documentId)).toBe(kept);
    // A finished paper's whole answer (gzipped, as a browser asks) is built once and kept.
    expect([...(kept?.answers?.keys() ?? [])].some((k) => k.startsWith(gzip ? "gzip " : "identity "))).toBe(
      true,
    );
    await change();
    const after = await read(user, documentId);
    expect(after.status).toBe(200);
    expect(after.document).toEqual(await fresh(user, documentId));
    return after.document as PresentedDocument;
  }

  it("shows a title changed by a plain UPDATE that leaves updatedAt as it was", async () => {
    const doc = await expectFreshAfter(() =>
      t.services.db.update(documents).set({ title: "Tides of Io" }).where(eq(documents.id, id)),
    );
    expect(doc.title).toBe("Tides of Io");
  });

  it("shows an edit saved through updateDocument (a regenerated summary)", async () => {
    const doc = await expectFreshAfter(() =>
      updateDocument(t.services.research, id, { summary: { userQuery: "q", summary: "A new summary." } }),
    );
    expect(doc.content.summary.summary).toBe("A new summary.");
  });

  it("shows a section's text saved as it streams (the section row alone changes)", async () => {
    const doc = await expectFreshAfter(() =>
      t.services.db
        .update(documentSections)
        .set({ content: "Io, rewritten." })
        .where(and(eq(documentSections.documentId, id), eq(documentSections.idx, 0))),
    );
    expect(doc.content.plan.sections[0]?.content).toBe("Io, rewritten.");
  });

  it("shows a page analysis added to a section", async () => {
    const doc = await expectFreshAfter(() =>
      t.services.db.insert(pageAnalyses).values({
        id: crypto.randomUUID(),
        documentId: id,
        sectionIdx: 1,
        url: "https://a.example/2",
        title: "Europa page",
        content: "Europa page text.",
        information: [],
      }),
    );
    expect(Object.keys(doc.content.plan.sections[1]?.analysis.pages ?? {})).toContain("https://a.example/2");
  });

  it("shows the reader's own like and feedback, and the count of everyone's likes", async () => {
    let doc = await expectFreshAfter(() =>
      t.request(`/api/document/${id}/like`, { method: "POST", user: owner }),
    );
    expect([doc.isLiked, doc.likeCount]).toEqual([true, 1]);
    // Another user's like (of their own paper's counterpart here: they cannot see this one) is not the owner's.
    doc = await expectFreshAfter(() =>
      t.request(`/api/document/${othersId}/like`, { method: "POST", user: other }),
    );
    expect([doc.isLiked, doc.likeCount]).toEqual([true, 1]);
    const others = await read(other, othersId);
    expect([others.document?.isLiked, others.document?.likeCount]).toEqual([true, 1]);
    doc = await expectFreshAfter(() =>
      t.request(`/api/document/${id}/feedback/rating?target=summary&isPositive=true`, {
        method: "POST",
        user: owner,
      }),
    );
    expect(doc.feedback).toEqual({ summary: { isPositive: true } });
    expect((await read(other, othersId)).document?.feedback).toEqual({});
    doc = await expectFreshAfter(() =>
      t.request(`/api/document/${id}/like`, { method: "DELETE", user: owner }),
    );
    expect([doc.isLiked, doc.likeCount]).toEqual([false, 0]);
  });

  it("shows an archived paper as archived", async () => {
    const doc = await expectFreshAfter(() =>
      t.request(`/api/document/${id}/archive`, { method: "POST", user: owner }),
    );
    expect(doc.archivedAt).not.toBeNull();
    expect(doc.can.archive).toBe(true);
  });

  it("reads a paper being written afresh each time, without keeping it", async () => {
    const writing = (await buildDocument(t.services.db, { user: owner, status: "GENERATING", sections: 2 }))
      .doc.id;
    expect((await read(owner, writing)).document).toEqual(await fresh(owner, writing));
    expect(documentCacheOf(t.services.db).get(writing)).toBeUndefined();
  });

  it("answers overlapping reads each as its own, and every read sent after a change shows it", async () => {
    expect((await read(owner)).status).toBe(200);
    const title = (await fresh(owner)).title;
    // Reads of one reader that overlap share the database's check (documents/shared-reads.ts)…
    const during = Array.from({ length: 6 }, () => read(owner));
    const others = Array.from({ length: 3 }, () => read(other));
    await t.services.db.update(documents).set({ title: "Tides of Ganymede" }).where(eq(documents.id, id));
    // …but never one that began before they were sent: these come after the change was committed.
    const after = Array.from({ length: 6 }, () => read(owner));
    for (const answer of await Promise.all(during)) {
      expect([title, "Tides of Ganymede"]).toContain(answer.document?.title);
    }
    for (const answer of await Promise.all(others)) expect(answer.status).toBe(404);
    const expected = await fresh(owner);
    expect(expected.title).toBe("Tides of Ganymede");
    for (const answer of await Promise.all(after)) expect(answer.document).toEqual(expected);
  });

  it("is 404 for another user while the owner's answer is cached, and for everyone once deleted", async () => {
    expect((await read(owner)).status).toBe(200);
    expect(documentCacheOf(t.services.db).get(id)).toBeDefined();
    expect((await read(other)).status).toBe(404);
    expect((await read(owner, othersId)).status).toBe(404);
    await t.services.db.delete(documents).where(eq(documents.id, id));
    expect((await read(owner)).status).toBe(404);
  });
});
