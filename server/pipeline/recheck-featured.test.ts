// The featured papers' recheck job (issue 31, item 4), on the embedded database: it is scheduled by the
// setting's cron, and when it runs, a featured paper whose source page changed gets that page's passages
// flagged gone, while a paper that is not featured is left as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaperEvidence } from "../../common/types";
import { loadConfig } from "../config";
import type { TestUser } from "../test/harness";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { RECHECK_FEATURED_QUEUE, recheckFeaturedJob } from "./recheck-featured";

let t: ResearchApp;
let owner: TestUser;
beforeAll(async () => {
  t = await startResearchApp();
  owner = await t.signUp("Featured Owner");
});
afterAll(async () => {
  await t?.close();
});

async function evidenceOf(id: string): Promise<PaperEvidence> {
  const res = await t.request(`/api/document/${id}/evidence`, { user: owner });
  expect(res.status).toBe(200);
  return ((await res.json()) as { evidence: PaperEvidence }).evidence;
}

/** Queues the job as the timekeeper would, and waits until a worker has run it. */
async function runJob(): Promise<void> {
  const before = (await t.services.queue.counts(RECHECK_FEATURED_QUEUE)).completed ?? 0;
  await t.services.queue.send(recheckFeaturedJob(t.services.research, { cron: null }), {});
  const deadline = Date.now() + 60_000;
  for (;;) {
    const counts = await t.services.queue.counts(RECHECK_FEATURED_QUEUE);
    if ((counts.completed ?? 0) > before) return;
    if (counts.failed) throw new Error("the recheck job failed");
    if (Date.now() > deadline) throw new Error(`the recheck job did not run: ${JSON.stringify(counts)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the featured papers' recheck job", () => {
  it("is scheduled daily by default (RECHECK_FEATURED_CRON)", async () => {
    expect(await t.services.queue.schedules()).toEqual([
      { name: RECHECK_FEATURED_QUEUE, cron: "15 4 * * *" },
    ]);
  });

  it("flags gone the passages of a featured paper's source page that changed, and leaves other papers alone", async () => {
    const featured = await t.create(owner);
    const plain = await t.create(owner);
    expect((await t.waitFor(owner, featured)).status).toBe("COMPLETE");
    expect((await t.waitFor(owner, plain)).status).toBe("COMPLETE");
    const feature = await t.request(`/api/document/${featured}/feature`, { method: "POST", user: owner });
    expect(feature.status).toBe(200);

    const before = await evidenceOf(featured);
    const cited = before.sentences.flatMap((s) => s.citations);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.every((c) => c.recheck === undefined)).toBe(true);
    // The page of the first citation now says something else (as when a site rewrites an article).
    const changed = cited[0]?.url ?? "";
    const changedPath = new URL(changed).pathname;
    t.web.server.add({
      path: changedPath,
      contentType: "text/html; charset=utf-8",
      body: "<!doctype html><html><head><title>Moved on</title></head><body><article><h1>Moved on</h1><p>This page has been rewritten. Nothing of what it said before about browsers and pages is here any more, only this notice about a new design of the site, which readers may like or not.</p></article></body></html>",
    });

    await runJob();

    const after = await evidenceOf(featured);
    const flagged = after.sentences.flatMap((s) => s.citations);
    expect(flagged.length).toBe(cited.length);
    for (const c of flagged) {
      if (!c.passage) continue;
      expect(c.recheck?.state, c.url).toBe(c.url === changed ? "gone" : "present");
    }
    expect(flagged.filter((c) => c.recheck?.state === "gone").length).toBeGreaterThan(0);
    // The paper that is not featured was not read again.
    const other = (await evidenceOf(plain)).sentences.flatMap((s) => s.citations);
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((c) => c.recheck === undefined)).toBe(true);
  }, 180_000);
});

describe("RECHECK_FEATURED_CRON", () => {
  const base = { NODE_ENV: "test", SESSION_SECRET: "test-secret-test-secret-test-secret-0123" };
  it("is daily at 04:15 UTC by default, a cron expression when given, and none when off", () => {
    expect(loadConfig(base).RECHECK_FEATURED_CRON).toBe("15 4 * * *");
    expect(loadConfig({ ...base, RECHECK_FEATURED_CRON: "0 */6 * * *" }).RECHECK_FEATURED_CRON).toBe(
      "0 */6 * * *",
    );
    expect(loadConfig({ ...base, RECHECK_FEATURED_CRON: "off" }).RECHECK_FEATURED_CRON).toBeNull();
  });

  it("stops the start on a value that is not a cron expression, naming the setting", () => {
    expect(() => loadConfig({ ...base, RECHECK_FEATURED_CRON: "daily" })).toThrow(
      `RECHECK_FEATURED_CRON (got "daily"): must be a cron expression of five fields such as '15 4 * * *' (UTC), or off`,
    );
  });
});
