// The topic of a question: its key phrases, best first, used for titles, questions and search queries.
// With context (the summary, the passages), phrases the sources actually use come first, and parts of
// a phrase count too ("bietet 1Password" → "1Password"), since questions often glue a verb to the topic.
import { analyzeText } from "../../text/analyze";
import { titleCase } from "../../text/case";
import { type KeyPhrase, rankedKeyPhrases } from "../../text/keyphrases";
import { isCjkLanguage, type Language } from "../../text/language";

export interface Topic {
  language: Language;
  phrases: KeyPhrase[];
  /** The main phrase as written in the question ("2022 Luzon earthquake"); the question itself if none. */
  main: string;
  /** Content terms of the whole question. */
  terms: Set<string>;
}

/** Shorter phrases inside a phrase of several words, starting and ending with a content word. */
function subPhrases(p: KeyPhrase, tokensText: (from: number, to: number) => string): KeyPhrase[] {
  const out: KeyPhrase[] = [];
  const n = p.terms.length;
  for (let len = n - 1; len >= 1; len--) {
    for (let start = 0; start + len <= n; start++) {
      const terms = p.terms.slice(start, start + len);
      out.push({
        ...p,
        key: terms.join(" "),
        terms,
        text: tokensText(start, start + len),
        score: (p.score * len) / n,
      });
    }
  }
  return out;
}

/** How often each phrase occurs in the context, matched on whole words. */
function contextCounts(
  phrases: KeyPhrase[],
  context: readonly string[],
  language: Language,
): Map<string, number> {
  const cjk = isCjkLanguage(language);
  const lines = context.flatMap((text) =>
    analyzeText(text, language).sentences.map((s) => ` ${s.tokens.map((t) => t.norm).join(cjk ? "" : " ")} `),
  );
  const counts = new Map<string, number>();
  for (const p of phrases) {
    const needle = cjk ? p.key : ` ${p.key} `;
    let count = 0;
    for (const line of lines) if (line.includes(needle)) count++;
    counts.set(p.key, count);
  }
  return counts;
}

/** Key phrases of a question (or a template's long prompt), best first. */
export function topicOf(query: string, hint: Language, context?: readonly string[]): Topic {
  const analyzed = analyzeText(query, hint);
  const language = analyzed.language;
  // Field labels of a template's prompt ("Company name:", "Industry:") are not the topic.
  const labels = new Set(
    [...query.matchAll(/([^\n:：.。?？!！,，;；]{1,40})[:：]/gu)].map((m) =>
      (m[1] ?? "").trim().toLowerCase(),
    ),
  );
  let phrases = rankedKeyPhrases(analyzed.sentences, language).filter(
    (p) => !labels.has(p.text.toLowerCase()),
  );
  const terms = new Set(analyzed.sentences.flatMap((s) => s.terms));
  let weights = new Map(phrases.map((p) => [p.key, p.score * p.count]));
  if (context && context.length > 0) {
    const contextTerms = new Set(
      context.flatMap((text) => analyzeText(text, language).sentences.flatMap((s) => s.terms)),
    );
    if (!isCjkLanguage(language)) {
      // A phrase all of whose words the sources use stands as it is; the others ("bietet 1Password") are
      // cut into parts. Only phrases written word for word (no joining "de", "of") can be cut.
      const parts = phrases.flatMap((p) => {
        const words = p.text.split(/\s+/u);
        const supported = p.terms.every((t) => contextTerms.has(t));
        return !supported && p.terms.length > 1 && words.length === p.terms.length
          ? subPhrases(p, (from, to) => words.slice(from, to).join(" "))
          : [];
      });
      const known = new Set(phrases.map((p) => p.key));
      phrases = [...phrases, ...parts.filter((p) => !known.has(p.key))];
    }
    const counts = contextCounts(phrases, context, language);
    weights = new Map(
      phrases.map((p) => {
        const count = counts.get(p.key) ?? 0;
        // A part only stands for the whole when some word of the whole is foreign to the sources.
        const isPart = !weights.has(p.key);
        const base = isPart ? p.score * 0.5 : (weights.get(p.key) ?? p.score);
        const supported = p.terms.every((t) => contextTerms.has(t));
        return [p.key, base * (count > 0 ? 1 + Math.log(1 + count) : supported ? 1 : 0.25)];
      }),
    );
  }
  phrases = phrases
    .map((p, rank) => ({ p, weight: weights.get(p.key) ?? 0, rank }))
    .sort((a, b) => b.weight - a.weight || a.rank - b.rank)
    .map(({ p }) => p)
    .filter((p, i, all) => all.findIndex((q) => q.key === p.key) === i);
  const main = phrases[0]?.text ?? query.trim().replace(/[?？.。!！]+$/u, "");
  return { language, phrases, main, terms };
}

/** A heading form of a phrase: title case where the script has case. */
export function heading(text: string, language: Language): string {
  return titleCase(text.replace(/\s+/gu, " ").trim(), language);
}
