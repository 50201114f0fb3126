// The entry point the pipeline uses: one engine per document's settings, on the configured models.
import type { DocumentSettings } from "../../../common/types";
import type { ResearchEngine } from "../types";
import { InvalidModelNameError, type ModelCatalog } from "./catalog";
import { createLlmEngine } from "./engine";
import { resolveDocumentModels } from "./resolve";

export interface ModelEngineFactory {
  readonly catalog: ModelCatalog;
  /**
   * The llm engine bound to the document's models. Throws InvalidModelNameError for provider
   * OFFLINE (the pipeline picks the offline engine itself) and for unknown or disabled models.
   */
  engineFor(settings: DocumentSettings): ResearchEngine;
}

/** Creates the factory over a catalog (createModelCatalog(llmConfigFrom(env))). */
export function createModelEngineFactory(options: { catalog: ModelCatalog }): ModelEngineFactory {
  const { catalog } = options;
  return {
    catalog,
    engineFor(settings) {
      if (settings.llm.llmProvider === "OFFLINE") {
        throw new InvalidModelNameError(settings.llm.modelId, "served by the offline engine");
      }
      const resolved = resolveDocumentModels(catalog, settings.llm);
      return createLlmEngine({
        models: { languageModel: resolved.languageModel, smallModel: resolved.smallModel },
        prices: catalog.prices,
      });
    },
  };
}
