// A finished paper as the download formats read it: title, cover, summary, sections as blocks of text
// and citations, and the references with what the search provider told about each (scholarly data).
import { citationNumbers, citationPattern, mapCitations } from "../../common/citations";
import { type Locale, RTL_LOCALES } from "../../common/constants";
import type { PageResult, Reference } from "../../common/types";
import type { LogoImage } from "../branding/logo-image";
import type { DocumentState } from "../documents/store";
import { isUploadedFileUrl } from "../storage/uploads";
import { escapeMarkdownText, unescapeMarkdown } from "../text/plain-text";
import { evidenceTitle, fewerSectionsNote } from "./labels";

/** A run of a paragraph: plain text, or one citation of the reference numbered n. */
/** A run of text as shown; `markdown` is how the paper's Markdown wrote it, when it came from there. */
export type Inline = { kind: "text"; text: string; markdown?: string } | { kind: "cite"; n: number };

export type Block =
  | { kind: "heading"; level: number; inlines: Inline[] }
  | { kind: "paragraph"; inlines: Inline[] }
  | { kind: "item"; inlines: Inline[] };

/** What a scholarly search result told about a work (publicationInfo is "authors - year - venue"). */
export interface Scholarly {
  authors: string[];
  year?: string;
  venue?: string;
  doi?: string;
}

export interface PaperReference extends Reference {
  kind: "web" | "news" | "scholar";
  scholarly?: Scholarly;
}

/** What a download says of the product that wrote it. */
export interface Colophon {
  name: string;
  /** The app's address. */
  url: string;
  /** The logo's absolute address (Markdown links to it). */
  logoUrl: string;
  /** The logo as a PNG (Word and PDF embed it); null when it cannot be had. */
  logo: LogoImage | null;
}

export interface Paper {
  id: string;
  title: string;
  locale: Locale;
  rtl: boolean;
  /** ISO date (YYYY-MM-DD) the sources were read: the paper's own date. */
  date: string;
  /** Storage key of the cover image, when it is one of the app's files. */
  coverKey: string | null;
  /** The summary in markdown, its citations renumbered to the paper's references (its own pages added). */
  summary: Block[];
  sections: { title: string; blocks: Block[] }[];
  references: PaperReference[];
}

/** The paper of a document's state (its sections and references as stored once it is COMPLETE). */
export function paperOf(state: DocumentState, options: { evidence?: boolean } = {}): Paper {
  const { doc } = state;
  const references = [...(doc.references ?? [])];
  const byUrl = new Map(references.map((r) => [r.url, r.n]));
  // A page the summary cites and no section does is listed after the sections' references, so the
  // download keeps every citation the summary makes (the page shows the summary with its own sources).
  const summaryCites = new Set(
    [...(doc.summary.summary ?? "").matchAll(citationPattern())].flatMap((m) => citationNumbers(m[2] ?? "")),
  );
  for (const s of doc.summary.sources ?? [])
    if (summaryCites.has(s.n) && !byUrl.has(s.url)) {
      const n = Math.max(0, ...references.map((r) => r.n)) + 1;
      references.push({ n, url: s.url, title: s.title || s.url });
      byUrl.set(s.url, n);
    }
  const summarySources = new Map((doc.summary.sources ?? []).map((s) => [s.n, s.url]));
  const summaryText = mapCitations(
    doc.summary.summary ?? "",
    (n) => byUrl.get(summarySources.get(n) ?? "") ?? null,
  );
  const results = searchResultsOf(state);
  const locale = doc.settings.locale;
  const summary = parseBlocks(summaryText);
  // Fewer sections than asked because the sources held too little: the paper says so after its summary.
  if (doc.materialSections !== null)
    summary.push({
      kind: "paragraph",
      inlines: [
        {
          kind: "text",
          text: fewerSectionsNote(locale, doc.materialSections, doc.settings.numberOfSections),
        },
      ],
    });
  return {
    id: doc.id,
    title: doc.title.trim() || doc.query,
    locale,
    rtl: (RTL_LOCALES as readonly string[]).includes(locale),
    date: doc.settings.currentDate,
    coverKey: doc.coverImage?.imageURL.match(/^\/api\/files\/(covers\/[^?#]+)$/)?.[1] ?? null,
    summary,
    sections: [
      ...state.sections.map((s) => ({ title: s.title, blocks: parseBlocks(s.content) })),
      ...(options.evidence ? evidenceAppendix(state, byUrl) : []),
    ],
    // An uploaded file is cited by its title: its address names the uploader and opens only for them,
    // and a download may be passed on (or is the share page's).
    references: references.map((r) =>
      referenceOf(isUploadedFileUrl(r.url) ? { ...r, url: "" } : r, results.get(r.url)),
    ),
  };
}

/**
 * The evidence appendix (issue 31, asked for with the download): each checked sentence with its citations
 * as the paper numbers them, then the quoted passage of each source. Nothing when nothing was checked.
 */
function evidenceAppendix(state: DocumentState, byUrl: Map<string, number>): Paper["sections"] {
  const blocks: Block[] = [];
  for (const section of state.sections)
    for (const e of section.citationCheck?.evidence ?? []) {
      const cited = e.citations.flatMap((c) => {
        const n = byUrl.get(c.url);
        return n === undefined ? [] : [{ n, passage: c.passage }];
      });
      if (cited.length === 0) continue;
      blocks.push({
        kind: "paragraph",
        inlines: [
          { kind: "text", text: `${e.sentence} ` },
          ...cited.map((c) => ({ kind: "cite" as const, n: c.n })),
        ],
      });
      for (const c of cited)
        if (c.passage)
          blocks.push({
            kind: "item",
            inlines: [
              {
                kind: "text",
                text: `[${c.n}] “${c.passage}”`,
                markdown: `[${c.n}] “${escapeMarkdownText(c.passage)}”`,
              },
            ],
          });
    }
  return blocks.length > 0 ? [{ title: evidenceTitle(state.doc.settings.locale), blocks }] : [];
}

function searchResultsOf(state: DocumentState): Map<string, PageResult> {
  const all: PageResult[] = [...(state.doc.summary.webSearchResults ?? [])];
  for (const section of state.sections)
    for (const sub of section.subSections) all.push(...(sub.curation?.pages ?? []));
  return new Map(all.map((r) => [r.url, r]));
}

function referenceOf(reference: Reference, result: PageResult | undefined): PaperReference {
  if (result?.type !== "scholar") return { ...reference, kind: result?.type ?? "web" };
  const [authors = "", year = "", ...venue] = result.publicationInfo.split(/\s+-\s+/);
  const doi = /(?:doi\.org\/|^doi:)(10\.\d{4,9}\/\S+)$/i.exec(reference.url)?.[1];
  const yearOk = /^\d{4}$/.test(year.trim());
  return {
    ...reference,
    kind: "scholar",
    scholarly: {
      authors: authors
        .split(/\s*,\s*/)
        .map((a) => a.replace(/\s*…$/, "").trim())
        .filter((a) => a && a !== "…"),
      ...(yearOk ? { year: year.trim() } : {}),
      ...(venue.join(" - ").trim() || (!yearOk && year.trim())
        ? { venue: (yearOk ? venue.join(" - ") : [year, ...venue].join(" - ")).trim() }
        : {}),
      ...(doi ? { doi } : {}),
    },
  };
}

/** Markdown of a section or summary as blocks: '#' headings, '-'/'*'/'1.' list items, paragraphs. */
export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of markdown.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").filter((l) => l.trim());
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", inlines: parseInlines(paragraph.join(" ")) });
      paragraph = [];
    };
    for (const line of lines) {
      const heading = /^\s*(#{1,6})\s+(.*)$/.exec(line);
      const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
      if (heading?.[1] && heading[2] !== undefined) {
        flush();
        blocks.push({ kind: "heading", level: heading[1].length, inlines: parseInlines(heading[2]) });
      } else if (item?.[1] !== undefined) {
        flush();
        blocks.push({ kind: "item", inlines: parseInlines(item[1]) });
      } else paragraph.push(line.trim());
    }
    flush();
  }
  return blocks;
}

/**
 * Text and citations of one line; markdown emphasis marks are dropped (the formats style nothing inline)
 * and escaped marks ("\\_\\_init\\_\\_()", which an extractive writer writes) are shown as written.
 */
export function parseInlines(line: string): Inline[] {
  const inlines: Inline[] = [];
  const text = (t: string) => {
    const clean = unescapeMarkdown(t.replace(/(?<!\\)(?:\*\*|__)/g, ""));
    if (clean) inlines.push({ kind: "text", text: clean, markdown: t });
  };
  let last = 0;
  for (const match of line.matchAll(citationPattern())) {
    text(line.slice(last, match.index) + (match[1] ? " " : ""));
    for (const n of citationNumbers(match[2] ?? "")) inlines.push({ kind: "cite", n });
    last = (match.index ?? 0) + match[0].length;
  }
  text(line.slice(last));
  return inlines;
}
