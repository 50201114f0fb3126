// Plain-text model calls: a complete answer (summary) or a stream (section text), with usage recorded.
// Attempts are drawn from the step's retry budget (server/retry-budget.ts); the SDK retries nothing.
import { generateText, streamText } from "ai";
import { budgetOf, notRetryable, routeOf, SDK_MAX_RETRIES } from "../../retry-budget";
import type { EngineCall } from "../types";
import { CitationFilter } from "./citations";
import type { PriceTable } from "./prices";
import type { LanguageModelV3 } from "./providers";
import { MODEL_CALL_TIMEOUT_MS, STREAM_TIMEOUT, samplingSettings } from "./structured";
import { recordModelUsage } from "./usage";

interface TextCall {
  model: LanguageModelV3;
  system: string;
  prompt: string;
  call: EngineCall;
  step: string;
  prices?: PriceTable;
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
    check?: (text: string, attempt: number) => void;
    retryPrompt?: () => string;
  },
): Promise<string> {
  const { call } = options;
  return budgetOf(call).call(
    async (attempt) => {
      const extra = attempt > 1 ? options.retryPrompt?.() : undefined;
      const result = await generateText({
        model: options.model,
        system: options.system,
        prompt: extra ? `${options.prompt}\n\n${extra}` : options.prompt,
        ...samplingSettings(call.settings.llm),
        timeout: MODEL_CALL_TIMEOUT_MS,
        maxRetries: SDK_MAX_RETRIES,
        ...(call.signal ? { abortSignal: call.signal } : {}),
      });
      await recordModelUsage(call, options.model, result.totalUsage, usageOptions(options));
      options.check?.(result.text, attempt);
      return result.text;
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
    validCitations: Iterable<number>;
    onDelta: (delta: string) => void | Promise<void>;
    onRestart?: () => void | Promise<void>;
  },
): Promise<string> {
  const { call } = options;
  const valid = [...options.validCitations];
  let written = "";
  return budgetOf(call).call(
    async () => {
      if (written) {
        await options.onRestart?.();
        written = "";
      }
      const filter = new CitationFilter(valid);
      const emit = async (text: string) => {
        if (!text) return;
        written += text;
        await options.onDelta(text);
      };
      const result = streamText({
        model: options.model,
        system: options.system,
        prompt: options.prompt,
        ...samplingSettings(call.settings.llm),
        timeout: STREAM_TIMEOUT,
        maxRetries: SDK_MAX_RETRIES,
        ...(call.signal ? { abortSignal: call.signal } : {}),
        // Errors surface from the stream below; the default handler would only log them twice.
        onError: () => {},
      });
      let failure: unknown;
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") await emit(filter.push(part.text));
        else if (part.type === "error") {
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
      if (failure !== undefined) {
        const error = failure instanceof Error ? failure : new Error(String(failure));
        throw written && !options.onRestart ? notRetryable(error) : error;
      }
      await emit(filter.flush());
      return written;
    },
    {
      route: routeOf(options.model, usageOptions(options).step),
      ...(call.signal ? { signal: call.signal } : {}),
    },
  );
}
