// Why a language model failed, as the pipeline explains it to the person (the engines' public face of
// their errors: the pipeline imports this, never the engines' insides). Told apart (issue 34, item 5): a server that cannot be reached, a model
// name the server does not have, a key refused, a quota or balance exhausted — each its own reason and
// hint, rather than "check the key and quota" for everything. Context-length refusals are explained in
// failure-reasons.ts (MODEL_CONTEXT).
import type { FailureReason } from "../../common/types";
import { contextRefusal, errorText } from "./llm/refusals";
import { ContextWindowError } from "./llm/window";

export interface ModelFailure {
  reason: FailureReason;
  message: string;
  hint: string;
  params: Record<string, string>;
}

/** The provider's host from the failed call's url ("127.0.0.1:11434", "api.openai.com"). */
function hostOf(error: Error): string {
  const url = (error as { url?: unknown }).url;
  if (typeof url !== "string") return "?";
  try {
    return new URL(url).host;
  } catch {
    return "?";
  }
}

function modelOf(error: Error): string {
  const body = (error as { requestBodyValues?: { model?: unknown } }).requestBodyValues;
  return typeof body?.model === "string" ? body.model : "?";
}

/** A model call's failure in words a person can act on; null when it is not a provider's failure. */
export function explainModelFailure(error: Error): ModelFailure | null {
  const status = (error as { statusCode?: unknown }).statusCode;
  const isProvider = typeof status === "number" || error.name.startsWith("AI_");
  if (!isProvider) return null;
  const detail = error.message;
  const text = errorText(error);
  const host = hostOf(error);
  const model = modelOf(error);
  if (
    status === undefined &&
    /Cannot connect to API|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|fetch failed/i.test(text)
  ) {
    return {
      reason: "MODEL_UNREACHABLE",
      message: `The language model's server at ${host} could not be reached: ${detail}`,
      hint: "Check that the model's server is running at that address (OPENAI_COMPATIBLE_BASE_URL or the provider's base URL), then retry.",
      params: { host, detail },
    };
  }
  // Ollama: 'model "x" not found, try pulling it first'; OpenAI and vLLM: 'The model `x` does not exist'.
  if (status === 404 || /model[^\n]{0,80}(?:not found|does not exist)|model_not_found/i.test(text)) {
    return {
      reason: "MODEL_NOT_FOUND",
      message: `The model's server has no model ${model}: ${detail}`,
      hint: "Check the model's name (OPENAI_COMPATIBLE_MODEL or MODEL_CATALOG); with Ollama, pull the model first (ollama pull). Then retry.",
      params: { model, host, detail },
    };
  }
  if (status === 402 || (status === 429 && /quota|billing|credit|balance|insufficient/i.test(text))) {
    return {
      reason: "MODEL_QUOTA",
      message: `The model's provider refused the call for quota or billing: ${detail}`,
      hint: "Check the quota and billing of the provider's account, or choose another model, then retry.",
      params: { host, detail },
    };
  }
  // Google answers a bad key with 400 "API key not valid".
  if (
    status === 401 ||
    status === 403 ||
    /api[ _-]?key (?:not valid|is invalid)|invalid[ _-]?(?:x-)?api[ _-]?key|incorrect api key/i.test(text)
  ) {
    return {
      reason: "MODEL_KEY",
      message: `The model's provider refused its key: ${detail}`,
      hint: "Check the provider's key in the settings (OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY or OPENAI_COMPATIBLE_API_KEY), then retry.",
      params: { host, detail },
    };
  }
  return {
    reason: "MODEL_FAILED",
    message: `The language model failed: ${detail}`,
    hint: "Retry, or choose another model.",
    params: { detail },
  };
}

/** A prompt longer than the model's window: fitted and still too long, or refused by the server. */
export interface ContextFailure {
  detail: string;
  contextTokens: number | undefined;
  setting: string;
}

export function contextFailureOf(error: Error): ContextFailure | null {
  if (error instanceof ContextWindowError) {
    return {
      detail: `${error.step}: ${error.detail}`,
      contextTokens: error.contextTokens,
      setting: error.setting,
    };
  }
  const refusal = contextRefusal(error);
  if (!refusal) return null;
  // A refusal that reached here unfitted (a step with no window to fit to): the server's window still says why.
  return {
    detail: `the server refused the prompt as too long: ${error.message}`,
    contextTokens: refusal.contextTokens,
    setting: "OPENAI_COMPATIBLE_CONTEXT_TOKENS or MODEL_CATALOG contextTokens",
  };
}
