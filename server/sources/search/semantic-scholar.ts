// Semantic Scholar Graph API paper search (keyless with a shared rate limit; x-api-key when set).
// Errors: 404 {"error": "..."}, 403 {"message": "Forbidden"}, 429 when the shared pool is busy.
import { z } from "zod";
import type { ScholarPageResult } from "../../../common/types";
import type { SearchProvider } from "../types";
import { joinUrl, requestJson } from "./http";
import { dateRangeStart, isoDay, snippetOf } from "./text";

const paper = z.object({
  paperId: z.string(),
  title: z.string().nullish(),
  url: z.string().nullish(),
  abstract: z.string().nullish(),
  venue: z.string().nullish(),
  year: z.number().nullish(),
  authors: z.array(z.object({ name: z.string().nullish() })).nullish(),
  journal: z.object({ name: z.string().nullish() }).nullish(),
  tldr: z.object({ text: z.string().nullish() }).nullish(),
  externalIds: z.record(z.string(), z.union([z.string(), z.number()])).nullish(),
  openAccessPdf: z.object({ url: z.string().nullish() }).nullish(),
});
export type SemanticScholarPaper = z.infer<typeof paper>;
const searchResponse = z.object({ data: z.array(paper).nullish() });

export const SEMANTIC_SCHOLAR_FIELDS = "title,url,abstract,venue,year,authors,journal,tldr,externalIds";

export function mapSemanticScholarPaper(item: SemanticScholarPaper): ScholarPageResult {
  const names = (item.authors ?? []).map((a) => a.name ?? "").filter(Boolean);
  const authors = names.slice(0, 3).join(", ") + (names.length > 3 ? " …" : "");
  const venue = item.journal?.name || item.venue || "";
  return {
    type: "scholar",
    title: item.title ?? "",
    url: item.url ?? `https://www.semanticscholar.org/paper/${item.paperId}`,
    snippet: snippetOf(item.abstract ?? item.tldr?.text),
    publicationInfo: [authors, item.year ? String(item.year) : "", venue].filter(Boolean).join(" - "),
    provider: "semantic-scholar",
  };
}

export function createSemanticScholarProvider(config: { baseUrl: string; apiKey?: string }): SearchProvider {
  return {
    name: "semantic-scholar",
    types: ["scholar"],
    async search(params) {
      const page = Math.max(1, params.page ?? 1);
      const data = await requestJson(
        {
          provider: "semantic-scholar",
          url: joinUrl(config.baseUrl, "/graph/v1/paper/search", {
            query: params.query,
            offset: (page - 1) * params.num,
            limit: Math.min(params.num, 100),
            fields: SEMANTIC_SCHOLAR_FIELDS,
            publicationDateOrYear: params.dateRange
              ? `${isoDay(dateRangeStart(params.dateRange))}:`
              : undefined,
          }),
          headers: config.apiKey ? { "x-api-key": config.apiKey } : {},
          keyEnv: config.apiKey ? "SEMANTIC_SCHOLAR_API_KEY" : undefined,
          signal: params.signal,
        },
        searchResponse,
      );
      return (data.data ?? [])
        .map(mapSemanticScholarPaper)
        .filter((r) => r.title)
        .slice(0, params.num);
    },
  };
}
