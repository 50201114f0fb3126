// The whole app (web + worker) as a separate process for crash tests: the real server with the
// scripted research model, searching the fixture web named by the environment.
// Run: node --import tsx server/test/app-process.ts (PORT, DATA_DIR or DATABASE_URL, SERPER_*, …)
import { serve } from "@hono/node-server";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createLlmEngine } from "../engines/llm";
import { setLogLevel } from "../logger";
import { createServices } from "../services";
import { createRetriever } from "../sources";
import { plainCover } from "./research-harness";
import { createResearchModel } from "./research-model";

setLogLevel("warn");
const config = loadConfig();
const latency = Number(process.env.TEST_MODEL_LATENCY_MS ?? 0);
const { model } = createResearchModel({ latencyMs: latency });
const engine = createLlmEngine({ models: { languageModel: model, smallModel: model } });
const services = await createServices(config, {
  research: { retriever: createRetriever(), engineFor: () => engine },
  offline: { engine, cover: plainCover },
});
await services.queue.work();
const app = createApp(services);
serve({ fetch: app.fetch, port: config.PORT, hostname: "127.0.0.1" }, () => {
  console.log(`READY ${config.PORT}`);
});
