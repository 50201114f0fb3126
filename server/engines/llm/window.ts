// A model's context window and fitting each prompt into it (issue 34). Local servers have small
// windows (Ollama, llama.cpp and vLLM often run at 2,048–8,192 tokens): a prompt is built at full
// size, and when its estimate does not fit the window less the room kept for the answer, it is built
// again with fewer passages, facts and quotes (a `scale` below 1) until it does.
/** What Treatise knows about a model beyond its name: its window and how it answers in JSON. */
export interface ModelProfile {
  /** Context window in tokens (prompt and answer together); undefined when not known. */
  contextTokens?: number;
  /** The setting that declares the window, named in errors ("OPENAI_COMPATIBLE_CONTEXT_TOKENS"). */
  windowSetting: string;
  /** True when an operator declared the window: the answer's length is then sent as max_tokens too. */
  declared?: boolean;
  /** How structured answers are asked for; unset: json_schema, falling back when the server refuses it. */
  structuredOutput?: StructuredOutputMode;
}

export const STRUCTURED_OUTPUT_MODES = ["json_schema", "json_object", "prompt"] as const;
/** json_schema: response_format with the schema; json_object: plain JSON mode; prompt: the schema in the prompt only. */
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];

/** Windows of the built-in hosted models, from their providers' model pages. */
export const KNOWN_CONTEXT_TOKENS: Record<string, number> = {
  "gpt-4o": 128_000,
  "gpt-4o-mini": 128_000,
  "claude-3-opus-20240229": 200_000,
  "claude-3-haiku-20240307": 200_000,
  "gemini-1.5-pro": 2_097_152,
  "gemini-1.5-flash": 1_048_576,
};

const profiles = new WeakMap<object, ModelProfile>();

/** Remembers what the catalog knows about a model object it built. */
export function setModelProfile<M extends object>(model: M, profile: ModelProfile): M {
  profiles.set(model, profile);
  return model;
}

/** What is known of a model; a model the catalog did not build (a test's mock) has no window. */
export function modelProfile(model: object): ModelProfile {
  return profiles.get(model) ?? { windowSetting: "MODEL_CATALOG (contextTokens)" };
}

/**
 * Tokens a text may take, without the model's tokenizer: ASCII at 3 characters a token (English
 * averages about 4 with common tokenizers, code and urls less), every other character a token of its
 * own (CJK, Devanagari and Arabic often take one or more per character in small models' vocabularies).
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 128) ascii++;
    else other++;
  }
  return Math.ceil(ascii / 3) + other;
}

/** Tokens a chat template adds around each message and the answer's start. */
const MESSAGE_OVERHEAD_TOKENS = 12;
/** Part of the window kept free for estimates that come out short. */
export const WINDOW_SAFETY_MARGIN = 0.1;
/** Most of a window the answer may reserve, so that a small window still leaves room for material. */
const MAX_ANSWER_SHARE = 0.4;

/** Estimated prompt tokens of a system and user message. */
export function estimatePromptTokens(prompt: { system: string; prompt: string }, factor = 1): number {
  return (
    Math.ceil((estimateTokens(prompt.system) + estimateTokens(prompt.prompt)) * factor) +
    2 * MESSAGE_OVERHEAD_TOKENS
  );
}

/** The answer's share of a window: what the step needs, at most MAX_ANSWER_SHARE of the window. */
export function answerTokens(window: number | undefined, wanted: number): number {
  if (window === undefined) return wanted;
  return Math.max(64, Math.min(wanted, Math.floor(window * MAX_ANSWER_SHARE)));
}

/** Prompt tokens allowed in a window once the answer and the safety margin are set aside. */
export function promptBudget(window: number, answer: number): number {
  return Math.floor((window - answer) * (1 - WINDOW_SAFETY_MARGIN));
}

/** A prompt that cannot be made to fit, or that the server refused as too long even after shrinking. */
export class ContextWindowError extends Error {
  readonly isRetryable = false;
  constructor(
    readonly step: string,
    readonly contextTokens: number | undefined,
    readonly setting: string,
    readonly detail: string,
  ) {
    super(
      `the prompt of ${step} does not fit the model's context window${
        contextTokens !== undefined ? ` of ${contextTokens} tokens` : ""
      } (${setting}): ${detail}`,
    );
    this.name = "ContextWindowError";
  }
}

/** Items kept at a scale: all at 1, fewer below, at least one while there are any. */
export function scaledCount(count: number, scale: number): number {
  if (count === 0) return 0;
  return Math.max(1, Math.min(count, Math.round(count * scale)));
}

/** Characters kept at a scale, never fewer than `min`. */
export function scaledChars(max: number, scale: number, min = 160): number {
  return Math.max(Math.min(min, max), Math.round(max * scale));
}

export interface FitOptions<P extends { system: string; prompt: string }> {
  /** The prompt at a scale from 0 (least material) to 1 (all of it). */
  build: (scale: number) => P;
  /** The window, or undefined when unknown (then the prompt is built whole). */
  window: number | undefined;
  /** Tokens kept for the answer. */
  answer: number;
  /** Text the call adds to the system prompt (the JSON schema), counted too. */
  extraSystem?: string;
  /** Server tokens per estimated token, when a refusal has shown the estimate to be short. */
  factor?: number;
  /** Scales above this are not tried (a smaller prompt after a refusal). */
  maxScale?: number;
}

/** A prompt that fits, the scale it was built at and its estimated size. */
export interface Fitted<P> {
  value: P;
  scale: number;
  tokens: number;
}

/**
 * The largest prompt (by scale, halving the search interval 12 times) whose estimate fits the window
 * less the answer; null when even the smallest does not.
 */
export function fitPrompt<P extends { system: string; prompt: string }>(
  options: FitOptions<P>,
): Fitted<P> | null {
  const size = (p: P) =>
    estimatePromptTokens(
      { system: options.extraSystem ? `${p.system}\n\n${options.extraSystem}` : p.system, prompt: p.prompt },
      options.factor ?? 1,
    );
  const top = options.maxScale ?? 1;
  const whole = options.build(top);
  if (options.window === undefined) return { value: whole, scale: top, tokens: size(whole) };
  const budget = promptBudget(options.window, options.answer);
  if (size(whole) <= budget) return { value: whole, scale: top, tokens: size(whole) };
  const least = options.build(0);
  if (size(least) > budget) return null;
  let lo = 0;
  let hi = top;
  let best: Fitted<P> = { value: least, scale: 0, tokens: size(least) };
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    const value = options.build(mid);
    const tokens = size(value);
    if (tokens <= budget) {
      best = { value, scale: mid, tokens };
      lo = mid;
    } else hi = mid;
  }
  return best;
}
