// Source settings: defaults, lists, validation messages naming the setting, idempotent parsing.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sourcesConfigFrom, sourcesEnvSchema } from "./config";

describe("sourcesConfigFrom", () => {
  it("gives keyless defaults with the public base urls and the spec's fetch limits", () => {
    const config = sourcesConfigFrom({});
    expect(config.serper).toEqual({ apiKey: undefined, baseUrl: "https://google.serper.dev" });
    expect(config.wikipedia.baseUrl).toBe("https://{lang}.wikipedia.org");
    expect(config.openalex.baseUrl).toBe("https://api.openalex.org");
    expect(config.arxiv.baseUrl).toBe("https://export.arxiv.org");
    expect(config.semanticScholar.baseUrl).toBe("https://api.semanticscholar.org");
    expect(config.crossref.baseUrl).toBe("https://api.crossref.org");
    expect(config.gdelt.baseUrl).toBe("https://api.gdeltproject.org");
    expect(config.searxng.baseUrl).toBeUndefined();
    expect(config.chains).toEqual({ web: undefined, news: undefined, scholar: undefined });
    expect(config.fetch).toEqual({
      allowPrivateHosts: [],
      timeoutMs: 15_000,
      maxRedirects: 5,
      maxBytes: 10 * 1024 * 1024,
    });
    expect(config.libraryDirs).toEqual([]);
    expect(config.scraper).toEqual({ url: undefined, name: "default" });
  });

  it("treats empty values as unset and splits the lists", () => {
    const config = sourcesConfigFrom({
      SERPER_API_KEY: "  ",
      SEARCH_PROVIDERS_WEB: "SearXNG, wikipedia ,",
      FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1:8080,[::1]:9000, localhost:3000",
      LIBRARY_DIR: ["docs", "/srv/papers"].join(path.delimiter),
    });
    expect(config.serper.apiKey).toBeUndefined();
    expect(config.chains.web).toEqual(["searxng", "wikipedia"]);
    expect(config.fetch.allowPrivateHosts).toEqual(["127.0.0.1:8080", "[::1]:9000", "localhost:3000"]);
    expect(config.libraryDirs).toEqual([path.resolve("docs"), "/srv/papers"]);
  });

  it("names the bad setting", () => {
    expect(() => sourcesConfigFrom({ SEARCH_PROVIDERS_NEWS: "gdelt,bing" })).toThrow(
      /SEARCH_PROVIDERS_NEWS: must be a comma list of: serper, searxng, wikipedia/,
    );
    expect(() => sourcesConfigFrom({ SERPER_BASE_URL: "ftp://x" })).toThrow(
      /SERPER_BASE_URL: must be an http\(s\) URL/,
    );
    expect(() => sourcesConfigFrom({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" })).toThrow(
      /FETCH_ALLOW_PRIVATE_HOSTS: must be a comma list of host:port pairs/,
    );
  });

  it("can be merged into the central schema and its output parsed again", () => {
    const merged = z.object({ PORT: z.string().optional() }).extend(sourcesEnvSchema.shape);
    const parsed = merged.parse({ PORT: "3000", SERPER_API_KEY: "k", OPENALEX_MAILTO: "ops@example.org" });
    const config = sourcesConfigFrom(parsed as Record<string, string | undefined>);
    expect(config.serper.apiKey).toBe("k");
    expect(config.openalex.mailto).toBe("ops@example.org");
    expect(config.contactEmail).toBe("ops@example.org");
  });
});
