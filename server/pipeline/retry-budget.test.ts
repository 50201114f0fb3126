// The retry budget, counted where it costs: a step whose model always fails makes at most 3 provider
// calls — the AI SDK's retries, the repairs and the job's attempts together. (Transport failures get 5
// only while the same model answers the same kind of call elsewhere: server/retry-budget.test.ts.)
import { APICallError } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { forgetRouteAnswers, PROVIDER_ATTEMPTS } from "../retry-budget";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import type { StepKind } from "../test/research-model";

let t: ResearchApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
  // Each case is a fresh process as far as the routes' health goes: the earlier cases' answers do not count.
  forgetRouteAnswers();
});

/** What a provider answers when it is down: a 503 that the AI SDK itself would retry. */
const outage = () =>
  new APICallError({
    message: "Service Unavailable",
    url: "https://api.openai.com/v1/chat/completions",
    requestBodyValues: {},
    statusCode: 503,
    isRetryable: true,
  });

type Failure = "provider error" | "malformed answer";

/** The section a prompt is about (section steps), else the whole document. */
const sectionOf = (prompt: string) => /Section: ([^\n—]+)/.exec(prompt)?.[1]?.trim() ?? "document";

/**
 * Runs a paper whose calls of one kind always fail, and returns the most calls of that kind any one
 * step made (per section for section steps), with the document it ended as.
 */
async function runFailing(
  kind: StepKind,
  failure: Failure,
  options: { only?: (prompt: string) => boolean } = {},
): Promise<{ calls: number; doc: PresentedDocument }> {
  const perStep = new Map<string, number>();
  const failing = (k: StepKind, prompt: string) => k === kind && (options.only?.(prompt) ?? true);
  const count = (prompt: string) => {
    const key = sectionOf(prompt);
    perStep.set(key, (perStep.get(key) ?? 0) + 1);
  };
  t = await startResearchApp({
    model:
      failure === "provider error"
        ? {
            fail: (k, _n, prompt) => {
              if (!failing(k, prompt)) return undefined;
              count(prompt);
              return outage();
            },
          }
        : {
            override: (k, _n, prompt) => {
              if (!failing(k, prompt)) return undefined;
              count(prompt);
              return "Sorry, I cannot answer in JSON today.";
            },
          },
  });
  const user = await t.signUp();
  const id = await t.create(user);
  const doc = await t.waitFor(user, id);
  return { calls: Math.max(0, ...perStep.values()), doc };
}

// The failing kind of call never answers, so no failure earns more than PROVIDER_ATTEMPTS (3).
const MOST_CALLS: Record<Failure, number> = {
  "provider error": PROVIDER_ATTEMPTS,
  "malformed answer": PROVIDER_ATTEMPTS,
};

describe("retry budget: at most 3 calls for a step whose model always fails", () => {
  const cases: [string, StepKind, Failure, string, ((prompt: string) => boolean)?][] = [
    ["refine queries", "refine", "provider error", "refine"],
    ["refine queries", "refine", "malformed answer", "refine"],
    ["write the summary", "summary", "provider error", "summary"],
    ["plan sections", "plan", "malformed answer", "plan"],
    ["extract a page's facts", "extract", "provider error", "section-analyze"],
    ["write a section (streamed)", "section", "provider error", "section-write"],
  ];
  for (const [name, kind, failure, step] of cases) {
    it(`${name}: ${failure}`, async () => {
      const { calls, doc } = await runFailing(kind, failure);
      expect(doc.status).toBe("ERROR");
      expect(doc.content.error?.step).toContain(step);
      expect(calls).toBeGreaterThanOrEqual(1);
      expect(calls).toBeLessThanOrEqual(MOST_CALLS[failure]);
    });
  }

  it("choose a section's pages: gives up after 3 calls and reads the search's best pages instead", async () => {
    const { calls, doc } = await runFailing("urls", "provider error", {
      only: (prompt) => /Candidate pages:/.test(prompt),
    });
    expect(doc.status).toBe("COMPLETE");
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(PROVIDER_ATTEMPTS);
    for (const section of doc.content.plan.sections) expect(section.urls.length).toBeGreaterThan(0);
  });
});

describe("retry budget: a section's pages analysed together", () => {
  it("a provider that fails three of a section's pages while it is still analysing the others does not fail the section", async () => {
    const pageOf = (prompt: string) => /^Page: .* — (\S+)$/mu.exec(prompt)?.[1] ?? "";
    let target: string | undefined;
    const failing = new Set<string>();
    let failures = 0;
    let release = () => {};
    const threeFailed = new Promise<void>((resolve) => {
      release = resolve;
    });
    let askedAnother = () => {};
    const anotherAsked = new Promise<void>((resolve) => {
      askedAnother = resolve;
    });
    t = await startResearchApp({
      model: {
        // The first section's first three pages get answers that are not JSON once another of its pages
        // is being analysed; that one is answered once those three have failed (so it is in flight when
        // the budget is spent).
        hold: (k, prompt) => {
          if (k !== "extract") return undefined;
          target ??= sectionOf(prompt);
          if (sectionOf(prompt) !== target) return undefined;
          const url = pageOf(prompt);
          if (failing.size < PROVIDER_ATTEMPTS) failing.add(url);
          if (failing.has(url)) return anotherAsked;
          askedAnother();
          return threeFailed;
        },
        override: (k, _n, prompt) => {
          if (k !== "extract" || sectionOf(prompt) !== target || !failing.has(pageOf(prompt)))
            return undefined;
          failures += 1;
          if (failures >= PROVIDER_ATTEMPTS) release();
          return "Sorry, I cannot answer in JSON today.";
        },
      },
    });
    const user = await t.signUp();
    const id = await t.create(user);
    const doc = await t.waitFor(user, id);
    expect(failures).toBeGreaterThanOrEqual(PROVIDER_ATTEMPTS);
    expect(doc.status).toBe("COMPLETE");
    const section = doc.content.plan.sections.find((s) => s.title === target);
    expect(section?.content).toMatch(/\[\d+\]/u);
  });
});
