// OpenAlex works search (keyless; `mailto` joins the polite pool). Abstracts come as an inverted index
// {word: [positions]} and are rebuilt into text.
import { z } from "zod";
import type { ScholarPageResult } from "../../../common/types";
import type { SearchProvider } from "../types";
import { joinUrl, requestJson } from "./http";
import { dateRangeStart, isoDay, truncate } from "./text";

const work = z.object({
  id: z.string(),
  doi: z.string().nullish(),
  title: z.string().nullish(),
  display_name: z.string().nullish(),
  publication_year: z.number().nullish(),
  primary_location: z
    .object({
      landing_page_url: z.string().nullish(),
      source: z.object({ display_name: z.string().nullish() }).nullish(),
    })
    .nullish(),
  authorships: z
    .array(
      z.object({
        author: z.object({ display_name: z.string().nullish() }).nullish(),
        raw_author_name: z.string().nullish(),
      }),
    )
    .nullish(),
  abstract_inverted_index: z.record(z.string(), z.array(z.number())).nullish(),
});
export type OpenAlexWork = z.infer<typeof work>;
const worksResponse = z.object({ results: z.array(work) });

/** Rebuilds an abstract from OpenAlex's inverted index. */
export function rebuildAbstract(index: Record<string, number[]> | null | undefined): string {
  if (!index) return "";
  const words: string[] = [];
  for (const [word, positions] of Object.entries(index)) {
    for (const position of positions) words[position] = word;
  }
  return words
    .filter((w) => w !== undefined)
    .join(" ")
    .trim();
}

/** "A Author, B Author, C Author … - 2018 - Journal", the Google-Scholar-like line of a work. */
function publicationInfo(item: OpenAlexWork): string {
  const names = (item.authorships ?? [])
    .map((a) => a.author?.display_name ?? a.raw_author_name ?? "")
    .filter(Boolean);
  const authors = names.slice(0, 3).join(", ") + (names.length > 3 ? " …" : "");
  return [
    authors,
    item.publication_year ? String(item.publication_year) : "",
    item.primary_location?.source?.display_name,
  ]
    .filter(Boolean)
    .join(" - ");
}

export function mapOpenAlexWork(item: OpenAlexWork): ScholarPageResult {
  return {
    type: "scholar",
    title: item.display_name ?? item.title ?? "",
    url: item.doi ?? item.primary_location?.landing_page_url ?? item.id,
    snippet: truncate(rebuildAbstract(item.abstract_inverted_index), 500),
    publicationInfo: publicationInfo(item),
    provider: "openalex",
  };
}

export function createOpenAlexProvider(config: { baseUrl: string; mailto?: string }): SearchProvider {
  return {
    name: "openalex",
    types: ["scholar"],
    async search(params) {
      const data = await requestJson(
        {
          provider: "openalex",
          url: joinUrl(config.baseUrl, "/works", {
            search: params.query,
            "per-page": Math.min(params.num, 200),
            page: params.page,
            filter: params.dateRange
              ? `from_publication_date:${isoDay(dateRangeStart(params.dateRange))}`
              : undefined,
            mailto: config.mailto,
          }),
          signal: params.signal,
        },
        worksResponse,
      );
      return data.results
        .map(mapOpenAlexWork)
        .filter((r) => r.title)
        .slice(0, params.num);
    },
  };
}
