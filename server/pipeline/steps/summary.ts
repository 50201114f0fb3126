// Steps 3–5: curate the summary's sources, build the summary context from the pages (and the custom
// sources), and write the summary.

import pMap from "p-map";
import { CURATED_URLS_MAX, CURATED_URLS_MIN, TOP_CHUNKS } from "../../../common/constants";
import { updateDocument } from "../../documents/store";
import type { Passage } from "../../engines/types";
import { INTERNAL_ERRORS } from "../../errors";
import { logger } from "../../logger";
import { isDescribingHeading, markdownHeadings } from "../../text/headings";
import { settlePaper } from "../advance";
import { readForDocument } from "../pages";
import type { StepContext } from "./step-context";

/** Step 3. A failure here is logged and the results are used as they are (spec §4). */
export async function curateSummarySources(ctx: StepContext): Promise<void> {
  const { doc } = ctx;
  const results = doc.summary.webSearchResults ?? [];
  let urls: string[];
  try {
    const chosen = results.length
      ? await ctx.engine.curateSources(ctx.call("curate"), {
          query: doc.query,
          results,
          min: Math.min(CURATED_URLS_MIN, results.length),
          max: CURATED_URLS_MAX,
        })
      : [];
    const known = new Set(results.map((r) => r.url));
    urls = [...new Set(chosen.filter((u) => known.has(u)))].slice(0, CURATED_URLS_MAX);
    for (const r of results) {
      if (urls.length >= Math.min(CURATED_URLS_MIN, results.length)) break;
      if (!urls.includes(r.url)) urls.push(r.url);
    }
  } catch (error) {
    logger.warn(`[curate] document ${doc.id}: curation failed, using the search results as they are`, error);
    urls = results.slice(0, CURATED_URLS_MAX).map((r) => r.url);
  }
  await updateDocument(ctx.deps, doc.id, { summary: { ...doc.summary, curatedUrls: urls } });
}

/**
 * The top chunks for the question and for each refined query, each chunk once, best first per query;
 * then each curated page not yet heard from gives its best chunk for the question (with a score), and
 * the pages that rank first for a query their opening: the
 * summary's sources were chosen to be read, and without this the outline would only know the one or two
 * pages whose chunks outrank the others' best (a crash's "Incident" page lost to four chunks of
 * "Reactions").
 */
async function topChunksPerQuery(
  deps: StepContext["deps"],
  doc: StepContext["doc"],
  texts: { url: string; title: string; text: string }[],
) {
  const queries = [doc.query, ...(doc.summary.refinedQueries ?? []).map((q) => q.query)];
  const seen = new Set<string>();
  const out: Awaited<ReturnType<typeof deps.retriever.topChunks>> = [];
  let bestPerPage: typeof out = [];
  let leads = new Map<string, typeof out>();
  const topPages = new Set<string>();
  for (const query of [...new Set(queries)]) {
    // The question's ranking is read in full once: its first chunks are its top, and every page's
    // first chunk in it is that page's best.
    const first = query === doc.query;
    const ranked = await deps.retriever.topChunks({
      query,
      texts,
      topK: first ? Number.MAX_SAFE_INTEGER : TOP_CHUNKS,
    });
    if (first) {
      const pages = new Set<string>();
      bestPerPage = ranked.filter((c) => c.score > 0 && !pages.has(c.url) && pages.add(c.url));
      leads = new Map();
      for (const c of ranked) leads.set(c.url, [...(leads.get(c.url) ?? []), c]);
    }
    const best = ranked[0];
    if (best && best.score > 0) topPages.add(best.url);
    for (const c of ranked.slice(0, TOP_CHUNKS)) {
      const key = `${c.url}#${c.start}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(c);
    }
  }
  const heard = new Set(out.map((c) => c.url));
  for (const c of bestPerPage) if (!heard.has(c.url)) out.push(c);
  // The pages that rank first for a query say what they are about under a heading near their start (a
  // manual page's DESCRIPTION after its SYNOPSIS, a paper's Abstract): their first two chunks are read
  // too, as one passage, however their words rank.
  for (const url of topPages) {
    const [lead, next] = (leads.get(url) ?? []).sort((a, b) => a.start - b.start);
    if (!lead || !markdownHeadings(lead.text).some((h) => isDescribingHeading(h.text))) continue;
    const end = lead.start + lead.text.length;
    const text = !next
      ? lead.text
      : next.start <= end
        ? lead.text + next.text.slice(end - next.start)
        : `${lead.text}\n\n${next.text}`;
    const inLead = (c: (typeof out)[number]) =>
      c.url === url && (c.start === lead.start || c.start === next?.start);
    // In the place of the first of them already heard, else after the others.
    const at = out.findIndex(inLead);
    const merged = { ...lead, text, score: Math.max(lead.score, next?.score ?? 0) };
    const kept = out.filter((c) => !inLead(c));
    kept.splice(at >= 0 ? Math.min(at, kept.length) : kept.length, 0, merged);
    out.splice(0, out.length, ...kept);
  }
  return out;
}

/** The markdown headings in effect at an offset of a text, outermost first. */
export function headingsAt(text: string, offset: number): string[] {
  const path: { level: number; text: string }[] = [];
  for (const { level, text: heading } of markdownHeadings(text.slice(0, offset))) {
    while (path.length > 0 && (path[path.length - 1] as { level: number }).level >= level) path.pop();
    path.push({ level, text: heading });
  }
  return path.map((h) => h.text);
}

const formatPassages = (passages: Passage[]) =>
  passages.map((p) => `[${p.n}] ${p.title} (${p.url})\n${p.text}`).join("\n\n");

/** Step 4. Reads the curated pages and keeps the chunks most relevant to the question. */
export async function buildSummaryContext(ctx: StepContext): Promise<void> {
  const { doc, deps } = ctx;
  const results = doc.summary.webSearchResults ?? [];
  const urls = doc.summary.curatedUrls ?? [];
  if (results.length === 0 && doc.customSources.length === 0)
    throw new Error(INTERNAL_ERRORS.noSearchResults);
  if (!doc.query.trim()) throw new Error(INTERNAL_ERRORS.noSummaryContextQuery);

  let webPassages: Passage[] = [];
  let customPassages: Passage[] = [];
  try {
    const pages = await pMap(urls, (url) => readForDocument(deps, doc, url), { concurrency: 5 });
    const readable = pages.filter((p) => !p.error && p.text.trim().length > 0);
    // Long pages (a 20-page PDF, a manual's page) are read whole: their chunks are ranked for the
    // question and for each refined query, so the context holds more than their first part.
    const chunks = readable.length ? await topChunksPerQuery(deps, doc, readable) : [];
    const textOf = new Map(readable.map((p) => [p.url, p.text]));
    // One number per page: its chunks are cited as one source ([1], not [1], [2] and [6] for one page).
    const numberOf = sourceNumbers();
    webPassages = chunks.map((c) => {
      // A chunk cut from the middle of a part keeps the headings it stands under ("Response", "National").
      const headings = headingsAt(textOf.get(c.url) ?? "", c.start);
      return {
        n: numberOf(c.url),
        url: c.url,
        title: c.title,
        text: c.text,
        ...(headings.length ? { headings } : {}),
      };
    });
    if (doc.customSources.length > 0) {
      const customChunks = await deps.retriever.topChunks({
        query: doc.query,
        texts: doc.customSources.map((s) => ({ url: s.url, title: s.title, text: s.content })),
        topK: TOP_CHUNKS,
      });
      customPassages = customChunks.map((c) => ({
        n: numberOf(c.url),
        url: c.url,
        title: c.title,
        text: c.text,
      }));
    }
  } catch (error) {
    logger.warn(
      `[context] document ${doc.id}: building the context failed, using the search snippets`,
      error,
    );
  }
  if (webPassages.length === 0 && customPassages.length === 0) {
    // No page could be read: the search snippets are what we know.
    webPassages = results
      .filter((r) => r.snippet.trim())
      .slice(0, 10)
      .map((r, i) => ({ n: i + 1, url: r.url, title: r.title, text: r.snippet }));
  }
  await updateDocument(deps, doc.id, {
    summary: {
      ...doc.summary,
      summaryContext: formatPassages(webPassages),
      customSourcesSummaryContext: formatPassages(customPassages),
      contextPassages: [...webPassages, ...customPassages],
    },
  });
}

/** Numbers sources in the order they first come: the same url always gets the same number. */
function sourceNumbers(): (url: string) => number {
  const numbers = new Map<string, number>();
  return (url) => {
    let n = numbers.get(url);
    if (n === undefined) {
      n = numbers.size + 1;
      numbers.set(url, n);
    }
    return n;
  };
}

/** Step 5. Writes the summary; in manual mode the document then waits for the user (READY). */
export async function writeSummary(ctx: StepContext): Promise<void> {
  const { doc } = ctx;
  const passages = doc.summary.contextPassages ?? [];
  if (passages.length === 0) throw new Error(INTERNAL_ERRORS.noSearchResults);
  const { summary, sources, warning } = await ctx.engine.writeSummary(ctx.call("summary"), {
    query: doc.query,
    passages,
    ...(doc.summary.replacedSummary ? { previous: doc.summary.replacedSummary } : {}),
  });
  if (!summary.trim()) throw new Error(INTERNAL_ERRORS.noSummary);
  if (warning) logger.warn(`[summary] document ${doc.id}: ${warning}`);
  const automatic = doc.settings.automaticMode;
  const events = automatic ? ["Generated Summary", "Summary Complete"] : ["Generated Summary"];
  // Stopping for the owner (manual mode): what the paper has cost so far is settled before READY shows.
  if (!automatic) await settlePaper(ctx.deps, doc.id);
  await updateDocument(
    ctx.deps,
    doc.id,
    {
      summary: { ...doc.summary, summary: summary.trim(), sources },
      ...(automatic
        ? { status: "PLANNING", stage: "PLANNING" }
        : { status: "READY", stage: null, awaiting: "SUMMARY" }),
    },
    { events: warning ? [`Warning: ${warning}`, ...events] : events },
  );
}
