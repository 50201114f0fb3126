import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocument, type DocumentSpec } from "../test/factories";
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
  it("shows a finished paper to anyone with the link, read-only; 404 for an unfinished or unknown one", async () => {
    const owner = await t.signUp("Owner");
    const unfinished = await create(owner, "Shared question");
    const early = await t.request(`/api/share/${unfinished}`);
    expect(early.status).toBe(404);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe("DOCUMENT_NOT_FOUND");
    const { doc } = await buildDocument(t.services.db, { user: owner, status: "COMPLETE", sections: 2 });
    const id = doc.id;
    const visitor = await t.request(`/api/share/${id}`);
    expect(visitor.status).toBe(200);
    const { document } = (await visitor.json()) as { document: { id: string; can: Record<string, boolean> } };
    expect(document.id).toBe(id);
    expect(document.can).toEqual({ edit: false, archive: false, retry: false, replan: false });
    const missing = await t.request("/api/share/no-such-paper");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("DOCUMENT_NOT_FOUND");
  });
});

describe("the shared paper holds only what a reader sees", () => {
  it("leaves out private files, raw source text, page excerpts, search results, events and cost", async () => {
    const owner = await t.signUp("Owner");
    const fileUrl = `/api/files/uploads/${owner.id}/0f9a/secret-board-minutes.pdf`;
    const rawText = "RAW PDF TEXT of the board minutes that only the owner uploaded. ".repeat(40);
    const { doc } = await buildDocument(t.services.db, {
      user: owner,
      status: "COMPLETE",
      customSources: [
        {
          id: "f1",
          title: "secret-board-minutes.pdf",
          snippet: "",
          url: fileUrl,
          kind: "file",
          content: rawText,
        },
        {
          id: "l1",
          title: "A public page",
          snippet: "",
          url: "https://example.org/page",
          kind: "link",
          content: "x",
        },
      ],
      summary: {
        customSourcesSummaryContext: rawText,
        summaryContext: "PAGE EXCERPT used to write the summary",
        sources: [{ n: 1, url: fileUrl, title: "secret-board-minutes.pdf" }],
      },
      sections: [{ status: "COMPLETE", analyses: [{ url: "https://example.org/page", information: [] }] }],
      referencesList: `1. secret-board-minutes.pdf ${fileUrl}\n2. A public page https://example.org/page`,
    });
    const res = await t.request(`/api/share/${doc.id}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const secret of [
      owner.id,
      "RAW PDF TEXT",
      "PAGE EXCERPT",
      "/api/files/uploads/",
      "costMicroCents",
      "totalMicroCents",
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    const { document } = JSON.parse(text) as {
      document: {
        content: { summary: { summary?: string }; referencesList: string };
        customSources: { kind: string }[];
      };
    };
    expect(document.content.summary.summary?.length).toBeGreaterThan(100);
    expect(document.content.referencesList).toContain("https://example.org/page");
    expect(document.customSources.map((s) => s.kind)).toEqual(["link"]);
    // The owner still sees everything through their own route.
    const own = await (await t.request(`/api/document/${doc.id}`, { user: owner })).text();
    expect(own).toContain("/api/files/uploads/");
  });
});

describe("GET /api/featured", () => {
  it("lists featured complete papers of every user with their author, never archived or unfinished ones", async () => {
    const author = await t.signUp("Featured Author");
    const reader = await t.signUp("Reader");
    const build = async (spec: Omit<DocumentSpec, "user">) =>
      (await buildDocument(t.services.db, { user: author, sections: 3, ...spec })).doc.id;
    const shown = await build({ status: "COMPLETE", featured: true });
    await build({ status: "ANALYZING", featured: true });
    await build({ status: "COMPLETE", featured: true, archived: true });
    await build({ status: "COMPLETE" });
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
