// The relevance gate: whether a source is about the question, judged from the whole question rather
// than one key phrase. A source must name what the question names (its names, all of a multi-word name
// written together or nearly), and a fair share of its sentences must speak of the subject's other
// words ("index" for "kinds of indexes in SQLite"): a page on SQLite's data types names SQLite but
// never speaks of indexes, and a newspaper page shares no more than a common word or two.
import { analyzeText } from "../../text/analyze";
import type { Language } from "../../text/language";
import { categoryTerms, type Question, readQuestion } from "./question";

export interface QuestionProfile {
  question: Question;
  /** Each name of the question as its terms ("technology acceptance model"). */
  names: string[][];
  /** The subject's terms that are not names or numbers; the names' terms when there are none. */
  core: Set<string>;
}

/** A sentence speaks of the subject when this share of sources' sentences do, at least. */
const MIN_SHARE = 0.04;
const MIN_SENTENCES = 2;

export function questionProfile(query: string, language: Language): QuestionProfile {
  const question = readQuestion(query, language);
  const subject = question.phrases.filter((p) => p.kind === "subject");
  const names = subject.filter((p) => p.name).map((p) => p.terms.filter((t) => !/^\p{N}/u.test(t)));
  const nameTerms = new Set(names.flat());
  // Hyphenated words also count by their parts ("trace-based" speaks of "trace").
  const parts = (t: string) => [t, ...t.split(/[-–]/u).filter((p) => p.length >= 4 && p !== t)];
  let core = new Set(
    subject
      .flatMap((p) => p.terms)
      .filter((t) => !nameTerms.has(t) && !/^\p{N}/u.test(t))
      .flatMap(parts),
  );
  // "index types": the pages must speak of indexes; "types" only asks for their kinds.
  const categories = categoryTerms(question);
  const specific = new Set([...core].filter((t) => !categories.has(t)));
  if (specific.size > 0) core = specific;
  if (core.size === 0) core = new Set([...nameTerms].flatMap(parts));
  return { question, names: names.filter((n) => n.length > 0), core };
}

/** Whether two words share a stem: a common prefix of at least 5 letters and 75 % of the shorter. */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 5) return false;
  let i = 0;
  while (i < shorter && a[i] === b[i]) i++;
  return i >= 5 && i >= shorter * 0.75;
}

export interface SourceRelevance {
  relevant: boolean;
  /** Share of the source's sentences that speak of the subject. */
  share: number;
  /** Whether the source names everything the question names (its names, all of them). */
  named?: boolean;
}

/** How much a source (its text, or the passages read from it) is about the question. */
export function sourceRelevance(text: string, profile: QuestionProfile, hint: Language): SourceRelevance {
  const analyzed = analyzeText(text, hint);
  // A source in another language than the question cannot be matched word for word: it is about the
  // question only when it names what the question names (a name, a number, a word both languages
  // write alike), never by default — an English news page is not about a French question.
  if (analyzed.language !== profile.question.language) {
    const words = new Set(analyzed.sentences.flatMap((s) => s.terms));
    const shared = [...profile.question.terms].filter((t) => [...t].length >= 4 && words.has(t));
    const relevant = shared.length >= Math.min(2, profile.question.terms.size);
    return { relevant, share: relevant ? 0.5 : 0 };
  }
  const sentences = analyzed.sentences;
  if (sentences.length === 0) return { relevant: false, share: 0 };
  const vocabulary = new Set(sentences.flatMap((s) => s.terms));
  const has = (term: string) => vocabulary.has(term) || [...vocabulary].some((v) => sameStem(v, term));
  // Every name must be there: a multi-word name by most of its words in one sentence.
  const named = profile.names.every((name) =>
    name.length === 1
      ? has(name[0] as string)
      : sentences.some(
          (s) => name.filter((t) => s.terms.includes(t)).length >= Math.ceil(name.length * 0.66),
        ),
  );
  const core = [...profile.core].filter(has);
  const coreSet = new Set(core);
  let speaking = 0;
  for (const s of sentences)
    if (s.terms.some((t) => coreSet.has(t) || core.some((c) => sameStem(c, t)))) speaking++;
  const share = speaking / sentences.length;
  const relevant =
    named && core.length > 0 && share >= MIN_SHARE && speaking >= Math.min(MIN_SENTENCES, sentences.length);
  return { relevant, share: named ? share : 0, named: named && profile.names.length > 0 };
}

/**
 * Whether a source's title speaks of every word of the subject ("Clustered Indexes and the WITHOUT ROWID
 * Optimization" of indexes): a part read from such a page is about the question even when its own
 * sentences seldom repeat the word.
 */
export function titleSpeaksOf(title: string, profile: QuestionProfile, language: Language): boolean {
  const terms = analyzeText(title, language).sentences.flatMap((s) => s.terms);
  return profile.core.size > 0 && [...profile.core].every((c) => terms.some((t) => sameStem(c, t)));
}

/**
 * The urls of the passages' sources that are about the question. When none is, the closest ones are
 * kept (the best share of sentences on the subject), so a question its sources barely touch still gets
 * an answer from the nearest material rather than none.
 */
export function relevantUrls(
  passages: readonly { url: string; title?: string; text: string }[],
  query: string,
  language: Language,
): Set<string> {
  const profile = questionProfile(query, language);
  // A source's title counts with its text: a manual's page or an article's section names its subject there.
  const byUrl = new Map<string, string[]>();
  for (const p of passages) byUrl.set(p.url, [...(byUrl.get(p.url) ?? [p.title ?? ""]), p.text]);
  const scored = [...byUrl].map(([url, texts]) => ({
    url,
    ...sourceRelevance(texts.join("\n\n"), profile, language),
  }));
  const relevant = scored.filter((s) => s.relevant);
  if (relevant.length > 0) return new Set(relevant.map((s) => s.url));
  // The question's other words may be misread ("How did the 2022 Luzon earthquake unfold?" read with
  // "unfold" as its subject, or "(featured 4)" after the question): a source that names everything the
  // question names (Luzon; Pakistan floods) is about it all the same.
  const named = scored.filter((s) => s.named);
  if (named.length > 0) return new Set(named.map((s) => s.url));
  const best = Math.max(0, ...scored.map((s) => s.share));
  return new Set(scored.filter((s) => best > 0 && s.share >= best * 0.5).map((s) => s.url));
}
