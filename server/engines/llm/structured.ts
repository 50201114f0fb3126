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
import { checkReportedPrompt, fittedCall, type PromptBuilder } from "./fitted-call";
import { extractJsonValues } from "./json";
import type { PriceTable } from "./prices";
import type { LanguageModelV3 } from "./providers";
import { formatRefusal } from "./refusals";
import { stripThinking } from "./think";
import { recordModelUsage } from "./usage";
import { modelProfile, type StructuredOutputMode } from "./window";

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
  system?: string;
  prompt?: string;
  /** The prompt at a scale from 0 to 1, fitted to the model's window; without it system and prompt are sent whole. */
  build?: PromptBuilder<{ system: string; prompt: string }>;
  /** Tokens the answer needs (kept free in the window). */
  answerTokens?: number;
  call: EngineCall;
  /** Name of the step for usage records and errors when the call does not carry one. */
  step: string;
  prices?: PriceTable;
  /** Attempts in all, on a budget of its own (tests); by default the call's step budget decides. */
  attempts?: number;
}

/** Structured answers of a few hundred tokens: the room kept when a step does not say. */
const DEFAULT_ANSWER_TOKENS = 800;

/** The mode a server refused moves to the next one: plain JSON mode, then the schema in the prompt only. */
const FALLBACK: Record<StructuredOutputMode, StructuredOutputMode | null> = {
  json_schema: "json_object",
  json_object: "prompt",
  prompt: null,
};
/** Modes servers refused in this process, per model. */
const learnedModes = new Map<string, StructuredOutputMode>();

/** Forgets the modes servers refused (tests). */
export function forgetStructuredModes(): void {
  learnedModes.clear();
}

/** How structured answers are asked of this model now: what the setting says, or what refusals left. */
export function structuredModeOf(model: LanguageModelV3): StructuredOutputMode {
  return (
    learnedModes.get(`${model.provider}/${model.modelId}`) ??
    modelProfile(model).structuredOutput ??
    "json_schema"
  );
}

function outputFor<T>(
  mode: StructuredOutputMode,
  schema: z.ZodType<T>,
): { output?: ReturnType<typeof Output.object<T>> } {
  if (mode === "json_schema") return { output: Output.object({ schema }) };
  // Plain JSON mode's output is read from the text and validated here, like the prompt mode's; the
  // cast only lets one generateText call carry either kind.
  if (mode === "json_object")
    return { output: Output.json() as unknown as ReturnType<typeof Output.object<T>> };
  return {};
}

/** One JSON-mode call with validation; a bad answer is asked again with the reason, within the step's budget. */
export async function generateStructured<T>(options: StructuredCall<T>): Promise<T> {
  const { model, schema, call } = options;
  const step = call.step ?? options.step;
  const budget = options.attempts
    ? new RetryBudget({ attempts: options.attempts, minDelayMs: 0 })
    : budgetOf(call);
  const instruction = `Answer with a single JSON object and nothing else (no prose, no code fence), valid against this JSON schema:\n${schemaText(schema)}`;
  const build = options.build ?? (() => ({ system: options.system ?? "", prompt: options.prompt ?? "" }));
  let feedback = "";

  return budget.call(
    async (attempt) => {
      let text = "";
      let usage: Parameters<typeof recordModelUsage>[2];
      let value: { ok: true; value: T } | undefined;
      const ask = async (mode: StructuredOutputMode): Promise<void> => {
        try {
          const result = await fittedCall(
            {
              model,
              step,
              build,
              answerTokens: options.answerTokens ?? DEFAULT_ANSWER_TOKENS,
              extraSystem: `${instruction}\n\n${feedback}`,
            },
            async ({ value: prompt, maxOutputTokens, tokens }) => {
              const answer = await generateText({
                model,
                system: `${prompt.system}\n\n${instruction}`,
                prompt: feedback ? `${prompt.prompt}\n\n${feedback}` : prompt.prompt,
                ...outputFor(mode, schema),
                ...samplingSettings(call.settings.llm),
                ...(maxOutputTokens ? { maxOutputTokens } : {}),
                providerOptions: JSON_PROVIDER_OPTIONS,
                timeout: MODEL_CALL_TIMEOUT_MS,
                maxRetries: SDK_MAX_RETRIES,
                ...(call.signal ? { abortSignal: call.signal } : {}),
              });
              checkReportedPrompt(model, tokens, answer.totalUsage.inputTokens);
              return answer;
            },
          );
          usage = result.totalUsage;
          text = result.text;
          if (mode === "json_schema") {
            try {
              const output = result.output as T | undefined;
              if (output !== undefined) value = { ok: true, value: output };
            } catch {
              // no output parsed (e.g. the answer stopped early); handled below from the text
            }
          }
        } catch (error) {
          if (NoObjectGeneratedError.isInstance(error)) {
            usage = error.usage;
            text = error.text ?? "";
            return;
          }
          const next = FALLBACK[mode];
          if (next && formatRefusal(error)) {
            // The server does not take this response_format: ask the same in the next mode, and keep to it.
            learnedModes.set(`${model.provider}/${model.modelId}`, next);
            return ask(next);
          }
          throw error;
        }
      };
      await ask(structuredModeOf(model));
      await recordModelUsage(call, model, usage, {
        step,
        ...(options.prices ? { prices: options.prices } : {}),
      });
      if (value) return value.value;

      const outcome = parseStructured(stripThinking(text), schema);
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
