// Whole papers on a local model (issue 34): the real app, pipeline, catalog and provider talking HTTP
// to a local OpenAI-compatible server with a small window that refuses longer requests as vLLM does.
import { describe, expect, it } from "vitest";
import { writeLocalPaper } from "../test/local-model-paper";

describe("a paper on a local model", () => {
  it("completes 5 sections in a declared 4,096-token window, without json_schema and with <think> answers", async () => {
    const { doc, requests } = await writeLocalPaper({
      server: { contextTokens: 4096, refuseJsonSchema: true, think: "wrap" },
      env: { OPENAI_COMPATIBLE_CONTEXT_TOKENS: "4096" },
    });
    expect(doc.content.error).toBeUndefined();
    expect(doc.status).toBe("COMPLETE");
    const sections = doc.content.plan.sections;
    expect(sections).toHaveLength(5);
    for (const s of sections) expect(s.content.length).toBeGreaterThan(50);
    // Not one request over the window; the only refusal is the first json_schema one.
    expect(requests.filter((r) => r.overWindow)).toEqual([]);
    expect(requests.filter((r) => r.outcome !== "answered").map((r) => r.outcome)).toEqual([
      "refused-format",
    ]);
    // No thinking anywhere in the paper: title, summary, outline, sections.
    expect(JSON.stringify(doc.content)).not.toMatch(/<\/?think>|Okay, the user wants JSON/);
    expect(doc.title).not.toMatch(/think/i);
  });

  it("in an undeclared 2,048-token window, completes or names the window", async () => {
    const { doc, requests } = await writeLocalPaper({ server: { contextTokens: 2048 } });
    if (doc.status === "COMPLETE") {
      expect(doc.content.plan.sections.every((s) => s.content.length > 0)).toBe(true);
    } else {
      expect(doc.content.error).toMatchObject({ reason: "MODEL_CONTEXT", params: { window: "2048" } });
    }
    // Each refusal taught the window: once learnt, no prompt of that model is sent over it again.
    const refusals = requests.filter((r) => r.outcome === "refused-length");
    expect(refusals.length).toBeLessThanOrEqual(2);
    const last = requests.lastIndexOf(refusals.at(-1) ?? requests[0]!);
    expect(requests.slice(last + 1).filter((r) => r.overWindow)).toEqual([]);
  });
});
