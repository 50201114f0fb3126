// `treatise recheck <id>` (issue 31): a paper's sources read again, and each cited passage flagged
// present, gone (the page no longer holds it) or unreachable. The paper keeps its stored evidence either
// way; the flags tell a reader which passages can no longer be found at their source.
import { and, eq } from "drizzle-orm";
import type {
  CitationRecheck,
  RecheckCounts,
  SectionCitationCheck,
  SentenceEvidence,
} from "../../common/types";
import { documentSections } from "../db/schema";
import { documentStateFor } from "../documents/access";
import type { DocumentState } from "../documents/store";
import { AppError } from "../errors";
import type { Viewer } from "../policies/document";
import type { ResearchDeps } from "./deps";
import { readUncached } from "./pages";

const squash = (s: string) => s.replace(/\s+/gu, " ").trim().toLowerCase();

/** Reads every cited source of the paper again and records, per citation, whether its passage is there. */
export async function recheckEvidence(options: {
  deps: ResearchDeps;
  state: DocumentState;
  now?: Date;
}): Promise<RecheckCounts> {
  const { deps, state } = options;
  const at = (options.now ?? new Date()).toISOString();
  // The person's own sources are their copies, kept with the paper: nothing to read again.
  const own = new Set(state.doc.customSources.map((c) => c.url));
  const pages = new Map<string, Promise<{ text: string; error?: string }>>();
  const read = (url: string) => {
    let page = pages.get(url);
    if (!page) {
      page = readUncached(deps, url);
      pages.set(url, page);
    }
    return page;
  };
  const counts: RecheckCounts = { checked: 0, present: 0, gone: 0, unreachable: 0 };
  for (const section of state.sections) {
    const check = section.citationCheck;
    if (!check) continue;
    const evidence: SectionCitationCheck["evidence"] = [];
    for (const e of check.evidence) {
      const citations: SentenceEvidence["citations"] = [];
      for (const c of e.citations) {
        if (!c.passage || own.has(c.url)) {
          citations.push(c);
          continue;
        }
        const page = await read(c.url);
        const state: CitationRecheck["state"] = page.error
          ? "unreachable"
          : squash(page.text).includes(squash(c.passage))
            ? "present"
            : "gone";
        counts.checked += 1;
        counts[state] += 1;
        citations.push({ ...c, recheck: { at, state } });
      }
      evidence.push({ ...e, citations });
    }
    await deps.db
      .update(documentSections)
      .set({ citationCheck: { ...check, evidence } })
      .where(
        and(
          eq(documentSections.documentId, state.doc.id),
          eq(documentSections.idx, section.idx),
          eq(documentSections.planVersion, section.planVersion),
        ),
      );
  }
  return counts;
}

/** The owner's recheck of a finished paper (404 for anyone else). */
export async function recheckDocument(options: {
  deps: ResearchDeps;
  viewer: Viewer;
  documentId: string;
}): Promise<RecheckCounts> {
  const state = await documentStateFor({
    db: options.deps.db,
    viewer: options.viewer,
    documentId: options.documentId,
    action: "view",
  });
  if (state.doc.status !== "COMPLETE") throw new AppError("DOCUMENT_NOT_COMPLETE");
  return recheckEvidence({ deps: options.deps, state });
}
