// A whole paper written by the real app and pipeline against a local OpenAI-compatible server
// (server/test/local-model-server.ts): for the local-models tests and bench/local-models.
import { performance } from "node:perf_hooks";
import type { PresentedDocument } from "../../common/types";
import { forgetLearnedWindows } from "../engines/llm/fitted-call";
import { forgetStructuredModes } from "../engines/llm/structured";
import { startFixtureWeb } from "./fixture-web";
import { startTestApp } from "./harness";
import {
  type LocalModelServerOptions,
  type RecordedRequest,
  startLocalModelServer,
} from "./local-model-server";
import { plainCover } from "./research-harness";

export interface LocalPaper {
  doc: PresentedDocument;
  requests: RecordedRequest[];
  /** The paper's wall time: from its creation to the first read that finds it COMPLETE or ERROR (ms). */
  wallMs: number;
}

/** Writes one paper with the `openai-compatible` model on a local server; `env` adds settings. */
export async function writeLocalPaper(options: {
  server: LocalModelServerOptions;
  env?: Record<string, string>;
  numberOfSections?: number;
  query?: string;
  /** How long the paper may take before it is taken for stuck (default 120 s). */
  timeoutMs?: number;
}): Promise<LocalPaper> {
  // What earlier papers taught about "the" local model belongs to another server.
  forgetLearnedWindows();
  forgetStructuredModes();
  const local = await startLocalModelServer(options.server);
  const web = await startFixtureWeb();
  const app = await startTestApp({
    env: { ...web.env, ...local.env(options.env) },
    research: { coverGenerator: plainCover },
  });
  try {
    const user = await app.signUp();
    const createdAt = performance.now();
    const res = await app.request("/api/document", {
      method: "POST",
      user,
      json: {
        query: options.query ?? "How do web browsers render pages?",
        model: "openai-compatible",
        numberOfSections: options.numberOfSections ?? 5,
      },
    });
    if (res.status !== 201) throw new Error(`create ${res.status}: ${await res.text()}`);
    const id = ((await res.json()) as { document: { id: string } }).document.id;
    const deadline = Date.now() + (options.timeoutMs ?? 120_000);
    for (;;) {
      const got = await app.request(`/api/document/${id}`, { user });
      const doc = ((await got.json()) as { document: PresentedDocument }).document;
      if (doc.status === "COMPLETE" || doc.status === "ERROR")
        return { doc, requests: [...local.requests], wallMs: performance.now() - createdAt };
      if (Date.now() > deadline) {
        throw new Error(`paper stuck at ${doc.content.stage} after ${local.requests.length} model requests`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await app.close();
    await web.close();
    await local.close();
  }
}
