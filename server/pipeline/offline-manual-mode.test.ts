// Manual mode's helpers with the offline engine, through the real pipeline and routes, over a manual as a
// person's library (Git's HTML manual): Regenerate Summary writes a different summary from the next-best
// evidence, and Generate section proposes a topic the library covers that the outline does not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { createOfflineEngines } from "../engines/offline-engines";
import { testdataPath } from "../test/fixture-server";
import type { TestUser } from "../test/harness";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { citedSentences } from "./paper-check";

let app: ResearchApp;
let user: TestUser;
beforeAll(async () => {
  app = await startResearchApp({
    env: { LIBRARY_DIR: testdataPath("libraries", "git-docs"), SEARCH_PROVIDERS_WEB: "library" },
    offline: createOfflineEngines(),
  });
  await app.services.sources.library?.ready;
  user = await app.signUp();
}, 60_000);
afterAll(async () => app?.close());

const awaiting = (step: "SUMMARY" | "OUTLINE") => (d: PresentedDocument) =>
  (d.status === "READY" && d.content.awaiting === step) || d.status === "ERROR";

async function post(path: string, json?: unknown) {
  const res = await app.request(path, { method: "POST", user, json });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever each route answers.
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe("manual mode with the offline engine", () => {
  const query = "How does git stash save uncommitted changes and restore them later?";

  it("regenerates a different summary, from sentences the first did not use", async () => {
    const id = await app.create(user, { model: "offline", query, automaticMode: false });
    const first = await app.waitFor(user, id, awaiting("SUMMARY"));
    expect(first.status).toBe("READY");
    const before = first.content.summary.summary ?? "";
    expect((await post(`/api/document/${id}/summary/regenerate`)).status).toBe(200);
    const again = await app.waitFor(
      user,
      id,
      (d) =>
        awaiting("SUMMARY")(d) &&
        (d.content.summary.summary ?? "") !== "" &&
        d.content.events.length > first.content.events.length,
    );
    const after = again.content.summary.summary ?? "";
    expect(after).not.toBe(before);
    const used = new Set(citedSentences(before));
    expect(
      citedSentences(after).filter((s) => used.has(s)),
      `${before}\n---\n${after}`,
    ).toEqual([]);
    expect(after.length).toBeGreaterThan(200);
  }, 120_000);

  it("generates a section on a topic of the library that the outline lacks, with real questions", async () => {
    const id = await app.create(user, { model: "offline", query, automaticMode: false, numberOfSections: 3 });
    await app.waitFor(user, id, awaiting("SUMMARY"));
    expect((await post(`/api/document/${id}/plan`)).status).toBe(200);
    const doc = await app.waitFor(user, id, awaiting("OUTLINE"));
    expect(doc.status).toBe("READY");
    const outline = {
      title: doc.title,
      plan: {
        sections: doc.content.plan.sections.map((s) => ({
          title: s.title,
          subSections: s.subSections.map((q) => ({ question: q.question, searchQuery: q.searchQuery })),
        })),
      },
    };
    const r = await post(`/api/document/${id}/outline/section`, { outline });
    expect(r.status).toBe(200);
    const section = r.body.section as {
      title: string;
      subSections: { question: string; searchQuery: { refinedQuery: string } }[];
    };
    const titles = outline.plan.sections.map((s) => s.title.toLowerCase());
    expect(titles).not.toContain(section.title.toLowerCase());
    expect(section.title).not.toMatch(/^(?:New Section|Bad|Good)$/iu);
    expect(section.subSections.length).toBeGreaterThanOrEqual(2);
    for (const q of section.subSections) {
      expect(q.question).toMatch(/\?$/u);
      expect(q.question).not.toMatch(/\b(?:bad|good)\b/iu);
    }
    // A topic the library covers: its search finds pages of the manual.
    const found = await app.services.sources.library?.search({
      query: section.subSections[0]?.searchQuery.refinedQuery ?? "",
      type: "library",
      num: 5,
    });
    expect(found?.length ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
