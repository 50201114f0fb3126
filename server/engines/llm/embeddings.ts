// Embeddings for retrieval (spec §9: text-embedding-3-small): OpenAI when its key is set, else the
// OpenAI-compatible endpoint's embedding model, else none (the retriever falls back to BM25).
import { embedMany } from "ai";
import { EMBEDDING_MODEL } from "../../../common/constants";
import { SDK_MAX_RETRIES } from "../../retry-budget";
import type { Embedder } from "../../sources/types";
import type { UsageRecorder } from "../types";
import type { LlmConfig } from "./config";
import { DEFAULT_PRICES, type PriceTable } from "./prices";
import { type EmbeddingModelV3, type ModelFactories, providerFactories } from "./providers";
import { modelUsageEvent, recordTo } from "./usage";

/** Per request: OpenAI takes up to 2048 inputs and 300k tokens; stay well under both. */
export const EMBEDDING_BATCH_TEXTS = 256;
export const EMBEDDING_BATCH_CHARS = 400_000;

/** Splits texts into batches bounded in count and characters, keeping their order. */
export function embeddingBatches(texts: string[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (
      current.length > 0 &&
      (current.length >= EMBEDDING_BATCH_TEXTS || chars + text.length > EMBEDDING_BATCH_CHARS)
    ) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

export interface EmbedderOptions {
  factories?: Pick<ModelFactories, "embeddingModel">;
  prices?: PriceTable;
  step?: string;
}

/** The configured embedder, or null when no provider offers embeddings. */
export function createEmbedder(config: LlmConfig, options: EmbedderOptions = {}): Embedder | null {
  const factories = options.factories ?? providerFactories(config);
  const prices = options.prices ?? DEFAULT_PRICES;
  let name: string;
  let model: EmbeddingModelV3;
  if (config.openai) {
    name = "openai";
    model = factories.embeddingModel("OPENAI", EMBEDDING_MODEL);
  } else if (config.openaiCompatible?.embeddingModel) {
    name = "openai-compatible";
    model = factories.embeddingModel("OPENAI_COMPATIBLE", config.openaiCompatible.embeddingModel);
  } else {
    return null;
  }

  return {
    name,
    async embed(texts: string[], usage?: UsageRecorder): Promise<number[][]> {
      const vectors: number[][] = [];
      for (const batch of embeddingBatches(texts)) {
        // Providers refuse empty inputs; a blank chunk still needs a vector to keep positions.
        const values = batch.map((t) => (t.trim() === "" ? " " : t));
        // No retry: a failed embedding falls back to BM25 ranking (sources/retrieval), which costs nothing.
        const result = await embedMany({ model, values, maxRetries: SDK_MAX_RETRIES });
        vectors.push(...result.embeddings);
        await recordTo(usage, {
          ...modelUsageEvent({
            kind: "embedding",
            model,
            inputTokens: result.usage.tokens,
            outputTokens: 0,
            prices,
            units: batch.length,
            ...(options.step ? { step: options.step } : {}),
          }),
          provider: name,
        });
      }
      return vectors;
    },
  };
}
