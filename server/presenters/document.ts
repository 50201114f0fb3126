// The only place a document becomes JSON: the spec's Document and Content shapes, nothing private.
// Called by handlers only: domain functions return rows (documents/store.ts) and pages of rows.

import { CARD_SUMMARY_PREVIEW_CHARS } from "../../common/constants";
import type {
  Content,
  DocumentListEntry,
  Page,
  PageAnalysis,
  PresentedDocument,
  Section,
} from "../../common/types";
import type { DocumentRow, DocumentState, SectionRow } from "../documents/store";
import { policyFor } from "../policies/document";
import { markdownPlainText } from "../text/plain-text";

export interface Viewer {
  id: string | null;
}

export function presentDocument(
  state: DocumentState,
  options: { viewer: Viewer; feedback?: PresentedDocument["feedback"]; isLiked?: boolean },
): PresentedDocument {
  return { ...presentSharedPart(state), ...presentOwnPart(state.doc, options) };
}

/** The fields of a presented document that depend on who reads it; the rest is the same for everyone. */
type OwnField = "isLiked" | "feedback" | "can";
export type SharedPart = Omit<PresentedDocument, OwnField>;
export type OwnPart = Pick<PresentedDocument, OwnField>;

export function presentOwnPart(
  doc: DocumentRow,
  options: { viewer: Viewer; feedback?: PresentedDocument["feedback"]; isLiked?: boolean },
): OwnPart {
  return {
    isLiked: options.isLiked ?? false,
    feedback: options.feedback ?? {},
    can: policyFor(options.viewer, doc),
  };
}

/**
 * The start of the answer `{"document": …}` as bytes: `{"document":{` and the shared part's fields, kept
 * between reads (GET /api/document/{id}); bytes rather than text, so that sending it encodes nothing again.
 */
export function sharedDocumentBytes(shared: SharedPart): Buffer {
  return Buffer.from(`{"document":${JSON.stringify(shared).slice(0, -1)},`);
}

/** The end of the answer: the reader's own fields and the closing brace, as text (a cache key too). */
export function ownPartText(own: OwnPart): string {
  return `${JSON.stringify(own).slice(1)}}`;
}

/** The whole answer: the shared part's bytes, then the reader's own fields (ownPartText). */
export function documentBody(sharedBytes: Uint8Array, ownText: string): Uint8Array<ArrayBuffer> {
  const ownBytes = encoder.encode(ownText);
  const body = new Uint8Array(sharedBytes.byteLength + ownBytes.byteLength);
  body.set(sharedBytes);
  body.set(ownBytes, sharedBytes.byteLength);
  return body;
}

const encoder = new TextEncoder();

export function presentSharedPart(state: DocumentState): SharedPart {
  const { doc } = state;
  const sections: Section[] = state.sections.map((s) => presentSection(state, s));
  const written =
    doc.status === "READY" ? (state.written ?? []).map((s) => presentSection(state, s, false)) : [];
  const { contextPassages: _private, replacedSummary: _replaced, ...summary } = doc.summary;
  const content: Content = {
    id: doc.id,
    title: doc.title,
    ...(doc.coverImage ? { coverImage: doc.coverImage } : {}),
    settings: doc.settings,
    summary: {
      ...summary,
      refinedQueries: summary.refinedQueries ?? [],
      webSearchResults: summary.webSearchResults ?? [],
    },
    ...(written.length > 0 ? { writtenPaper: written } : {}),
    plan: { sections, ...(doc.materialSections !== null ? { materialSections: doc.materialSections } : {}) },
    events: doc.events,
    ...(doc.referencesList !== null ? { referencesList: doc.referencesList } : {}),
    ...(doc.references ? { references: doc.references } : {}),
    ...(doc.stage ? { stage: doc.stage } : {}),
    ...(doc.awaiting ? { awaiting: doc.awaiting } : {}),
    ...(doc.error ? { error: doc.error } : {}),
    engine: doc.engine,
    cost: { totalMicroCents: doc.costMicroCents },
    ...citationTotals(state),
  };
  return {
    id: doc.id,
    title: doc.title,
    status: doc.status,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    archivedAt: doc.archivedAt ? doc.archivedAt.toISOString() : null,
    viewsCount: doc.viewsCount,
    likeCount: doc.likeCount,
    /** What the paper was charged, in cents (billing; 0 when billing is off). */
    costCents: doc.chargedCents,
    featured: doc.featured && !doc.featuredHiddenAt && !doc.archivedAt,
    content,
    customSources: doc.customSources.map(({ content: _c, ...s }) => s),
  };
}

/** A section as the page shows it, with its page analyses (none for the written paper's sections). */
function presentSection(state: DocumentState, s: SectionRow, withPages = true): Section {
  const rows = withPages ? (state.analyses.get(s.idx) ?? []) : [];
  const pages: Record<string, PageAnalysis> = {};
  for (const a of rows) {
    pages[a.url] = {
      url: a.url,
      title: a.title,
      content: a.content,
      information: a.information,
      ...(a.error ? { error: a.error } : {}),
    };
  }
  const analysed = rows.length;
  return {
    id: s.idx,
    title: s.title,
    description: s.description,
    status: s.status,
    urls: s.urls ?? [],
    analysis: { pages, count: rows.reduce((n, a) => n + a.information.length, 0) },
    progress: { analyzed: analysed, total: s.urls ? s.urls.length : s.progressTotal },
    content: s.content,
    subSections: s.subSections,
    ...(s.error ? { error: s.error } : {}),
  };
}

/** The paper's citation check summed over its sections (issue 31); nothing when no section was checked. */
function citationTotals(state: DocumentState): Pick<Content, "citations"> {
  const checks = state.sections.flatMap((s) => (s.citationCheck ? [s.citationCheck.counts] : []));
  if (checks.length === 0) return {};
  const sum = (key: "cited" | "supported" | "recited" | "rewritten" | "removed") =>
    checks.reduce((n, c) => n + c[key], 0);
  return {
    citations: {
      cited: sum("cited"),
      supported: sum("supported"),
      recited: sum("recited"),
      rewritten: sum("rewritten"),
      removed: sum("removed"),
    },
  };
}

/** A page of a list (documents, featured papers): its rows presented, and the cursor of the next page. */
export function presentPage<T>(
  page: { rows: T[]; nextCursor: string | null },
  present: (row: T) => DocumentListEntry,
): Page<DocumentListEntry> {
  return { items: page.rows.map(present), nextCursor: page.nextCursor };
}

/**
 * The start of a summary as a card shows it, plain text: without the citation marks ([1], [2, 3]) that
 * point into a references list the card does not have, without Markdown's emphasis and heading marks.
 */
export function summaryPreviewOf(summary: string | undefined): string | undefined {
  if (summary === undefined) return undefined;
  return markdownPlainText(summary).slice(0, CARD_SUMMARY_PREVIEW_CHARS);
}

export function presentListEntry(
  doc: DocumentRow,
  user?: { name: string; image: string | null; email?: string },
  liked?: Set<string>,
): DocumentListEntry {
  return {
    id: doc.id,
    title: doc.title || doc.query,
    status: doc.status,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    archivedAt: doc.archivedAt ? doc.archivedAt.toISOString() : null,
    summaryPreview: summaryPreviewOf(doc.summary.summary),
    coverImageURL: doc.coverImage?.imageURL,
    likeCount: doc.likeCount,
    viewsCount: doc.viewsCount,
    isLiked: liked?.has(doc.id) ?? false,
    ...(user ? { user } : {}),
  };
}
