// GDELT DOC 2.0 article list (keyless news): /api/v2/doc/doc?mode=artlist&format=json.
// GDELT answers problems with HTTP 200 and a plain-text sentence instead of JSON, and with `{}` when
// nothing matched; both are handled here.
import { z } from "zod";
import type { NewsPageResult } from "../../../common/types";
import type { SearchProvider } from "../types";
import { joinUrl, parseJson, providerRequest, SearchProviderError } from "./http";

const article = z.object({
  url: z.string(),
  title: z.string().nullish(),
  seendate: z.string().nullish(),
  domain: z.string().nullish(),
  language: z.string().nullish(),
  sourcecountry: z.string().nullish(),
});
const artlist = z.object({ articles: z.array(article).optional() });

const TIMESPAN = { "past hour": "1h", "24 hours": "1d", week: "1w", month: "1m", year: "1y" } as const;

/** "20240504T121500Z" → "2024-05-04T12:15:00Z". */
export function gdeltDate(seen: string | null | undefined): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(seen ?? "");
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z` : (seen ?? "");
}

export function mapGdeltArticles(articles: z.infer<typeof article>[]): NewsPageResult[] {
  return articles.map((a) => ({
    type: "news",
    title: a.title ?? a.url,
    url: a.url,
    // GDELT gives no text of the article; the title and origin are all there is before reading it.
    snippet: [a.title, [a.domain, a.sourcecountry, a.language].filter(Boolean).join(", ")]
      .filter(Boolean)
      .join(" — "),
    date: gdeltDate(a.seendate),
    source: a.domain ?? "",
    provider: "gdelt",
  }));
}

export function createGdeltProvider(config: { baseUrl: string }): SearchProvider {
  return {
    name: "gdelt",
    types: ["news"],
    async search(params) {
      const page = Math.max(1, params.page ?? 1);
      // No offset parameter: ask for enough records to cover the page, then slice.
      const wanted = Math.min(page * params.num, 250);
      const response = await providerRequest({
        provider: "gdelt",
        url: joinUrl(config.baseUrl, "/api/v2/doc/doc", {
          query: params.query,
          mode: "artlist",
          format: "json",
          maxrecords: wanted,
          sort: "hybridrel",
          timespan: params.dateRange ? TIMESPAN[params.dateRange] : undefined,
        }),
        signal: params.signal,
      });
      const text = response.text.trim();
      if (!text.startsWith("{")) {
        throw new SearchProviderError(
          "gdelt",
          `GDELT search failed: ${text.slice(0, 200).replace(/\s+/g, " ") || "empty answer"}`,
        );
      }
      const data = parseJson("gdelt", text, artlist);
      return mapGdeltArticles(data.articles ?? []).slice((page - 1) * params.num, page * params.num);
    },
  };
}
