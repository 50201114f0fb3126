// Structured model calls (spec §7: "Language-model calls in JSON mode, up to 3 attempts"): the zod
// schema goes to the provider as a JSON schema (and into the prompt, for endpoints with plain JSON
// mode only), the answer is validated, and a bad answer is retried with the reason — every attempt
// drawn from the step's retry budget (server/retry-budget.ts). The last failure says "no JSON found"
// or "validation failed" (spec §8). Every attempt's usage is recorded.
import { generateText, NoObjectGeneratedError, Output } from "ai";
import { z } from "zod";
import type { LlmSettings } from "../../../common/types";
import { budgetOf, RetryBudget, routeOf, SDK_MAX_RETRIES, UnusableAnswerError } from "../../retry-budget";
import type { EngineCall } from "../types";
import { extractJsonValues } from "./json";
import type { PriceTable } from "./prices";
import type { LanguageModelV3 } from "./providers";
import { recordModelUsage } from "./usage";

export type StructuredFailure = "no JSON found" | "validation failed";

/** A structured answer that was not valid; the last one of a call that gave up is what the step reports. */
export class StructuredOutputError extends UnusableAnswerError {
  constructor(
    readonly failure: StructuredFailure,
    readonly step: string,
    readonly attempts: number,
    readonly detail: string,
    readonly lastText: string,
  ) {
    super(
      `${failure} (${step}, ${attempts} ${attempts === 1 ? "attempt" : "attempts"})${detail ? `: ${detail}` : ""}`,
    );
    this.name = "StructuredOutputError";
  }
}

/** The sampling settings of a document (spec §9 defaults), leaving out the ones at their neutral value. */
export function samplingSettings(llm: LlmSettings): {
  temperature: number;
  topP?: number;
  frequencyPenalty?: number;
  presencePenalty?: number;
} {
  return {
    temperature: llm.temperature,
    // Several providers reject or warn about top_p next to temperature, and about penalties at all.
    ...(llm.topP !== 1 ? { topP: llm.topP } : {}),
    ...(llm.frequencyPenalty !== 0 ? { frequencyPenalty: llm.frequencyPenalty } : {}),
    ...(llm.presencePenalty !== 0 ? { presencePenalty: llm.presencePenalty } : {}),
  };
}

/** A complete answer that takes longer than this is abandoned (and the step retried by the pipeline). */
export const MODEL_CALL_TIMEOUT_MS = 180_000;
/** A stream silent for this long, or running longer than the total, is abandoned. */
export const STREAM_TIMEOUT = { chunkMs: 90_000, totalMs: 600_000 };

/**
 * Non-strict JSON schema on OpenAI-style APIs: strict mode refuses some keywords of ordinary schemas,
 * and our own validation and retries already enforce the shape.
 */
export const JSON_PROVIDER_OPTIONS = {
  openai: { strictJsonSchema: false },
  openaiCompatible: { strictJsonSchema: false },
};

/** The JSON schema text written into the prompt. */
export function schemaText(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema) as Record<string, unknown>;
  delete json.$schema;
  return JSON.stringify(json);
}

type Outcome<T> = { ok: true; value: T } | { ok: false; failure: StructuredFailure; detail: string };

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 6)
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("; ");
}

/** Finds the JSON in an answer and validates it; the first valid candidate wins. */
export function parseStructured<T>(text: string, schema: z.ZodType<T>): Outcome<T> {
  const candidates = extractJsonValues(text);
  if (candidates.length === 0) return { ok: false, failure: "no JSON found", detail: "" };
  let firstError: z.ZodError | undefined;
  for (const candidate of candidates) {
    const result = schema.safeParse(candidate);
    if (result.success) return { ok: true, value: result.data };
    firstError ??= result.error;
  }
  return { ok: false, failure: "validation failed", detail: firstError ? describeIssues(firstError) : "" };
}

export interface StructuredCall<T> {
  model: LanguageModelV3;
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  call: EngineCall;
  /** Name of the step for usage records and errors when the call does not carry one. */
  step: string;
  prices?: PriceTable;
  /** Attempts in all, on a budget of its own (tests); by default the call's step budget decides. */
  attempts?: number;
}

/** One JSON-mode call with validation; a bad answer is asked again with the reason, within the step's budget. */
export async function generateStructured<T>(options: StructuredCall<T>): Promise<T> {
  const { model, schema, call } = options;
  const step = call.step ?? options.step;
  const budget = options.attempts
    ? new RetryBudget({ attempts: options.attempts, minDelayMs: 0 })
    : budgetOf(call);
  const system = `${options.system}\n\nAnswer with a single JSON object and nothing else (no prose, no code fence), valid against this JSON schema:\n${schemaText(schema)}`;
  let feedback = "";

  return budget.call(
    async (attempt) => {
      let text = "";
      let usage: Parameters<typeof recordModelUsage>[2];
      let value: { ok: true; value: T } | undefined;
      try {
        const result = await generateText({
          model,
          system,
          prompt: feedback ? `${options.prompt}\n\n${feedback}` : options.prompt,
          output: Output.object({ schema }),
          ...samplingSettings(call.settings.llm),
          providerOptions: JSON_PROVIDER_OPTIONS,
          timeout: MODEL_CALL_TIMEOUT_MS,
          maxRetries: SDK_MAX_RETRIES,
          ...(call.signal ? { abortSignal: call.signal } : {}),
        });
        usage = result.totalUsage;
        text = result.text;
        try {
          const output = result.output as T | undefined;
          if (output !== undefined) value = { ok: true, value: output };
        } catch {
          // no output parsed (e.g. the answer stopped early); handled below from the text
        }
      } catch (error) {
        if (!NoObjectGeneratedError.isInstance(error)) throw error;
        usage = error.usage;
        text = error.text ?? "";
      }
      await recordModelUsage(call, model, usage, {
        step,
        ...(options.prices ? { prices: options.prices } : {}),
      });
      if (value) return value.value;

      const outcome = parseStructured(text, schema);
      if (outcome.ok) return outcome.value;
      feedback =
        outcome.failure === "no JSON found"
          ? "Your previous answer contained no JSON. Answer again with the JSON object only."
          : `Your previous answer did not match the schema (${outcome.detail}). Answer again with a corrected JSON object only.`;
      throw new StructuredOutputError(outcome.failure, step, attempt, outcome.detail, text);
    },
    { route: routeOf(model, step), ...(call.signal ? { signal: call.signal } : {}) },
  );
}
