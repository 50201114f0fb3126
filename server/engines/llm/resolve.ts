// Which models a document uses: its catalog entry, keeping the provider model it was created with.
import type { LlmSettings } from "../../../common/types";
import type { ModelCatalog, ResolvedModel } from "./catalog";

/**
 * The models for a document's settings. A stored document keeps its provider model name even when
 * the catalog entry has been re-pointed since; the small model follows the catalog.
 * Throws InvalidModelNameError ("invalid model name: …") for unknown, disabled or offline ids.
 */
export function resolveDocumentModels(catalog: ModelCatalog, llm: LlmSettings): ResolvedModel {
  const resolved = catalog.resolve(llm.modelId);
  const provider = resolved.option.provider;
  if (
    provider !== "OFFLINE" &&
    llm.llmProvider === provider &&
    llm.modelName &&
    llm.modelName !== resolved.settings.modelName
  ) {
    return {
      ...resolved,
      languageModel: catalog.languageModel(provider, llm.modelName),
      settings: { ...resolved.settings, modelName: llm.modelName },
    };
  }
  return resolved;
}
