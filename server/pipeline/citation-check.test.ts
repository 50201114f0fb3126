// The citation check in the real pipeline (issue 31): a model that mis-cites writes a paper; what the
// finished paper shows is checked — the wrong source re-cited, the invented claim gone, and the repairs
// counted on the paper and in its log.

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaperEvidence, PresentedDocument, RecheckCounts } from "../../common/types";
import { documentSections, usageRecords } from "../db/schema";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { scriptedAnswer } from "../test/research-model";
import { claimText } from "./claim-check";

const INVENTED = "Web browsers were first built on the Moon in 1850";

/** A writer that cites the way open pipelines are measured to: a wrong number, and a claim no source makes. */
function misCitingSection(prompt: string): string {
  const sound = scriptedAnswer(null, prompt);
  const numbers = [...new Set([...sound.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))];
  const [first, second] = numbers;
  // The first sentence cites the next source instead of its own.
  const wrong =
    first !== undefined && second !== undefined ? sound.replace(`[${first}]`, `[${second}]`) : sound;
  return `${wrong}\n\n${INVENTED} [${first ?? 1}].`;
}

let t: ResearchApp;
let doc: PresentedDocument;
beforeAll(async () => {
  t = await startResearchApp({
    model: { override: (kind, _n, prompt) => (kind === "section" ? misCitingSection(prompt) : undefined) },
  });
  const user = await t.signUp();
  doc = await t.waitFor(user, await t.create(user));
});
afterAll(async () => {
  await t?.close();
});

describe("a mis-citing model's paper, checked while it is written", () => {
  it("publishes no claim that no source makes, and every citation it keeps is checked", () => {
    expect(doc.status).toBe("COMPLETE");
    for (const s of doc.content.plan.sections) expect(s.content).not.toContain("on the Moon");
    const citations = doc.content.citations;
    expect(citations).toBeDefined();
    expect(citations?.cited).toBeGreaterThan(0);
    expect(citations?.supported).toBe(citations?.cited);
  });

  it("re-cites the sentence given the wrong source and mends the invented one in every section", () => {
    const sections = doc.content.plan.sections.length;
    expect(doc.content.citations?.recited).toBeGreaterThanOrEqual(1);
    // The invented claim is rewritten from the evidence or removed: once per section.
    expect((doc.content.citations?.rewritten ?? 0) + (doc.content.citations?.removed ?? 0)).toBe(sections);
    // One judge call per section at most.
    expect(t.calls.check ?? 0).toBeLessThanOrEqual(sections);
    expect(t.calls.check ?? 0).toBeGreaterThanOrEqual(1);
  });

  it("records the judge's calls in the paper's usage and cost", async () => {
    const rows = await t.services.db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.documentId, doc.id), eq(usageRecords.step, "section-check")));
    expect(rows.length).toBe(t.calls.check);
    expect(rows.every((r) => r.inputTokens > 0 && r.costMicroCents > 0)).toBe(true);
  });

  it("says in the log what the check did", () => {
    const lines = doc.content.events.filter((e) => e.startsWith("Checked the citations of section"));
    expect(lines).toHaveLength(doc.content.plan.sections.length);
    expect(lines[0]).toMatch(
      /^Checked the citations of section \d: \d+ of \d+ supported by their sources; \d+ re-cited, \d+ rewritten, \d+ removed$/,
    );
  });
});

describe("the evidence of the checked paper", () => {
  it("GET /api/document/{id}/evidence gives each cited sentence with its passage, numbered as the references", async () => {
    const owner = await t.signUp("Evidence Owner");
    const id = await t.create(owner);
    const paper = await t.waitFor(owner, id);
    const res = await t.request(`/api/document/${id}/evidence`, { user: owner });
    expect(res.status).toBe(200);
    const { evidence } = (await res.json()) as { evidence: PaperEvidence };
    expect(evidence.cited).toBe(paper.content.citations?.cited);
    expect(evidence.sentences).toHaveLength(evidence.cited);
    const refs = new Map((paper.content.references ?? []).map((r) => [r.n, r]));
    for (const s of evidence.sentences) {
      const content = paper.content.plan.sections[s.section]?.content ?? "";
      // The sentence is in its section, cited as the evidence says.
      expect(claimText(content)).toContain(s.sentence.replace(/[.]$/u, ""));
      for (const c of s.citations) {
        expect(refs.get(c.n)?.url).toBe(c.url);
        expect(c.passage).toBeTruthy();
        expect(c.hash).toMatch(/^[0-9a-f]{64}$/);
        expect(Number.isNaN(Date.parse(c.readAt ?? ""))).toBe(false);
      }
    }
    // The page around the passage is given where the page holds it.
    expect(
      evidence.sentences.some((s) => s.citations.some((c) => c.before.length + c.after.length > 0)),
    ).toBe(true);

    // Another person: not found; a reader of the share link: the same evidence.
    const other = await t.signUp("Someone Else");
    expect((await t.request(`/api/document/${id}/evidence`, { user: other })).status).toBe(404);
    const shared = await t.request(`/api/share/${id}/evidence`);
    expect(shared.status).toBe(200);
    expect(((await shared.json()) as { evidence: PaperEvidence }).evidence.sentences).toEqual(
      evidence.sentences,
    );
  });
});

describe("reading a paper's sources again (treatise recheck)", () => {
  it("flags a cited passage its source no longer holds, and leaves the others present", async () => {
    const owner = await t.signUp("Recheck Owner");
    const id = await t.create(owner);
    await t.waitFor(owner, id);
    const recheck = async (user = owner) =>
      t.request(`/api/document/${id}/evidence/recheck`, { method: "POST", user });
    const first = await recheck();
    expect(first.status).toBe(200);
    const all = ((await first.json()) as { recheck: RecheckCounts }).recheck;
    expect(all.checked).toBeGreaterThan(0);
    expect(all).toMatchObject({ present: all.checked, gone: 0, unreachable: 0 });

    // The stored passage of one citation is one its page does not hold (as when the page changed).
    const [row] = await t.services.db
      .select()
      .from(documentSections)
      .where(eq(documentSections.documentId, id))
      .orderBy(documentSections.idx)
      .limit(1);
    const check = row?.citationCheck;
    const cited = check?.evidence[0]?.citations[0];
    if (!row || !check || !cited) throw new Error("no evidence stored");
    cited.passage = "A sentence this page never held, about the tides of Neptune.";
    await t.services.db
      .update(documentSections)
      .set({ citationCheck: check })
      .where(and(eq(documentSections.documentId, id), eq(documentSections.idx, row.idx)));
    const again = ((await (await recheck()).json()) as { recheck: RecheckCounts }).recheck;
    expect(again).toMatchObject({ checked: all.checked, present: all.checked - 1, gone: 1, unreachable: 0 });
    const res = await t.request(`/api/document/${id}/evidence`, { user: owner });
    const { evidence } = (await res.json()) as { evidence: PaperEvidence };
    const flagged = evidence.sentences.flatMap((s) => s.citations).filter((c) => c.recheck?.state === "gone");
    expect(flagged.map((c) => c.passage)).toEqual([cited.passage]);

    expect((await recheck(await t.signUp("Someone Else"))).status).toBe(404);
  });
});
