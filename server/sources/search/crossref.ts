// Crossref /works?query= (keyless). Titles are arrays; abstracts are JATS XML; a missing resource
// answers 404 with the text "Resource not found.".
import { z } from "zod";
import type { ScholarPageResult } from "../../../common/types";
import type { SearchProvider } from "../types";
import { joinUrl, requestJson, SEARCH_USER_AGENT } from "./http";
import { dateRangeStart, isoDay, snippetOf } from "./text";

const dateParts = z.object({ "date-parts": z.array(z.array(z.number().nullable())).nullish() }).nullish();
const item = z.object({
  DOI: z.string().nullish(),
  URL: z.string().nullish(),
  title: z.array(z.string()).nullish(),
  "container-title": z.array(z.string()).nullish(),
  publisher: z.string().nullish(),
  abstract: z.string().nullish(),
  author: z
    .array(
      z.object({ given: z.string().nullish(), family: z.string().nullish(), name: z.string().nullish() }),
    )
    .nullish(),
  issued: dateParts,
  published: dateParts,
});
export type CrossrefItem = z.infer<typeof item>;
const worksResponse = z.object({
  status: z.string().optional(),
  message: z.object({ items: z.array(item) }),
});

function authorName(a: NonNullable<CrossrefItem["author"]>[number]): string {
  if (a.name) return a.name;
  const initials = (a.given ?? "")
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  return [initials, a.family].filter(Boolean).join(" ");
}

export function mapCrossrefItem(entry: CrossrefItem): ScholarPageResult {
  const names = (entry.author ?? []).map(authorName).filter(Boolean);
  const authors = names.slice(0, 3).join(", ") + (names.length > 3 ? " …" : "");
  const year = (entry.issued ?? entry.published)?.["date-parts"]?.[0]?.[0];
  const venue = entry["container-title"]?.[0] ?? entry.publisher ?? "";
  return {
    type: "scholar",
    title: snippetOf(entry.title?.[0] ?? "", 300),
    url: entry.URL ?? (entry.DOI ? `https://doi.org/${entry.DOI}` : ""),
    snippet: snippetOf((entry.abstract ?? "").replace(/<jats:title>[\s\S]*?<\/jats:title>/gi, " ")),
    publicationInfo: [authors, year ? String(year) : "", venue].filter(Boolean).join(" - "),
    provider: "crossref",
  };
}

export function createCrossrefProvider(config: { baseUrl: string; mailto?: string }): SearchProvider {
  return {
    name: "crossref",
    types: ["scholar"],
    async search(params) {
      const page = Math.max(1, params.page ?? 1);
      const data = await requestJson(
        {
          provider: "crossref",
          url: joinUrl(config.baseUrl, "/works", {
            query: params.query,
            rows: Math.min(params.num, 100),
            offset: (page - 1) * params.num,
            filter: params.dateRange
              ? `from-pub-date:${isoDay(dateRangeStart(params.dateRange))}`
              : undefined,
            mailto: config.mailto,
          }),
          headers: config.mailto ? { "user-agent": `${SEARCH_USER_AGENT} (mailto:${config.mailto})` } : {},
          signal: params.signal,
        },
        worksResponse,
      );
      return data.message.items
        .map(mapCrossrefItem)
        .filter((r) => r.title && r.url)
        .slice(0, params.num);
    },
  };
}
