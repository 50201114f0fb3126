// What a reader checks in a finished paper, for tests and benchmarks: the whole paper as text, and the
// problems a reader would object to (a sentence written twice, questions that are not questions, a title
// that does not name the subject, an outline that breaks the rules).
import { findOutlineProblems } from "../../common/outline-rules";
import type { PresentedDocument } from "../../common/types";
import { unescapeMarkdown } from "../text/plain-text";

const CITATION = /\s*\[\d+(?:\]\s*\[\d+)*\]/gu;

/** The cited sentences of a markdown text, citations removed, whitespace normalized. */
export function citedSentences(markdown: string): string[] {
  const out: string[] = [];
  for (const paragraph of markdown.split(/\n{2,}/u)) {
    if (paragraph.trim().startsWith("#") || paragraph.trim().startsWith("_")) continue;
    // The offline engine writes "Sentence. [n]" (or "文。[n]"): a citation closes each sentence.
    // Split after a citation marker only: "--[no-]verify" is one word of a sentence.
    for (const piece of paragraph.split(/(?<=\[\d+\])\s*/u)) {
      const bare = unescapeMarkdown(piece.replace(CITATION, "")).replace(/\s+/gu, " ").trim();
      if (bare) out.push(bare);
    }
  }
  return out;
}

/** Every sentence of the paper (summary first, then each section), in order. */
export function paperSentences(doc: PresentedDocument): string[] {
  return [
    ...citedSentences(doc.content.summary.summary ?? ""),
    ...doc.content.plan.sections.flatMap((s) => citedSentences(s.content ?? "")),
  ];
}

const EN_QUESTION_START =
  /^(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|should|would|will|has|have|had|in what|to what|on what|for what|at what|from what|with what|by what|under what)\b/iu;

/** How a question reads in a language: its question word (English, French) or its question particle. */
const QUESTION_FORM: Record<string, RegExp> = {
  en: EN_QUESTION_START,
  fr: /^(?:qu['’]|que|quel|quelle|quels|quelles|comment|pourquoi|quand|où|combien|qui|à quoi|à qui|de quels?|en quoi|est-ce|dans quelle)\b|\s[?]$|-t-(?:il|elle)\b/iu,
  // A Japanese question has a question word (何, どう, どの, どんな, なぜ, いつ, 誰, どこ) or ends in か.
  ja: /(?:何|どう|どの|どんな|なぜ|いつ|誰|どこ|か)[？?]$|(?:何|どう|どの|どんな|なぜ|いつ|誰|どこ)/u,
};

/** Problems a reader would object to; an empty list when the paper reads as an answer. */
export function paperProblems(doc: PresentedDocument, options: { subject: string[] }): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const s of paperSentences(doc)) seen.set(s, (seen.get(s) ?? 0) + 1);
  for (const [s, n] of seen) if (n > 1) problems.push(`written ${n} times: ${s}`);
  const title = doc.title.toLowerCase();
  if (!options.subject.some((w) => title.includes(w.toLowerCase())))
    problems.push(`title without the subject: ${doc.title}`);
  const outline = findOutlineProblems(doc.content.plan);
  if (outline) problems.push(`outline rules: ${JSON.stringify(outline)}`);
  const locale = doc.content.settings.locale ?? "en";
  const reads = QUESTION_FORM[locale.split("-")[0] ?? "en"];
  for (const section of doc.content.plan.sections) {
    if (!section.content?.trim()) problems.push(`section without text: ${section.title}`);
    for (const { question } of section.subSections) {
      if (!/[?？]$/u.test(question.trim())) problems.push(`not a question: ${question}`);
      else if (reads && !reads.test(question.trim()))
        problems.push(`does not read as a question: ${question}`);
    }
  }
  return problems;
}

/** The paper as a reader sees it: title, summary, outline and sections. */
export function paperText(doc: PresentedDocument): string {
  const lines = [`# ${doc.title}`, "", "## Summary", doc.content.summary.summary ?? "", ""];
  lines.push("## Outline");
  for (const [i, s] of doc.content.plan.sections.entries()) {
    lines.push(`${i + 1}. ${s.title}`);
    for (const q of s.subSections) lines.push(`   - ${q.question}  [${q.searchQuery.refinedQuery}]`);
  }
  for (const s of doc.content.plan.sections) lines.push("", `## ${s.title}`, s.content ?? "");
  lines.push("", "## References", doc.content.referencesList ?? "");
  lines.push("", `Searches: ${doc.content.summary.refinedQueries.map((q) => q.query).join(" | ")}`);
  return lines.join("\n");
}
