// The engine's view of the material it is given: passages and pages become one evidence index, each
// passage's headings written back as heading lines so the index knows what every sentence stands under.
import type { CitedSource } from "../../../common/types";
import {
  buildEvidenceIndex,
  type EvidenceIndex,
  type EvidencePassage,
} from "../../sources/retrieval/evidence";
import type { Language } from "../../text/language";
import { isWritable } from "../../text/writable";
import type { Passage } from "../types";

/** One evidence index over the given passages, one page per url (chunks of a page joined in order). */
export function indexPassages(passages: readonly Passage[], language: Language): EvidenceIndex {
  const byUrl = new Map<string, { title: string; parts: string[] }>();
  for (const p of passages) {
    const page = byUrl.get(p.url) ?? { title: p.title, parts: [] };
    const heads = (p.headings ?? []).map((h, i) => `${"#".repeat(Math.min(6, i + 1))} ${h}`);
    // A chunk that opens under headings it does not repeat gets them, so its sentences stand under them.
    const opensWithHeading = /^#{1,6}\s/u.test(p.text.trimStart());
    page.parts.push([...(opensWithHeading ? [] : heads), p.text].join("\n\n"));
    byUrl.set(p.url, page);
  }
  return buildEvidenceIndex(
    [...byUrl].map(([url, page]) => ({ url, title: page.title, text: page.parts.join("\n\n") })),
    language,
  );
}

/** The citation number of each url among the given passages (the first passage's number). */
export function numbersOf(passages: readonly Passage[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of passages) if (!out.has(p.url)) out.set(p.url, p.n);
  return out;
}

/** Whether a passage may be quoted: a whole, self-standing sentence of the page's content. */
export function quotable(passage: EvidencePassage, previous?: EvidencePassage): boolean {
  return isWritable(passage.text, {
    ...(previous && previous.url === passage.url ? { previous: previous.text } : {}),
    ...(passage.headings.length ? { heading: passage.headings[passage.headings.length - 1] } : {}),
  });
}

/** The passage before another in its page, if any. */
export function previousOf(index: EvidenceIndex, passage: EvidencePassage): EvidencePassage | undefined {
  const before = index.passages[passage.id - 1];
  return before && before.url === passage.url ? before : undefined;
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
