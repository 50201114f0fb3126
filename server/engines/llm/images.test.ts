import { MockImageModelV3 } from "ai/test";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { llmConfigFrom } from "./config";
import { createImageGenerator, imageUsageEvent } from "./images";
import { DEFAULT_PRICES } from "./prices";
import type { ImageModelV3 } from "./providers";
import { testCall } from "./test-support";

async function portraitPng(): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width: 1024, height: 1536, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

function mockImageModel(
  modelId: string,
  images: () => Promise<Uint8Array[]>,
  usage?: { inputTokens: number; outputTokens: number },
  retryable = true,
) {
  const calls: { n: number; size: string | undefined; prompt: string | undefined }[] = [];
  const model = new MockImageModelV3({
    provider: "openai.image",
    modelId,
    doGenerate: async (options) => {
      calls.push({ n: options.n, size: options.size, prompt: options.prompt });
      return {
        images: await images(),
        // An empty answer marked final, so the SDK does not retry it with back-off.
        ...(retryable ? {} : { isRetryable: false }),
        warnings: [],
        response: { timestamp: new Date(0), modelId, headers: undefined },
        ...(usage ? { usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens } } : {}),
      };
    },
  });
  return { model: model as ImageModelV3, calls };
}

describe("createImageGenerator", () => {
  it("is null without IMAGE_MODEL or without its provider's key", () => {
    expect(createImageGenerator(llmConfigFrom({ OPENAI_API_KEY: "sk" }))).toBeNull();
    expect(createImageGenerator(llmConfigFrom({ IMAGE_MODEL: "openai:gpt-image-1" }))).toBeNull();
  });

  it("asks for one image and returns a 2000×2500 PNG, recording its cost", async () => {
    const { model, calls } = mockImageModel("gpt-image-1", async () => [await portraitPng()], {
      inputTokens: 50,
      outputTokens: 1056,
    });
    const generator = createImageGenerator(
      llmConfigFrom({ OPENAI_API_KEY: "sk", IMAGE_MODEL: "openai:gpt-image-1" }),
      {
        factories: { imageModel: () => model },
      },
    );
    expect(generator?.name).toBe("openai");
    const call = testCall({ step: "cover" });
    const cover = await generator?.generate(call, { title: "t", query: "q", prompt: "Panels at dawn." });
    expect(calls).toEqual([{ n: 1, size: "1024x1536", prompt: "Panels at dawn." }]);
    expect(cover?.prompt).toBe("Panels at dawn.");
    const meta = await sharp(Buffer.from(cover?.png ?? new Uint8Array())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 2000, 2500]);
    // gpt-image-1: 50 × 500 + 1056 × 4000 micro-cents.
    expect(call.events).toEqual([
      {
        kind: "image",
        provider: "openai",
        model: "gpt-image-1",
        units: 1,
        inputTokens: 50,
        outputTokens: 1056,
        costMicroCents: 4_249_000,
        step: "cover",
      },
    ]);
  });

  it("fails with 'no images generated' when the model returns none", async () => {
    const { model, calls } = mockImageModel("dall-e-3", async () => [], undefined, false);
    const generator = createImageGenerator(
      llmConfigFrom({ OPENAI_API_KEY: "sk", IMAGE_MODEL: "openai:dall-e-3" }),
      {
        factories: { imageModel: () => model },
      },
    );
    await expect(generator?.generate(testCall(), { title: "t", query: "q", prompt: "p" })).rejects.toThrow(
      "no images generated",
    );
    expect(calls).toEqual([{ n: 1, size: "1024x1792", prompt: "p" }]);
  });

  it("prices per picture when a model bills per image, and notes an unknown model", () => {
    expect(imageUsageEvent("openai", "dall-e-3", undefined, DEFAULT_PRICES).costMicroCents).toBe(8_000_000);
    expect(imageUsageEvent("openai-compatible", "flux-dev", undefined, DEFAULT_PRICES)).toMatchObject({
      costMicroCents: 0,
      note: "no price known for image model flux-dev; cost recorded as 0",
    });
  });
});
