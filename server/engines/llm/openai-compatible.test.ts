// The real provider wiring, end to end: the catalog's OpenAI-compatible entry (and OPENAI_BASE_URL)
// talking HTTP to a local server that answers in the chat-completions and embeddings formats of
// the OpenAI API reference (hand-written bodies in the documented shape; ../shared/fixtures has no
// recorded model responses).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModelCatalog } from "./catalog";
import { llmConfigFrom } from "./config";
import { createEmbedder } from "./embeddings";
import { createModelEngineFactory } from "./factory";
import { testCall, testSettings } from "./test-support";

interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

const received: Received[] = [];
let server: Server;
let baseURL: string;

const refinedQueries = {
  queries: [
    { query: "solar capacity growth 2026", searchType: "web" },
    { query: "solar module price news", searchType: "news" },
    { query: "photovoltaic deployment studies", searchType: "scholar" },
  ],
};
const sectionChunks = ["Capacity doubled ", "[", "7] since 2020 [", "1], ", "and prices fell [2]."];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    request.on("data", (chunk: Buffer) => {
      data += chunk.toString("utf8");
    });
    request.on("end", () => resolve(data));
    request.on("error", reject);
  });
}

function completion(model: string, content: string) {
  return {
    id: "chatcmpl-local-1",
    object: "chat.completion",
    created: 1_764_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 812, completion_tokens: 64, total_tokens: 876 },
  };
}

function chunk(model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id: "chatcmpl-local-2",
    object: "chat.completion.chunk",
    created: 1_764_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || "{}") as Record<string, unknown>;
    received.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
    const model = String(body.model);
    if (request.url === "/v1/embeddings") {
      const input = body.input as string[];
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          object: "list",
          data: input.map((text, index) => ({
            object: "embedding",
            index,
            embedding: [text.length, 0.5, -0.5],
          })),
          model,
          usage: { prompt_tokens: 21, total_tokens: 21 },
        }),
      );
      return;
    }
    if (request.url !== "/v1/chat/completions") {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    if (body.stream) {
      response.setHeader("content-type", "text/event-stream");
      const events = [
        chunk(model, { role: "assistant", content: "" }, null),
        ...sectionChunks.map((content) => chunk(model, { content }, null)),
        chunk(model, {}, "stop"),
        {
          ...chunk(model, {}, null),
          choices: [],
          usage: { prompt_tokens: 1500, completion_tokens: 300, total_tokens: 1800 },
        },
      ];
      for (const event of events) response.write(`data: ${JSON.stringify(event)}\n\n`);
      response.end("data: [DONE]\n\n");
      return;
    }
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(completion(model, JSON.stringify(refinedQueries))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("OpenAI-compatible endpoint over HTTP", () => {
  const env = () => ({
    OPENAI_COMPATIBLE_BASE_URL: baseURL,
    OPENAI_COMPATIBLE_MODEL: "llama3.1:8b",
    OPENAI_COMPATIBLE_API_KEY: "local-key",
    OPENAI_COMPATIBLE_LABEL: "Local Llama",
    OPENAI_COMPATIBLE_EMBEDDING_MODEL: "nomic-embed-text",
  });

  it("runs a structured step through the catalog entry: JSON schema, settings, key and usage", async () => {
    received.length = 0;
    const catalog = createModelCatalog(llmConfigFrom(env()));
    expect(catalog.defaultModelId()).toBe("openai-compatible");
    const settings = testSettings({ llm: catalog.settingsFor("openai-compatible") });
    const engine = createModelEngineFactory({ catalog }).engineFor(settings);
    const call = testCall({ settings, step: "refine-query" });
    const queries = await engine.refineQueries(call, {
      query: "How fast is solar growing?",
      searchTypes: ["web", "news", "scholar"],
      customSourceTitles: [],
    });
    expect(queries).toEqual(refinedQueries.queries);
    expect(received).toHaveLength(1);
    const request = received[0] as Received;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer local-key");
    expect(request.body).toMatchObject({
      model: "llama3.1:8b",
      temperature: 0.7,
      response_format: { type: "json_schema", json_schema: { strict: false } },
    });
    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toContain("Today's date is 2026-11-22.");
    expect(call.events).toEqual([
      {
        kind: "model",
        provider: "openai-compatible",
        model: "llama3.1:8b",
        inputTokens: 812,
        outputTokens: 64,
        costMicroCents: 0,
        step: "refine-query",
        note: "no price known for model llama3.1:8b; cost recorded as 0",
      },
    ]);
  });

  it("streams a section over server-sent events, repairing the citation split across events", async () => {
    received.length = 0;
    const catalog = createModelCatalog(llmConfigFrom(env()));
    const settings = testSettings({ llm: catalog.settingsFor("openai-compatible") });
    const engine = createModelEngineFactory({ catalog }).engineFor(settings);
    const deltas: string[] = [];
    const call = testCall({ settings });
    const text = await engine.writeSection(call, {
      query: "q",
      documentTitle: "Solar",
      section: { title: "Growth", description: "d", subSections: [] },
      sectionIndex: 0,
      outline: { title: "Solar", sections: [] },
      sources: [1, 2].map((n) => ({ n, url: `https://s${n}.example`, title: `S${n}`, information: [] })),
      onDelta: (d) => void deltas.push(d),
    });
    expect(text).toBe("Capacity doubled since 2020 [1], and prices fell [2].");
    expect(deltas.join("")).toBe(text);
    expect(received[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(call.events[0]).toMatchObject({ inputTokens: 1500, outputTokens: 300 });
  });

  it("embeds through the endpoint's embedding model", async () => {
    received.length = 0;
    const embedder = createEmbedder(llmConfigFrom(env()));
    expect(await embedder?.embed(["abc", "de"])).toEqual([
      [3, 0.5, -0.5],
      [2, 0.5, -0.5],
    ]);
    expect(received[0]).toMatchObject({
      path: "/v1/embeddings",
      body: { model: "nomic-embed-text", input: ["abc", "de"] },
    });
  });

  it("sends OpenAI models to OPENAI_BASE_URL with the OpenAI key, priced as gpt-4o-mini", async () => {
    received.length = 0;
    const catalog = createModelCatalog(
      llmConfigFrom({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: baseURL }),
    );
    const settings = testSettings({ llm: catalog.settingsFor("gpt-4o") });
    const call = testCall({ settings });
    await createModelEngineFactory({ catalog })
      .engineFor(settings)
      .refineQueries(call, { query: "q", searchTypes: ["web", "news", "scholar"], customSourceTitles: [] });
    expect(received[0]).toMatchObject({
      path: "/v1/chat/completions",
      authorization: "Bearer sk-test",
      body: { model: "gpt-4o-mini" },
    });
    // 812 × 15 + 64 × 60 micro-cents.
    expect(call.events[0]).toMatchObject({
      provider: "openai",
      model: "gpt-4o-mini",
      costMicroCents: 16_020,
    });
  });
});
