// How extracted sentences are written out: each sentence verbatim, followed by its citation.
import { stripReferenceMarkers } from "../../text/grounding";
import { isCjkLanguage, type Language } from "../../text/language";
import { escapeMarkdownText, unescapeMarkdown } from "../../text/plain-text";
import { splitSentences } from "../../text/sentences";

/**
 * "Sentence. [n]" — the sentence as the source says it, then its citation (no space after a CJK full
 * stop). The page's own reference markers ("[12]") are left out: they would read as the paper's citations.
 * The paper is Markdown: the sentence's marks are escaped, so a reader sees it as the page says it.
 */
export function citedSentence(source: string, n: number): string {
  const text = escapeMarkdownText(stripReferenceMarkers(source));
  return /[。！？」』）]$/u.test(text) ? `${text}[${n}]` : `${text} [${n}]`;
}

/** The separator between two cited sentences of a paragraph (none in Chinese and Japanese). */
export function sentenceSeparator(language: Language): string {
  return isCjkLanguage(language) ? "" : " ";
}

export const PARAGRAPH_BREAK = "\n\n";

/** Paragraphs of cited sentences as markdown. */
export function writeParagraphs(
  paragraphs: readonly (readonly { text: string; n: number; language: Language }[])[],
): string {
  return paragraphs
    .filter((p) => p.length > 0)
    .map((p) =>
      p.map((s, i) => `${i > 0 ? sentenceSeparator(s.language) : ""}${citedSentence(s.text, s.n)}`).join(""),
    )
    .join(PARAGRAPH_BREAK);
}

/**
 * The sentences of a text the paper already has (a summary): each cited sentence as it was written,
 * found by its citation; a text without citations (a person's own summary) by the sentence splitter.
 */
export function writtenSentences(text: string, language: Language): string[] {
  return unescapeMarkdown(text)
    .split(/\s*\[\d+\]\s*/u)
    .flatMap((piece) => splitSentences(piece, language).map((s) => s.text))
    .filter((s) => s.trim() !== "");
}

/** Sentences in reading order as paragraphs: one paragraph per run of sentences of one source. */
export function paragraphsBySource(
  items: readonly { text: string; source: number }[],
  language: Language,
): { text: string; n: number; language: Language }[][] {
  const paragraphs: { text: string; n: number; language: Language }[][] = [];
  for (const it of items) {
    const last = paragraphs[paragraphs.length - 1];
    const entry = { text: it.text, n: it.source, language };
    if (last && last[0]?.n === it.source) last.push(entry);
    else paragraphs.push([entry]);
  }
  return paragraphs;
}
