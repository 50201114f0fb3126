// Helpers for this folder's tests: document settings, a usage recorder, and the AI SDK's mock models
// answering with given texts or streams. Used by *.test.ts only.
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import type { DocumentSettings } from "../../../common/types";
import { RetryBudget } from "../../retry-budget";
import { documentSettings, gpt4oSettings } from "../../test/factories";
import type { EngineCall, UsageEvent } from "../types";
import type { LanguageModelV3 } from "./providers";

type GenerateResult = Awaited<ReturnType<LanguageModelV3["doGenerate"]>>;
type StreamResult = Awaited<ReturnType<LanguageModelV3["doStream"]>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer P> ? P : never;

/** Settings of a document on gpt-4o (the spec's defaults otherwise). */
export function testSettings(overrides: Partial<DocumentSettings> = {}): DocumentSettings {
  return documentSettings({ llm: gpt4oSettings(), ...overrides });
}

/** An EngineCall whose usage events land in `events`, with a retry budget that does not wait. */
export function testCall(overrides: Partial<EngineCall> = {}): EngineCall & { events: UsageEvent[] } {
  const events: UsageEvent[] = [];
  return {
    settings: testSettings(),
    usage: { record: (event) => void events.push(event) },
    budget: new RetryBudget({ minDelayMs: 0 }),
    events,
    ...overrides,
  };
}

export function usage(inputTokens: number, outputTokens: number): GenerateResult["usage"] {
  return {
    inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: outputTokens, text: outputTokens, reasoning: 0 },
  };
}

/** A doGenerate result answering `text`. */
export function textResult(text: string, tokens: [number, number] = [1000, 500]): GenerateResult {
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: "stop" },
    usage: usage(tokens[0], tokens[1]),
    warnings: [],
  };
}

/** A mock model answering each call with the next text (the last one repeats). */
export function mockTextModel(
  answers: (string | object)[],
  options: { modelId?: string; provider?: string; tokens?: [number, number] } = {},
): MockLanguageModelV3 {
  const texts = answers.map((a) => (typeof a === "string" ? a : JSON.stringify(a)));
  let index = 0;
  return new MockLanguageModelV3({
    provider: options.provider ?? "openai.chat",
    modelId: options.modelId ?? "gpt-4o",
    doGenerate: async () => {
      const text = texts[Math.min(index, texts.length - 1)] ?? "";
      index++;
      return textResult(text, options.tokens);
    },
  });
}

/** A doStream result that sends the chunks as text deltas, then finishes with the usage. */
export function streamResult(chunks: string[], tokens: [number, number] = [2000, 800]): StreamResult {
  const parts: StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t1" },
    ...chunks.map((delta): StreamPart => ({ type: "text-delta", id: "t1", delta })),
    { type: "text-end", id: "t1" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: usage(tokens[0], tokens[1]) },
  ];
  return { stream: simulateReadableStream({ chunks: parts, initialDelayInMs: null, chunkDelayInMs: null }) };
}

export function mockStreamModel(
  chunks: string[],
  options: { modelId?: string; provider?: string; tokens?: [number, number] } = {},
): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    provider: options.provider ?? "openai.chat",
    modelId: options.modelId ?? "gpt-4o",
    doStream: async () => streamResult(chunks, options.tokens),
  });
}

/** The prompt text a mock model received on its nth call (system and user messages joined). */
export function promptText(model: MockLanguageModelV3, n = 0): string {
  const call = model.doGenerateCalls[n] ?? model.doStreamCalls[n];
  if (!call) return "";
  return call.prompt
    .map((m) =>
      typeof m.content === "string"
        ? m.content
        : m.content.map((part) => ("text" in part ? (part as { text: string }).text : "")).join(""),
    )
    .join("\n");
}
