// The model catalog: the labels the composer shows (spec §2: GPT4o default, Gemini 1.5 Pro, Claude3
// disabled and Pro only), mapped to provider models, plus the OpenAI-compatible endpoint, the offline
// engine and whatever MODEL_CATALOG adds. A model whose provider has no key is listed disabled, with why.
import {
  MODEL_FREQUENCY_PENALTY,
  MODEL_PRESENCE_PENALTY,
  MODEL_TEMPERATURE,
  MODEL_TOP_P,
} from "../../../common/constants";
import type { LlmProvider, LlmSettings, ModelOption } from "../../../common/types";
import { type CatalogEntryInput, type LlmConfig, PROVIDER_KEY_SETTING, providerConfigured } from "./config";
import { createPriceTable, type PriceTable, type TokenPrice, usdPerMTok } from "./prices";
import { type LanguageModelV3, type ModelFactories, providerFactories } from "./providers";
import {
  KNOWN_CONTEXT_TOKENS,
  type ModelProfile,
  type StructuredOutputMode,
  setModelProfile,
} from "./window";

export const OFFLINE_MODEL_ID = "offline";

/** Raised for a model id that is unknown, disabled, or not served by a language model. */
export class InvalidModelNameError extends Error {
  readonly code = "INVALID_MODEL_NAME";
  constructor(
    readonly modelId: string,
    detail?: string,
  ) {
    super(`invalid model name: ${modelId}${detail ? ` (${detail})` : ""}`);
    this.name = "InvalidModelNameError";
  }
}

/** One catalog entry: what the composer shows and which provider models it stands for. */
export interface CatalogModel {
  option: ModelOption;
  /** Provider model used for writing steps ("offline" for the offline engine). */
  modelName: string;
  /** Provider model used for cheap steps (refine, curate, choose pages, extract). */
  smallModelName: string;
  /** The declared window (OPENAI_COMPATIBLE_CONTEXT_TOKENS, MODEL_CATALOG contextTokens). */
  contextTokens?: number;
  /** How JSON answers are asked of this model, when configured. */
  structuredOutput?: StructuredOutputMode;
  /** The setting an error names when a prompt does not fit this model's window. */
  windowSetting: string;
}

export interface ResolvedModel {
  option: ModelOption;
  languageModel: LanguageModelV3;
  smallModel: LanguageModelV3;
  /** The settings a new document on this model stores (spec §9 defaults). */
  settings: LlmSettings;
}

export interface ModelCatalog {
  /** Every listed model, enabled or not, in display order (GET /api/config `models`). */
  list(): ModelOption[];
  /** DEFAULT_MODEL when enabled, else the first enabled model that is not offline, else "offline". */
  defaultModelId(): string;
  /** The entry for an id, enabled or not; undefined when unknown. */
  get(modelId: string): CatalogModel | undefined;
  /** Whether a listed model is '(Pro only)' (PRO_ONLY_MODELS); false for unknown ids. */
  isProOnly(modelId: string): boolean;
  /** The models behind an enabled, non-offline id; throws InvalidModelNameError otherwise. */
  resolve(modelId: string): ResolvedModel;
  /** Document settings for any enabled id, offline included; throws InvalidModelNameError otherwise. */
  settingsFor(modelId: string): LlmSettings;
  /** A provider model by name (a stored document keeps the model it was created with). */
  languageModel(provider: Exclude<LlmProvider, "OFFLINE">, modelName: string): LanguageModelV3;
  readonly prices: PriceTable;
}

interface Draft {
  id: string;
  label: string;
  provider: LlmProvider;
  modelName: string;
  smallModelName: string;
  proOnly: boolean;
  enabled?: boolean;
  hidden?: boolean;
  contextTokens?: number;
  structuredOutput?: StructuredOutputMode;
  windowSetting: string;
}

/**
 * The spec's entries. Small models: spec §9 names GPT4o, Claude 3 Haiku and Gemini Pro; OpenAI's and
 * Google's built-ins are cheaper current ones, and SMALL_MODEL_<PROVIDER> sets the spec's (or any other).
 */
function builtInDrafts(config: LlmConfig): Draft[] {
  const small = config.smallModels ?? {};
  const drafts: Draft[] = [
    {
      id: "gpt-4o",
      label: "GPT4o",
      provider: "OPENAI",
      modelName: "gpt-4o",
      smallModelName: small.OPENAI ?? "gpt-4o-mini",
      proOnly: false,
      windowSetting: windowSettingOf("gpt-4o"),
    },
    {
      id: "gemini-1.5-pro",
      label: "Gemini 1.5 Pro",
      provider: "GOOGLE",
      modelName: "gemini-1.5-pro",
      smallModelName: small.GOOGLE ?? "gemini-1.5-flash",
      proOnly: false,
      windowSetting: windowSettingOf("gemini-1.5-pro"),
    },
    {
      id: "claude-3",
      label: "Claude3",
      provider: "ANTHROPIC",
      modelName: "claude-3-opus-20240229",
      smallModelName: small.ANTHROPIC ?? "claude-3-haiku-20240307",
      proOnly: true,
      windowSetting: windowSettingOf("claude-3"),
    },
  ];
  const compat = config.openaiCompatible;
  if (compat?.model) {
    drafts.push({
      id: "openai-compatible",
      label: compat.label ?? compat.model,
      provider: "OPENAI_COMPATIBLE",
      modelName: compat.model,
      smallModelName: compat.model,
      proOnly: false,
      windowSetting: "OPENAI_COMPATIBLE_CONTEXT_TOKENS",
      ...(compat.contextTokens !== undefined ? { contextTokens: compat.contextTokens } : {}),
      ...(compat.structuredOutput ? { structuredOutput: compat.structuredOutput } : {}),
    });
  }
  return drafts;
}

/** The setting that declares a catalog entry's window. */
function windowSettingOf(id: string): string {
  return `MODEL_CATALOG "contextTokens" of "${id}"`;
}

function applyEntry(draft: Draft | undefined, entry: CatalogEntryInput): Draft | undefined {
  const provider = entry.provider ?? draft?.provider;
  const modelName = entry.modelName ?? draft?.modelName;
  if (!provider || !modelName) return undefined;
  const next: Draft = {
    id: entry.id,
    label: entry.label ?? draft?.label ?? entry.id,
    provider,
    modelName,
    // A new or re-pointed model uses itself for cheap steps unless told otherwise.
    smallModelName: entry.smallModelName ?? (entry.modelName || !draft ? modelName : draft.smallModelName),
    proOnly: entry.proOnly ?? draft?.proOnly ?? false,
    windowSetting:
      entry.contextTokens !== undefined || !draft ? windowSettingOf(entry.id) : draft.windowSetting,
  };
  // A re-pointed model does not keep the old model's window.
  const contextTokens = entry.contextTokens ?? (entry.modelName ? undefined : draft?.contextTokens);
  if (contextTokens !== undefined) next.contextTokens = contextTokens;
  const structuredOutput = entry.structuredOutput ?? draft?.structuredOutput;
  if (structuredOutput) next.structuredOutput = structuredOutput;
  const enabled = entry.enabled ?? draft?.enabled;
  if (enabled !== undefined) next.enabled = enabled;
  const hidden = entry.hidden ?? draft?.hidden;
  if (hidden !== undefined) next.hidden = hidden;
  return next;
}

function toOption(draft: Draft, config: LlmConfig): ModelOption {
  const option: ModelOption = {
    id: draft.id,
    label: draft.label,
    provider: draft.provider,
    enabled: true,
    proOnly: draft.proOnly,
  };
  if (draft.proOnly) {
    option.enabled = false;
    option.reason = "Pro only";
  } else if (draft.enabled === false) {
    option.enabled = false;
    option.reason = "Disabled by configuration";
  } else if (!providerConfigured(config, draft.provider)) {
    option.enabled = false;
    option.reason = `Set ${PROVIDER_KEY_SETTING[draft.provider as Exclude<LlmProvider, "OFFLINE">]} to use ${draft.label}`;
  }
  return option;
}

export interface ModelCatalogOptions {
  /** Model builders; defaults to the real providers of the configuration. */
  factories?: ModelFactories;
}

/** Builds the catalog from the configuration (built-ins, OpenAI-compatible entry, MODEL_CATALOG, offline). */
export function createModelCatalog(config: LlmConfig, options: ModelCatalogOptions = {}): ModelCatalog {
  const factories = options.factories ?? providerFactories(config);
  const drafts = builtInDrafts(config);
  const priceOverrides: Record<string, TokenPrice> = {};
  let offlineLabel = "Offline";
  let offlineHidden = false;

  for (const entry of config.catalog) {
    if (entry.id === OFFLINE_MODEL_ID) {
      offlineLabel = entry.label ?? offlineLabel;
      offlineHidden = entry.hidden ?? offlineHidden;
      continue;
    }
    const index = drafts.findIndex((d) => d.id === entry.id);
    const next = applyEntry(drafts[index], entry);
    if (!next) continue;
    if (index >= 0) drafts[index] = next;
    else drafts.push(next);
    if (entry.price) {
      priceOverrides[next.modelName] = {
        inputPerMTok: usdPerMTok(entry.price.inputUsdPerMTok),
        outputPerMTok: usdPerMTok(entry.price.outputUsdPerMTok),
      };
    } else if (entry.inputPerMillion !== undefined || entry.outputPerMillion !== undefined) {
      priceOverrides[next.modelName] = {
        inputPerMTok: usdPerMTok(entry.inputPerMillion ?? 0),
        outputPerMTok: usdPerMTok(entry.outputPerMillion ?? 0),
      };
    }
    if (entry.smallPrice) {
      priceOverrides[next.smallModelName] = {
        inputPerMTok: usdPerMTok(entry.smallPrice.inputUsdPerMTok),
        outputPerMTok: usdPerMTok(entry.smallPrice.outputUsdPerMTok),
      };
    }
  }

  // PRO_ONLY_MODELS, when set, decides which models are Pro only (over built-ins and MODEL_CATALOG).
  const proOnlyIds = config.proOnlyModels;
  if (proOnlyIds) for (const d of drafts) d.proOnly = proOnlyIds.includes(d.id);
  const models: CatalogModel[] = drafts
    .filter((d) => !d.hidden)
    .map((d) => ({
      option: toOption(d, config),
      modelName: d.modelName,
      smallModelName: d.smallModelName,
      windowSetting: d.windowSetting,
      ...(d.contextTokens !== undefined ? { contextTokens: d.contextTokens } : {}),
      ...(d.structuredOutput ? { structuredOutput: d.structuredOutput } : {}),
    }));
  if (!offlineHidden) {
    models.push({
      option: {
        id: OFFLINE_MODEL_ID,
        label: offlineLabel,
        provider: "OFFLINE",
        enabled: true,
        proOnly: false,
      },
      modelName: OFFLINE_MODEL_ID,
      smallModelName: OFFLINE_MODEL_ID,
      windowSetting: "",
    });
  }
  const byId = new Map(models.map((m) => [m.option.id, m]));
  const prices = createPriceTable(priceOverrides);

  /** A provider model with what the catalog knows of it: its window (declared or known) and JSON mode. */
  const build = (provider: Exclude<LlmProvider, "OFFLINE">, modelName: string, entry?: CatalogModel) => {
    const owner = entry ?? models.find((m) => m.option.provider === provider && m.modelName === modelName);
    const declared = owner?.contextTokens;
    const contextTokens = declared ?? KNOWN_CONTEXT_TOKENS[modelName];
    const profile: ModelProfile = {
      windowSetting: owner?.windowSetting ?? windowSettingOf(modelName),
      ...(contextTokens !== undefined ? { contextTokens } : {}),
      ...(declared !== undefined ? { declared: true } : {}),
      ...(owner?.structuredOutput ? { structuredOutput: owner.structuredOutput } : {}),
    };
    return setModelProfile(factories.languageModel(provider, modelName), profile);
  };

  const enabledEntry = (modelId: string): CatalogModel => {
    const model = byId.get(modelId);
    if (!model) throw new InvalidModelNameError(modelId);
    if (!model.option.enabled) throw new InvalidModelNameError(modelId, model.option.reason);
    return model;
  };
  const settingsOf = (model: CatalogModel): LlmSettings => ({
    llmProvider: model.option.provider,
    modelId: model.option.id,
    modelName: model.modelName,
    temperature: MODEL_TEMPERATURE,
    topP: MODEL_TOP_P,
    frequencyPenalty: MODEL_FREQUENCY_PENALTY,
    presencePenalty: MODEL_PRESENCE_PENALTY,
    streaming: true,
  });

  return {
    prices,
    list: () => models.map((m) => ({ ...m.option })),
    defaultModelId() {
      const wanted = config.defaultModel ? byId.get(config.defaultModel) : undefined;
      if (wanted?.option.enabled) return wanted.option.id;
      const first = models.find((m) => m.option.enabled && m.option.provider !== "OFFLINE");
      return first ? first.option.id : OFFLINE_MODEL_ID;
    },
    get: (modelId) => byId.get(modelId),
    isProOnly: (modelId) => byId.get(modelId)?.option.proOnly ?? false,
    resolve(modelId) {
      const model = enabledEntry(modelId);
      const provider = model.option.provider;
      if (provider === "OFFLINE") {
        throw new InvalidModelNameError(modelId, "served by the offline engine, not a language model");
      }
      return {
        option: { ...model.option },
        languageModel: build(provider, model.modelName, model),
        smallModel: build(provider, model.smallModelName, model),
        settings: settingsOf(model),
      };
    },
    settingsFor: (modelId) => settingsOf(enabledEntry(modelId)),
    languageModel: (provider, modelName) => build(provider, modelName),
  };
}
