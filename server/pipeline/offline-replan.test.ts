// The offline engine writes each section from its questions: re-planning the floods paper as
// e2e/replan.spec.ts does (question 1 of the last section changed, a section added), the changed section
// is written again and its text changes. A section whose text came from the part of a page its title
// heads whatever its questions ask would come back word for word the same.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { createOfflineEngines } from "../engines/offline-engines";
import { testdataPath } from "../test/fixture-server";
import type { TestUser } from "../test/harness";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

const FLOODS_QUESTION = "What caused the 2022 Pakistan floods and what was their impact?";

let t: ResearchApp;
beforeAll(async () => {
  t = await startResearchApp({
    env: { LIBRARY_DIR: [testdataPath("eval", "freshwiki", "txt"), testdataPath("xss-library")].join(":") },
    offline: createOfflineEngines(),
  });
  await t.services.sources.library?.ready;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const settled = (d: PresentedDocument) => d.status === "COMPLETE" || d.status === "ERROR";
const outlineReady = (d: PresentedDocument) =>
  (d.status === "READY" && d.content.awaiting === "OUTLINE") || d.status === "ERROR";

async function call(user: TestUser, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, user, json });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("re-planning an offline paper", () => {
  it("writes a section whose question changed from its new questions", async () => {
    const user = await t.signUp();
    const id = await t.create(user, {
      model: "offline",
      query: FLOODS_QUESTION,
      searchTypes: ["library"],
      numberOfSections: 5,
      automaticMode: true,
    });
    const before = await t.waitFor(user, id, settled);
    expect(before.status).toBe("COMPLETE");
    const sections = before.content.plan.sections;
    expect(sections.length).toBeGreaterThanOrEqual(3);
    const n = sections.length;

    expect((await call(user, "POST", `/api/document/${id}/plan`)).status).toBe(200);
    const doc = await t.waitFor(user, id, outlineReady);
    expect(doc.status).toBe("READY");
    // Questions on a part the last section is not about: it is written again from them (a sentence
    // another section already owns stays that section's, and the paper writes no sentence twice).
    const changed = "Which places in Balochistan declared an emergency?";
    const rewritten = [
      "How many people died in Balochistan?",
      "Which districts of Balochistan were flooded?",
    ];
    const outline = {
      title: doc.title,
      plan: {
        sections: [
          // As the outline editor sends it: descriptions and searches kept, an edited question without its search.
          ...doc.content.plan.sections.map((s, i) => ({
            title: s.title,
            description: s.description ?? "",
            // The last section's questions all changed: it is written from them, whatever part it was on.
            subSections: s.subSections.map((q, j) =>
              i === n - 1
                ? { question: j === 0 ? changed : (rewritten[j - 1] as string) }
                : { question: q.question, searchQuery: q.searchQuery },
            ),
          })),
          {
            title: "Aid and Recovery",
            description: "",
            subSections: [
              { question: "Which countries sent aid to Pakistan?" },
              { question: "How much damage did the floods cause?" },
              { question: "How many people were displaced?" },
            ],
          },
        ],
      },
    };
    expect((await call(user, "PUT", `/api/document/${id}/outline`, outline)).status).toBe(200);
    expect((await call(user, "POST", `/api/document/${id}/write`)).status).toBe(200);
    const after = await t.waitFor(user, id, settled);
    expect(after.status).toBe("COMPLETE");
    const now = after.content.plan.sections;
    expect(now.map((s) => s.title)).toEqual([...sections.map((s) => s.title), "Aid and Recovery"]);
    for (let i = 0; i < n - 1; i++) expect(now[i]?.content).toBe(sections[i]?.content);
    expect(now[n - 1]?.subSections[0]?.question).toBe(changed);
    expect(now[n - 1]?.content).not.toBe(sections[n - 1]?.content);
    expect(now[n]?.content.length).toBeGreaterThan(200);
  }, 180_000);
});
