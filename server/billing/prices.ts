// What a paper costs the user, in integer cents: its provider calls' cost (micro-cents, exact) times
// PRICE_MARKUP plus PRICE_PER_PAPER, rounded up to the cent once per paper — and what a paid step is
// expected to cost before it starts (the hold placed by a gate).
import { type TokenPrice, tokenCost } from "../engines/llm/prices";
import { STAGE_TOKENS, type StageShape } from "./estimate-assumptions";

/** The instance's price settings (server/config.ts: PRICE_MARKUP, PRICE_PER_PAPER). */
export interface Pricing {
  /** Factor on the provider cost (1 = at cost); up to 6 decimals are exact. */
  markup: number;
  /** Cents added to every paper. */
  perPaperCents: number;
}

const MICRO_PER_CENT_PPM = 1_000_000n * 1_000_000n; // micro-cents per cent × markup's parts per million

/** The exact charge of a paper: ceil(usage × markup + per-paper), in cents. */
export function paperChargeCents(options: { usageMicroCents: number; pricing: Pricing }): number {
  const markupPpm = BigInt(Math.round(options.pricing.markup * 1_000_000));
  const usage = BigInt(Math.max(0, Math.trunc(options.usageMicroCents)));
  const numerator = usage * markupPpm + BigInt(options.pricing.perPaperCents) * MICRO_PER_CENT_PPM;
  return Number((numerator + MICRO_PER_CENT_PPM - 1n) / MICRO_PER_CENT_PPM);
}

/** The parts of a paper a gate starts: the summary stage, the plan, researching and writing the sections. */
export type PaidStage = "summary" | "plan" | "write";

/** Token prices of a document's main and cheap models (undefined: no known price, costs 0). */
export interface ModelPrices {
  main?: TokenPrice | undefined;
  small?: TokenPrice | undefined;
}

/** Expected cost of the stages in cents (markup applied, rounded up; per-paper price when asked). */
export function estimateCents(options: {
  prices: ModelPrices;
  stages: PaidStage[];
  shape: StageShape;
  pricing: Pricing;
  includePerPaper: boolean;
}): number {
  let micro = 0;
  for (const stage of options.stages) {
    for (const use of STAGE_TOKENS[stage](options.shape)) {
      const price = use.model === "main" ? options.prices.main : options.prices.small;
      if (price) micro += tokenCost(price, use.inputTokens, use.outputTokens);
    }
  }
  return paperChargeCents({
    usageMicroCents: micro,
    pricing: {
      markup: options.pricing.markup,
      perPaperCents: options.includePerPaper ? options.pricing.perPaperCents : 0,
    },
  });
}
