// Tavily search API (POST /search, bearer key): topic general or news.
import { z } from "zod";
import type { PageResult } from "../../../common/types";
import type { SearchProvider } from "../types";
import { joinUrl, missingKeyError, requestJson } from "./http";
import { hostOf, snippetOf } from "./text";

const tavilyResult = z.object({
  url: z.string(),
  title: z.string().nullish(),
  content: z.string().nullish(),
  published_date: z.string().nullish(),
});
const tavilyResponse = z.object({ results: z.array(tavilyResult) });

const DAYS = { "past hour": 1, "24 hours": 1, week: 7, month: 31, year: 366 } as const;

/** Maps Tavily results (markdown-ish `content`) to page results. */
export function mapTavilyResults(
  type: PageResult["type"],
  results: z.infer<typeof tavilyResult>[],
): PageResult[] {
  return results.map((r, index): PageResult => {
    const base = {
      title: r.title || r.url,
      url: r.url,
      snippet: snippetOf((r.content ?? "").replace(/^#+\s*/gm, "")),
      provider: "tavily",
    };
    if (type === "news")
      return { ...base, type: "news", date: r.published_date ?? "", source: hostOf(r.url) };
    if (type === "scholar") return { ...base, type: "scholar", publicationInfo: hostOf(r.url) };
    return { ...base, type: "web", position: index + 1 };
  });
}

export function createTavilyProvider(config: { apiKey?: string; baseUrl: string }): SearchProvider {
  return {
    name: "tavily",
    types: ["web", "news"],
    async search(params) {
      if (!config.apiKey) throw missingKeyError("tavily", "TAVILY_API_KEY");
      const type = params.type === "library" ? "web" : params.type;
      const data = await requestJson(
        {
          provider: "tavily",
          url: joinUrl(config.baseUrl, "/search"),
          method: "POST",
          headers: { authorization: `Bearer ${config.apiKey}` },
          json: {
            query: params.query,
            topic: type === "news" ? "news" : "general",
            search_depth: "basic",
            max_results: Math.min(params.num, 20),
            ...(params.dateRange && type === "news" ? { days: DAYS[params.dateRange] } : {}),
          },
          keyEnv: "TAVILY_API_KEY",
          signal: params.signal,
        },
        tavilyResponse,
      );
      return mapTavilyResults(type, data.results).slice(0, params.num);
    },
  };
}
