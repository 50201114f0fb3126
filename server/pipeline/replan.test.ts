// Re-planning a complete paper (issue 17 item 5): plan again, edit one section, write — the sections whose
// title and questions did not change keep their text; only the changed one is written again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import type { TestUser } from "../test/harness";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let t: ResearchApp;
beforeAll(async () => {
  t = await startResearchApp();
});
afterAll(async () => {
  await t?.close();
});

const settled = (d: PresentedDocument) => d.status === "COMPLETE" || d.status === "ERROR";
const outlineReady = (d: PresentedDocument) =>
  (d.status === "READY" && d.content.awaiting === "OUTLINE") || d.status === "ERROR";

async function call(user: TestUser, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, user, json });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever each route answers.
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe("re-planning a complete paper", () => {
  it("keeps the text of unchanged sections and writes only the changed one", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const id = await t.create(user, { automaticMode: true, numberOfSections: 3 });
    const before = await t.waitFor(user, id, settled);
    expect(before.status).toBe("COMPLETE");
    expect(before.can.replan).toBe(true);
    const texts = before.content.plan.sections.map((s) => s.content);
    expect(texts.every((x) => x.length > 50)).toBe(true);

    // Only the owner may plan again.
    expect((await call(other, "POST", `/api/document/${id}/plan`)).status).toBe(404);

    let r = await call(user, "POST", `/api/document/${id}/plan`);
    expect(r.status).toBe(200);
    let doc = await t.waitFor(user, id, outlineReady);
    expect(doc.status).toBe("READY");
    expect(doc.can.replan).toBe(true);
    const sections = doc.content.plan.sections;
    expect(sections).toHaveLength(3);
    // The same outline came back: every section kept its text while the owner reviews it.
    expect(sections.map((s) => s.content)).toEqual(texts);
    expect(sections.every((s) => s.status === "COMPLETE")).toBe(true);
    // The written paper stays readable while the new outline is edited (issue 32, item 9).
    expect(doc.content.writtenPaper?.map((s) => [s.title, s.content])).toEqual(
      before.content.plan.sections.map((s) => [s.title, s.content]),
    );

    // Change one question of the last section.
    const outline = {
      title: doc.title,
      plan: {
        sections: sections.map((s, i) => ({
          title: s.title,
          subSections: s.subSections.map((q, j) => ({
            question:
              i === 2 && j === 0 ? "Which rendering engines do mobile browsers use today?" : q.question,
          })),
        })),
      },
    };
    r = await call(user, "PUT", `/api/document/${id}/outline`, outline);
    expect(r.status).toBe(200);
    doc = await t.get(user, id);
    expect(doc.content.plan.sections.map((s) => s.status)).toEqual(["COMPLETE", "COMPLETE", "PLANNED"]);
    // Saving the outline leaves the written paper as it was, the changed section's old text with it.
    expect(doc.content.writtenPaper?.map((s) => s.content)).toEqual(texts);
    // Its sections come without their page analyses (the new outline's sections carry those).
    expect(doc.content.writtenPaper?.every((s) => Object.keys(s.analysis.pages).length === 0)).toBe(true);

    r = await call(user, "POST", `/api/document/${id}/write`);
    expect(r.status).toBe(200);
    // Write Paper replaces it: the old paper is gone once writing starts.
    expect((await t.get(user, id)).content.writtenPaper).toBeUndefined();
    const after = await t.waitFor(user, id, settled);
    expect(after.status).toBe("COMPLETE");
    const now = after.content.plan.sections;
    expect(now[0]?.content).toBe(texts[0]);
    expect(now[1]?.content).toBe(texts[1]);
    expect(now[2]?.content).not.toBe(texts[2]);
    expect(now[2]?.content.length).toBeGreaterThan(50);
    expect(now[2]?.subSections[0]?.question).toBe("Which rendering engines do mobile browsers use today?");
    // The kept sections still show the pages they were written from.
    expect(now[0]?.analysis.count).toBe(before.content.plan.sections[0]?.analysis.count);
    expect(after.content.referencesList).toBeTruthy();
    expect(after.content.writtenPaper).toBeUndefined();
  }, 120_000);
});
