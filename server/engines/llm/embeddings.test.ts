import { MockEmbeddingModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import type { UsageEvent } from "../types";
import { llmConfigFrom } from "./config";
import { createEmbedder, EMBEDDING_BATCH_TEXTS, embeddingBatches } from "./embeddings";
import type { EmbeddingModelV3 } from "./providers";

function mockEmbedding(modelId: string) {
  const calls: string[][] = [];
  const model = new MockEmbeddingModelV3({
    provider: "openai.embedding",
    modelId,
    maxEmbeddingsPerCall: 2048,
    doEmbed: async ({ values }) => {
      calls.push(values);
      // A made-up tokenizer: one token per character, so costs are easy to check.
      return {
        embeddings: values.map((v) => [v.length, 1]),
        usage: { tokens: values.reduce((n, v) => n + v.length, 0) },
        warnings: [],
      };
    },
  });
  return { model, calls };
}

describe("createEmbedder", () => {
  it("is null without an OpenAI key or an OpenAI-compatible embedding model", () => {
    expect(createEmbedder(llmConfigFrom({}))).toBeNull();
    expect(createEmbedder(llmConfigFrom({ OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:1/v1" }))).toBeNull();
  });

  it("embeds with text-embedding-3-small in order, in batches, recording exact costs", async () => {
    const { model, calls } = mockEmbedding("text-embedding-3-small");
    const requested: string[] = [];
    const embedder = createEmbedder(llmConfigFrom({ OPENAI_API_KEY: "sk" }), {
      factories: {
        embeddingModel: (provider, name) => {
          requested.push(`${provider}:${name}`);
          return model as EmbeddingModelV3;
        },
      },
    });
    expect(embedder?.name).toBe("openai");
    expect(requested).toEqual(["OPENAI:text-embedding-3-small"]);
    const texts = Array.from({ length: EMBEDDING_BATCH_TEXTS + 4 }, (_, i) => `${"x".repeat(i % 10)}chunk`);
    const events: UsageEvent[] = [];
    const vectors = await embedder?.embed(texts, { record: (e) => void events.push(e) });
    expect(vectors?.map((v) => v[0])).toEqual(texts.map((t) => t.length));
    expect(calls.map((c) => c.length)).toEqual([EMBEDDING_BATCH_TEXTS, 4]);
    const tokens = texts.reduce((n, t) => n + t.length, 0);
    // $0.02 per 1M tokens = 2 micro-cents a token.
    expect(events.reduce((n, e) => n + e.costMicroCents, 0)).toBe(tokens * 2);
    expect(events[0]).toMatchObject({
      kind: "embedding",
      provider: "openai",
      model: "text-embedding-3-small",
      units: 256,
    });
    expect(await embedder?.embed([])).toEqual([]);
  });

  it("falls back to the OpenAI-compatible endpoint's embedding model (unpriced: cost 0 with a note)", async () => {
    const { model } = mockEmbedding("nomic-embed-text");
    const embedder = createEmbedder(
      llmConfigFrom({
        OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:1/v1",
        OPENAI_COMPATIBLE_EMBEDDING_MODEL: "nomic-embed-text",
      }),
      { factories: { embeddingModel: () => model as EmbeddingModelV3 } },
    );
    const events: UsageEvent[] = [];
    await embedder?.embed(["a", ""], { record: (e) => void events.push(e) });
    expect(embedder?.name).toBe("openai-compatible");
    expect(events[0]).toMatchObject({
      provider: "openai-compatible",
      costMicroCents: 0,
      note: expect.stringContaining("no price"),
    });
  });

  it("bounds batches by characters too", () => {
    const big = "y".repeat(150_000);
    expect(embeddingBatches([big, big, big, "z"]).map((b) => b.length)).toEqual([2, 2]);
  });
});
