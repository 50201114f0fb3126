// One of the user's own papers as a source (issue 9 item 7): the composer's Your papers tab sends the
// paper's id with its share link; the server reads the finished paper from the database and the new paper
// cites it. Another user's paper or an unfinished one is refused with a 400 that says why.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let t: ResearchApp;
beforeAll(async () => {
  t = await startResearchApp();
});
afterAll(async () => {
  await t?.close();
});

/** What the Sources dialog's Your papers tab sends for a paper (app/lib/custom-source-rules.ts). */
const asSource = (doc: { id: string; title: string }) => ({
  id: doc.id,
  title: doc.title,
  snippet: "",
  url: `http://localhost/share/${doc.id}`,
  kind: "document",
});

describe("one's own paper as a source", () => {
  it("is read from the database and cited in the new paper's references", async () => {
    const user = await t.signUp("Own Source");
    const firstId = await t.create(user, { query: "How do web browsers render pages?" });
    const first = await t.waitFor(user, firstId);
    expect(first.status).toBe("COMPLETE");
    const webReads = t.web.server.requests.length;

    const secondId = await t.create(user, {
      query: "How do browser engines lay out text?",
      searchTypes: ["web", "custom"],
      customSources: [asSource(first)],
    });
    const second = await t.waitFor(user, secondId);
    expect(second.content.error).toBeUndefined();
    expect(second.status).toBe("COMPLETE");
    const shareUrl = `http://localhost/share/${firstId}`;
    expect(second.customSources).toEqual([
      expect.objectContaining({ id: firstId, kind: "document", url: shareUrl, title: first.title }),
    ]);
    expect((second.content.references ?? []).map((r) => r.url)).toContain(shareUrl);
    expect(second.content.referencesList).toContain(`](${shareUrl})`);
    // No HTTP round trip to the share page: the fixture web never saw a /share request.
    const newRequests = t.web.server.requests.slice(webReads);
    expect(newRequests.some((r) => r.path.includes("/share/"))).toBe(false);
  });

  it("refuses another user's paper and an unfinished one with a clear 400", async () => {
    const owner = await t.signUp("Paper Owner");
    const other = await t.signUp("Other Person");
    const ownerId = await t.create(owner, { query: "How do web browsers render pages?" });
    const ownerDoc = await t.waitFor(owner, ownerId);

    const foreign = await t.request("/api/document", {
      method: "POST",
      user: other,
      json: { query: "Borrowed source?", customSources: [asSource(ownerDoc)] },
    });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe(
      "CUSTOM_SOURCE_NOT_FOUND",
    );

    // A paper in manual mode waits for its owner (READY), so it is not finished.
    const draftId = await t.create(owner, { query: "A paper still in review", automaticMode: false });
    await t.waitFor(owner, draftId, (d) => d.status === "READY" || d.status === "ERROR");
    const unfinished = await t.request("/api/document", {
      method: "POST",
      user: owner,
      json: { query: "Unfinished source?", customSources: [{ id: draftId, kind: "document" }] },
    });
    expect(unfinished.status).toBe(400);
    const { error } = (await unfinished.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("SOURCE_PAPER_NOT_COMPLETE");
    expect(error.message).toMatch(/not finished/);
  });
});
