// arXiv API (Atom feed, keyless). An error comes back as HTTP 400 with an entry whose id is
// https://arxiv.org/api/errors#… and whose summary says what was wrong.
import { DOMParser } from "linkedom";
import type { ScholarPageResult } from "../../../common/types";
import type { SearchProvider } from "../types";
import { joinUrl, providerRequest, SearchProviderError, statusError } from "./http";
import { collapseWhitespace, dateRangeStart, truncate } from "./text";

interface XmlElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}

function first(element: XmlElement, tag: string): XmlElement | undefined {
  return element.getElementsByTagName(tag)[0];
}

function textOf(element: XmlElement, tag: string): string {
  return collapseWhitespace(first(element, tag)?.textContent ?? "");
}

/** Parses an arXiv Atom feed into scholar results; throws the feed's error message when it is an error feed. */
export function parseArxivFeed(xml: string): ScholarPageResult[] {
  if (!/<feed[\s>]/.test(xml)) {
    throw new SearchProviderError("arxiv", "arXiv search failed: malformed response (not an Atom feed)");
  }
  // linkedom's XML parser keeps prefixed names (arxiv:journal_ref) as tag names.
  const doc = new DOMParser().parseFromString(xml, "text/xml") as unknown as XmlElement;
  const entries = Array.from(doc.getElementsByTagName("entry"));
  const results: ScholarPageResult[] = [];
  for (const entry of entries) {
    const id = textOf(entry, "id");
    if (id.includes("arxiv.org/api/errors")) {
      throw new SearchProviderError(
        "arxiv",
        `arXiv search failed: ${textOf(entry, "summary") || "the query was refused"}`,
      );
    }
    const links = Array.from(entry.getElementsByTagName("link"));
    const page = links.find((l) => l.getAttribute("rel") === "alternate")?.getAttribute("href") ?? id;
    const authors = Array.from(entry.getElementsByTagName("author")).map((a) => textOf(a, "name"));
    const year = textOf(entry, "published").slice(0, 4);
    const venue =
      textOf(entry, "arxiv:journal_ref") ||
      `arXiv:${id.replace(/^https?:\/\/arxiv\.org\/abs\//, "")}` +
        (first(entry, "arxiv:primary_category")?.getAttribute("term")
          ? ` [${first(entry, "arxiv:primary_category")?.getAttribute("term")}]`
          : "");
    results.push({
      type: "scholar",
      title: textOf(entry, "title"),
      url: page.replace(/^http:\/\//, "https://"),
      snippet: truncate(textOf(entry, "summary"), 500),
      publicationInfo: [authors.slice(0, 3).join(", ") + (authors.length > 3 ? " …" : ""), year, venue]
        .filter(Boolean)
        .join(" - "),
      provider: "arxiv",
    });
  }
  return results;
}

function arxivDate(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 12);
}

/** arXiv's search_query for free text: every word must appear somewhere (all:word AND all:word). */
export function arxivQuery(query: string, dateRange?: Parameters<typeof dateRangeStart>[0]): string {
  const words = query
    .replace(/["():]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !/^(and|or|andnot)$/i.test(w));
  let q = words.map((w) => `all:${w}`).join(" AND ") || "all:*";
  if (dateRange)
    q += ` AND submittedDate:[${arxivDate(dateRangeStart(dateRange))} TO ${arxivDate(new Date())}]`;
  return q;
}

export function createArxivProvider(config: { baseUrl: string }): SearchProvider {
  return {
    name: "arxiv",
    types: ["scholar"],
    async search(params) {
      const page = Math.max(1, params.page ?? 1);
      const response = await providerRequest({
        provider: "arxiv",
        url: joinUrl(config.baseUrl, "/api/query", {
          search_query: arxivQuery(params.query, params.dateRange),
          start: (page - 1) * params.num,
          max_results: params.num,
          sortBy: "relevance",
        }),
        headers: { accept: "application/atom+xml" },
        signal: params.signal,
        acceptStatuses: [400],
      });
      if (response.status === 400 && !response.text.includes("arxiv.org/api/errors")) {
        throw statusError("arxiv", 400, response.text);
      }
      return parseArxivFeed(response.text).slice(0, params.num);
    },
  };
}
