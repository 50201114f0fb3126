// Feedback on a finished paper (spec §4, §5, §7): a rating once per target, then one comment with
// suggestions; the document's `feedback` shows what was given. Only the owner; others get 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ work: false });
});
afterAll(async () => {
  await t.close();
});

const rate = (user: TestUser | undefined, id: string, query: string) =>
  t.request(`/api/document/${id}/feedback/rating?${query}`, { method: "POST", ...(user ? { user } : {}) });
const comment = (user: TestUser, id: string, json: unknown) =>
  t.request(`/api/document/${id}/feedback/comment`, { method: "POST", user, json });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const documentOf = async (user: TestUser, id: string) =>
  ((await (await t.request(`/api/document/${id}`, { user })).json()) as { document: PresentedDocument })
    .document;

describe("feedback on a finished paper", () => {
  it("takes one rating per target, then a comment, and the document shows what was given", async () => {
    const owner = await t.signUp("Owner");
    const { doc } = await buildDocument(t.services.db, { user: owner, status: "COMPLETE", sections: 2 });
    expect((await documentOf(owner, doc.id)).feedback).toEqual({});

    const first = await rate(owner, doc.id, "target=summary&isPositive=true");
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ feedback: { summary: { isPositive: true } } });

    const again = await rate(owner, doc.id, "target=summary&isPositive=false");
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: "FEEDBACK_ALREADY_GIVEN",
      message:
        "You have already given this feedback on this paper: each rating and the comment are given once.",
    });

    const analysis = await rate(owner, doc.id, "target=analysis&isPositive=false");
    expect(analysis.status).toBe(201);
    expect((await documentOf(owner, doc.id)).feedback).toEqual({
      summary: { isPositive: true },
      analysis: { isPositive: false },
    });

    const empty = await comment(owner, doc.id, { comment: "   ", suggestions: [] });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toEqual({
      code: "FEEDBACK_EMPTY",
      message: "Please provide a comment or select a suggestion",
    });
    expect((await comment(owner, doc.id, {})).status).toBe(400);

    const given = await comment(owner, doc.id, { comment: "", suggestions: ["accurate", "well_written"] });
    expect(given.status).toBe(201);
    expect(((await given.json()) as { feedback: unknown }).feedback).toEqual({
      summary: { isPositive: true },
      analysis: { isPositive: false },
      comment: true,
    });
    const twice = await comment(owner, doc.id, { comment: "Once more" });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe("FEEDBACK_ALREADY_GIVEN");
    expect((await documentOf(owner, doc.id)).feedback.comment).toBe(true);
  });

  it("refuses bad targets and values (400), an unfinished paper (409), another user (404) and visitors (401)", async () => {
    const owner = await t.signUp("Owner");
    const other = await t.signUp("Someone Else");
    const { doc } = await buildDocument(t.services.db, { user: owner, status: "COMPLETE", sections: 1 });
    for (const query of ["target=paper&isPositive=true", "target=summary&isPositive=yes", "target=summary"]) {
      const res = await rate(owner, doc.id, query);
      expect(`${query} ${res.status}`).toBe(`${query} 400`);
    }
    const unfinished = (await buildDocument(t.services.db, { user: owner, status: "ANALYZING", sections: 1 }))
      .doc;
    const early = await rate(owner, unfinished.id, "target=summary&isPositive=true");
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe("PAPER_NOT_FINISHED");

    const foreign = await rate(other, doc.id, "target=summary&isPositive=false");
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).code).toBe("DOCUMENT_NOT_FOUND");
    const foreignComment = await comment(other, doc.id, { comment: "Not mine" });
    expect(foreignComment.status).toBe(404);
    expect((await rate(undefined, doc.id, "target=summary&isPositive=true")).status).toBe(401);
    // Nothing of theirs reached the owner's paper: the owner may still rate and comment.
    expect((await documentOf(owner, doc.id)).feedback).toEqual({});
    expect((await rate(owner, doc.id, "target=summary&isPositive=false")).status).toBe(201);
  });
});
