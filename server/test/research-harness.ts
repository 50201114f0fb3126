// Whole-paper tests: the real app and pipeline, searching a local fixture web, writing with the
// scripted research model (AI SDK mock) or the offline engine.
import sharp from "sharp";
import { COVER_HEIGHT, COVER_WIDTH } from "../../common/constants";
import type { PresentedDocument } from "../../common/types";
import { createLlmEngine } from "../engines/llm";
import type { CoverImageGenerator } from "../engines/types";
import type { OfflineEngines, ServiceOptions } from "../services";
import { createRetriever } from "../sources";
import { type FixtureWeb, startFixtureWeb } from "./fixture-web";
import { startTestApp, type TestApp, type TestUser } from "./harness";
import { createResearchModel, type ResearchModelOptions } from "./research-model";

export interface ResearchApp extends TestApp {
  web: FixtureWeb;
  calls: Record<string, number>;
  create(user: TestUser, body?: Record<string, unknown>): Promise<string>;
  get(user: TestUser, id: string): Promise<PresentedDocument>;
  /** Waits until the document satisfies `until` (default: COMPLETE or ERROR). */
  waitFor(user: TestUser, id: string, until?: (d: PresentedDocument) => boolean): Promise<PresentedDocument>;
}

/** A plain cover for tests that are not about covers (the cover generators have their own tests). */
export const plainCover: CoverImageGenerator = {
  name: "test",
  async generate(_call, input) {
    const png = await sharp({
      create: { width: COVER_WIDTH, height: COVER_HEIGHT, channels: 3, background: { r: 40, g: 60, b: 90 } },
    })
      .png()
      .toBuffer();
    return { png: new Uint8Array(png), prompt: input.prompt };
  },
};

export async function startResearchApp(
  options: {
    model?: ResearchModelOptions;
    env?: Record<string, string>;
    offline?: OfflineEngines;
    topic?: string;
    billing?: Pick<ServiceOptions, "cardPort" | "now">;
  } = {},
): Promise<ResearchApp> {
  const web = await startFixtureWeb({ topic: options.topic });
  const { model, calls } = createResearchModel(options.model);
  const engine = createLlmEngine({ models: { languageModel: model, smallModel: model } });
  const t = await startTestApp({
    env: { ...web.env, OPENAI_API_KEY: "test-openai-key", ...options.env },
    // BM25 retrieval: the test's OpenAI key only enables the model list, there is no embedding server.
    research: {
      retriever: createRetriever(),
      engineFor: (settings) =>
        settings.llm.llmProvider === "OFFLINE" && options.offline ? options.offline.engine : engine,
    },
    offline: options.offline ?? { engine, cover: plainCover },
    ...(options.billing ? { billing: options.billing } : {}),
  });
  const get = async (user: TestUser, id: string) => {
    const res = await t.request(`/api/document/${id}`, { user });
    if (res.status !== 200) throw new Error(`GET document ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { document: PresentedDocument }).document;
  };
  return {
    ...t,
    web,
    calls,
    get,
    async create(user, body = {}) {
      const res = await t.request("/api/document", {
        method: "POST",
        user,
        json: { query: "How do web browsers render pages?", model: "gpt-4o", numberOfSections: 3, ...body },
      });
      if (res.status !== 201) throw new Error(`create ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { document: { id: string } }).document.id;
    },
    async waitFor(user, id, until = (d) => d.status === "COMPLETE" || d.status === "ERROR") {
      const deadline = Date.now() + 90_000;
      let last: PresentedDocument | null = null;
      while (Date.now() < deadline) {
        last = await get(user, id);
        if (until(last)) return last;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(
        `document ${id} stuck: status ${last?.status} stage ${last?.content.stage} error ${JSON.stringify(last?.content.error)}`,
      );
    },
    async close() {
      await t.close();
      await web.close();
    },
  };
}
