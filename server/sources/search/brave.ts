// Brave Search API (X-Subscription-Token): /res/v1/web/search and /res/v1/news/search. Descriptions
// carry <strong> highlights and HTML entities, removed here.
import { z } from "zod";
import type { PageResult } from "../../../common/types";
import type { SearchProvider } from "../types";
import { joinUrl, missingKeyError, requestJson } from "./http";
import { hostOf, snippetOf } from "./text";

const braveResult = z.object({
  title: z.string(),
  url: z.string(),
  description: z.string().nullish(),
  age: z.string().nullish(),
  page_age: z.string().nullish(),
  meta_url: z.object({ hostname: z.string().nullish() }).nullish(),
  profile: z.object({ name: z.string().nullish() }).nullish(),
});
type BraveResult = z.infer<typeof braveResult>;
const webResponse = z.object({ web: z.object({ results: z.array(braveResult) }).nullish() });
const newsResponse = z.object({ results: z.array(braveResult) });

const FRESHNESS = { "past hour": "pd", "24 hours": "pd", week: "pw", month: "pm", year: "py" } as const;

/** Maps Brave results to page results. */
export function mapBraveResults(type: PageResult["type"], results: BraveResult[], offset = 0): PageResult[] {
  return results.map((r, index): PageResult => {
    const base = {
      title: snippetOf(r.title, 300),
      url: r.url,
      snippet: snippetOf(r.description),
      provider: "brave",
    };
    if (type === "news") {
      return {
        ...base,
        type: "news",
        date: r.page_age ?? r.age ?? "",
        source: r.profile?.name ?? r.meta_url?.hostname ?? hostOf(r.url),
      };
    }
    if (type === "scholar")
      return { ...base, type: "scholar", publicationInfo: r.meta_url?.hostname ?? hostOf(r.url) };
    return { ...base, type: "web", position: offset + index + 1 };
  });
}

export function createBraveProvider(config: { apiKey?: string; baseUrl: string }): SearchProvider {
  return {
    name: "brave",
    types: ["web", "news"],
    async search(params) {
      if (!config.apiKey) throw missingKeyError("brave", "BRAVE_API_KEY");
      const type = params.type === "library" ? "web" : params.type;
      const page = Math.max(1, params.page ?? 1);
      const query = {
        q: params.query,
        count: Math.min(params.num, 20),
        offset: page - 1,
        country: params.country?.toUpperCase(),
        search_lang: params.locale === "zh-cn" ? "zh-hans" : params.locale,
        freshness: params.dateRange ? FRESHNESS[params.dateRange] : undefined,
      };
      const request = {
        provider: "brave",
        headers: { "X-Subscription-Token": config.apiKey, accept: "application/json" },
        keyEnv: "BRAVE_API_KEY",
        signal: params.signal,
      };
      if (type === "news") {
        const data = await requestJson(
          { ...request, url: joinUrl(config.baseUrl, "/res/v1/news/search", query) },
          newsResponse,
        );
        return mapBraveResults("news", data.results).slice(0, params.num);
      }
      const data = await requestJson(
        { ...request, url: joinUrl(config.baseUrl, "/res/v1/web/search", query) },
        webResponse,
      );
      return mapBraveResults(type, data.web?.results ?? [], (page - 1) * params.num).slice(0, params.num);
    },
  };
}
