import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { createModelCatalog, InvalidModelNameError } from "./catalog";
import { llmConfigFrom } from "./config";
import type { ModelFactories } from "./providers";

/** Factories that hand out mock models named after what was asked, and remember the requests. */
function mockFactories() {
  const requested: string[] = [];
  const factories: ModelFactories = {
    languageModel: (provider, modelName) => {
      requested.push(`${provider}:${modelName}`);
      return new MockLanguageModelV3({ provider: provider.toLowerCase(), modelId: modelName });
    },
    embeddingModel: () => {
      throw new Error("not used");
    },
    imageModel: () => {
      throw new Error("not used");
    },
  };
  return { factories, requested };
}

function catalogFor(env: Record<string, string>) {
  const { factories, requested } = mockFactories();
  return { catalog: createModelCatalog(llmConfigFrom(env), { factories }), requested };
}

describe("model catalog", () => {
  it("lists the spec's models disabled with the setting to add, Claude3 Pro only, offline enabled and default", () => {
    const { catalog } = catalogFor({});
    expect(catalog.list()).toEqual([
      {
        id: "gpt-4o",
        label: "GPT4o",
        provider: "OPENAI",
        enabled: false,
        proOnly: false,
        reason: "Set OPENAI_API_KEY to use GPT4o",
      },
      {
        id: "gemini-1.5-pro",
        label: "Gemini 1.5 Pro",
        provider: "GOOGLE",
        enabled: false,
        proOnly: false,
        reason: "Set GOOGLE_GENERATIVE_AI_API_KEY to use Gemini 1.5 Pro",
      },
      {
        id: "claude-3",
        label: "Claude3",
        provider: "ANTHROPIC",
        enabled: false,
        proOnly: true,
        reason: "Pro only",
      },
      { id: "offline", label: "Offline", provider: "OFFLINE", enabled: true, proOnly: false },
    ]);
    expect(catalog.defaultModelId()).toBe("offline");
  });

  it("enables a provider's models when its key is set, GPT4o first as default", () => {
    const { catalog } = catalogFor({ OPENAI_API_KEY: "sk-test", GOOGLE_GENERATIVE_AI_API_KEY: "g-test" });
    const enabled = catalog.list().filter((m) => m.enabled);
    expect(enabled.map((m) => m.id)).toEqual(["gpt-4o", "gemini-1.5-pro", "offline"]);
    expect(catalog.list().find((m) => m.id === "gpt-4o")?.reason).toBeUndefined();
    expect(catalog.defaultModelId()).toBe("gpt-4o");
    expect(catalogFor({ GOOGLE_GENERATIVE_AI_API_KEY: "g" }).catalog.defaultModelId()).toBe("gemini-1.5-pro");
  });

  it("keeps Claude3 disabled with an Anthropic key (Pro only), unless the catalog says otherwise", () => {
    expect(
      catalogFor({ ANTHROPIC_API_KEY: "a" })
        .catalog.list()
        .find((m) => m.id === "claude-3"),
    ).toMatchObject({
      enabled: false,
      reason: "Pro only",
    });
    const { catalog } = catalogFor({
      ANTHROPIC_API_KEY: "a",
      MODEL_CATALOG: '[{"id":"claude-3","proOnly":false}]',
    });
    expect(catalog.list().find((m) => m.id === "claude-3")).toEqual({
      id: "claude-3",
      label: "Claude3",
      provider: "ANTHROPIC",
      enabled: true,
      proOnly: false,
    });
    expect(catalog.defaultModelId()).toBe("claude-3");
  });

  it("adds the OpenAI-compatible endpoint, labelled by OPENAI_COMPATIBLE_LABEL or else its model", () => {
    const base = {
      OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:11434/v1",
      OPENAI_COMPATIBLE_MODEL: "llama3.1:8b",
    };
    const plain = catalogFor(base).catalog;
    expect(plain.list().find((m) => m.id === "openai-compatible")).toEqual({
      id: "openai-compatible",
      label: "llama3.1:8b",
      provider: "OPENAI_COMPATIBLE",
      enabled: true,
      proOnly: false,
    });
    expect(plain.defaultModelId()).toBe("openai-compatible");
    const labelled = catalogFor({ ...base, OPENAI_COMPATIBLE_LABEL: "Local Llama" }).catalog;
    expect(labelled.list().find((m) => m.id === "openai-compatible")?.label).toBe("Local Llama");
    // Without a model name the endpoint adds no entry (it may still serve embeddings).
    expect(
      catalogFor({ OPENAI_COMPATIBLE_BASE_URL: base.OPENAI_COMPATIBLE_BASE_URL }).catalog.get(
        "openai-compatible",
      ),
    ).toBe(undefined);
  });

  it("extends and overrides the catalog from MODEL_CATALOG", () => {
    const { catalog, requested } = catalogFor({
      OPENAI_API_KEY: "sk",
      GOOGLE_GENERATIVE_AI_API_KEY: "g",
      MODEL_CATALOG: JSON.stringify([
        {
          id: "gemini-1.5-pro",
          label: "Gemini 2.5 Pro",
          modelName: "gemini-2.5-pro",
          smallModelName: "gemini-2.5-flash",
        },
        {
          id: "gpt-4.1",
          label: "GPT-4.1",
          provider: "OPENAI",
          modelName: "gpt-4.1",
          smallModelName: "gpt-4.1-mini",
          price: { inputUsdPerMTok: 2, outputUsdPerMTok: 8 },
        },
        { id: "sonnet", label: "Claude Sonnet", provider: "ANTHROPIC", modelName: "claude-sonnet-4-5" },
        { id: "claude-3", hidden: true },
      ]),
    });
    expect(catalog.list().map((m) => [m.id, m.label, m.enabled])).toEqual([
      ["gpt-4o", "GPT4o", true],
      ["gemini-1.5-pro", "Gemini 2.5 Pro", true],
      ["gpt-4.1", "GPT-4.1", true],
      ["sonnet", "Claude Sonnet", false],
      ["offline", "Offline", true],
    ]);
    expect(catalog.list().find((m) => m.id === "sonnet")?.reason).toBe(
      "Set ANTHROPIC_API_KEY to use Claude Sonnet",
    );
    catalog.resolve("gemini-1.5-pro");
    catalog.resolve("gpt-4.1");
    expect(requested).toEqual([
      "GOOGLE:gemini-2.5-pro",
      "GOOGLE:gemini-2.5-flash",
      "OPENAI:gpt-4.1",
      "OPENAI:gpt-4.1-mini",
    ]);
    expect(catalog.prices.tokenPrice("gpt-4.1")).toEqual({
      inputPerMTok: 200_000_000,
      outputPerMTok: 800_000_000,
    });
  });

  it("uses DEFAULT_MODEL when it is enabled and ignores it when it is not", () => {
    const keys = { OPENAI_API_KEY: "sk", GOOGLE_GENERATIVE_AI_API_KEY: "g" };
    expect(catalogFor({ ...keys, DEFAULT_MODEL: "gemini-1.5-pro" }).catalog.defaultModelId()).toBe(
      "gemini-1.5-pro",
    );
    expect(catalogFor({ ...keys, DEFAULT_MODEL: "claude-3" }).catalog.defaultModelId()).toBe("gpt-4o");
    expect(catalogFor({ DEFAULT_MODEL: "gpt-4o" }).catalog.defaultModelId()).toBe("offline");
    expect(catalogFor({ OPENAI_API_KEY: "sk", DEFAULT_MODEL: "offline" }).catalog.defaultModelId()).toBe(
      "offline",
    );
  });

  it("resolves an enabled model to its main and small provider models with the spec's settings", () => {
    const { catalog, requested } = catalogFor({ OPENAI_API_KEY: "sk" });
    const resolved = catalog.resolve("gpt-4o");
    expect(resolved.languageModel.modelId).toBe("gpt-4o");
    expect(resolved.smallModel.modelId).toBe("gpt-4o-mini");
    expect(requested).toEqual(["OPENAI:gpt-4o", "OPENAI:gpt-4o-mini"]);
    expect(resolved.settings).toEqual({
      llmProvider: "OPENAI",
      modelId: "gpt-4o",
      modelName: "gpt-4o",
      temperature: 0.7,
      topP: 1,
      frequencyPenalty: 0,
      presencePenalty: 0,
      streaming: true,
    });
    expect(catalog.settingsFor("offline")).toMatchObject({ llmProvider: "OFFLINE", modelId: "offline" });
  });

  it("refuses unknown, disabled and offline ids with 'invalid model name'", () => {
    const { catalog } = catalogFor({ OPENAI_API_KEY: "sk" });
    expect(() => catalog.resolve("gpt-5-turbo-max")).toThrow("invalid model name: gpt-5-turbo-max");
    expect(() => catalog.resolve("gemini-1.5-pro")).toThrow(
      "invalid model name: gemini-1.5-pro (Set GOOGLE_GENERATIVE_AI_API_KEY to use Gemini 1.5 Pro)",
    );
    expect(() => catalog.resolve("claude-3")).toThrow(InvalidModelNameError);
    expect(() => catalog.resolve("offline")).toThrow(/^invalid model name: offline/);
    expect(() => catalog.settingsFor("claude-3")).toThrow("invalid model name: claude-3 (Pro only)");
  });
});

describe("provider wiring", () => {
  it("builds each provider's real model (no network until a call is made)", () => {
    const catalog = createModelCatalog(
      llmConfigFrom({
        OPENAI_API_KEY: "sk",
        GOOGLE_GENERATIVE_AI_API_KEY: "g",
        ANTHROPIC_API_KEY: "a",
        MODEL_CATALOG: '[{"id":"claude-3","proOnly":false}]',
      }),
    );
    const modelsOf = (id: string) => {
      const { languageModel, smallModel } = catalog.resolve(id);
      return [languageModel.provider, languageModel.modelId, smallModel.modelId];
    };
    expect(modelsOf("gpt-4o")).toEqual(["openai.chat", "gpt-4o", "gpt-4o-mini"]);
    expect(modelsOf("gemini-1.5-pro")).toEqual([
      "google.generative-ai",
      "gemini-1.5-pro",
      "gemini-1.5-flash",
    ]);
    expect(modelsOf("claude-3")).toEqual([
      "anthropic.messages",
      "claude-3-opus-20240229",
      "claude-3-haiku-20240307",
    ]);
  });
});

describe("llmConfigFrom", () => {
  it("treats blank settings as unset and keeps what is set", () => {
    const config = llmConfigFrom({
      OPENAI_API_KEY: "  ",
      ANTHROPIC_API_KEY: " sk-ant ",
      ANTHROPIC_BASE_URL: "https://proxy.example/v1",
      OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:8000/v1",
      OPENAI_COMPATIBLE_EMBEDDING_MODEL: "nomic-embed-text",
      IMAGE_MODEL: "openai:dall-e-3",
    });
    expect(config).toEqual({
      anthropic: { apiKey: "sk-ant", baseURL: "https://proxy.example/v1" },
      openaiCompatible: { baseURL: "http://127.0.0.1:8000/v1", embeddingModel: "nomic-embed-text" },
      catalog: [],
      imageModel: { provider: "openai", modelName: "dall-e-3" },
    });
  });

  it("names the bad setting", () => {
    expect(() => llmConfigFrom({ MODEL_CATALOG: "[{id: 1}" })).toThrow(/MODEL_CATALOG: must be JSON/);
    expect(() => llmConfigFrom({ MODEL_CATALOG: '[{"id":"mine","label":"Mine"}]' })).toThrow(
      'MODEL_CATALOG: entry 0: new model "mine" needs "provider" (OPENAI, ANTHROPIC, GOOGLE, OPENAI_COMPATIBLE) and "modelName"',
    );
    expect(() => llmConfigFrom({ IMAGE_MODEL: "midjourney:v6" })).toThrow(
      /IMAGE_MODEL: must be provider:model/,
    );
    expect(() => llmConfigFrom({ OPENAI_BASE_URL: "not a url" })).toThrow(/OPENAI_BASE_URL: must be a URL/);
  });

  it("parses its own output again (the central config may validate first)", () => {
    const env = { OPENAI_API_KEY: "sk", MODEL_CATALOG: '[{"id":"claude-3","proOnly":false}]' };
    expect(llmConfigFrom(env)).toEqual(llmConfigFrom({ ...env }));
  });
});
