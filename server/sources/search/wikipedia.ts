// Wikipedia (MediaWiki Action API) of the document's language: list=search for the titles, then
// prop=extracts for a plain-text lead of each page as its snippet. Keyless.
import { z } from "zod";
import type { PageResult } from "../../../common/types";
import type { SearchParams, SearchProvider } from "../types";
import { joinUrl, parseJson, providerRequest, requestJson } from "./http";
import { languageOf, snippetOf } from "./text";

const searchResponse = z.object({
  query: z
    .object({
      search: z.array(
        z.object({
          title: z.string(),
          snippet: z.string().optional(),
          timestamp: z.string().optional(),
        }),
      ),
    })
    .optional(),
});

const extractPage = z.object({
  title: z.string(),
  extract: z.string().optional(),
  missing: z.unknown().optional(),
});
const extractsResponse = z.object({
  query: z
    .object({
      // formatversion=1 keys pages by id; formatversion=2 gives a list.
      pages: z.union([z.record(z.string(), extractPage), z.array(extractPage)]).optional(),
      normalized: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
      redirects: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
    })
    .optional(),
});

/** The wiki's base url for a locale: `{lang}` in the setting becomes the wiki language (zh-cn → zh). */
export function wikipediaBase(baseUrl: string, locale: SearchParams["locale"]): string {
  return baseUrl.replaceAll("{lang}", languageOf(locale));
}

/** Article url of a title on a wiki. */
export function wikipediaArticleUrl(base: string, title: string): string {
  return `${base.replace(/\/+$/, "")}/wiki/${encodeURIComponent(title.replace(/ /g, "_")).replace(/%2F/g, "/")}`;
}

/** Plain-text extracts by page title from a prop=extracts answer (either format version). */
export function parseExtracts(text: string): Map<string, string> {
  const data = parseJson("wikipedia", text, extractsResponse);
  const pages = data.query?.pages;
  const list = Array.isArray(pages) ? pages : Object.values(pages ?? {});
  const byTitle = new Map<string, string>();
  for (const page of list) if (page.extract) byTitle.set(page.title, snippetOf(page.extract, 600));
  // Map the titles asked for to the page they were normalised or redirected to.
  for (const step of [...(data.query?.normalized ?? []), ...(data.query?.redirects ?? [])]) {
    const extract = byTitle.get(step.to);
    if (extract && !byTitle.has(step.from)) byTitle.set(step.from, extract);
  }
  return byTitle;
}

export function createWikipediaProvider(config: { baseUrl: string }): SearchProvider {
  return {
    name: "wikipedia",
    types: ["web", "news", "scholar"],
    async search(params) {
      const base = wikipediaBase(config.baseUrl, params.locale);
      const page = Math.max(1, params.page ?? 1);
      const found = await requestJson(
        {
          provider: "wikipedia",
          url: joinUrl(base, "/w/api.php", {
            action: "query",
            list: "search",
            srsearch: params.query,
            srlimit: params.num,
            sroffset: (page - 1) * params.num,
            srprop: "snippet|timestamp",
            format: "json",
          }),
          signal: params.signal,
        },
        searchResponse,
      );
      const hits = (found.query?.search ?? []).slice(0, params.num);
      if (hits.length === 0) return [];

      let extracts = new Map<string, string>();
      try {
        const response = await providerRequest({
          provider: "wikipedia",
          url: joinUrl(base, "/w/api.php", {
            action: "query",
            prop: "extracts",
            exintro: 1,
            explaintext: 1,
            exsentences: 3,
            exlimit: "max",
            redirects: 1,
            titles: hits.map((hit) => hit.title).join("|"),
            format: "json",
          }),
          signal: params.signal,
        });
        extracts = parseExtracts(response.text);
      } catch {
        // The search snippets still make usable results without the extracts.
      }

      return hits.map((hit, index): PageResult => {
        const snippet = extracts.get(hit.title) ?? (snippetOf(hit.snippet) || hit.title);
        const base_ = {
          title: hit.title,
          url: wikipediaArticleUrl(base, hit.title),
          snippet,
          provider: "wikipedia",
        };
        if (params.type === "news") {
          return { ...base_, type: "news", date: hit.timestamp ?? "", source: "Wikipedia" };
        }
        if (params.type === "scholar") return { ...base_, type: "scholar", publicationInfo: "Wikipedia" };
        return { ...base_, type: "web", position: (page - 1) * params.num + index + 1 };
      });
    },
  };
}
