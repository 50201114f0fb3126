// The search service: routes each search type to a chain of providers, falls back to the next one when
// a provider fails or finds nothing, and records the usage (and cost) of every answered call.
import type { SearchType } from "../../../common/constants";
import type { PageResult } from "../../../common/types";
import { logger as defaultLogger } from "../../logger";
import type { UsageRecorder } from "../../usage-event";
import type { SearchProviderName, SourcesConfig } from "../config";
import type { SearchParams, SearchProvider, SearchService } from "../types";
import { createArxivProvider } from "./arxiv";
import { createBraveProvider } from "./brave";
import { createCrossrefProvider } from "./crossref";
import { createGdeltProvider } from "./gdelt";
import { providerLabel, SearchProviderError } from "./http";
import { createOpenAlexProvider } from "./openalex";
import { createSearxngProvider } from "./searxng";
import { createSemanticScholarProvider } from "./semantic-scholar";
import { createSerperProvider } from "./serper";
import { createTavilyProvider } from "./tavily";
import { createWikipediaProvider } from "./wikipedia";

/** Cost of one query in integer micro-cents (1 cent = 1e6); keyless providers cost nothing. */
export const SEARCH_COST_MICRO_CENTS: Record<SearchProviderName, number> = {
  serper: 100_000, // ≈ $0.001 per query
  tavily: 800_000, // ≈ $0.008 per basic search credit
  brave: 500_000, // ≈ $5 per 1000 queries
  searxng: 0,
  wikipedia: 0,
  openalex: 0,
  arxiv: 0,
  "semantic-scholar": 0,
  crossref: 0,
  gdelt: 0,
  library: 0,
};

/** Every provider of a chain failed; `errors` holds each one. */
export class SearchFailedError extends Error {
  override readonly name = "SearchFailedError";
  readonly errors: Error[];
  constructor(type: string, errors: Error[]) {
    super(
      errors.length === 1
        ? errors[0]!.message
        : `Every ${type} search provider failed: ${errors.map((e) => e.message).join("; ")}`,
    );
    this.errors = errors;
  }
}

/**
 * The default chain of a search type for this configuration (spec: keyless by default). A configured
 * library comes first for every type: whoever set LIBRARY_DIR wants their files searched before the web.
 */
export function defaultChain(type: SearchType, config: SourcesConfig): SearchProviderName[] {
  const chain: SearchProviderName[] = [];
  if (config.libraryDirs.length > 0) chain.push("library");
  if (config.serper.apiKey) chain.push("serper");
  if (type !== "scholar" && config.searxng.baseUrl) chain.push("searxng");
  if (type === "web") chain.push("wikipedia");
  if (type === "news") chain.push("gdelt", "wikipedia");
  if (type === "scholar") chain.push("openalex", "semantic-scholar", "arxiv", "crossref");
  return chain;
}

export interface SearchServiceOptions {
  /** The local library, served as provider "library" (type "library", or named in a chain). */
  library?: SearchProvider;
  /** Providers to use instead of the built-in ones, by name (tests, custom back ends). */
  providers?: Partial<Record<SearchProviderName, SearchProvider>>;
  logger?: Pick<typeof defaultLogger, "warn" | "debug">;
}

export interface ConfiguredSearchService extends SearchService {
  /** The provider names tried, in order, for a search type. */
  chainFor(type: SearchParams["type"]): SearchProviderName[];
}

/** Creates the search service for a configuration. */
export function createSearchService(
  config: SourcesConfig,
  options: SearchServiceOptions = {},
): ConfiguredSearchService {
  const log = options.logger ?? defaultLogger;
  const built = new Map<SearchProviderName, SearchProvider>();

  function provider(name: SearchProviderName): SearchProvider {
    const given = options.providers?.[name];
    if (given) return given;
    const cached = built.get(name);
    if (cached) return cached;
    let created: SearchProvider;
    switch (name) {
      case "serper":
        created = createSerperProvider(config.serper);
        break;
      case "searxng":
        created = createSearxngProvider(config.searxng);
        break;
      case "wikipedia":
        created = createWikipediaProvider(config.wikipedia);
        break;
      case "openalex":
        created = createOpenAlexProvider(config.openalex);
        break;
      case "arxiv":
        created = createArxivProvider(config.arxiv);
        break;
      case "semantic-scholar":
        created = createSemanticScholarProvider(config.semanticScholar);
        break;
      case "crossref":
        created = createCrossrefProvider({ ...config.crossref, mailto: config.contactEmail });
        break;
      case "gdelt":
        created = createGdeltProvider(config.gdelt);
        break;
      case "tavily":
        created = createTavilyProvider(config.tavily);
        break;
      case "brave":
        created = createBraveProvider(config.brave);
        break;
      case "library":
        if (!options.library) {
          throw new SearchProviderError(
            "library",
            "Local library search failed: no library folder is configured (set LIBRARY_DIR)",
          );
        }
        created = options.library;
        break;
    }
    built.set(name, created);
    return created;
  }

  function chainFor(type: SearchParams["type"]): SearchProviderName[] {
    if (type === "library") return ["library"];
    return config.chains[type] ?? defaultChain(type, config);
  }

  return {
    chainFor,
    async search(params, usage?: UsageRecorder): Promise<PageResult[]> {
      const chain = chainFor(params.type);
      const errors: Error[] = [];
      let answered = false;
      for (const name of chain) {
        if (params.signal?.aborted) throw params.signal.reason ?? new Error("Search cancelled");
        let results: PageResult[];
        try {
          const p = provider(name);
          if (params.type !== "library" && !p.types.includes(params.type)) {
            throw new SearchProviderError(name, `${providerLabel(name)} cannot search ${params.type}`);
          }
          results = await p.search(params);
        } catch (error) {
          if (params.signal?.aborted) throw error;
          const err = error instanceof Error ? error : new Error(String(error));
          errors.push(err);
          log.warn(`[search] ${name} failed for ${params.type} "${params.query}": ${err.message}`);
          continue;
        }
        answered = true;
        await usage?.record({
          kind: "search",
          provider: name,
          units: 1,
          costMicroCents: SEARCH_COST_MICRO_CENTS[name],
        });
        if (results.length > 0) return results.map((r) => ({ ...r, provider: r.provider ?? name }));
        log.debug(`[search] ${name} found nothing for ${params.type} "${params.query}"`);
      }
      if (!answered && errors.length > 0) throw new SearchFailedError(params.type, errors);
      return [];
    },
  };
}
