// The evidence of a paper's citations as JSON (issue 31): each cited sentence with its verdict, and for
// each citation the passage, a little of the page around it, the source's title and when it was read.
// Citation numbers are the paper's (its references); a shared paper's private uploads keep no address.
import type { ResponseOf } from "../../common/responses";
import type { EvidenceCitation, PaperEvidence } from "../../common/types";
import type { DocumentState } from "../documents/store";
import { passageContext } from "../pipeline/passage-context";

export function presentEvidence(state: DocumentState, options: { shared: boolean }): PaperEvidence {
  const references = new Map((state.doc.references ?? []).map((r) => [r.url, r]));
  const isPrivate = (url: string) => options.shared && url.includes("/api/files/uploads/");
  const out: PaperEvidence = { supported: 0, cited: 0, sentences: [] };
  for (const section of state.sections) {
    const check = section.citationCheck;
    if (!check) continue;
    out.cited += check.counts.cited;
    out.supported += check.counts.supported;
    const pages = new Map((state.analyses.get(section.idx) ?? []).map((a) => [a.url, a]));
    const local = new Map((section.sources ?? []).map((s) => [s.n, s]));
    for (const e of check.evidence) {
      const citations: EvidenceCitation[] = e.citations.map((c) => {
        const page = pages.get(c.url);
        const ref = references.get(c.url);
        return {
          // Before the paper is finished its sections keep their own numbers.
          n: ref?.n ?? c.n,
          url: isPrivate(c.url) ? "" : c.url,
          title: ref?.title ?? local.get(c.n)?.title ?? page?.title ?? c.url,
          passage: c.passage,
          // Kept with the paper when it was written; else what the stored start of the page holds. A
          // reader of the share link does not get the text around a passage of someone's uploaded file.
          ...(isPrivate(c.url)
            ? { before: "", after: "" }
            : c.before !== undefined && c.after !== undefined
              ? { before: c.before, after: c.after }
              : c.passage && page
                ? passageContext(page.content, c.passage)
                : { before: "", after: "" }),
          ...(c.hash ? { hash: c.hash } : {}),
          ...(c.recheck ? { recheck: c.recheck } : {}),
          ...(c.readAt ? { readAt: c.readAt } : {}),
        };
      });
      out.sentences.push({
        section: section.idx,
        sentence: e.sentence,
        verdict: e.verdict,
        by: e.by,
        citations,
      });
    }
  }
  return out;
}

/** GET /api/document/{id}/evidence and GET /api/share/{id}/evidence → {evidence}. */
export function presentEvidenceResponse(
  state: DocumentState,
  options: { shared: boolean },
): ResponseOf<"GET /api/document/{id}/evidence"> {
  return { evidence: presentEvidence(state, options) };
}
