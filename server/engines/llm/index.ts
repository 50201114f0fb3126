// The model-backed engine and its pieces, for the pipeline (engineFor), the config (llmEnvSchema,
// llmConfigFrom), GET /api/config (catalog.list, defaultModelId), retrieval (createEmbedder) and the
// cover step (createImageGenerator).
export {
  type CatalogModel,
  createModelCatalog,
  InvalidModelNameError,
  type ModelCatalog,
  OFFLINE_MODEL_ID,
  type ResolvedModel,
} from "./catalog";
export { CitationFilter, citedNumbers, cleanModelText, repairCitations } from "./citations";
export { type LlmConfig, LlmConfigError, type LlmEnv, llmConfigFrom, llmEnvSchema } from "./config";
export { createEmbedder } from "./embeddings";
export { createLlmEngine, type EngineModels, type LlmEngineOptions, SummaryTooShortError } from "./engine";
export { createModelEngineFactory, type ModelEngineFactory } from "./factory";
export { createImageGenerator, NO_IMAGES_GENERATED, toCoverPng } from "./images";
export { createPriceTable, DEFAULT_PRICES, type PriceTable, tokenCost } from "./prices";
export { type ModelFactories, providerFactories } from "./providers";
export { resolveDocumentModels } from "./resolve";
export { generateStructured, StructuredOutputError } from "./structured";
