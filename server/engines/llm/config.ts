// The language-model settings: which providers have keys, the OpenAI-compatible endpoint, catalog
// extensions, the image model and the default model. server/config.ts merges llmEnvSchema into the
// central schema; this module never reads process.env itself.
import { z } from "zod";
import type { LlmProvider } from "../../../common/types";
import { STRUCTURED_OUTPUT_MODES, type StructuredOutputMode } from "./window";

/** Trimmed string; empty means unset (a blank line in .env must not count as a key). */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const optionalUrl = optionalString.pipe(
  z.url({ message: "must be a URL such as https://api.example.com/v1" }).optional(),
);

export const MODEL_PROVIDERS = ["OPENAI", "ANTHROPIC", "GOOGLE", "OPENAI_COMPATIBLE"] as const;
/** A provider reached through the AI SDK (everything but the offline engine). */
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

/** One MODEL_CATALOG entry: overrides a built-in model (same id) or adds one. Prices in USD per 1M tokens. */
export const catalogEntryInput = z
  .object({
    id: z.string().trim().min(1),
    label: z.string().trim().min(1).optional(),
    provider: z.enum(MODEL_PROVIDERS).optional(),
    modelName: z.string().trim().min(1).optional(),
    smallModelName: z.string().trim().min(1).optional(),
    proOnly: z.boolean().optional(),
    /** false shows the model disabled. */
    enabled: z.boolean().optional(),
    /** true removes the model from the list. */
    hidden: z.boolean().optional(),
    price: z
      .object({ inputUsdPerMTok: z.number().nonnegative(), outputUsdPerMTok: z.number().nonnegative() })
      .strict()
      .optional(),
    smallPrice: z
      .object({ inputUsdPerMTok: z.number().nonnegative(), outputUsdPerMTok: z.number().nonnegative() })
      .strict()
      .optional(),
    /** The model's context window in tokens (prompt and answer): prompts are fitted to it. */
    contextTokens: z.number().int().min(512).optional(),
    /** How JSON answers are asked for: json_schema (default), json_object, or prompt (the schema in the prompt only). */
    structuredOutput: z.enum(STRUCTURED_OUTPUT_MODES).optional(),
    /** Short form of `price` (USD per 1M input / output tokens), for models the built-in list does not know. */
    inputPerMillion: z.number().nonnegative().optional(),
    outputPerMillion: z.number().nonnegative().optional(),
  })
  .strict();
export type CatalogEntryInput = z.output<typeof catalogEntryInput>;

/** Ids of the built-in catalog entries; MODEL_CATALOG entries with these ids override them. */
export const BUILT_IN_MODEL_IDS = [
  "gpt-4o",
  "gemini-1.5-pro",
  "claude-3",
  "openai-compatible",
  "offline",
] as const;

const catalogList = z.array(catalogEntryInput).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    if (seen.has(entry.id))
      ctx.addIssue({ code: "custom", message: `duplicate id "${entry.id}"`, path: [i] });
    seen.add(entry.id);
    if (entry.id === "offline" && (entry.provider || entry.modelName || entry.smallModelName)) {
      ctx.addIssue({
        code: "custom",
        message: 'the "offline" entry can only change label or hidden',
        path: [i],
      });
    }
    const builtIn = (BUILT_IN_MODEL_IDS as readonly string[]).includes(entry.id);
    if (!builtIn && (!entry.provider || !entry.modelName)) {
      ctx.addIssue({
        code: "custom",
        message: `new model "${entry.id}" needs "provider" (${MODEL_PROVIDERS.join(", ")}) and "modelName"`,
        path: [i],
      });
    }
  });
});

/** Parses MODEL_CATALOG text; returns the entries or a message saying what is wrong. */
function parseCatalogText(text: string): { entries: CatalogEntryInput[] } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'must be JSON: an array of {"id", "label", "provider", "modelName", ...}' };
  }
  const parsed = catalogList.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `entry ${issue.path.join(".")}: ` : "";
    return { error: `${where}${issue?.message ?? "invalid"}` };
  }
  return { entries: parsed.data };
}

export const IMAGE_PROVIDERS = ["openai", "openai-compatible", "google"] as const;
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];

function parseImageModel(value: string): { provider: ImageProvider; modelName: string } | null {
  const colon = value.indexOf(":");
  const provider = colon < 0 ? "openai" : value.slice(0, colon).trim().toLowerCase();
  const modelName = (colon < 0 ? value : value.slice(colon + 1)).trim();
  if (!modelName || !(IMAGE_PROVIDERS as readonly string[]).includes(provider)) return null;
  return { provider: provider as ImageProvider, modelName };
}

export const llmEnvSchema = z.object({
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalUrl,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  GOOGLE_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_MODEL: optionalString,
  OPENAI_COMPATIBLE_API_KEY: optionalString,
  OPENAI_COMPATIBLE_LABEL: optionalString,
  OPENAI_COMPATIBLE_EMBEDDING_MODEL: optionalString,
  /** The endpoint model's context window in tokens (Ollama: its num_ctx); prompts are fitted to it. */
  OPENAI_COMPATIBLE_CONTEXT_TOKENS: optionalString
    .superRefine((v, ctx) => {
      if (v !== undefined && (!/^\d+$/.test(v) || Number(v) < 512)) {
        ctx.addIssue({
          code: "custom",
          message: "must be a whole number of tokens, at least 512, such as 8192",
        });
      }
    })
    .transform((v) => (v === undefined ? undefined : Number(v))),
  /** json_schema (default; refused formats fall back by themselves), json_object, or prompt. */
  OPENAI_COMPATIBLE_STRUCTURED_OUTPUT: optionalString.pipe(
    z
      .enum(STRUCTURED_OUTPUT_MODES, { message: `must be one of ${STRUCTURED_OUTPUT_MODES.join(", ")}` })
      .optional(),
  ),
  /** JSON array of catalog entries (see catalogEntryInput); kept as text so the schema can be parsed twice. */
  MODEL_CATALOG: optionalString.superRefine((text, ctx) => {
    if (text === undefined) return;
    const result = parseCatalogText(text);
    if ("error" in result) ctx.addIssue({ code: "custom", message: result.error });
  }),
  /** provider:model, e.g. openai:gpt-image-1, openai:dall-e-3, google:imagen-3.0-generate-002. */
  IMAGE_MODEL: optionalString.superRefine((text, ctx) => {
    if (text !== undefined && !parseImageModel(text)) {
      ctx.addIssue({
        code: "custom",
        message: `must be provider:model with provider one of ${IMAGE_PROVIDERS.join(", ")} (e.g. openai:gpt-image-1)`,
      });
    }
  }),
  /** Catalog id of the model selected by default (used only when it is enabled). */
  DEFAULT_MODEL: optionalString,
  /** Comma-separated catalog ids shown '(Pro only)' and refused (403 PRO_ONLY); unset: claude-3. */
  PRO_ONLY_MODELS: optionalString.transform((v) =>
    v === undefined
      ? undefined
      : v
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
  ),
  /** The small model of each provider's built-in entry (cheap steps); unset: the built-in choice. */
  SMALL_MODEL_OPENAI: optionalString,
  SMALL_MODEL_ANTHROPIC: optionalString,
  SMALL_MODEL_GOOGLE: optionalString,
});
export type LlmEnv = z.output<typeof llmEnvSchema>;
export type LlmEnvInput = z.input<typeof llmEnvSchema>;

export interface ProviderAccess {
  apiKey: string;
  baseURL?: string;
}

export interface LlmConfig {
  openai?: ProviderAccess;
  anthropic?: ProviderAccess;
  google?: ProviderAccess;
  /** Present when OPENAI_COMPATIBLE_BASE_URL is set. */
  openaiCompatible?: {
    baseURL: string;
    apiKey?: string;
    model?: string;
    label?: string;
    embeddingModel?: string;
    contextTokens?: number;
    structuredOutput?: StructuredOutputMode;
  };
  catalog: CatalogEntryInput[];
  imageModel?: { provider: ImageProvider; modelName: string };
  defaultModel?: string;
  /** PRO_ONLY_MODELS: when set, exactly these catalog ids are Pro only. */
  proOnlyModels?: string[];
  /** SMALL_MODEL_<PROVIDER>: the small model of that provider's built-in entry. */
  smallModels?: Partial<Record<"OPENAI" | "ANTHROPIC" | "GOOGLE", string>>;
}

/** A bad LLM setting; the message names each one ("MODEL_CATALOG: must be JSON …"). */
export class LlmConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "LlmConfigError";
  }
}

/** Validates the LLM settings (raw env or already-parsed values) and returns the typed config. */
export function llmConfigFrom(env: LlmEnvInput | Record<string, string | undefined>): LlmConfig {
  const parsed = llmEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new LlmConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? "setting")}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const access = (apiKey?: string, baseURL?: string): ProviderAccess | undefined =>
    apiKey ? { apiKey, ...(baseURL ? { baseURL } : {}) } : undefined;
  const catalog = values.MODEL_CATALOG ? parseCatalogText(values.MODEL_CATALOG) : { entries: [] };
  const compatBase = values.OPENAI_COMPATIBLE_BASE_URL;
  const config: LlmConfig = {
    catalog: "entries" in catalog ? catalog.entries : [],
  };
  if (values.PRO_ONLY_MODELS) config.proOnlyModels = values.PRO_ONLY_MODELS;
  const smallModels = {
    ...(values.SMALL_MODEL_OPENAI ? { OPENAI: values.SMALL_MODEL_OPENAI } : {}),
    ...(values.SMALL_MODEL_ANTHROPIC ? { ANTHROPIC: values.SMALL_MODEL_ANTHROPIC } : {}),
    ...(values.SMALL_MODEL_GOOGLE ? { GOOGLE: values.SMALL_MODEL_GOOGLE } : {}),
  };
  if (Object.keys(smallModels).length > 0) config.smallModels = smallModels;
  const openai = access(values.OPENAI_API_KEY, values.OPENAI_BASE_URL);
  if (openai) config.openai = openai;
  const anthropic = access(values.ANTHROPIC_API_KEY, values.ANTHROPIC_BASE_URL);
  if (anthropic) config.anthropic = anthropic;
  const google = access(values.GOOGLE_GENERATIVE_AI_API_KEY, values.GOOGLE_BASE_URL);
  if (google) config.google = google;
  if (compatBase) {
    config.openaiCompatible = {
      baseURL: compatBase,
      ...(values.OPENAI_COMPATIBLE_API_KEY ? { apiKey: values.OPENAI_COMPATIBLE_API_KEY } : {}),
      ...(values.OPENAI_COMPATIBLE_MODEL ? { model: values.OPENAI_COMPATIBLE_MODEL } : {}),
      ...(values.OPENAI_COMPATIBLE_LABEL ? { label: values.OPENAI_COMPATIBLE_LABEL } : {}),
      ...(values.OPENAI_COMPATIBLE_EMBEDDING_MODEL
        ? { embeddingModel: values.OPENAI_COMPATIBLE_EMBEDDING_MODEL }
        : {}),
      ...(values.OPENAI_COMPATIBLE_CONTEXT_TOKENS !== undefined
        ? { contextTokens: values.OPENAI_COMPATIBLE_CONTEXT_TOKENS }
        : {}),
      ...(values.OPENAI_COMPATIBLE_STRUCTURED_OUTPUT
        ? { structuredOutput: values.OPENAI_COMPATIBLE_STRUCTURED_OUTPUT }
        : {}),
    };
  }
  const image = values.IMAGE_MODEL ? parseImageModel(values.IMAGE_MODEL) : null;
  if (image) config.imageModel = image;
  if (values.DEFAULT_MODEL) config.defaultModel = values.DEFAULT_MODEL;
  return config;
}

/** The env setting a provider needs before its models can be used. */
export const PROVIDER_KEY_SETTING: Record<ModelProvider, string> = {
  OPENAI: "OPENAI_API_KEY",
  ANTHROPIC: "ANTHROPIC_API_KEY",
  GOOGLE: "GOOGLE_GENERATIVE_AI_API_KEY",
  OPENAI_COMPATIBLE: "OPENAI_COMPATIBLE_BASE_URL",
};

/** Whether the provider's credentials (or endpoint) are configured. */
export function providerConfigured(config: LlmConfig, provider: LlmProvider): boolean {
  switch (provider) {
    case "OPENAI":
      return Boolean(config.openai);
    case "ANTHROPIC":
      return Boolean(config.anthropic);
    case "GOOGLE":
      return Boolean(config.google);
    case "OPENAI_COMPATIBLE":
      return Boolean(config.openaiCompatible);
    case "OFFLINE":
      return true;
  }
}
