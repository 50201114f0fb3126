// The engine's view of the material it is given: passages and pages become one evidence index, each
// passage's headings written back as heading lines so the index knows what every sentence stands under.
import type { CitedSource } from "../../../common/types";
import {
  buildEvidenceIndex,
  type EvidenceIndex,
  type EvidencePassage,
  type TermRarity,
} from "../../sources/retrieval/evidence";
import { stripReferenceMarkers } from "../../text/grounding";
import type { Language } from "../../text/language";
import { isWritable } from "../../text/writable";
import type { Passage } from "../types";

/**
 * One evidence index over the given passages, each passage a document of its page (a page's chunks share
 * its url, so the page is judged as a whole). A chunk's headings are written back as heading lines, so its
 * sentences stand under them.
 */
export function indexPassages(
  passages: readonly Passage[],
  language: Language,
  background?: TermRarity,
): EvidenceIndex {
  return buildEvidenceIndex(
    passages.map((p) => {
      const heads = (p.headings ?? []).map((h, i) => `${"#".repeat(Math.min(6, i + 1))} ${h}`);
      const opensWithHeading = /^#{1,6}\s/u.test(p.text.trimStart());
      return { url: p.url, title: p.title, text: [...(opensWithHeading ? [] : heads), p.text].join("\n\n") };
    }),
    language,
    background,
  );
}

/** The citation number of a passage: that of the chunk it was read from. */
export function numberOf(passages: readonly Passage[], passage: EvidencePassage): number {
  return passages[passage.document]?.n ?? 0;
}

/**
 * Whether a sentence opens a chunk cut from the middle of its page: chunks overlap, so its first
 * sentence is mostly the tail of one the chunk before holds whole.
 */
export function opensCutChunk(passages: readonly Passage[], passage: EvidencePassage): boolean {
  if (passage.position > 0) return false;
  const chunk = passages[passage.document];
  const before = passages[passage.document - 1];
  return !!chunk && !!before && before.url === chunk.url && !/^\s*#/u.test(chunk.text);
}

/** Whether a passage may be quoted: a whole, self-standing sentence of the page's content. */
export function quotable(passage: EvidencePassage, previous?: EvidencePassage): boolean {
  // A page's own reference markers ("… pages. [3]") are left out when written: they do not decide.
  return isWritable(stripReferenceMarkers(passage.text), {
    ...(previous && previous.url === passage.url ? { previous: previous.text } : {}),
    ...(passage.headings.length ? { heading: passage.headings[passage.headings.length - 1] } : {}),
  });
}

/** The passage before another in its page, if any. */
export function previousOf(index: EvidenceIndex, passage: EvidencePassage): EvidencePassage | undefined {
  const before = index.passages[passage.id - 1];
  return before && before.document === passage.document ? before : undefined;
}

/** Cited sources of a text: each url once, with its number and title. */
export function citedSources(items: readonly { n: number; url: string; title: string }[]): CitedSource[] {
  const seen = new Set<number>();
  const out: CitedSource[] = [];
  for (const it of items) {
    if (seen.has(it.n)) continue;
    seen.add(it.n);
    out.push({ n: it.n, url: it.url, title: it.title });
  }
  return out.sort((a, b) => a.n - b.n);
}
