// Why a paper stopped, in words a person can act on: every ERROR carries {step, message, hint} and a
// `reason` code the app translates (the message stays in English for the API and the log).
import type { FailureReason } from "../../common/types";
import { contextFailureOf, explainModelFailure } from "../engines/model-failures";
import { INTERNAL_ERRORS, NoRelevantSourcesError } from "../errors";
import { RetryBudgetSpentError, UnusableAnswerError } from "../retry-budget";
import { providerLabel, SearchProviderError } from "../sources/search/http";
import { SearchFailedError } from "../sources/search/service";

export interface ExplainedFailure {
  reason: FailureReason;
  message: string;
  hint: string;
  /** Values the app puts into its translated message (provider names, what went wrong). */
  params: Record<string, string>;
}

/** Network problems by kind: the app translates the kind, the API's message says it in English. */
export const NETWORK_PROBLEMS = {
  dns: "could not resolve the host",
  refused: "the connection was refused",
  reset: "the connection was reset",
  timeout: "no answer in time",
  unreachable: "the network or host is unreachable",
  other: "the connection failed",
} as const;
type NetworkProblem = keyof typeof NETWORK_PROBLEMS;

const BY_CODE: Record<string, NetworkProblem> = {
  ENOTFOUND: "dns",
  EAI_AGAIN: "dns",
  ECONNREFUSED: "refused",
  ECONNRESET: "reset",
  ETIMEDOUT: "timeout",
  UND_ERR_CONNECT_TIMEOUT: "timeout",
  EHOSTUNREACH: "unreachable",
  ENETUNREACH: "unreachable",
};

/** What kept a provider from answering; null when it answered (with an error status). */
function networkProblem(error: SearchProviderError): NetworkProblem | null {
  if (error.status !== undefined) return null;
  if (/no answer within/.test(error.message)) return "timeout";
  const code = /could not reach [^ ]+ \(([^)]+)\)/.exec(error.message)?.[1];
  if (code === undefined) return null;
  return BY_CODE[code] ?? "other";
}

function unwrap(error: Error): Error {
  if (error instanceof RetryBudgetSpentError && error.lastError instanceof Error) return error.lastError;
  return error;
}

/** A prompt too long for the model's window: the window and the setting that declares it, never keys or quotas. */
function contextFailure(detail: string, window: number | undefined, setting: string): ExplainedFailure {
  const tokens = window === undefined ? "?" : String(window);
  return {
    reason: "MODEL_CONTEXT",
    message: `The prompt does not fit the language model's context window (${tokens} tokens, set by ${setting}): ${detail}`,
    hint: `Raise the model's context window (Ollama: num_ctx or OLLAMA_CONTEXT_LENGTH) and set ${setting} to it, or choose a model with a larger window, then retry.`,
    params: { window: tokens, setting, detail },
  };
}

/** The reason, message and hint of a step's failure. */
export function explainFailure(thrown: Error): ExplainedFailure {
  const error = unwrap(thrown);
  if (error instanceof SearchFailedError) {
    const providers = error.errors.filter((e): e is SearchProviderError => e instanceof SearchProviderError);
    const problems = providers.map(networkProblem);
    if (providers.length > 0 && problems.every((p) => p !== null)) {
      const names = [...new Set(providers.map((p) => providerLabel(p.provider)))].join(", ");
      const problem = problems[0] as NetworkProblem;
      return {
        reason: "SEARCH_UNREACHABLE",
        message: `No search provider could be reached: ${names} — ${NETWORK_PROBLEMS[problem]}.`,
        hint: "Check the network, or add a library or a PDF.",
        params: { providers: names, problem },
      };
    }
    if (providers.some((p) => /search key/.test(p.message))) {
      return {
        reason: "SEARCH_KEY",
        message: error.message,
        hint: "Check the search provider's key in the settings (.env), or use another provider.",
        params: { detail: error.message },
      };
    }
    return {
      reason: "SEARCH_FAILED",
      message: error.message,
      hint: "Try again in a few minutes, or add a library or a PDF.",
      params: { detail: error.message },
    };
  }
  if (error instanceof NoRelevantSourcesError) {
    return {
      reason: "NO_RELEVANT_SOURCES",
      message: error.message,
      hint: "Ask the question in other words, or add a library or a PDF about it.",
      params: { subject: error.subject, count: String(error.read) },
    };
  }
  if (error.message === INTERNAL_ERRORS.noSearchResults) {
    return {
      reason: "NO_SEARCH_RESULTS",
      message: error.message,
      hint: "Ask the question in other words, tick more search types, or add your own sources.",
      params: {},
    };
  }
  const context = contextFailureOf(error);
  if (context) return contextFailure(context.detail, context.contextTokens, context.setting);
  if (error instanceof UnusableAnswerError) {
    return {
      reason: "MODEL_UNUSABLE",
      message: `The language model's answers could not be used: ${error.message}.`,
      hint: "Retry, or choose another model.",
      params: { detail: error.message },
    };
  }
  const model = explainModelFailure(error);
  if (model) return model;
  return {
    reason: "INTERNAL",
    message: error.message,
    hint: "Retry. If it fails again, the server's log has the details.",
    params: { detail: error.message },
  };
}
