import { describe, expect, it } from "vitest";
import { z } from "zod";
import { extractJsonValues } from "./json";
import { generateStructured, StructuredOutputError } from "./structured";
import { mockTextModel, promptText, testCall } from "./test-support";

const schema = z.object({ urls: z.array(z.string()).min(2).max(3) });
const valid = { urls: ["https://a.example/1", "https://b.example/2"] };

describe("generateStructured", () => {
  it("returns the validated object and records the call's cost", async () => {
    const model = mockTextModel([valid]);
    const call = testCall({ step: "curate" });
    const value = await generateStructured({
      model,
      schema,
      system: "Choose.",
      prompt: "Results…",
      call,
      step: "x",
    });
    expect(value).toEqual(valid);
    expect(model.doGenerateCalls).toHaveLength(1);
    // gpt-4o: 1000 input tokens × 250 + 500 output tokens × 1000 micro-cents.
    expect(call.events).toEqual([
      {
        kind: "model",
        provider: "openai",
        model: "gpt-4o",
        inputTokens: 1000,
        outputTokens: 500,
        costMicroCents: 750_000,
        step: "curate",
      },
    ]);
  });

  it("sends the schema as a JSON response format, and the document's sampling settings", async () => {
    const model = mockTextModel([valid]);
    await generateStructured({ model, schema, system: "S", prompt: "P", call: testCall(), step: "x" });
    const options = model.doGenerateCalls[0];
    expect(options?.responseFormat?.type).toBe("json");
    const sent = options?.responseFormat?.type === "json" ? options.responseFormat.schema : undefined;
    expect(sent).toMatchObject({
      type: "object",
      properties: { urls: { type: "array", minItems: 2, maxItems: 3 } },
    });
    expect(options?.temperature).toBe(0.7);
    expect(options?.topP).toBeUndefined();
    expect(promptText(model)).toContain('"minItems":2');
  });

  it("retries malformed JSON and succeeds on attempt 2, recording both attempts", async () => {
    const model = mockTextModel(['{"urls": ["https://a.example/1", ', valid]);
    const call = testCall();
    const value = await generateStructured({ model, schema, system: "S", prompt: "P", call, step: "refine" });
    expect(value).toEqual(valid);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(call.events.map((e) => e.costMicroCents)).toEqual([750_000, 750_000]);
    expect(call.events.every((e) => e.step === "refine")).toBe(true);
    expect(promptText(model, 1)).toContain("contained no JSON");
  });

  it("accepts JSON wrapped in prose and a code fence on the first attempt", async () => {
    const answer = `Sure! Here are the urls:\n\n\`\`\`json\n${JSON.stringify(valid, null, 2)}\n\`\`\`\nHope this helps.`;
    const model = mockTextModel([answer]);
    expect(
      await generateStructured({ model, schema, system: "S", prompt: "P", call: testCall(), step: "x" }),
    ).toEqual(valid);
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("fails with 'validation failed' after exactly 3 attempts when the JSON never fits", async () => {
    const model = mockTextModel([{ urls: ["only-one"] }]);
    const call = testCall();
    const error = await generateStructured({
      model,
      schema,
      system: "S",
      prompt: "P",
      call,
      step: "plan",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect((error as Error).message).toMatch(/^validation failed \(plan, 3 attempts\): urls: /);
    expect(model.doGenerateCalls).toHaveLength(3);
    expect(call.events).toHaveLength(3);
    expect(promptText(model, 2)).toContain("did not match the schema");
  });

  it("fails with 'no JSON found' after exactly 3 attempts when there is no JSON at all", async () => {
    const model = mockTextModel(["I cannot help with that."]);
    const error = await generateStructured({
      model,
      schema,
      system: "S",
      prompt: "P",
      call: testCall(),
      step: "x",
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("no JSON found (x, 3 attempts)");
    expect(model.doGenerateCalls).toHaveLength(3);
  });

  it("records a model with no known price at cost 0, with a note", async () => {
    const model = mockTextModel([valid], { provider: "openai-compatible.chat", modelId: "llama3.1:8b" });
    const call = testCall();
    await generateStructured({ model, schema, system: "S", prompt: "P", call, step: "x" });
    expect(call.events[0]).toMatchObject({
      provider: "openai-compatible",
      model: "llama3.1:8b",
      costMicroCents: 0,
      note: "no price known for model llama3.1:8b; cost recorded as 0",
    });
  });
});

describe("extractJsonValues", () => {
  it("finds objects in prose, fences and after citations, objects first", () => {
    expect(extractJsonValues('{"a":1}')).toEqual([{ a: 1 }]);
    expect(extractJsonValues('As noted [1], the answer is {"a": "x}"} — done.')).toEqual([{ a: "x}" }, [1]]);
    expect(extractJsonValues("```\n[1,2]\n```")).toEqual([[1, 2]]);
    expect(extractJsonValues("no json here, just 42")).toEqual([]);
  });
});
