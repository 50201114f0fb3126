// A shared paper as a reader sees it (GET /api/share/{id}): the paper itself — title, cover, summary,
// sections, references — and nothing of how it was made: no page excerpts or raw source text, no search
// results, no private files (names, or the uploader's id inside their addresses), no events, no cost.
import type { ResponseOf } from "../../common/responses";
import type { PresentedDocument, Reference, Section } from "../../common/types";
import type { DocumentState } from "../documents/store";
import { presentDocument, type Viewer } from "./document";

/** Addresses of uploaded files name their uploader: a reader gets the title without the address. */
const PRIVATE_FILE_URL = /(?:https?:\/\/[^\s)<>\]]*)?\/api\/files\/uploads\/[^\s)<>\]]*/g;
const isPrivateUrl = (url: string) => url.includes("/api/files/uploads/");

const publicReference = <T extends Pick<Reference, "url">>(r: T): T =>
  isPrivateUrl(r.url) ? { ...r, url: "" } : r;

/** GET /api/share/{id} → {document}. */
export function presentSharedDocumentResponse(
  state: DocumentState,
  options: { viewer: Viewer; isLiked?: boolean; author?: { name: string; image: string | null } },
): ResponseOf<"GET /api/share/{id}"> {
  return { document: presentSharedDocument(state, options) };
}

export function presentSharedDocument(
  state: DocumentState,
  options: { viewer: Viewer; isLiked?: boolean; author?: { name: string; image: string | null } },
): PresentedDocument {
  const full = presentDocument(state, options);
  const { content } = full;
  const sections: Section[] = content.plan.sections.map((s) => ({
    ...s,
    urls: s.urls.filter((u) => !isPrivateUrl(u)),
    analysis: { pages: {}, count: s.analysis.count },
    // The questions, without the pages found for them (search results, and uploads with their snippets).
    subSections: s.subSections.map(({ curation: _curation, ...question }) => question),
  }));
  const { cost: _cost, citations, ...rest } = content;
  return {
    ...full,
    content: {
      ...rest,
      summary: {
        userQuery: content.summary.userQuery,
        refinedQueries: [],
        webSearchResults: [],
        ...(content.summary.summary !== undefined ? { summary: content.summary.summary } : {}),
        ...(content.summary.sources ? { sources: content.summary.sources.map(publicReference) } : {}),
      },
      plan: { sections },
      events: [],
      // How many citations were checked, not how the paper was mended.
      ...(citations ? { citations: { cited: citations.cited, supported: citations.supported } } : {}),
      ...(content.references ? { references: content.references.map(publicReference) } : {}),
      ...(content.referencesList !== undefined
        ? { referencesList: content.referencesList.replace(PRIVATE_FILE_URL, "") }
        : {}),
    },
    feedback: {},
    ...(options.author ? { author: options.author } : {}),
    // Readers see which sources were added, not the files behind them.
    customSources: full.customSources.filter((s) => s.kind !== "file"),
  };
}
