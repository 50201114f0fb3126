// Featured Articles (spec §2, §7): the owner publishes a finished paper and withdraws it; others get 404;
// GET /api/featured lists 15 a page, newest first, with the author and a 300-character summary preview;
// archiving withdraws a paper, and an operator's hide keeps it out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentListResponse } from "../../common/api";
import type { PresentedDocument } from "../../common/types";
import { runOperatorCommand } from "../cli/operator";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ work: false });
});
afterAll(async () => {
  await t.close();
});

const feature = (user: TestUser, id: string, method: "POST" | "DELETE" = "POST") =>
  t.request(`/api/document/${id}/feature`, { method, user });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const featuredIds = async (user: TestUser) =>
  ((await (await t.request("/api/featured", { user })).json()) as DocumentListResponse).items.map(
    (i) => i.id,
  );
const documentOf = async (user: TestUser, id: string) =>
  ((await (await t.request(`/api/document/${id}`, { user })).json()) as { document: PresentedDocument })
    .document;

describe("publishing in Featured Articles", () => {
  it("publishes the owner's finished paper and withdraws it; another user gets 404 both ways", async () => {
    const owner = await t.signUp("Ada Author");
    const other = await t.signUp("Someone Else");
    const { doc } = await buildDocument(t.services.db, { user: owner, status: "COMPLETE", sections: 2 });
    expect((await documentOf(owner, doc.id)).featured).toBe(false);

    for (const method of ["POST", "DELETE"] as const) {
      const res = await feature(other, doc.id, method);
      expect(`${method} ${res.status}`).toBe(`${method} 404`);
      expect(await errorOf(res)).toBe("DOCUMENT_NOT_FOUND");
    }
    expect(await featuredIds(other)).not.toContain(doc.id);

    const published = await feature(owner, doc.id);
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({ featured: true });
    expect((await documentOf(owner, doc.id)).featured).toBe(true);
    expect(await featuredIds(other)).toContain(doc.id);
    // Another user's DELETE did nothing; the owner's withdraws it.
    expect((await feature(other, doc.id, "DELETE")).status).toBe(404);
    expect(await featuredIds(other)).toContain(doc.id);
    const withdrawn = await feature(owner, doc.id, "DELETE");
    expect(await withdrawn.json()).toEqual({ featured: false });
    expect(await featuredIds(other)).not.toContain(doc.id);
  });

  it("publishes only a finished paper (409), and archiving withdraws it for good", async () => {
    const owner = await t.signUp("Owner");
    const unfinished = (
      await buildDocument(t.services.db, { user: owner, status: "GENERATING", sections: 1 })
    ).doc;
    const early = await feature(owner, unfinished.id);
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe("PAPER_NOT_FINISHED");

    const { doc } = await buildDocument(t.services.db, { user: owner, status: "COMPLETE", sections: 1 });
    await feature(owner, doc.id);
    expect(await featuredIds(owner)).toContain(doc.id);
    expect((await t.request(`/api/document/${doc.id}/archive`, { method: "POST", user: owner })).status).toBe(
      200,
    );
    expect(await featuredIds(owner)).not.toContain(doc.id);
    await t.request(`/api/document/${doc.id}/restore`, { method: "POST", user: owner });
    expect(await featuredIds(owner)).not.toContain(doc.id);
    expect((await documentOf(owner, doc.id)).featured).toBe(false);
  });
});

describe("GET /api/featured", () => {
  it("pages 15 at a time, newest first, with the author's name and image and a 300-character preview", async () => {
    const author = await t.signUp("Paging Author");
    const reader = await t.signUp("Reader");
    const base = Date.UTC(2031, 0, 1);
    const ids: string[] = [];
    for (let i = 0; i < 17; i++) {
      const { doc } = await buildDocument(t.services.db, {
        user: author,
        status: "COMPLETE",
        sections: 1,
        createdAt: new Date(base + i * 60_000),
        summary: { summary: `Summary ${i}. ${"x".repeat(400)}` },
      });
      expect((await feature(author, doc.id)).status).toBe(200);
      ids.push(doc.id);
    }
    const newestFirst = [...ids].reverse();
    const first = (await (await t.request("/api/featured", { user: reader })).json()) as DocumentListResponse;
    expect(first.items).toHaveLength(15);
    expect(first.items.map((i) => i.id)).toEqual(newestFirst.slice(0, 15));
    expect(first.items[0]?.user).toEqual({ name: "Paging Author", image: null });
    expect(first.items[0]?.summaryPreview).toHaveLength(300);
    expect(first.items[0]?.summaryPreview?.startsWith("Summary 16. x")).toBe(true);
    expect(first.nextCursor).toBeTruthy();
    // A card's preview is plain text: no citation marks, no Markdown.
    const { doc: marked } = await buildDocument(t.services.db, {
      user: author,
      status: "COMPLETE",
      sections: 1,
      createdAt: new Date(base + 20 * 60_000),
      summary: {
        summary: "## Findings\n\nThe **tides** of Io are strong. [1] They heat it [2, 3].\n\nMore [4].",
      },
    });
    expect((await feature(author, marked.id)).status).toBe(200);
    const top = (await (await t.request("/api/featured", { user: reader })).json()) as DocumentListResponse;
    expect(top.items[0]?.summaryPreview).toBe("Findings The tides of Io are strong. They heat it. More.");
    const second = (await (
      await t.request(`/api/featured?cursor=${encodeURIComponent(first.nextCursor ?? "")}`, { user: reader })
    ).json()) as DocumentListResponse;
    expect(second.items.map((i) => i.id).slice(0, 2)).toEqual(newestFirst.slice(15, 17));
  });
});

describe("treatise featured hide", () => {
  it("takes any paper out of Featured and keeps it out; bad ids are usage errors, unknown ones fail", async () => {
    const owner = await t.signUp("Owner");
    const { doc } = await buildDocument(t.services.db, {
      user: owner,
      status: "COMPLETE",
      sections: 1,
      title: "A paper to hide",
      // Newer than the paging test's papers, so it is on the first page.
      createdAt: new Date(Date.UTC(2040, 0, 1)),
    });
    await feature(owner, doc.id);
    expect(await featuredIds(owner)).toContain(doc.id);

    const database = t.services.database;
    const hidden = await runOperatorCommand(["featured", "hide", doc.id.toUpperCase()], database);
    expect(hidden).toEqual({
      code: 0,
      out: `"A paper to hide" (${doc.id}) is hidden from Featured Articles; its owner cannot publish it there again.`,
    });
    expect(await featuredIds(owner)).not.toContain(doc.id);
    expect((await documentOf(owner, doc.id)).featured).toBe(false);
    const again = await feature(owner, doc.id);
    expect(again.status).toBe(403);
    expect(await errorOf(again)).toBe("FEATURE_HIDDEN");

    expect((await runOperatorCommand(["featured", "hide"], database)).code).toBe(2);
    expect((await runOperatorCommand(["featured", "hide", "not-an-id"], database)).code).toBe(2);
    const missing = await runOperatorCommand(
      ["featured", "hide", "00000000-0000-4000-8000-000000000000"],
      database,
    );
    expect(missing).toEqual({ code: 1, err: "No paper with the id 00000000-0000-4000-8000-000000000000." });
  });
});
