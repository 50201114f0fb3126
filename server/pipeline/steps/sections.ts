// Steps 7–9, per section and in parallel across sections: find pages for each question and choose
// 5–15 of them, read each page and extract what answers the questions, then write the section, streamed.
import { createHash, randomUUID } from "node:crypto";
import pMap from "p-map";
import {
  CURATION_CONCURRENCY,
  INFORMATION_MAX,
  PAGE_CONTENT_STORED_CHARS,
  SECTION_URLS_MAX,
  SECTION_URLS_MIN,
} from "../../../common/constants";
import {
  type InformationItem,
  type PageResult,
  quotedText,
  type SectionCitationCheck,
  type SubSection,
} from "../../../common/types";
import { pageAnalyses } from "../../db/schema";
import {
  type AnalysisRow,
  type SectionRow,
  touchDocument,
  updateDocument,
  updateSection,
} from "../../documents/store";
import { noSourcesNote } from "../../downloads/labels";
import type { ClaimToJudge, PlannedSection, SectionSource } from "../../engines/types";
import { INTERNAL_ERRORS } from "../../errors";
import type { Retriever } from "../../sources/types";
import { markdownHeadings } from "../../text/headings";
import { languageOfLocale } from "../../text/language";
import { splitSentences } from "../../text/sentences";
import { checkSectionCitations } from "../citation-repair";
import { repairCitations } from "../citations";
import { readForDocument } from "../pages";
import { passageContext } from "../passage-context";
import { isWritten, pagesToAnalyse } from "../progress";
import { finishSectionText, openSectionWriter } from "../section-stream";
import { searchCustomSources, searchOne } from "./search";
import type { StepContext } from "./step-context";

export function plannedSection(section: SectionRow): PlannedSection {
  return {
    title: section.title,
    description: section.description,
    subSections: section.subSections.map((s) => ({
      question: s.question,
      searchQuery: s.searchQuery,
    })),
  };
}

function findSection(ctx: StepContext, idx: number): SectionRow {
  const section = ctx.state.sections.find((s) => s.idx === idx);
  if (!section) throw new Error(INTERNAL_ERRORS.noSections);
  return section;
}

/** Step 7: pages for each question (3 questions at once), then the 5–15 worth reading. */
export async function curateSection(ctx: StepContext, idx: number): Promise<void> {
  const { doc, deps } = ctx;
  const section = findSection(ctx, idx);
  const subSections: SubSection[] = await pMap(
    section.subSections,
    async (sub) => {
      const q = sub.searchQuery;
      const pages = await searchOne(deps, doc, {
        query: q.refinedQuery || sub.question,
        searchType: q.searchType,
      }).catch(() => [] as PageResult[]);
      return { ...sub, curation: { pages } };
    },
    { concurrency: CURATION_CONCURRENCY },
  );
  const candidates: PageResult[] = [];
  const seen = new Set<string>();
  const add = (r: PageResult) => {
    if (seen.has(r.url)) return;
    seen.add(r.url);
    candidates.push(r);
  };
  for (const sub of subSections) for (const r of sub.curation?.pages ?? []) add(r);
  // The user's own sources are candidates for every section.
  const query = [section.title, ...section.subSections.map((s) => s.question)].join(" ");
  for (const r of await searchCustomSources(deps, doc, query, doc.customSources.length)) add(r);

  let urls: string[] = [];
  if (candidates.length > 0) {
    const min = Math.min(SECTION_URLS_MIN, candidates.length);
    // Up to 1 + PAGE_CURATION_RETRIES attempts (the step's retry budget); then the search's order decides.
    const chosen = await ctx.engine
      .choosePages(ctx.call("section-curate"), {
        query: doc.query,
        section: plannedSection(section),
        candidates,
        min,
        max: SECTION_URLS_MAX,
      })
      .catch(() => [] as string[]);
    urls = [...new Set(chosen.filter((u) => seen.has(u)))].slice(0, SECTION_URLS_MAX);
    for (const r of candidates) {
      if (urls.length >= min) break;
      if (!urls.includes(r.url)) urls.push(r.url);
    }
  }
  await updateSection(deps, doc.id, idx, section.planVersion, {
    subSections,
    urls,
    progressTotal: urls.length,
    status: "ANALYZING",
  });
}

const normalize = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

/** Keeps only items whose passage is really in the page (whitespace and case aside), at most 20. */
export function groundedItems(items: InformationItem[], pageText: string): InformationItem[] {
  const page = normalize(pageText);
  const out: InformationItem[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const passage = normalize(item.passage ?? "");
    if (!passage || !item.text?.trim() || !page.includes(passage) || seen.has(passage)) continue;
    seen.add(passage);
    out.push({
      text: item.text.trim(),
      passage: item.passage.replace(/\s+/g, " ").trim(),
      ...(typeof item.heading === "string" && item.heading.trim() ? { heading: item.heading.trim() } : {}),
    });
    if (out.length >= INFORMATION_MAX) break;
  }
  return out;
}

/**
 * What a section reads a page for: the section as a whole, the paper's question (what the section is
 * written for) and each of the section's questions.
 */
export function readingQueries(section: PlannedSection, paperQuestion: string): string[] {
  const questions = section.subSections.map((s) => s.question);
  return [[section.title, ...questions].join(" "), paperQuestion, ...questions];
}

/**
 * What a section reads of a page: the page is read whole, its chunks ranked for each query, the best
 * three of each kept (so a long page answers from wherever the answer is) with the page's opening,
 * where it says what it is about; in whole sentences, in page order.
 */
export async function sectionReading(
  retriever: Pick<Retriever, "topChunks">,
  page: { url: string; title: string; text: string },
  queries: readonly string[],
): Promise<string> {
  const picked: { start: number; end: number }[] = [];
  for (const query of queries)
    for (const c of await retriever.topChunks({ query, texts: [page], topK: 3 }))
      picked.push({ start: c.start, end: c.start + c.text.length });
  picked.push({ start: 0, end: Math.min(page.text.length, OPENING_CHARS) });
  return wholeSentenceSpans(page.text, picked) || page.text.slice(0, 5000);
}

/** Step 8: reads every chosen page not yet analysed; a page that fails keeps its error and empty information. */
export async function analyzeSection(ctx: StepContext, idx: number): Promise<void> {
  const { doc, deps } = ctx;
  const section = findSection(ctx, idx);
  const todo = pagesToAnalyse(ctx.state, section);
  const planned = plannedSection(section);
  let analysed = 0;
  // The provider's failure once the budget is spent with nothing analysed yet, and the pages it left:
  // the step fails only if the calls still in flight analyse nothing either.
  let down: unknown;
  const held: (typeof pageAnalyses.$inferInsert)[] = [];
  await pMap(
    todo,
    async (url) => {
      // The provider is down: the pages not yet begun wait for Retry.
      if (down !== undefined && analysed === 0) return;
      const page = await readForDocument(deps, doc, url);
      let information: InformationItem[] = [];
      let optimized: string | null = null;
      let error = page.error ? { message: page.error } : null;
      if (!error && !page.text.trim()) error = { message: "The page has no readable text" };
      if (!error) {
        try {
          optimized = await sectionReading(
            deps.retriever,
            { url, title: page.title, text: page.text },
            readingQueries(planned, doc.query),
          );
          const items = await ctx.engine.extractInformation(ctx.call("section-analyze"), {
            query: doc.query,
            section: planned,
            page: { url, title: page.title, text: optimized },
            max: INFORMATION_MAX,
            written: doc.summary.summary ?? "",
          });
          information = groundedItems(items, page.text);
          analysed += 1;
        } catch (e) {
          // The provider is down (nothing analysed): the step stops and keeps the pages for Retry, unless
          // a call still in flight analyses its page. If it is only flaky (other pages were analysed), this
          // page keeps its error and the section goes on with the rest.
          error = { message: e instanceof Error ? e.message : String(e) };
          if (ctx.budget.spent && analysed === 0) down ??= e;
        }
      }
      const row = {
        id: randomUUID(),
        documentId: doc.id,
        sectionIdx: idx,
        planVersion: section.planVersion,
        url,
        title: page.title,
        content: page.text.slice(0, PAGE_CONTENT_STORED_CHARS),
        optimizedPageContent: optimized,
        information,
        error,
      };
      if (error && down !== undefined && analysed === 0) held.push(row);
      else await deps.db.insert(pageAnalyses).values(row).onConflictDoNothing();
      await touchDocument(deps, doc.id);
    },
    { concurrency: deps.limits.pageConcurrency },
  );
  if (down !== undefined && analysed === 0) throw down;
  if (held.length > 0) await deps.db.insert(pageAnalyses).values(held).onConflictDoNothing();
  await updateSection(deps, doc.id, idx, section.planVersion, { status: "ANALYSIS_COMPLETE" });
}

/** How much of a page's opening is read for every section beside the chunks its questions find. */
const OPENING_CHARS = 1000;

/** The note of a section that nothing read answered, in English (the paper's locale: noSourcesNote). */
export const NO_SOURCES_TEXT = noSourcesNote("en");

/** The section's pages that gave facts, numbered as its prompt cites them ([1] first in the chosen order). */
function sectionSources(
  ctx: StepContext,
  section: SectionRow,
): { sources: SectionSource[]; analyses: AnalysisRow[] } {
  const analyses = (ctx.state.analyses.get(section.idx) ?? []).filter(
    (a) => !a.error && a.information.length > 0,
  );
  const order = section.urls ?? [];
  analyses.sort((a, b) => order.indexOf(a.url) - order.indexOf(b.url));
  const own = new Set(ctx.doc.customSources.map((c) => c.url));
  const sources: SectionSource[] = analyses.map((a, i) => ({
    n: i + 1,
    url: a.url,
    title: a.title || a.url,
    information: a.information,
    ...(own.has(a.url) ? { own: true } : {}),
  }));
  return { sources, analyses };
}

/**
 * Step 9: writes the section from the facts of its pages, streamed; citations only to pages read. Its
 * whole text is kept with its sources, and its citations are checked by the next step (section-check),
 * which makes it COMPLETE: the section's place is free for the next section's write meanwhile.
 */
export async function writeSection(ctx: StepContext, idx: number): Promise<void> {
  const { doc, deps } = ctx;
  const section = findSection(ctx, idx);
  const { sources } = sectionSources(ctx, section);
  const writer = await openSectionWriter({
    db: deps.db,
    bus: deps.bus,
    documentId: doc.id,
    idx,
    planVersion: section.planVersion,
  });
  await touchDocument(deps, doc.id);
  if (sources.length === 0) {
    // Nothing read answered this section: say so rather than write uncited text.
    await writer.finish(noSourcesNote(doc.settings.locale));
    await touchDocument(deps, doc.id);
    return;
  }
  const text = await ctx.engine.writeSection(ctx.call("section-write"), {
    query: doc.query,
    documentTitle: doc.title,
    section: plannedSection(section),
    sectionIndex: idx,
    outline: {
      title: doc.title,
      sections: ctx.state.sections.map(plannedSection),
    },
    sources,
    // What the paper already has: its summary and the sections already written (an extractive writer
    // does not write their sentences again).
    written: [
      doc.summary.summary ?? "",
      ...ctx.state.sections.filter((s) => s.idx !== idx && s.content).map((s) => s.content ?? ""),
    ].join("\n\n"),
    heldBy: [...ctx.state.sections]
      .sort((a, b) => a.idx - b.idx)
      .map((s) =>
        s.idx !== idx && isWritten(s)
          ? []
          : (ctx.state.analyses.get(s.idx) ?? []).flatMap((a) =>
              a.error
                ? []
                : a.information.map((it) => ({
                    text: quotedText(it),
                    ...(it.heading ? { heading: it.heading } : {}),
                  })),
            ),
      ),
    onDelta: (delta) => writer.append(delta),
    onRestart: () => writer.restart(),
  });
  const valid = new Set(sources.map((s) => s.n));
  const cited = repairCitations(text, valid).trim();
  const cites = sources.map(({ n, url, title }) => ({ n, url, title }));
  if (!cited) {
    // An extractive writer may find nothing of this section's own to say (the rest is said elsewhere).
    await updateSection(deps, doc.id, idx, section.planVersion, { sources: cites, citationCheck: null });
    await writer.finish(noSourcesNote(doc.settings.locale));
  } else {
    await writer.keep(cited, cites);
  }
  await touchDocument(deps, doc.id);
}

/**
 * Step 9b (issue 31): checks the citations of a written section against its sources' evidence and
 * repairs them (the model path; the offline engine's sentences are their sources' own words: their
 * evidence is recorded), then saves the checked text as the section's, COMPLETE. Runs while the next
 * section is written; if its process dies, the check runs again on the kept text.
 */
export async function checkSection(ctx: StepContext, idx: number): Promise<void> {
  const { doc, deps } = ctx;
  const section = findSection(ctx, idx);
  const { sources: all, analyses } = sectionSources(ctx, section);
  // The numbers the written text cites, as the write gave them.
  const byUrl = new Map(all.map((s) => [s.url, s]));
  const sources: SectionSource[] = (section.sources ?? []).map((s) => ({
    ...s,
    information: byUrl.get(s.url)?.information ?? [],
    ...(byUrl.get(s.url)?.own ? { own: true } : {}),
  }));
  const repair = ctx.engine.kind === "llm";
  const pages = await readEvidencePages(ctx, sources);
  const checked = await checkWrittenSection(ctx, section.content.trim(), sources, analyses, pages, repair);
  const c = checked.check.counts;
  await updateDocument(
    deps,
    doc.id,
    {},
    {
      events: [
        repair
          ? `Checked the citations of section ${idx + 1}: ${c.supported} of ${c.cited} supported by their sources; ${c.recited} re-cited, ${c.rewritten} rewritten, ${c.removed} removed`
          : `Checked the citations of section ${idx + 1}: ${c.supported} of ${c.cited} supported by their sources`,
      ],
    },
  );
  await finishSectionText(
    { db: deps.db, bus: deps.bus, documentId: doc.id, idx, planVersion: section.planVersion },
    checked.text.trim() || noSourcesNote(doc.settings.locale),
    { citationCheck: checked.check },
  );
  await touchDocument(deps, doc.id);
}

/** Checks a written section's citations against its sources' evidence and repairs them (issue 31). */
async function checkWrittenSection(
  ctx: StepContext,
  text: string,
  sources: SectionSource[],
  analyses: AnalysisRow[],
  pages: Map<string, string>,
  repair: boolean,
): Promise<{ text: string; check: SectionCitationCheck }> {
  const language = languageOfLocale(ctx.doc.settings.locale);
  const evidenceOf = (s: SectionSource) =>
    repair
      ? s.information
      : [
          ...s.information,
          ...splitSentences(pages.get(s.url) ?? "", language).map((p) => ({ text: p.text, passage: p.text })),
        ];
  const judgeClaims = repair ? ctx.engine.judgeClaims?.bind(ctx.engine) : undefined;
  const result = await checkSectionCitations({
    text,
    sources: sources.map((s) => ({ n: s.n, url: s.url, information: evidenceOf(s) })),
    language,
    repair,
    ...(judgeClaims
      ? { judge: (claims: ClaimToJudge[]) => judgeClaims(ctx.call("section-check"), { claims }) }
      : {}),
  });
  const readAt = new Map(analyses.map((a) => [a.url, a.createdAt.toISOString()]));
  const evidence = result.evidence.map((e) => ({
    ...e,
    citations: e.citations.map((c) => ({
      ...c,
      ...(c.passage
        ? {
            hash: createHash("sha256").update(c.passage).digest("hex"),
            ...passageContext(pages.get(c.url) ?? "", c.passage),
          }
        : {}),
      ...(readAt.has(c.url) ? { readAt: readAt.get(c.url) } : {}),
    })),
  }));
  return { text: result.text, check: { counts: result.counts, evidence } };
}

/**
 * The section's pages as read (kept with the paper), for its citation check: the text around each passage,
 * and for the offline engine, whose sentences are quoted from anywhere in the page, its evidence.
 */
async function readEvidencePages(ctx: StepContext, sources: SectionSource[]): Promise<Map<string, string>> {
  const read = await Promise.all(
    sources.map(async (s) => [s.url, (await readForDocument(ctx.deps, ctx.doc, s.url)).text] as const),
  );
  return new Map(read.map(([url, text]) => [url, text.slice(0, PAGE_EVIDENCE_CHARS)]));
}

/** How much of a page the check reads (the offline engine quotes from anywhere in it). */
const PAGE_EVIDENCE_CHARS = 200_000;

/**
 * The parts of a page that chunks cover, overlapping chunks joined and each part widened to whole
 * sentences (a chunk starts 100 characters back, mostly in the middle of a sentence), in page order.
 */
export function wholeSentenceSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  const boundary = /[.!?。！？…]["'”’)\]]*\s+|\n\s*\n/gu;
  const startOf = (at: number) => {
    if (at <= 0) return 0;
    const window = text.slice(Math.max(0, at - 600), at);
    let cut = -1;
    for (const m of window.matchAll(boundary)) cut = (m.index ?? 0) + m[0].length;
    return cut >= 0 ? Math.max(0, at - 600) + cut : at;
  };
  const endOf = (at: number) => {
    if (at >= text.length) return text.length;
    boundary.lastIndex = 0;
    const rest = text.slice(at, at + 600);
    const m = /[.!?。！？…]["'”’)\]]*(?=\s|$)|\n\s*\n/u.exec(rest);
    return m ? at + (m.index ?? 0) + m[0].length : at;
  };
  const widened: { start: number; end: number }[] = [];
  for (const m of merged) {
    const span = { start: startOf(m.start), end: endOf(m.end) };
    const last = widened[widened.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else widened.push(span);
  }
  // Each part keeps the headings it stands under ("## 8. Related Work"), so that what reads it knows
  // where in the page each sentence is; a heading already given before the part is not repeated.
  const headings = markdownHeadings(text).map((h) => ({ ...h, line: `${"#".repeat(h.level)} ${h.text}` }));
  let given: string[] = [];
  return widened
    .map((s) => {
      const part = text.slice(s.start, s.end).trim();
      if (!part) return "";
      // The headings in effect at an offset, outermost first.
      const pathAt = (at: number) =>
        headings
          .filter((h) => h.at < at)
          .reduce<{ level: number; line: string }[]>(
            (open, h) => [...open.filter((o) => o.level < h.level), { level: h.level, line: h.line }],
            [],
          )
          .map((h) => h.line);
      const path = pathAt(s.start);
      const same = path.findIndex((line, i) => given[i] !== line);
      const fresh = same < 0 ? [] : path.slice(same);
      // The headings the part itself gives count as given for the next.
      given = pathAt(s.end);
      return [...fresh, part].join("\n");
    })
    .filter(Boolean)
    .join("\n\n");
}
