// The topic of a question: its key phrases, best first, used for titles, questions and search queries.
import { analyzeText } from "../text/analyze";
import { titleCase } from "../text/case";
import { type KeyPhrase, rankedKeyPhrases } from "../text/keyphrases";
import type { Language } from "../text/language";

export interface Topic {
  language: Language;
  phrases: KeyPhrase[];
  /** The main phrase as written in the question ("2022 Luzon earthquake"); the question itself if none. */
  main: string;
  /** Content terms of the whole question. */
  terms: Set<string>;
}

/** Key phrases of a question (or a template's long prompt), best first. */
export function topicOf(query: string, hint: Language): Topic {
  const analyzed = analyzeText(query, hint);
  // Field labels of a template's prompt ("Company name:", "Industry:") are not the topic.
  const labels = new Set(
    [...query.matchAll(/([^\n:：.。?？!！,，;；]{1,40})[:：]/gu)].map((m) =>
      (m[1] ?? "").trim().toLowerCase(),
    ),
  );
  const phrases = rankedKeyPhrases(analyzed.sentences, analyzed.language)
    .filter((p) => !labels.has(p.text.toLowerCase()))
    .map((p, rank) => ({ p, weight: p.score * p.count, rank }))
    .sort((a, b) => b.weight - a.weight || a.rank - b.rank)
    .map(({ p }) => p);
  const terms = new Set(analyzed.sentences.flatMap((s) => s.terms));
  const main = phrases[0]?.text ?? query.trim().replace(/[?？.。!！]+$/u, "");
  return { language: analyzed.language, phrases, main, terms };
}

/** A heading form of a phrase: title case where the script has case. */
export function heading(text: string, language: Language): string {
  return titleCase(text.replace(/\s+/gu, " ").trim(), language);
}
