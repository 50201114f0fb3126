// Turns the AI SDK's usage numbers into UsageEvents with exact costs, recorded on the document.
import type { LanguageModelUsage } from "ai";
import type { EngineCall, UsageEvent, UsageRecorder } from "../types";
import { DEFAULT_PRICES, type PriceTable, tokenCost } from "./prices";

/** "openai.chat" → "openai", "anthropic.messages" → "anthropic": the provider part of a model's id. */
export function providerName(model: { provider: string }): string {
  const dot = model.provider.indexOf(".");
  return dot < 0 ? model.provider : model.provider.slice(0, dot);
}

/** The usage event of one model call; a model without a known price costs 0 and says so. */
export function modelUsageEvent(input: {
  kind: "model" | "embedding";
  model: { provider: string; modelId: string };
  inputTokens: number;
  outputTokens: number;
  prices?: PriceTable;
  step?: string;
  units?: number;
}): UsageEvent {
  const prices = input.prices ?? DEFAULT_PRICES;
  const price = prices.tokenPrice(input.model.modelId);
  const event: UsageEvent = {
    kind: input.kind,
    provider: providerName(input.model),
    model: input.model.modelId,
    inputTokens: input.inputTokens,
    costMicroCents: price ? tokenCost(price, input.inputTokens, input.outputTokens) : 0,
  };
  if (input.kind === "model") event.outputTokens = input.outputTokens;
  if (input.units !== undefined) event.units = input.units;
  if (input.step) event.step = input.step;
  if (!price) event.note = `no price known for model ${input.model.modelId}; cost recorded as 0`;
  return event;
}

/** Records the usage of one language-model call (every attempt is recorded, failed ones too). */
export async function recordModelUsage(
  call: Pick<EngineCall, "usage" | "step">,
  model: { provider: string; modelId: string },
  usage: Partial<Pick<LanguageModelUsage, "inputTokens" | "outputTokens">> | undefined,
  options: { prices?: PriceTable; step: string },
): Promise<void> {
  await recordTo(
    call.usage,
    modelUsageEvent({
      kind: "model",
      model,
      inputTokens: usage?.inputTokens ?? 0,
      outputTokens: usage?.outputTokens ?? 0,
      ...(options.prices ? { prices: options.prices } : {}),
      step: call.step ?? options.step,
    }),
  );
}

export async function recordTo(usage: UsageRecorder | undefined, event: UsageEvent): Promise<void> {
  if (usage) await usage.record(event);
}
