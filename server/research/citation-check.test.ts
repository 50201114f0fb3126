// The citation check in the real pipeline (issue 31): a model that mis-cites writes a paper; what the
// finished paper shows is checked — the wrong source re-cited, the invented claim gone, and the repairs
// counted on the paper and in its log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { scriptedAnswer } from "../test/research-model";

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

  it("says in the log what the check did", () => {
    const lines = doc.content.events.filter((e) => e.startsWith("Checked the citations of section"));
    expect(lines).toHaveLength(doc.content.plan.sections.length);
    expect(lines[0]).toMatch(
      /^Checked the citations of section \d: \d+ of \d+ supported by their sources; \d+ re-cited, \d+ rewritten, \d+ removed$/,
    );
  });
});
