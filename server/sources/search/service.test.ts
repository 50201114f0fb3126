// The search service: default chains (keyless when no key is set), configured chains, fallback when a
// provider fails or finds nothing, usage records with costs, and clear errors when every provider fails.
import { afterEach, describe, expect, it } from "vitest";
import type { PageResult } from "../../../common/types";
import { type FixtureServer, startFixtureServer } from "../../test/fixture-server";
import type { UsageEvent } from "../../usage-event";
import { sourcesConfigFrom } from "../config";
import type { SearchProvider } from "../types";
import { createSearchService, SearchFailedError } from "./service";

const quiet = { warn: () => {}, debug: () => {} };
const servers: FixtureServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function recorder() {
  const events: UsageEvent[] = [];
  return { events, record: (event: UsageEvent) => void events.push(event) };
}

describe("default chains", () => {
  it("are keyless without settings: Wikipedia for web, GDELT then Wikipedia for news, four scholarly APIs", () => {
    const service = createSearchService(sourcesConfigFrom({}));
    expect(service.chainFor("web")).toEqual(["wikipedia"]);
    expect(service.chainFor("news")).toEqual(["gdelt", "wikipedia"]);
    expect(service.chainFor("scholar")).toEqual(["openalex", "semantic-scholar", "arxiv", "crossref"]);
    expect(service.chainFor("library")).toEqual(["library"]);
  });

  it("put Serper first when its key is set, and SearXNG before the keyless ones when configured", () => {
    const service = createSearchService(
      sourcesConfigFrom({ SERPER_API_KEY: "k", SEARXNG_BASE_URL: "http://searx.local:8080" }),
    );
    expect(service.chainFor("web")).toEqual(["serper", "searxng", "wikipedia"]);
    expect(service.chainFor("news")).toEqual(["serper", "searxng", "gdelt", "wikipedia"]);
    expect(service.chainFor("scholar")).toEqual([
      "serper",
      "openalex",
      "semantic-scholar",
      "arxiv",
      "crossref",
    ]);
  });

  it("start with the library for every type when LIBRARY_DIR is set, the public providers after it", () => {
    const service = createSearchService(
      sourcesConfigFrom({ LIBRARY_DIR: "/srv/papers", SERPER_API_KEY: "k" }),
    );
    expect(service.chainFor("web")).toEqual(["library", "serper", "wikipedia"]);
    expect(service.chainFor("news")).toEqual(["library", "serper", "gdelt", "wikipedia"]);
    expect(service.chainFor("scholar")).toEqual([
      "library",
      "serper",
      "openalex",
      "semantic-scholar",
      "arxiv",
      "crossref",
    ]);
    // A chain the person set is theirs: the library is not added to it.
    const own = createSearchService(
      sourcesConfigFrom({ LIBRARY_DIR: "/srv/papers", SEARCH_PROVIDERS_WEB: "brave" }),
    );
    expect(own.chainFor("web")).toEqual(["brave"]);
  });

  it("follow SEARCH_PROVIDERS_* when set", () => {
    const service = createSearchService(
      sourcesConfigFrom({ SEARCH_PROVIDERS_WEB: "brave, library", SEARCH_PROVIDERS_SCHOLAR: "crossref" }),
    );
    expect(service.chainFor("web")).toEqual(["brave", "library"]);
    expect(service.chainFor("scholar")).toEqual(["crossref"]);
    expect(service.chainFor("news")).toEqual(["gdelt", "wikipedia"]);
  });
});

describe("search through the chain (fixture servers standing in for the real services)", () => {
  it("falls back from a failing Serper to Wikipedia and records usage for the call that answered", async () => {
    const serper = await startFixtureServer([
      { method: "POST", path: "/search", status: 500, body: "upstream down" },
    ]);
    const wiki = await startFixtureServer([
      {
        path: "/w/api.php",
        query: { list: "search" },
        file: "testdata/search-api/wikipedia/mw_query_list_search_chess_set_srlimit3.json",
      },
      {
        path: "/w/api.php",
        query: { prop: "extracts" },
        file: "testdata/search-api/wikipedia/mw_query_prop_extracts_chess_exsentences5.json",
      },
    ]);
    servers.push(serper, wiki);
    const service = createSearchService(
      sourcesConfigFrom({ SERPER_API_KEY: "k", SERPER_BASE_URL: serper.url, WIKIPEDIA_BASE_URL: wiki.url }),
      { logger: quiet },
    );
    const usage = recorder();
    const results = await service.search({ query: "chess set", type: "web", num: 3 }, usage);
    expect(results.map((r) => r.provider)).toEqual(["wikipedia", "wikipedia", "wikipedia"]);
    expect(serper.requests).toHaveLength(1);
    expect(usage.events).toEqual([{ kind: "search", provider: "wikipedia", units: 1, costMicroCents: 0 }]);
  });

  it("records Serper's cost (100 000 micro-cents a query) when it answers", async () => {
    const serper = await startFixtureServer([
      {
        method: "POST",
        path: "/scholar",
        file: "testdata/search-api/serper/scholar_apple_inc_unattributed.json",
      },
    ]);
    servers.push(serper);
    const service = createSearchService(
      sourcesConfigFrom({ SERPER_API_KEY: "k", SERPER_BASE_URL: serper.url }),
    );
    const usage = recorder();
    const results = await service.search({ query: "apple inc", type: "scholar", num: 10 }, usage);
    expect(results).toHaveLength(10);
    expect(results[0]?.type).toBe("scholar");
    expect(usage.events).toEqual([{ kind: "search", provider: "serper", units: 1, costMicroCents: 100_000 }]);
  });

  it("goes on to the next provider when one finds nothing (scholar: OpenAlex empty → Semantic Scholar)", async () => {
    const openalex = await startFixtureServer([
      { path: "/works", body: { meta: { count: 0 }, results: [] } },
    ]);
    const s2 = await startFixtureServer([
      { path: "/graph/v1/paper/search", file: "testdata/search-api/semantic-scholar/test_search_paper.json" },
    ]);
    servers.push(openalex, s2);
    const service = createSearchService(
      sourcesConfigFrom({ OPENALEX_BASE_URL: openalex.url, SEMANTIC_SCHOLAR_BASE_URL: s2.url }),
      { logger: quiet },
    );
    const usage = recorder();
    const results = await service.search({ query: "turing", type: "scholar", num: 5 }, usage);
    expect(results).toHaveLength(5);
    expect(results.every((r) => r.provider === "semantic-scholar")).toBe(true);
    expect(usage.events.map((e) => e.provider)).toEqual(["openalex", "semantic-scholar"]);
  });

  it("returns no results when every provider answered with nothing", async () => {
    const empty: SearchProvider = { name: "wikipedia", types: ["web"], search: async () => [] };
    const service = createSearchService(sourcesConfigFrom({}), {
      providers: { wikipedia: empty },
      logger: quiet,
    });
    expect(await service.search({ query: "x", type: "web", num: 5 })).toEqual([]);
  });

  it("throws the provider's own error when the only provider fails", async () => {
    const service = createSearchService(sourcesConfigFrom({ SEARCH_PROVIDERS_WEB: "serper" }), {
      logger: quiet,
    });
    await expect(service.search({ query: "x", type: "web", num: 5 })).rejects.toThrow(
      "Serper search failed: missing search key for serper (set SERPER_API_KEY)",
    );
  });

  it("names every provider when all of them fail", async () => {
    const down = await startFixtureServer([{ path: "*", method: "*", status: 503, body: "maintenance" }]);
    servers.push(down);
    const service = createSearchService(
      sourcesConfigFrom({ SEARCH_PROVIDERS_NEWS: "tavily,gdelt", GDELT_BASE_URL: down.url }),
      { logger: quiet },
    );
    const error = await service.search({ query: "x", type: "news", num: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchFailedError);
    expect((error as Error).message).toBe(
      "Every news search provider failed: Tavily search failed: missing search key for tavily (set TAVILY_API_KEY); GDELT search failed: the service had an error (HTTP 503: maintenance)",
    );
  });

  it("refuses a provider that cannot serve the type and moves on", async () => {
    const paper: PageResult = {
      type: "scholar",
      title: "Local paper",
      url: "library://paper.pdf",
      snippet: "s",
      publicationInfo: "",
      provider: "library",
    };
    const library: SearchProvider = {
      name: "library",
      types: ["web", "news", "scholar", "library"],
      search: async () => [paper],
    };
    const service = createSearchService(sourcesConfigFrom({ SEARCH_PROVIDERS_SCHOLAR: "gdelt,library" }), {
      library,
      logger: quiet,
    });
    const results = await service.search({ query: "x", type: "scholar", num: 5 });
    expect(results.map((r) => r.url)).toEqual(["library://paper.pdf"]);
  });

  it("serves type library only from the library, and says when none is configured", async () => {
    const none = createSearchService(sourcesConfigFrom({}), { logger: quiet });
    await expect(none.search({ query: "x", type: "library", num: 5 })).rejects.toThrow(
      "Local library search failed: no library folder is configured (set LIBRARY_DIR)",
    );
  });
});
