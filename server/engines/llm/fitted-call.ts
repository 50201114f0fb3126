// One model call whose prompt fits the model's window: built to the window (declared, known, or learnt
// from an earlier refusal), and when the server still refuses it as too long, built once more from
// what the refusal said (the window, the prompt's size in the server's own tokens) and sent again.
// A prompt that cannot be made to fit ends the step with a ContextWindowError naming the window and
// the setting that declares it — never a message about keys or quotas.

import { logger } from "../../logger";
import type { LanguageModelV3 } from "./providers";
import { contextRefusal, errorText } from "./refusals";
import {
  answerTokens,
  ContextWindowError,
  type Fitted,
  fitPrompt,
  modelProfile,
  promptBudget,
} from "./window";

/** A prompt builder: the prompt at a scale from 0 (least material) to 1 (all of it). */
export type PromptBuilder<P extends { system: string; prompt: string }> = (scale: number) => P;

/** What refusals taught about a model in this process: its window and how short our estimates run. */
interface Learned {
  contextTokens?: number;
  factor?: number;
}
const learned = new Map<string, Learned>();
/** Models whose cut prompts were already reported in the log. */
const warnedCut = new Set<string>();

function modelKey(model: LanguageModelV3): string {
  return `${model.provider}/${model.modelId}`;
}

/** Forgets what refusals taught (tests). */
export function forgetLearnedWindows(): void {
  learned.clear();
  warnedCut.clear();
}

/** The window a call is fitted to: the declared one, or a smaller one a refusal named. */
export function effectiveWindow(model: LanguageModelV3): number | undefined {
  const declared = modelProfile(model).contextTokens;
  const taught = learned.get(modelKey(model))?.contextTokens;
  if (declared === undefined) return taught;
  return taught === undefined ? declared : Math.min(declared, taught);
}

export interface FittedCallOptions<P extends { system: string; prompt: string }> {
  model: LanguageModelV3;
  step: string;
  build: PromptBuilder<P>;
  /** Tokens the answer needs (capped to a share of a small window). */
  answerTokens: number;
  /** Text the call adds to the system prompt, counted in the prompt's size. */
  extraSystem?: string;
}

/** The prompt sent and the answer's length limit (set when the window is declared or learnt). */
export interface FittedRequest<P> {
  value: P;
  maxOutputTokens?: number;
  /** The prompt's estimated tokens (compared with what the server reports: checkReportedPrompt). */
  tokens: number;
}

/** Reported prompt tokens below this share of the estimate mean the server cut the prompt. */
const CUT_SHARE = 0.3;

/**
 * Ollama cuts a prompt longer than its window without a word; the prompt tokens it reports then fall
 * far below the estimate. Without a declared window this is said once per model in the log, naming the
 * setting that prevents it. True when the report looks like a cut prompt.
 */
export function checkReportedPrompt(
  model: LanguageModelV3,
  estimated: number,
  reported: number | undefined,
): boolean {
  if (reported === undefined || reported <= 0 || estimated < 1000 || reported >= estimated * CUT_SHARE)
    return false;
  const profile = modelProfile(model);
  if (profile.declared) return true;
  const key = modelKey(model);
  if (!warnedCut.has(key)) {
    warnedCut.add(key);
    logger.warn(
      `[model] ${key}: the server counted ${reported} prompt tokens for a prompt estimated at ${estimated}: it probably cut the prompt to its context window (Ollama does so silently). Set ${profile.windowSetting} to the model's window.`,
    );
  }
  return true;
}

function fitToWindow<P extends { system: string; prompt: string }>(
  options: FittedCallOptions<P>,
  maxScale?: number,
): { fitted: Fitted<P>; window: number | undefined; answer: number } {
  const window = effectiveWindow(options.model);
  const answer = answerTokens(window, options.answerTokens);
  const taught = learned.get(modelKey(options.model));
  const fitted = fitPrompt({
    build: options.build,
    window,
    answer,
    ...(options.extraSystem ? { extraSystem: options.extraSystem } : {}),
    ...(taught?.factor ? { factor: taught.factor } : {}),
    ...(maxScale !== undefined ? { maxScale } : {}),
  });
  if (!fitted) {
    const profile = modelProfile(options.model);
    const least = fitPrompt({ build: options.build, window: undefined, answer, maxScale: 0 });
    throw new ContextWindowError(
      options.step,
      window,
      profile.windowSetting,
      `even with the least material the prompt takes about ${least?.tokens ?? "?"} tokens, and ${answer} are kept for the answer (${window === undefined ? "?" : promptBudget(window, answer)} left for the prompt)`,
    );
  }
  return { fitted, window, answer };
}

/**
 * Runs `send` with a prompt that fits; on a context-length refusal, learns from it and sends a smaller
 * prompt once. Other errors pass through untouched.
 */
export async function fittedCall<P extends { system: string; prompt: string }, R>(
  options: FittedCallOptions<P>,
  send: (request: FittedRequest<P>) => Promise<R>,
): Promise<R> {
  const profile = modelProfile(options.model);
  const request = (f: { fitted: Fitted<P>; window: number | undefined; answer: number }) => {
    const limited = profile.declared || learned.get(modelKey(options.model))?.contextTokens !== undefined;
    return {
      value: f.fitted.value,
      tokens: f.fitted.tokens,
      ...(limited && f.window !== undefined ? { maxOutputTokens: f.answer } : {}),
    };
  };
  const first = fitToWindow(options);
  try {
    return await send(request(first));
  } catch (error) {
    const refusal = contextRefusal(error);
    if (!refusal) throw error;
    const key = modelKey(options.model);
    const taught: Learned = { ...learned.get(key) };
    if (refusal.contextTokens !== undefined) {
      taught.contextTokens = Math.min(
        refusal.contextTokens,
        taught.contextTokens ?? Number.POSITIVE_INFINITY,
      );
    }
    const estimated = first.fitted.tokens / (taught.factor ?? 1);
    if (refusal.promptTokens !== undefined && refusal.promptTokens > estimated) {
      // The server counts more tokens than the estimate: later prompts of this model are estimated larger.
      taught.factor = Math.max(taught.factor ?? 1, (refusal.promptTokens / estimated) * 1.05);
    }
    learned.set(key, taught);
    // A smaller prompt in any case: what the refusal taught, else half the material.
    const learnt = refusal.contextTokens !== undefined || refusal.promptTokens !== undefined;
    const again = fitToWindow(options, first.fitted.scale * (learnt ? 0.9 : 0.5));
    if (first.fitted.scale === 0) {
      // The least material was refused already: there is no smaller prompt to send.
      throw new ContextWindowError(options.step, again.window, profile.windowSetting, refusalDetail(error));
    }
    try {
      return await send(request(again));
    } catch (retryError) {
      if (!contextRefusal(retryError)) throw retryError;
      throw new ContextWindowError(
        options.step,
        effectiveWindow(options.model),
        profile.windowSetting,
        `the server refused a smaller prompt too: ${refusalDetail(retryError)}`,
      );
    }
  }
}

function refusalDetail(error: unknown): string {
  const text = errorText(error).replace(/\s+/g, " ").trim();
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
