// Local and small models (issue 34), through the real catalog, provider and HTTP: a local server in the
// chat-completions wire format (server/test/local-model-server.ts) with a small window that refuses
// longer requests as vLLM does, a server without json_schema, and answers wrapped in <think> blocks.
import { APICallError } from "ai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "../../logger";
import { explainFailure } from "../../pipeline/failure-reasons";
import { RetryBudget } from "../../retry-budget";
import {
  type LocalModelServer,
  type LocalModelServerOptions,
  startLocalModelServer,
} from "../../test/local-model-server";
import type { SectionSource } from "../types";
import { createModelCatalog } from "./catalog";
import { llmConfigFrom } from "./config";
import { createModelEngineFactory } from "./factory";
import { forgetLearnedWindows } from "./fitted-call";
import { contextRefusal, formatRefusal } from "./refusals";
import { forgetStructuredModes } from "./structured";
import { testCall, testSettings } from "./test-support";
import { stripThinking, ThinkFilter } from "./think";
import { ContextWindowError, modelProfile } from "./window";

let server: LocalModelServer | undefined;

async function start(options: LocalModelServerOptions) {
  server = await startLocalModelServer(options);
  return server;
}

beforeEach(() => {
  forgetLearnedWindows();
  forgetStructuredModes();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function engineOn(local: LocalModelServer, extra: Record<string, string> = {}) {
  const catalog = createModelCatalog(llmConfigFrom(local.env(extra)));
  const settings = testSettings({ llm: catalog.settingsFor("openai-compatible") });
  const engine = createModelEngineFactory({ catalog }).engineFor(settings);
  // A budget without backoff delays: the tests count requests, not seconds.
  const call = () => testCall({ settings, budget: new RetryBudget({ minDelayMs: 1 }) });
  return { engine, call };
}

const LONG_FACT =
  "The municipal grid operator reported that rooftop installations in the district grew steadily through the decade";

/** Twelve sources of four facts, each with a long quote: about 8,000 tokens of material. */
function manySources(): SectionSource[] {
  return Array.from({ length: 12 }, (_, i) => ({
    n: i + 1,
    url: `https://source${i + 1}.example/report`,
    title: `Source ${i + 1}`,
    information: Array.from({ length: 4 }, (_, j) => ({
      text: `${LONG_FACT} (source ${i + 1}, fact ${j + 1}).`,
      passage:
        `${LONG_FACT}, according to table ${j + 1} of report ${i + 1}, which also lists the yearly figures. `.repeat(
          3,
        ),
    })),
  }));
}

function sectionInput(sources: SectionSource[], deltas: string[], restarts: { n: number }) {
  return {
    query: "How fast did rooftop solar grow in the district?",
    documentTitle: "Rooftop solar",
    section: {
      title: "Growth",
      description: "How fast installations grew.",
      subSections: [
        { question: "How fast?", searchQuery: { refinedQuery: "growth", searchType: "web" as const } },
      ],
    },
    sectionIndex: 0,
    outline: { title: "Rooftop solar", sections: [] },
    sources,
    onDelta: (d: string) => void deltas.push(d),
    onRestart: () => {
      restarts.n += 1;
      deltas.length = 0;
    },
  };
}

describe("a declared window per model", () => {
  it("reads OPENAI_COMPATIBLE_CONTEXT_TOKENS and MODEL_CATALOG contextTokens, and knows the built-ins'", () => {
    const catalog = createModelCatalog(
      llmConfigFrom({
        OPENAI_API_KEY: "sk-test",
        OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:1/v1",
        OPENAI_COMPATIBLE_MODEL: "qwen3:8b",
        OPENAI_COMPATIBLE_CONTEXT_TOKENS: "8192",
        OPENAI_COMPATIBLE_STRUCTURED_OUTPUT: "json_object",
        MODEL_CATALOG: JSON.stringify([
          {
            id: "vllm-qwen",
            provider: "OPENAI_COMPATIBLE",
            modelName: "Qwen/Qwen3-8B",
            contextTokens: 32768,
          },
        ]),
      }),
    );
    const local = catalog.resolve("openai-compatible");
    expect(modelProfile(local.languageModel)).toEqual({
      contextTokens: 8192,
      declared: true,
      windowSetting: "OPENAI_COMPATIBLE_CONTEXT_TOKENS",
      structuredOutput: "json_object",
    });
    expect(modelProfile(catalog.resolve("vllm-qwen").smallModel)).toEqual({
      contextTokens: 32768,
      declared: true,
      windowSetting: 'MODEL_CATALOG "contextTokens" of "vllm-qwen"',
    });
    // Hosted models: their known windows fit the prompts, and no max_tokens is imposed.
    const hosted = catalog.resolve("gpt-4o");
    expect(modelProfile(hosted.languageModel).contextTokens).toBe(128_000);
    expect(modelProfile(hosted.smallModel)).toMatchObject({ contextTokens: 128_000 });
    expect(modelProfile(hosted.smallModel).declared).toBeUndefined();
  });

  it("stops the start on a window that is not a number of tokens, naming the setting", () => {
    expect(() =>
      llmConfigFrom({
        OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:1/v1",
        OPENAI_COMPATIBLE_CONTEXT_TOKENS: "8k",
      }),
    ).toThrow(
      "OPENAI_COMPATIBLE_CONTEXT_TOKENS: must be a whole number of tokens, at least 512, such as 8192",
    );
    expect(() => llmConfigFrom({ OPENAI_COMPATIBLE_STRUCTURED_OUTPUT: "grammar" })).toThrow(
      "OPENAI_COMPATIBLE_STRUCTURED_OUTPUT: must be one of json_schema, json_object, prompt",
    );
  });
});

describe("context-length refusals in each provider's words", () => {
  it.each([
    [
      "OpenAI",
      "This model's maximum context length is 128000 tokens. However, your messages resulted in 130021 tokens. Please reduce the length of the messages.",
      { contextTokens: 128000, promptTokens: 130021 },
    ],
    [
      "vLLM (older)",
      "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens (4000 in the messages, 1000 in the completion). Please reduce the length of the messages or completion.",
      { contextTokens: 4096, promptTokens: 4000 },
    ],
    [
      "vLLM (newer)",
      "This model's maximum context length is 4096 tokens. However, you requested 1000 output tokens and your prompt contains at least 4001 input tokens, for a total of at least 5001 tokens. Please reduce the length of the input prompt or the number of requested output tokens. (parameter=input_tokens, value=4001)",
      { contextTokens: 4096, promptTokens: 4001 },
    ],
    [
      "vLLM (input check)",
      "You passed 12289 input tokens and requested 4096 output tokens. However, the model's context length is only 16384 tokens, resulting in a maximum input length of 12288 tokens. Please reduce the length of the input prompt. (parameter=input_tokens, value=12289)",
      { contextTokens: 16384, promptTokens: 12289 },
    ],
    [
      "llama.cpp",
      '{"error":{"code":400,"message":"the request exceeds the available context size, try increasing the context size or enable context shift","type":"exceed_context_size_error","n_prompt_tokens":5120,"n_ctx":4096}}',
      { contextTokens: 4096, promptTokens: 5120 },
    ],
    [
      "LM Studio",
      "Trying to keep the first 5210 tokens when context the overflows. However, the model is loaded with context length of only 4096 tokens, which is not enough. Try to load the model with a larger context length, or provide a shorter input",
      { contextTokens: 4096 },
    ],
    [
      "Anthropic",
      "prompt is too long: 208310 tokens > 200000 maximum",
      { contextTokens: 200000, promptTokens: 208310 },
    ],
    [
      "Google",
      "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).",
      { contextTokens: 1048576, promptTokens: 1200000 },
    ],
  ])("recognises %s", (_provider, message, expected) => {
    expect(contextRefusal(new Error(message))).toEqual(expected);
  });

  it("leaves keys, quotas and formats alone", () => {
    for (const message of [
      "Incorrect API key provided: sk-abc. You can find your API key at https://platform.openai.com/account/api-keys.",
      "You exceeded your current quota, please check your plan and billing details.",
      "model 'llama3.2:8b' not found, try pulling it first",
    ]) {
      expect(contextRefusal(new Error(message)), message).toBeNull();
    }
    const format = Object.assign(
      new Error(
        "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
      ),
      { statusCode: 400 },
    );
    expect(formatRefusal(format)).toBe(true);
    expect(formatRefusal(Object.assign(new Error("Incorrect API key provided"), { statusCode: 401 }))).toBe(
      false,
    );
  });
});

describe("prompts fitted to a declared window", () => {
  it("writes a section in a 4,096-token window from fewer sources, never over the window", async () => {
    const local = await start({ contextTokens: 4096 });
    const { engine, call } = engineOn(local, { OPENAI_COMPATIBLE_CONTEXT_TOKENS: "4096" });
    const deltas: string[] = [];
    const text = await engine.writeSection(call(), sectionInput(manySources(), deltas, { n: 0 }));
    expect(local.requests).toHaveLength(1);
    const [request] = local.requests;
    expect(request?.outcome).toBe("answered");
    expect(request?.overWindow).toBe(false);
    // The answer's room: 40 % of the window, sent as max_tokens.
    expect(request?.maxTokens).toBe(1638);
    const offered = [...(request?.user ?? "").matchAll(/^\[(\d+)\] Source/gm)].map((m) => Number(m[1]));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThan(12);
    expect(offered).toEqual(offered.map((_, i) => i + 1));
    // The scripted writer cites every source it was shown; only those numbers stay.
    const cited = [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(new Set(cited)).toEqual(new Set(offered));
    expect(deltas.join("")).toBe(text);
  });

  it("without a declared window, learns it from vLLM's refusal and sends one smaller prompt", async () => {
    const local = await start({ contextTokens: 4096 });
    const { engine, call } = engineOn(local);
    const deltas: string[] = [];
    const text = await engine.writeSection(call(), sectionInput(manySources(), deltas, { n: 0 }));
    expect(local.requests.map((r) => r.outcome)).toEqual(["refused-length", "answered"]);
    expect(local.requests[1]?.overWindow).toBe(false);
    expect(local.requests[1]?.promptTokens).toBeLessThan(local.requests[0]?.promptTokens ?? 0);
    expect(text).toMatch(/\[1\]/);
    // What the refusal taught holds for the next call: it fits at once.
    await engine.writeSection(call(), sectionInput(manySources(), [], { n: 0 }));
    expect(local.requests.map((r) => r.outcome)).toEqual(["refused-length", "answered", "answered"]);
  });

  it("learns that the server counts more tokens than estimated, and fits the retry", async () => {
    // Two characters a token (the estimate assumes three): the first prompt, fitted to the declared
    // window, is still too long for the server.
    const local = await start({ contextTokens: 4096, charsPerToken: 2 });
    const { engine, call } = engineOn(local, { OPENAI_COMPATIBLE_CONTEXT_TOKENS: "4096" });
    await engine.writeSection(call(), sectionInput(manySources(), [], { n: 0 }));
    expect(local.requests.map((r) => r.outcome)).toEqual(["refused-length", "answered"]);
    expect(local.requests[1]?.overWindow).toBe(false);
  });

  it("fits a summary's passages and an extraction's page to a 2,048-token window", async () => {
    const local = await start({ contextTokens: 2048 });
    const { engine, call } = engineOn(local, { OPENAI_COMPATIBLE_CONTEXT_TOKENS: "2048" });
    const passages = Array.from({ length: 10 }, (_, i) => ({
      n: i + 1,
      url: `https://p${i + 1}.example/`,
      title: `Passage ${i + 1}`,
      text: `${LONG_FACT} in passage ${i + 1}. `.repeat(20),
    }));
    const { summary, sources } = await engine.writeSummary(call(), {
      query: "How fast did it grow?",
      passages,
    });
    expect(summary.length).toBeGreaterThan(0);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.length).toBeLessThan(10);
    const facts = await engine.extractInformation(call(), {
      query: "How fast did it grow?",
      section: sectionInput([], [], { n: 0 }).section,
      page: {
        url: "https://p1.example/",
        title: "Page",
        text: `${LONG_FACT} on the page today. `.repeat(400),
      },
      max: 20,
    });
    expect(facts.length).toBeGreaterThan(0);
    expect(local.requests.every((r) => r.outcome === "answered" && !r.overWindow)).toBe(true);
  });

  it("warns once, naming the setting, when an undeclared server cuts prompts as Ollama does", async () => {
    const local = await start({ contextTokens: 2048, overflow: "truncate" });
    const { engine, call } = engineOn(local);
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    try {
      await engine.writeSection(call(), sectionInput(manySources(), [], { n: 0 }));
      await engine.writeSection(call(), sectionInput(manySources(), [], { n: 0 }));
      expect(local.requests.map((r) => r.outcome)).toEqual(["truncated", "truncated"]);
      const warnings = warn.mock.calls
        .map(([message]) => String(message))
        .filter((m) => m.includes("cut the prompt"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain("Set OPENAI_COMPATIBLE_CONTEXT_TOKENS to the model's window.");
    } finally {
      warn.mockRestore();
    }
  });

  it("ends with the window and its setting when even the least material cannot fit", async () => {
    const local = await start({ contextTokens: 600 });
    const { engine, call } = engineOn(local, { OPENAI_COMPATIBLE_CONTEXT_TOKENS: "600" });
    const error = await engine
      .writeSection(call(), sectionInput(manySources(), [], { n: 0 }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContextWindowError);
    // No request was sent that the server would refuse.
    expect(local.requests).toHaveLength(0);
    const explained = explainFailure(error as Error);
    expect(explained.reason).toBe("MODEL_CONTEXT");
    expect(explained.message).toContain(
      "context window (600 tokens, set by OPENAI_COMPATIBLE_CONTEXT_TOKENS)",
    );
    expect(explained.hint).toContain("set OPENAI_COMPATIBLE_CONTEXT_TOKENS");
    expect(explained.hint).not.toContain("key");
  });

  it("ends with the window the server named when what it taught leaves no room", async () => {
    // The server's window is smaller than declared and it counts 2 tokens a character: after its
    // refusal, even the least material is known not to fit, so no second request is sent.
    const local = await start({ contextTokens: 1024, charsPerToken: 0.5 });
    const { engine, call } = engineOn(local, { OPENAI_COMPATIBLE_CONTEXT_TOKENS: "8192" });
    const error = await engine
      .writeTitle(call(), {
        query: "How fast did it grow?",
        summary: LONG_FACT.repeat(40),
        sectionTitles: ["Growth"],
      })
      .catch((e: unknown) => e);
    expect(local.requests.map((r) => r.outcome)).toEqual(["refused-length"]);
    const explained = explainFailure(error as Error);
    expect(explained.reason).toBe("MODEL_CONTEXT");
    expect(explained.params).toMatchObject({ window: "1024", setting: "OPENAI_COMPATIBLE_CONTEXT_TOKENS" });
    expect(explained.message).toContain("writeTitle: even with the least material the prompt takes about");
  });
});

describe("model failures told apart", () => {
  const apiError = (statusCode: number, body: unknown, message: string) =>
    new APICallError({
      message,
      url: "http://127.0.0.1:11434/v1/chat/completions",
      requestBodyValues: { model: "llama3.2:8b" },
      statusCode,
      responseBody: JSON.stringify(body),
    });

  it("names an unreachable server, a missing model, a refused key and an exhausted quota", async () => {
    // Nothing listens on the port of a closed server.
    const closed = await start({});
    await closed.close();
    server = undefined;
    const { engine, call } = engineOn(closed);
    const error = await engine
      .writeTitle(call(), { query: "q", summary: "s", sectionTitles: ["A"] })
      .catch((e: unknown) => e as Error);
    expect(explainFailure(error as Error)).toMatchObject({
      reason: "MODEL_UNREACHABLE",
      params: { host: new URL(closed.baseURL).host },
    });
    // Ollama's answer for a model it has not pulled.
    const missing = apiError(
      404,
      { error: { message: 'model "llama3.2:8b" not found, try pulling it first' } },
      'model "llama3.2:8b" not found, try pulling it first',
    );
    expect(explainFailure(missing)).toMatchObject({
      reason: "MODEL_NOT_FOUND",
      params: { model: "llama3.2:8b" },
    });
    // Google's answer for a bad key is a 400.
    const key = apiError(
      400,
      {
        error: {
          code: 400,
          message: "API key not valid. Please pass a valid API key.",
          status: "INVALID_ARGUMENT",
        },
      },
      "API key not valid. Please pass a valid API key.",
    );
    expect(explainFailure(key).reason).toBe("MODEL_KEY");
    const quota = apiError(
      429,
      {
        error: {
          message: "You exceeded your current quota, please check your plan and billing details.",
          type: "insufficient_quota",
          code: "insufficient_quota",
        },
      },
      "You exceeded your current quota, please check your plan and billing details.",
    );
    expect(explainFailure(quota).reason).toBe("MODEL_QUOTA");
    for (const e of [error as Error, missing, key, quota])
      expect(explainFailure(e).hint).not.toContain("key and quota");
  });
});

describe("structured output without json_schema", () => {
  const refine = (engine: ReturnType<typeof engineOn>["engine"], call: ReturnType<typeof engineOn>["call"]) =>
    engine.refineQueries(call(), {
      query: "How fast did it grow?",
      searchTypes: ["web", "news"],
      customSourceTitles: [],
    });

  it("falls back to JSON mode when the server refuses json_schema, and keeps to it", async () => {
    const local = await start({ refuseJsonSchema: true });
    const { engine, call } = engineOn(local);
    const queries = await refine(engine, call);
    expect(queries.length).toBeGreaterThanOrEqual(3);
    await refine(engine, call);
    expect(local.requests.map((r) => [r.responseFormat, r.outcome])).toEqual([
      ["json_schema", "refused-format"],
      ["json_object", "answered"],
      ["json_object", "answered"],
    ]);
    // The schema travels in the prompt, so a server in JSON mode knows the shape.
    expect(local.requests[1]?.system).toContain("valid against this JSON schema");
  });

  it("falls back to the schema in the prompt when JSON mode is refused too (LM Studio)", async () => {
    const local = await start({ refuseJsonSchema: true, refuseJsonObject: true });
    const { engine, call } = engineOn(local);
    expect((await refine(engine, call)).length).toBeGreaterThanOrEqual(3);
    expect(local.requests.map((r) => r.responseFormat)).toEqual(["json_schema", "json_object", null]);
  });

  it("asks in the mode OPENAI_COMPATIBLE_STRUCTURED_OUTPUT sets, and repairs an invalid answer", async () => {
    const local = await start({
      // The first answer misses a field; the second is the scripted, valid one.
      override: (_request, index) => (index === 0 ? '{"queries":[{"query":"solar growth"}]}' : undefined),
    });
    const { engine, call } = engineOn(local, { OPENAI_COMPATIBLE_STRUCTURED_OUTPUT: "prompt" });
    expect((await refine(engine, call)).length).toBeGreaterThanOrEqual(3);
    expect(local.requests.map((r) => r.responseFormat)).toEqual([null, null]);
    expect(local.requests[1]?.user).toContain("Your previous answer did not match the schema");
  });
});

describe("thinking text kept out", () => {
  it("strips closed, unclosed and orphan-closed thinking, and split tags in streams", () => {
    expect(stripThinking('<think>plan {"a":1}</think>\n\nAnswer.')).toBe("Answer.");
    expect(stripThinking("<THINK>x</THINK>A <think>y</think>B")).toBe("A B");
    expect(stripThinking("Answer.<think>cut off while thinking")).toBe("Answer.");
    expect(stripThinking("reasoning first\n</think>\nAnswer.")).toBe("Answer.");
    expect(stripThinking("a < b and <thin ice>")).toBe("a < b and <thin ice>");
    const filter = new ThinkFilter();
    const parts = ["<th", "ink>sec", "ret</thi", "nk>Vis", "ible <", "b>"].map((c) => filter.push(c));
    expect(parts.map((p) => p.text).join("") + filter.flush()).toBe("Visible <b>");
    expect(parts.some((p) => p.retract)).toBe(false);
  });

  it("parses JSON after a <think> block that holds braces of its own", async () => {
    const local = await start({ think: "wrap" });
    const { engine, call } = engineOn(local);
    const title = await engine.writeTitle(call(), {
      query: "How fast did it grow?",
      summary: "s",
      sectionTitles: ["A"],
    });
    expect(title).toBe("How fast did it grow: what the sources say");
    expect(local.requests).toHaveLength(1);
  });

  it("keeps <think> text out of a summary", async () => {
    const local = await start({ think: "wrap" });
    const { engine, call } = engineOn(local);
    const passages = [{ n: 1, url: "https://p.example/", title: "P", text: `${LONG_FACT}. ${LONG_FACT}.` }];
    const { summary } = await engine.writeSummary(call(), { query: "How fast did it grow?", passages });
    expect(summary).not.toMatch(/think|Okay, the user|\[99\]/i);
    expect(summary.startsWith("This summary answers")).toBe(true);
  });

  it("keeps <think> text out of a streamed section, the tags split across chunks", async () => {
    const local = await start({ think: "wrap", chunkChars: 3 });
    const { engine, call } = engineOn(local);
    const deltas: string[] = [];
    const restarts = { n: 0 };
    const text = await engine.writeSection(call(), sectionInput(manySources().slice(0, 2), deltas, restarts));
    expect(text).not.toMatch(/think|Okay, the user/i);
    expect(text.startsWith(LONG_FACT)).toBe(true);
    expect(deltas.join("")).toBe(text);
    expect(restarts.n).toBe(0);
  });

  it("keeps reasoning_content (vLLM's reasoning parser, DeepSeek) out of answers and streams", async () => {
    const local = await start({ think: "field" });
    const { engine, call } = engineOn(local);
    const deltas: string[] = [];
    const text = await engine.writeSection(call(), sectionInput(manySources().slice(0, 2), deltas, { n: 0 }));
    expect(text.startsWith(LONG_FACT)).toBe(true);
    const title = await engine.writeTitle(call(), {
      query: "How fast did it grow?",
      summary: "s",
      sectionTitles: ["A"],
    });
    expect(`${text}${title}`).not.toMatch(/Okay, the user/);
  });

  it("takes back streamed thinking that only a closing tag reveals", async () => {
    const local = await start({ think: "orphan", chunkChars: 5 });
    const { engine, call } = engineOn(local);
    const deltas: string[] = [];
    const restarts = { n: 0 };
    const text = await engine.writeSection(call(), sectionInput(manySources().slice(0, 2), deltas, restarts));
    expect(restarts.n).toBe(1);
    expect(text.startsWith(LONG_FACT)).toBe(true);
    expect(deltas.join("")).toBe(text);
  });
});
