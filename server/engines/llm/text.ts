// Plain-text model calls: a complete answer (summary) or a stream (section text), with usage recorded.
// Attempts are drawn from the step's retry budget (server/retry-budget.ts); the SDK retries nothing.
import { generateText, streamText } from "ai";
import { budgetOf, notRetryable, routeOf, SDK_MAX_RETRIES } from "../../retry-budget";
import type { EngineCall } from "../types";
import { CitationFilter } from "./citations";
import { checkReportedPrompt, fittedCall, type PromptBuilder } from "./fitted-call";
import type { PriceTable } from "./prices";
import type { LanguageModelV3 } from "./providers";
import { errorText } from "./refusals";
import { MODEL_CALL_TIMEOUT_MS, STREAM_TIMEOUT, samplingSettings } from "./structured";
import { stripThinking, ThinkFilter } from "./think";
import { recordModelUsage } from "./usage";

/** A text prompt; `extra` is what the step needs besides (the citation numbers the prompt kept). */
export interface TextPrompt {
  system: string;
  prompt: string;
  /** Citation numbers the prompt offers (only these may stay in the answer). */
  citations?: number[];
}

interface TextCall {
  model: LanguageModelV3;
  system?: string;
  prompt?: string;
  /** The prompt at a scale from 0 to 1, fitted to the model's window; without it system and prompt are sent whole. */
  build?: PromptBuilder<TextPrompt>;
  /** Tokens the answer needs (kept free in the window). */
  answerTokens: number;
  call: EngineCall;
  step: string;
  prices?: PriceTable;
}

function builderOf(options: TextCall): PromptBuilder<TextPrompt> {
  return options.build ?? (() => ({ system: options.system ?? "", prompt: options.prompt ?? "" }));
}

function usageOptions(options: TextCall) {
  return { step: options.call.step ?? options.step, ...(options.prices ? { prices: options.prices } : {}) };
}

/**
 * One complete text answer. `check` may refuse an answer by throwing an UnusableAnswerError: the model
 * is then asked again (with `retryPrompt`'s words added, if given) while the step's budget lasts.
 */
export async function generatePlainText(
  options: TextCall & {
    /** Refuses an answer by throwing (asked again); `attempt` counts from 1. */
    check?: (text: string, attempt: number, prompt: TextPrompt) => void;
    retryPrompt?: () => string;
  },
): Promise<string> {
  const { call } = options;
  const step = usageOptions(options).step;
  return budgetOf(call).call(
    async (attempt) => {
      const extra = attempt > 1 ? options.retryPrompt?.() : undefined;
      const { result, prompt } = await fittedCall(
        {
          model: options.model,
          step,
          build: builderOf(options),
          answerTokens: options.answerTokens,
          ...(extra ? { extraSystem: extra } : {}),
        },
        async ({ value: prompt, maxOutputTokens, tokens }) => {
          const answer = await generateText({
            model: options.model,
            system: prompt.system,
            prompt: extra ? `${prompt.prompt}\n\n${extra}` : prompt.prompt,
            ...samplingSettings(call.settings.llm),
            ...(maxOutputTokens ? { maxOutputTokens } : {}),
            timeout: MODEL_CALL_TIMEOUT_MS,
            maxRetries: SDK_MAX_RETRIES,
            ...(call.signal ? { abortSignal: call.signal } : {}),
          });
          checkReportedPrompt(options.model, tokens, answer.totalUsage.inputTokens);
          return { prompt, result: answer };
        },
      );
      await recordModelUsage(call, options.model, result.totalUsage, usageOptions(options));
      // Reasoning models' <think> blocks are no part of the answer.
      const text = stripThinking(result.text);
      options.check?.(text, attempt, prompt);
      return text;
    },
    {
      route: routeOf(options.model, usageOptions(options).step),
      ...(call.signal ? { signal: call.signal } : {}),
    },
  );
}

/**
 * Streams a text answer through a citation filter: onDelta receives only repaired text (an invalid
 * citation never reaches it, even split across chunks) and the result is exactly what onDelta got.
 * A stream that fails is tried again within the step's budget — after onRestart, when it had
 * already sent text; without onRestart such a stream is not tried again.
 */
export async function streamCitedText(
  options: TextCall & {
    /** Citation numbers the answer may keep; by default those the fitted prompt offers. */
    validCitations?: Iterable<number>;
    onDelta: (delta: string) => void | Promise<void>;
    onRestart?: () => void | Promise<void>;
  },
): Promise<string> {
  const { call } = options;
  const step = usageOptions(options).step;
  let written = "";
  const restart = async () => {
    if (written) {
      await options.onRestart?.();
      written = "";
    }
  };
  return budgetOf(call).call(
    async () => {
      await restart();
      return fittedCall(
        { model: options.model, step, build: builderOf(options), answerTokens: options.answerTokens },
        async ({ value: prompt, maxOutputTokens, tokens }) => {
          await restart();
          const valid = options.validCitations ? [...options.validCitations] : (prompt.citations ?? []);
          const thinking = new ThinkFilter();
          let filter = new CitationFilter(valid);
          const emit = async (text: string) => {
            if (!text) return;
            written += text;
            await options.onDelta(text);
          };
          const result = streamText({
            model: options.model,
            system: prompt.system,
            prompt: prompt.prompt,
            ...samplingSettings(call.settings.llm),
            ...(maxOutputTokens ? { maxOutputTokens } : {}),
            timeout: STREAM_TIMEOUT,
            maxRetries: SDK_MAX_RETRIES,
            ...(call.signal ? { abortSignal: call.signal } : {}),
            // Errors surface from the stream below; the default handler would only log them twice.
            onError: () => {},
          });
          let failure: unknown;
          for await (const part of result.fullStream) {
            if (part.type === "text-delta") {
              const shown = thinking.push(part.text);
              if (shown.retract) {
                // What was shown was the model's thinking (it only now closed it): take it back.
                if (written && options.onRestart) await restart();
                filter = new CitationFilter(valid);
              }
              await emit(filter.push(shown.text));
            } else if (part.type === "error") {
              failure = part.error;
              break;
            }
          }
          let usage: Awaited<typeof result.totalUsage> | undefined;
          try {
            usage = await result.totalUsage;
          } catch {
            // a failed stream may have no usage; the partial call is recorded at zero tokens
          }
          await recordModelUsage(call, options.model, usage, usageOptions(options));
          checkReportedPrompt(options.model, tokens, usage?.inputTokens);
          if (failure !== undefined) {
            const error =
              failure instanceof Error ? failure : new Error(errorText(failure), { cause: failure });
            // A refusal before any text is the window's (fittedCall retries it smaller); after text, only
            // a stream that can be restarted is tried again.
            throw written && !options.onRestart ? notRetryable(error) : error;
          }
          await emit(filter.push(thinking.flush()));
          await emit(filter.flush());
          return written;
        },
      );
    },
    {
      route: routeOf(options.model, step),
      ...(call.signal ? { signal: call.signal } : {}),
    },
  );
}
