// Serper (google.serper.dev): the spec's web-search service, POST {q, hl, gl, num, autocorrect, page, tbs}
// to /search, /news and /scholar. Scholar results arrive under `organic`, not `scholar`.
import { z } from "zod";
import type { SearchType } from "../../../common/constants";
import type { PageResult } from "../../../common/types";
import type { SearchParams, SearchProvider } from "../types";
import { joinUrl, missingKeyError, requestJson } from "./http";
import { DATE_RANGE_QDR, snippetOf } from "./text";

const organicItem = z.object({
  title: z.string(),
  link: z.string(),
  snippet: z.string().optional(),
  position: z.number().optional(),
  date: z.string().optional(),
  publicationInfo: z.string().optional(),
  year: z.number().optional(),
});
const newsItem = z.object({
  title: z.string(),
  link: z.string(),
  snippet: z.string().optional(),
  date: z.string().optional(),
  source: z.string().optional(),
  position: z.number().optional(),
});
const serperResponse = z.object({
  organic: z.array(organicItem).optional(),
  news: z.array(newsItem).optional(),
});
type SerperResponse = z.infer<typeof serperResponse>;

const ENDPOINT: Record<SearchType, string> = { web: "/search", news: "/news", scholar: "/scholar" };

/** The request body Serper expects for these search parameters. */
export function serperRequestBody(params: SearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = { q: params.query, num: params.num };
  if (params.locale) body.hl = params.locale;
  if (params.country) body.gl = params.country.toLowerCase();
  if (params.autocorrect !== undefined) body.autocorrect = params.autocorrect;
  if (params.page !== undefined) body.page = params.page;
  if (params.dateRange) body.tbs = `qdr:${DATE_RANGE_QDR[params.dateRange]}`;
  return body;
}

/** Maps a Serper answer to page results of the type asked for. */
export function mapSerperResponse(type: SearchType, data: SerperResponse): PageResult[] {
  if (type === "news") {
    return (data.news ?? []).map((item) => ({
      type: "news",
      title: item.title,
      url: item.link,
      snippet: snippetOf(item.snippet),
      date: item.date ?? "",
      source: item.source ?? "",
      provider: "serper",
    }));
  }
  const organic = data.organic ?? [];
  if (type === "scholar") {
    return organic.map((item) => ({
      type: "scholar",
      title: item.title,
      url: item.link,
      snippet: snippetOf(item.snippet),
      publicationInfo: item.publicationInfo ?? (item.year ? String(item.year) : ""),
      provider: "serper",
    }));
  }
  return organic.map((item, index) => ({
    type: "web",
    title: item.title,
    url: item.link,
    snippet: snippetOf(item.snippet),
    position: item.position ?? index + 1,
    provider: "serper",
  }));
}

export function createSerperProvider(config: { apiKey?: string; baseUrl: string }): SearchProvider {
  return {
    name: "serper",
    types: ["web", "news", "scholar"],
    async search(params) {
      if (!config.apiKey) throw missingKeyError("serper", "SERPER_API_KEY");
      const type = params.type === "library" ? "web" : params.type;
      const data = await requestJson(
        {
          provider: "serper",
          url: joinUrl(config.baseUrl, ENDPOINT[type]),
          method: "POST",
          headers: { "X-API-KEY": config.apiKey },
          json: serperRequestBody(params),
          signal: params.signal,
          keyEnv: "SERPER_API_KEY",
        },
        serperResponse,
      );
      return mapSerperResponse(type, data).slice(0, params.num);
    },
  };
}
