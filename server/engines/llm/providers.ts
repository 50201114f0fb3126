// Provider models from the configuration, built with the AI SDK provider packages. Tests inject
// factories that return the SDK's mock models instead.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { EmbeddingModel, ImageModel, LanguageModel } from "ai";
import { type ImageProvider, type LlmConfig, type ModelProvider, PROVIDER_KEY_SETTING } from "./config";

/** The AI SDK's version-3 model interfaces, taken from `ai` so no transitive package is imported. */
export type LanguageModelV3 = Extract<LanguageModel, { specificationVersion: "v3" }>;
export type EmbeddingModelV3 = Extract<EmbeddingModel, { specificationVersion: "v3" }>;
export type ImageModelV3 = Extract<ImageModel, { specificationVersion: "v3" }>;

/** Builds models; the default one talks to the configured providers, tests pass mocks. */
export interface ModelFactories {
  languageModel(provider: ModelProvider, modelName: string): LanguageModelV3;
  embeddingModel(provider: "OPENAI" | "OPENAI_COMPATIBLE", modelName: string): EmbeddingModelV3;
  imageModel(provider: ImageProvider, modelName: string): ImageModelV3;
}

/** Name of the OpenAI-compatible provider in model ids and usage records. */
export const OPENAI_COMPATIBLE_PROVIDER_NAME = "openai-compatible";

function missing(provider: ModelProvider): Error {
  return new Error(`${PROVIDER_KEY_SETTING[provider]} is not set`);
}

/** Real provider models for a configuration (created lazily, one provider instance each). */
export function providerFactories(config: LlmConfig): ModelFactories {
  let openai: ReturnType<typeof createOpenAI> | undefined;
  let anthropic: ReturnType<typeof createAnthropic> | undefined;
  let google: ReturnType<typeof createGoogleGenerativeAI> | undefined;
  let compatible: ReturnType<typeof createOpenAICompatible> | undefined;

  const openaiProvider = () => {
    if (!config.openai) throw missing("OPENAI");
    openai ??= createOpenAI({
      apiKey: config.openai.apiKey,
      ...(config.openai.baseURL ? { baseURL: config.openai.baseURL } : {}),
    });
    return openai;
  };
  const compatibleProvider = () => {
    const settings = config.openaiCompatible;
    if (!settings) throw missing("OPENAI_COMPATIBLE");
    compatible ??= createOpenAICompatible({
      name: OPENAI_COMPATIBLE_PROVIDER_NAME,
      baseURL: settings.baseURL,
      ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
      // Ollama, vLLM, LM Studio and llama.cpp accept json_schema response formats; the schema is
      // also written into the prompt for endpoints that only honour plain JSON mode.
      supportsStructuredOutputs: true,
      includeUsage: true,
    });
    return compatible;
  };

  return {
    languageModel(provider, modelName) {
      switch (provider) {
        case "OPENAI":
          // Chat Completions: what OpenAI and OPENAI_BASE_URL proxies (Azure, LiteLLM…) all serve.
          return openaiProvider().chat(modelName);
        case "ANTHROPIC": {
          const access = config.anthropic;
          if (!access) throw missing("ANTHROPIC");
          anthropic ??= createAnthropic({
            apiKey: access.apiKey,
            ...(access.baseURL ? { baseURL: access.baseURL } : {}),
          });
          return anthropic(modelName);
        }
        case "GOOGLE": {
          const access = config.google;
          if (!access) throw missing("GOOGLE");
          google ??= createGoogleGenerativeAI({
            apiKey: access.apiKey,
            ...(access.baseURL ? { baseURL: access.baseURL } : {}),
          });
          return google(modelName);
        }
        case "OPENAI_COMPATIBLE":
          return compatibleProvider().chatModel(modelName);
      }
    },
    embeddingModel(provider, modelName) {
      return provider === "OPENAI"
        ? openaiProvider().embedding(modelName)
        : compatibleProvider().embeddingModel(modelName);
    },
    imageModel(provider, modelName) {
      switch (provider) {
        case "openai":
          return openaiProvider().image(modelName);
        case "openai-compatible":
          return compatibleProvider().imageModel(modelName);
        case "google": {
          const access = config.google;
          if (!access) throw missing("GOOGLE");
          google ??= createGoogleGenerativeAI({
            apiKey: access.apiKey,
            ...(access.baseURL ? { baseURL: access.baseURL } : {}),
          });
          return google.image(modelName);
        }
      }
    },
  };
}
