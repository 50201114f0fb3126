import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { citedNumbers } from "./citations";

let t: ResearchApp;
beforeAll(async () => {
  t = await startResearchApp();
});
afterAll(async () => {
  await t?.close();
});

describe("a whole paper in automatic mode", () => {
  it("goes from a question to a complete, referenced paper", async () => {
    const user = await t.signUp();
    const id = await t.create(user);
    const doc = await t.waitFor(user, id);
    expect(doc.content.error).toBeUndefined();
    expect(doc.status).toBe("COMPLETE");
    const events = doc.content.events;
    const order = [
      "Generated Refined Queries",
      "Generated Summary",
      "Summary Complete",
      "Planned sections",
      "Analysis started",
      "Curated Sections",
      "Analysis Complete",
      "Generated title",
    ];
    for (const e of order) expect(events).toContain(e);
    expect(order.map((e) => events.indexOf(e))).toEqual(
      [...order.map((e) => events.indexOf(e))].sort((a, b) => a - b),
    );
    const summary = doc.content.summary;
    expect(summary.refinedQueries.length).toBeGreaterThanOrEqual(3);
    expect(summary.refinedQueries.length).toBeLessThanOrEqual(5);
    expect((summary.summary ?? "").length).toBeGreaterThanOrEqual(550);
    const sections = doc.content.plan.sections;
    expect(sections).toHaveLength(3);
    const refs = doc.content.references ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const s of sections) {
      expect(s.status).toBe("COMPLETE");
      expect(s.urls.length).toBeGreaterThanOrEqual(1);
      expect(s.progress.analyzed).toBe(s.urls.length);
      expect(s.content.length).toBeGreaterThan(50);
      // Every citation is a reference, and every reference was read for the paper.
      for (const n of citedNumbers(s.content)) expect(refs.some((r) => r.n === n)).toBe(true);
    }
    // Numbered in order of first citation.
    const firstSeen = sections
      .flatMap((s) => citedNumbers(s.content))
      .filter((n, i, all) => all.indexOf(n) === i);
    expect(firstSeen).toEqual(refs.map((r) => r.n));
    expect(doc.content.referencesList?.split("\n")[0]).toMatch(/^1\. \[.+\]\(http/);
    expect(doc.content.coverImage?.imageURL).toMatch(/^\/api\/files\/covers\//);
    const cover = await t.request(doc.content.coverImage!.imageURL);
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/png");
    expect(doc.title).toContain("what the sources say");
    expect(doc.content.cost?.totalMicroCents).toBeGreaterThan(0);
  });

  it("streams a completed section's whole text", async () => {
    const user = await t.signUp();
    const id = await t.create(user);
    const doc = await t.waitFor(user, id);
    const res = await t.request(`/api/document/${id}/section/0/fetch/edge`, { user });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(doc.content.plan.sections[0]?.content);
  });
});
