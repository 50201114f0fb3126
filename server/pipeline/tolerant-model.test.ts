// A model that keeps writing summaries shorter than the 550 characters asked still gets its papers: the
// rule shapes the text, it is no reason to lose the paper (issue 11). Asked again once, then kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

const SHORT_SUMMARY =
  "Solar power is now the cheapest new electricity in many countries [1]. Storage keeps it useful after sunset [1]. Grids are changing to take it in, and the sources agree that the trend will continue this decade.";

let t: ResearchApp;
beforeAll(async () => {
  t = await startResearchApp({
    model: { override: (kind) => (kind === "summary" ? SHORT_SUMMARY : undefined) },
  });
});
afterAll(async () => {
  await t?.close();
});

describe("a model that writes short summaries", () => {
  it("completes the paper with the longest answer and a warning in the document's events", async () => {
    expect(SHORT_SUMMARY.length).toBeLessThan(230);
    const user = await t.signUp();
    const id = await t.create(user);
    const doc = await t.waitFor(user, id);
    expect(doc.content.error).toBeUndefined();
    expect(doc.status).toBe("COMPLETE");
    expect(doc.content.summary.summary).toBe(SHORT_SUMMARY);
    expect(doc.content.events).toContain(
      `Warning: The summary is shorter than asked (${SHORT_SUMMARY.length} characters, 550 asked): the model's longest answer was kept.`,
    );
    // Asked once, then once more with the reason — not three times, and not lost.
    expect(t.calls.summary).toBe(2);
    expect(doc.content.plan.sections.every((s) => s.status === "COMPLETE")).toBe(true);
  });
});
