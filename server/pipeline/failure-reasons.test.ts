import net from "node:net";
// Every ERROR says why and what to do ({step, message, hint}), and Retry after the cause is fixed
// completes the paper (issue 11).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RetryBudgetSpentError, UnusableAnswerError } from "../retry-budget";
import { sourcesConfigFrom } from "../sources/config";
import { SearchProviderError } from "../sources/search/http";
import { createSearchService, SearchFailedError } from "../sources/search/service";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { explainFailure } from "./failure-reasons";

describe("explainFailure", () => {
  const unreachable = (provider: string, code: string) =>
    new SearchProviderError(
      provider,
      `${provider} search failed: could not reach https://x.example (${code})`,
    );

  it("names the providers and the network problem when no search provider could be reached", () => {
    const failed = new SearchFailedError("web", [unreachable("wikipedia", "ENOTFOUND")]);
    expect(explainFailure(failed)).toEqual({
      reason: "SEARCH_UNREACHABLE",
      message: "No search provider could be reached: Wikipedia — could not resolve the host.",
      hint: "Check the network, or add a library or a PDF.",
      params: { providers: "Wikipedia", problem: "dns" },
    });
  });

  it("tells a rejected key, no results, an unusable model and a failing model apart", () => {
    const key = new SearchFailedError("web", [
      new SearchProviderError("serper", "Serper search failed: the search key was rejected (HTTP 401)", {
        status: 401,
      }),
    ]);
    expect(explainFailure(key).reason).toBe("SEARCH_KEY");
    expect(
      explainFailure(new Error("createSummaryContext: No web search result were found for the document"))
        .reason,
    ).toBe("NO_SEARCH_RESULTS");
    const unusable = new RetryBudgetSpentError(3, new UnusableAnswerError("no JSON found"));
    expect(explainFailure(unusable)).toMatchObject({
      reason: "MODEL_UNUSABLE",
      hint: "Retry, or choose another model.",
    });
    const provider = Object.assign(new Error("Incorrect API key provided"), {
      statusCode: 401,
      name: "AI_APICallError",
    });
    expect(explainFailure(provider)).toMatchObject({
      reason: "MODEL_KEY",
      message: "The model's provider refused its key: Incorrect API key provided",
    });
    const overloaded = Object.assign(new Error("Overloaded"), { statusCode: 529, name: "AI_APICallError" });
    expect(explainFailure(overloaded)).toMatchObject({
      reason: "MODEL_FAILED",
      message: "The language model failed: Overloaded",
      hint: "Retry, or choose another model.",
    });
    expect(explainFailure(new Error("disk full")).reason).toBe("INTERNAL");
  });
});

/** A local port nothing listens on (opened, then closed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("a paper whose search cannot be reached", () => {
  let t: ResearchApp;
  beforeAll(async () => {
    t = await startResearchApp({
      env: {
        // Nothing listens there: every search is refused.
        SERPER_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
        SEARCH_PROVIDERS_WEB: "serper",
        SEARCH_PROVIDERS_NEWS: "serper",
        SEARCH_PROVIDERS_SCHOLAR: "serper",
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("ends in ERROR saying why and what to do, and Retry after the fix completes it", async () => {
    const user = await t.signUp();
    const id = await t.create(user);
    const failed = await t.waitFor(user, id);
    expect(failed.status).toBe("ERROR");
    expect(failed.content.error).toEqual({
      step: expect.any(String),
      reason: "SEARCH_UNREACHABLE",
      message: "No search provider could be reached: Serper — the connection was refused.",
      hint: "Check the network, or add a library or a PDF.",
      params: { providers: "Serper", problem: "refused" },
    });

    // The network is back: the same provider now answers.
    t.services.research.search = createSearchService(sourcesConfigFrom({ ...process.env, ...t.web.env }));
    const retry = await t.request(`/api/document/${id}/retry`, { method: "POST", user });
    expect(retry.status).toBe(200);
    const done = await t.waitFor(
      user,
      id,
      (d) => d.status === "COMPLETE" || (d.status === "ERROR" && d.updatedAt !== failed.updatedAt),
    );
    expect(done.content.error).toBeUndefined();
    expect(done.status).toBe("COMPLETE");
  });
});
