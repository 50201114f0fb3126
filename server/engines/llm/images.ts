// The paper's cover (spec §7: an image generation call with {prompt, numImages: 1}), made by the
// IMAGE_MODEL provider and fitted to 2000×2500 PNG (spec §9).
import { generateImage, NoImageGeneratedError } from "ai";
import { COVER_HEIGHT, COVER_WIDTH } from "../../../common/constants";
import { budgetOf, routeOf, SDK_MAX_RETRIES } from "../../retry-budget";
import type { CoverImageGenerator, UsageEvent } from "../types";
import type { ImageProvider, LlmConfig } from "./config";
import { DEFAULT_PRICES, type PriceTable, tokenCost } from "./prices";
import { type ImageModelV3, type ModelFactories, providerFactories } from "./providers";
import { recordTo } from "./usage";

export const NO_IMAGES_GENERATED = "no images generated";

/** Portrait settings per model family, closest to the cover's 4:5. */
function shapeFor(
  provider: ImageProvider,
  modelName: string,
): { size?: `${number}x${number}`; aspectRatio?: `${number}:${number}` } {
  if (provider === "google") return { aspectRatio: "3:4" };
  if (modelName.startsWith("gpt-image-") || modelName.startsWith("chatgpt-image-"))
    return { size: "1024x1536" };
  if (modelName === "dall-e-3") return { size: "1024x1792" };
  if (modelName === "dall-e-2") return { size: "1024x1024" };
  return {};
}

function providerReady(config: LlmConfig, provider: ImageProvider): boolean {
  if (provider === "openai") return Boolean(config.openai);
  if (provider === "google") return Boolean(config.google);
  return Boolean(config.openaiCompatible);
}

/** Crops and scales any picture to the cover size, as PNG. */
export async function toCoverPng(image: Uint8Array): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  const png = await sharp(image)
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: "cover", position: "attention" })
    .png()
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

export interface ImageGeneratorOptions {
  factories?: Pick<ModelFactories, "imageModel">;
  prices?: PriceTable;
}

/** The configured cover generator, or null when IMAGE_MODEL is unset or its provider has no key. */
export function createImageGenerator(
  config: LlmConfig,
  options: ImageGeneratorOptions = {},
): CoverImageGenerator | null {
  const settings = config.imageModel;
  if (!settings || !providerReady(config, settings.provider)) return null;
  const factories = options.factories ?? providerFactories(config);
  const prices = options.prices ?? DEFAULT_PRICES;
  const model: ImageModelV3 = factories.imageModel(settings.provider, settings.modelName);

  return {
    name: settings.provider,
    async generate(call, input) {
      let images: { uint8Array: Uint8Array }[] = [];
      let tokens: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined;
      try {
        const result = await budgetOf(call).call(
          () =>
            generateImage({
              model,
              prompt: input.prompt,
              n: 1,
              ...shapeFor(settings.provider, settings.modelName),
              ...(settings.modelName.startsWith("gpt-image-")
                ? { providerOptions: { openai: { quality: "medium" } } }
                : {}),
              maxRetries: SDK_MAX_RETRIES,
              ...(call.signal ? { abortSignal: call.signal } : {}),
            }),
          { route: routeOf(model, call.step ?? "cover"), ...(call.signal ? { signal: call.signal } : {}) },
        );
        images = result.images;
        tokens = result.usage;
      } catch (error) {
        if (NoImageGeneratedError.isInstance(error)) throw new Error(NO_IMAGES_GENERATED, { cause: error });
        throw error;
      }
      const first = images[0];
      if (!first) throw new Error(NO_IMAGES_GENERATED);
      await recordTo(
        call.usage,
        imageUsageEvent(settings.provider, settings.modelName, tokens, prices, call.step),
      );
      return { png: await toCoverPng(first.uint8Array), prompt: input.prompt };
    },
  };
}

/** Token-priced models (gpt-image-*) cost their tokens when reported, else the per-image price. */
export function imageUsageEvent(
  provider: string,
  modelName: string,
  tokens: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined,
  prices: PriceTable,
  step?: string,
): UsageEvent {
  const event: UsageEvent = { kind: "image", provider, model: modelName, units: 1, costMicroCents: 0 };
  if (step) event.step = step;
  const tokenPrice = prices.tokenPrice(modelName);
  const perImage = prices.imagePrice(modelName);
  if (tokenPrice && tokens && (tokens.inputTokens || tokens.outputTokens)) {
    event.inputTokens = tokens.inputTokens ?? 0;
    event.outputTokens = tokens.outputTokens ?? 0;
    event.costMicroCents = tokenCost(tokenPrice, event.inputTokens, event.outputTokens);
  } else if (perImage !== undefined) {
    event.costMicroCents = perImage;
  } else {
    event.note = `no price known for image model ${modelName}; cost recorded as 0`;
  }
  return event;
}
