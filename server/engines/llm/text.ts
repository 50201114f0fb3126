// Plain-text model calls: a complete answer (summary) or a stream (section text), with usage recorded.
import { generateText, streamText } from "ai";
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

/** One complete text answer. */
export async function generatePlainText(options: TextCall): Promise<string> {
  const { call } = options;
  const result = await generateText({
    model: options.model,
    system: options.system,
    prompt: options.prompt,
    ...samplingSettings(call.settings.llm),
    timeout: MODEL_CALL_TIMEOUT_MS,
    ...(call.signal ? { abortSignal: call.signal } : {}),
  });
  await recordModelUsage(call, options.model, result.totalUsage, usageOptions(options));
  return result.text;
}

/**
 * Streams a text answer through a citation filter: onDelta receives only repaired text (an invalid
 * citation never reaches it, even split across chunks) and the result is exactly what onDelta got.
 */
export async function streamCitedText(
  options: TextCall & { validCitations: Iterable<number>; onDelta: (delta: string) => void | Promise<void> },
): Promise<string> {
  const { call } = options;
  const filter = new CitationFilter(options.validCitations);
  let written = "";
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
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  await emit(filter.flush());
  return written;
}
