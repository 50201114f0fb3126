// What provider calls cost, in integer micro-cents (1 cent = 1,000,000 micro-cents, so $1 = 1e8).
// Token prices are kept per million tokens so every published price is an exact integer
// (gpt-4o input $2.50/1M = 250,000,000 micro-cents/1M = 250 micro-cents a token); the cost of one
// call is rounded up once, to the next whole micro-cent, so a paper is never under-counted.

/** Micro-cents per one million tokens. */
export interface TokenPrice {
  inputPerMTok: number;
  outputPerMTok: number;
}

/** USD per 1M tokens → integer micro-cents per 1M tokens. */
export function usdPerMTok(usd: number): number {
  return Math.round(usd * 100_000_000);
}

/** USD → integer micro-cents. */
export function usdToMicroCents(usd: number): number {
  return Math.round(usd * 100_000_000);
}

function price(inputUsd: number, outputUsd: number): TokenPrice {
  return { inputPerMTok: usdPerMTok(inputUsd), outputPerMTok: usdPerMTok(outputUsd) };
}

/**
 * Published list prices (USD per 1M tokens, standard tier, prompts under 128k/200k tokens).
 * A dated or suffixed name (gpt-4o-2024-08-06, claude-3-haiku-20240307) takes the price of its
 * longest listed prefix; a name like "openai/gpt-4o" (routers) is looked up by its last segment.
 */
export const TOKEN_PRICES: Record<string, TokenPrice> = {
  // OpenAI
  "gpt-4o": price(2.5, 10),
  "gpt-4o-mini": price(0.15, 0.6),
  "gpt-4.1": price(2, 8),
  "gpt-4.1-mini": price(0.4, 1.6),
  "gpt-4.1-nano": price(0.1, 0.4),
  "gpt-5": price(1.25, 10),
  "gpt-5-mini": price(0.25, 2),
  "gpt-5-nano": price(0.05, 0.4),
  // Anthropic
  "claude-3-opus": price(15, 75),
  "claude-3-haiku": price(0.25, 1.25),
  "claude-3-5-sonnet": price(3, 15),
  "claude-3-5-haiku": price(0.8, 4),
  "claude-3-7-sonnet": price(3, 15),
  "claude-sonnet-4": price(3, 15),
  "claude-opus-4": price(15, 75),
  "claude-opus-4-5": price(5, 25),
  "claude-haiku-4-5": price(1, 5),
  // Google
  "gemini-pro": price(0.5, 1.5),
  "gemini-1.5-pro": price(1.25, 5),
  "gemini-1.5-flash": price(0.075, 0.3),
  "gemini-2.0-flash": price(0.1, 0.4),
  "gemini-2.5-pro": price(1.25, 10),
  "gemini-2.5-flash": price(0.3, 2.5),
  "gemini-2.5-flash-lite": price(0.1, 0.4),
  // Embeddings (input only)
  "text-embedding-3-small": price(0.02, 0),
  "text-embedding-3-large": price(0.13, 0),
  "text-embedding-ada-002": price(0.1, 0),
  // Image models priced by tokens (text in, image out)
  "gpt-image-1": price(5, 40),
  "gpt-image-1-mini": price(2, 8),
};

/** Per-image prices (micro-cents) for image models billed per picture, at the size we ask for. */
export const IMAGE_PRICES: Record<string, number> = {
  "dall-e-3": usdToMicroCents(0.08), // standard 1024x1792
  "dall-e-2": usdToMicroCents(0.02), // 1024x1024
  "gpt-image-1": usdToMicroCents(0.063), // medium 1024x1536, when the response has no token usage
  "gpt-image-1-mini": usdToMicroCents(0.015),
  "imagen-3.0-generate-002": usdToMicroCents(0.04),
  "imagen-4.0-generate-001": usdToMicroCents(0.04),
};

/** Finds a model's entry: exact name, else the longest listed prefix followed by "-". */
export function lookupPrice<T>(table: Record<string, T>, modelName: string): T | undefined {
  const name = modelName.includes("/") ? modelName.slice(modelName.lastIndexOf("/") + 1) : modelName;
  const exact = table[name];
  if (exact !== undefined) return exact;
  let best: string | undefined;
  for (const key of Object.keys(table)) {
    if (name.startsWith(`${key}-`) && (!best || key.length > best.length)) best = key;
  }
  return best === undefined ? undefined : table[best];
}

/** Cost of one call in micro-cents, rounded up once (exact for prices that are whole micro-cents a token). */
export function tokenCost(price: TokenPrice, inputTokens: number, outputTokens: number): number {
  const total =
    BigInt(Math.max(0, Math.trunc(inputTokens))) * BigInt(price.inputPerMTok) +
    BigInt(Math.max(0, Math.trunc(outputTokens))) * BigInt(price.outputPerMTok);
  const million = 1_000_000n;
  return Number((total + million - 1n) / million);
}

/** Token prices by model name: the built-in list plus the catalog's overrides. */
export interface PriceTable {
  tokenPrice(modelName: string): TokenPrice | undefined;
  imagePrice(modelName: string): number | undefined;
}

export function createPriceTable(overrides: Record<string, TokenPrice> = {}): PriceTable {
  const tokens = { ...TOKEN_PRICES, ...overrides };
  return {
    tokenPrice: (modelName) => lookupPrice(tokens, modelName),
    imagePrice: (modelName) => lookupPrice(IMAGE_PRICES, modelName),
  };
}

export const DEFAULT_PRICES: PriceTable = createPriceTable();
