import { describe, expect, it } from "vitest";
import { createPriceTable, DEFAULT_PRICES, TOKEN_PRICES, tokenCost, usdPerMTok } from "./prices";

describe("prices", () => {
  it("keeps every price an exact integer of micro-cents per million tokens", () => {
    for (const [model, price] of Object.entries(TOKEN_PRICES)) {
      expect(Number.isInteger(price.inputPerMTok), model).toBe(true);
      expect(Number.isInteger(price.outputPerMTok), model).toBe(true);
    }
    expect(usdPerMTok(2.5)).toBe(250_000_000);
    expect(usdPerMTok(0.075)).toBe(7_500_000);
  });

  it("costs gpt-4o exactly: 250 micro-cents an input token, 1000 an output token", () => {
    const gpt4o = DEFAULT_PRICES.tokenPrice("gpt-4o");
    expect(gpt4o).toBeDefined();
    if (!gpt4o) return;
    expect(tokenCost(gpt4o, 1, 0)).toBe(250);
    expect(tokenCost(gpt4o, 0, 1)).toBe(1000);
    expect(tokenCost(gpt4o, 123_457, 9_876)).toBe(123_457 * 250 + 9_876 * 1000);
    // A million output tokens of Claude 3 Opus ($75) is 7.5 billion micro-cents, still exact.
    const opus = DEFAULT_PRICES.tokenPrice("claude-3-opus-20240229");
    expect(opus && tokenCost(opus, 0, 1_000_000)).toBe(7_500_000_000);
  });

  it("rounds a fractional cost up once per call", () => {
    const flash = DEFAULT_PRICES.tokenPrice("gemini-1.5-flash-002");
    expect(flash).toEqual({ inputPerMTok: 7_500_000, outputPerMTok: 30_000_000 });
    if (!flash) return;
    expect(tokenCost(flash, 1, 0)).toBe(8); // 7.5 → 8
    expect(tokenCost(flash, 2, 0)).toBe(15);
    expect(tokenCost(flash, 3, 1)).toBe(53); // 22.5 + 30 → 53
  });

  it("finds dated and routed names by their longest listed prefix", () => {
    expect(DEFAULT_PRICES.tokenPrice("gpt-4o-mini-2024-07-18")).toEqual(TOKEN_PRICES["gpt-4o-mini"]);
    expect(DEFAULT_PRICES.tokenPrice("gpt-4o-2024-08-06")).toEqual(TOKEN_PRICES["gpt-4o"]);
    expect(DEFAULT_PRICES.tokenPrice("claude-opus-4-5-20251101")).toEqual(TOKEN_PRICES["claude-opus-4-5"]);
    expect(DEFAULT_PRICES.tokenPrice("claude-opus-4-1-20250805")).toEqual(TOKEN_PRICES["claude-opus-4"]);
    expect(DEFAULT_PRICES.tokenPrice("openai/gpt-4o")).toEqual(TOKEN_PRICES["gpt-4o"]);
    expect(DEFAULT_PRICES.tokenPrice("gpt-4o2")).toBeUndefined();
    expect(DEFAULT_PRICES.tokenPrice("llama3.1:8b")).toBeUndefined();
    expect(
      createPriceTable({ "llama3.1:8b": { inputPerMTok: 1, outputPerMTok: 2 } }).tokenPrice("llama3.1:8b"),
    ).toEqual({
      inputPerMTok: 1,
      outputPerMTok: 2,
    });
  });
});
