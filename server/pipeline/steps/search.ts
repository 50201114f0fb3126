// Step 2: run every refined query on its search type (5 kept per query, 5 queries at once, 3 retries),
// paging while exactly 3 results come back, relaxing a query that finds nothing.

import pMap from "p-map";
import pRetry from "p-retry";
import {
  SEARCH_CONCURRENCY,
  SEARCH_LOOP_MAX,
  SEARCH_LOOP_RESULT_COUNT,
  SEARCH_RESULTS_PER_QUERY,
  SEARCH_RETRIES,
  type SearchType,
} from "../../../common/constants";
import type { PageResult, RefinedQuery } from "../../../common/types";
import { type DocumentRow, updateDocument } from "../../documents/store";
import { documentUsage } from "../../documents/usage";
import { INTERNAL_ERRORS } from "../../errors";
import { logger } from "../../logger";
import type { ResearchDeps } from "../deps";
import type { StepContext } from "./step-context";

export async function searchWeb(ctx: StepContext): Promise<void> {
  const { doc } = ctx;
  const queries = doc.summary.refinedQueries;
  if (!queries || queries.length === 0) throw new Error(INTERNAL_ERRORS.noRefinedQuery);
  const errors: Error[] = [];
  const perQuery = await pMap(
    queries,
    async (q) => {
      try {
        return await searchOne(ctx.deps, doc, q);
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        errors.push(failure);
        logger.warn(`[search] "${q.query}" failed: ${failure.message}`);
        return [];
      }
    },
    { concurrency: SEARCH_CONCURRENCY },
  );
  // Every search failed (no network, a bad key): the paper can still be written from the user's own
  // sources; without any, the providers' error is what the user needs to see.
  // The error itself is kept (not only its message), so the document can say why (failure-reasons.ts).
  if (errors.length === queries.length && doc.customSources.length === 0) throw errors[0];
  const seen = new Set<string>();
  const results: PageResult[] = [];
  for (const list of perQuery) {
    for (const r of list) {
      if (seen.has(r.url)) continue;
      seen.add(r.url);
      results.push(r);
    }
  }
  await updateDocument(ctx.deps, doc.id, {
    summary: { ...doc.summary, webSearchResults: results },
    stage: "SUMMARIZING",
  });
}

/** One query on one search type, with the spec's paging loop and relaxing. */
export async function searchOne(
  deps: ResearchDeps,
  doc: DocumentRow,
  q: RefinedQuery,
): Promise<PageResult[]> {
  const type = q.searchType ?? "web";
  if (type === "custom") return searchCustomSources(deps, doc, q.query, SEARCH_RESULTS_PER_QUERY);
  if (type !== "library" && !["web", "news", "scholar"].includes(type)) {
    throw new Error(INTERNAL_ERRORS.unsupportedSearchType);
  }
  const usage = documentUsage(deps.db, doc.id, doc.userId, "search");
  const run = async (query: string, dateRange: RefinedQuery["dateRange"]) => {
    const kept: PageResult[] = [];
    const seen = new Set<string>();
    for (let page = 1; page <= SEARCH_LOOP_MAX; page++) {
      const params = {
        query,
        type: type as SearchType | "library",
        num: SEARCH_RESULTS_PER_QUERY,
        page,
        locale: doc.settings.locale,
        country: q.country,
        dateRange,
        autocorrect: q.autocorrect ?? true,
      };
      const results = await pRetry(
        () => (type === "library" ? deps.library!.search(params) : deps.search.search(params, usage)),
        { retries: SEARCH_RETRIES, minTimeout: deps.limits.retryDelayMs, factor: 2, randomize: true },
      );
      for (const r of results) {
        if (seen.has(r.url)) continue;
        seen.add(r.url);
        kept.push(r);
      }
      if (kept.length >= SEARCH_RESULTS_PER_QUERY || results.length !== SEARCH_LOOP_RESULT_COUNT) break;
    }
    return kept.slice(0, SEARCH_RESULTS_PER_QUERY);
  };
  if (type === "library" && !deps.library) return [];
  let results = await run(q.query, q.dateRange);
  for (const relaxed of relaxations(q)) {
    if (results.length > 0) break;
    results = await run(relaxed, undefined);
  }
  return results;
}

/** Looser forms of a query that found nothing: no date range, no quotes or operators, then its key words. */
export function relaxations(q: RefinedQuery): string[] {
  const plain = q.query
    .replace(/["“”]/g, "")
    .replace(/\b(site|intitle|inurl|filetype):\S+/gi, "")
    .replace(/\s+(AND|OR|NOT)\s+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const words = plain.split(" ").filter((w) => w.length > 3);
  const out = [q.query, plain, words.slice(0, 4).join(" ")].filter((s, i, all) => s && all.indexOf(s) === i);
  return out;
}

/** The document's own custom sources that best match a query, as page results. */
export async function searchCustomSources(
  deps: ResearchDeps,
  doc: DocumentRow,
  query: string,
  num: number,
): Promise<PageResult[]> {
  if (doc.customSources.length === 0) return [];
  const chunks = await deps.retriever.topChunks({
    query,
    texts: doc.customSources.map((s) => ({ url: s.url, title: s.title, text: `${s.title}\n${s.content}` })),
    topK: Math.max(num * 3, 10),
  });
  const order: string[] = [];
  for (const c of chunks) if (!order.includes(c.url)) order.push(c.url);
  for (const s of doc.customSources) if (!order.includes(s.url)) order.push(s.url);
  return order.slice(0, num).map((url, i) => {
    const source = doc.customSources.find((s) => s.url === url)!;
    return {
      type: "web",
      title: source.title,
      url,
      snippet: source.snippet,
      position: i + 1,
      provider: "custom",
    };
  });
}
