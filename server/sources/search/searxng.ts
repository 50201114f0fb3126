// SearXNG (self-hosted metasearch): GET /search?format=json with categories general, news or science.
// The JSON format must be enabled in the instance's settings (search.formats), or it answers 403.
import { z } from "zod";
import type { SearchType } from "../../../common/constants";
import type { PageResult } from "../../../common/types";
import type { SearchProvider } from "../types";
import { joinUrl, requestJson, SearchProviderError } from "./http";
import { hostOf, snippetOf } from "./text";

const searxResult = z.object({
  url: z.string(),
  title: z.string().nullish(),
  content: z.string().nullish(),
  engine: z.string().nullish(),
  publishedDate: z.string().nullish(),
  pubdate: z.string().nullish(),
  authors: z.array(z.string()).nullish(),
  journal: z.string().nullish(),
  publisher: z.string().nullish(),
});
const searxResponse = z.object({ results: z.array(searxResult) });
type SearxResult = z.infer<typeof searxResult>;

const CATEGORY: Record<SearchType, string> = { web: "general", news: "news", scholar: "science" };
const TIME_RANGE = {
  "past hour": "day",
  "24 hours": "day",
  week: "week",
  month: "month",
  year: "year",
} as const;

function publicationInfo(item: SearxResult): string {
  const year = (item.publishedDate || item.pubdate)?.slice(0, 4);
  const authors = item.authors?.length
    ? item.authors.slice(0, 3).join(", ") + (item.authors.length > 3 ? " …" : "")
    : "";
  return [authors, year, item.journal ?? item.publisher ?? hostOf(item.url)].filter(Boolean).join(" - ");
}

/** Maps SearXNG results to page results of the type asked for. */
export function mapSearxngResults(type: SearchType, results: SearxResult[]): PageResult[] {
  return results.map((item, index): PageResult => {
    const base = {
      title: item.title || item.url,
      url: item.url,
      snippet: snippetOf(item.content),
      provider: "searxng",
    };
    if (type === "news") {
      return {
        ...base,
        type: "news",
        // Google-origin results carry `pubdate` "YYYY-MM-DD HH:MM:SS"; normalise it to ISO like publishedDate.
        date: (item.publishedDate || item.pubdate || "").replace(
          /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/,
          "$1T$2",
        ),
        source: hostOf(item.url),
      };
    }
    if (type === "scholar") return { ...base, type: "scholar", publicationInfo: publicationInfo(item) };
    return { ...base, type: "web", position: index + 1 };
  });
}

export function createSearxngProvider(config: { baseUrl?: string }): SearchProvider {
  return {
    name: "searxng",
    types: ["web", "news", "scholar"],
    async search(params) {
      if (!config.baseUrl) {
        throw new SearchProviderError(
          "searxng",
          "SearXNG search failed: no instance configured (set SEARXNG_BASE_URL)",
        );
      }
      const type = params.type === "library" ? "web" : params.type;
      const data = await requestJson(
        {
          provider: "searxng",
          url: joinUrl(config.baseUrl, "/search", {
            q: params.query,
            format: "json",
            categories: CATEGORY[type],
            pageno: params.page,
            language: params.locale === "zh-cn" ? "zh-CN" : params.locale,
            time_range: params.dateRange ? TIME_RANGE[params.dateRange] : undefined,
            safesearch: 1,
          }),
          signal: params.signal,
        },
        searxResponse,
      );
      return mapSearxngResults(type, data.results).slice(0, params.num);
    },
  };
}
