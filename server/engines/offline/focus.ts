// Keeping a paper on its subject: in a library of Git's manual every page says "git", so a paper on
// git bisect keeps to the sentences that say "bisect", and to the pages whose title names it.
import { analyzePhrase } from "../../text/analyze";
import type { Language } from "../../text/language";
import { titleTerms } from "../../text/title-terms";
import type { PoolSentence } from "./pool";
import { categoryTerms, readQuestion } from "./question";
import { subjectOf } from "./subject";

/** The terms of the question's subject as a reader names it ("git bisect"). */
export function subjectTermsOf(query: string, language: Language): string[] {
  const question = readQuestion(query, language);
  const terms = analyzePhrase(subjectOf(question).text, question.language).terms;
  // "modes of git reset": the sentences must speak of reset, not of any mode.
  const categories = categoryTerms(question);
  const specific = terms.filter((t) => !categories.has(t));
  return specific.length > 0 ? specific : terms;
}

/**
 * The sentences that name the subject by its distinctive words: in a library of Git's manual every
 * page says "git", a paper on git bisect keeps to sentences that say "bisect". Words that most
 * sentences use do not distinguish; when the subject has no other, any of its words will do.
 */
export function onSubject(pool: PoolSentence[], subjectTerms: readonly string[]): PoolSentence[] {
  const df = new Map(subjectTerms.map((t) => [t, pool.filter((s) => s.termSet.has(t)).length]));
  let distinctive = subjectTerms.filter((t) => {
    const n = df.get(t) ?? 0;
    return !/^\p{N}/u.test(t) && n > 0 && n <= pool.length * 0.5;
  });
  if (distinctive.length === 0) distinctive = subjectTerms.filter((t) => (df.get(t) ?? 0) > 0);
  if (distinctive.length === 0) return pool;
  return pool.filter((s) => distinctive.some((t) => s.termSet.has(t)));
}

/**
 * The sources (by citation number) whose title names the subject by a distinctive word ("git-reset(1)"
 * for the modes of git reset); null when no word of the subject tells the sources apart.
 */
export function titledSources(
  titles: ReadonlyMap<number, string>,
  subjectTerms: readonly string[],
  language: Language,
): Set<number> | null {
  // "githooks(5)" names git and hooks, "git-reset(1)" git and reset.
  const terms = new Map([...titles].map(([n, title]) => [n, titleTerms(title, language, subjectTerms)]));
  const df = (t: string) => [...terms.values()].filter((set) => set.has(t)).length;
  // A year names nothing by itself ("2023" is in the titles of every event of that year).
  const distinctive = subjectTerms.filter(
    (t) => !/^\p{N}/u.test(t) && df(t) > 0 && df(t) <= Math.max(1, terms.size * 0.5),
  );
  if (distinctive.length === 0) return null;
  return new Set([...terms].filter(([, set]) => distinctive.some((t) => set.has(t))).map(([n]) => n));
}

/**
 * The sentences of the sources whose title names the subject by a distinctive word ("git-reset(1)"
 * for the modes of git reset), and of the others only those that name the whole subject.
 */
export function onTitledSources(
  pool: PoolSentence[],
  titles: ReadonlyMap<number, string>,
  subjectTerms: readonly string[],
  language: Language,
): PoolSentence[] {
  const titled = titledSources(titles, subjectTerms, language);
  if (!titled) return pool;
  return pool.filter((s) => titled.has(s.n) || subjectTerms.every((t) => s.termSet.has(t)));
}

/**
 * The words a heading must have to title a section: the section title's words but the subject's
 * ("Pattern Format" in a paper on gitignore), or all of them when the title is only the subject's words
 * ("Hooks" in a paper on Git hooks heads the manual page's HOOKS part).
 */
export function headingWords(sectionTitle: string, query: string, language: Language): string[] {
  const subject = new Set(subjectTermsOf(query, language));
  // "R-Tree Indexes" is titled by a heading that writes "R*Tree": hyphenated words count by their parts,
  // as the headings' do (titlesSection).
  const all = analyzePhrase(sectionTitle.replace(/[-_*]/gu, " "), language).terms;
  const own = all.filter((t) => !subject.has(t));
  return own.length > 0 ? own : all;
}

/** Whether a heading of a page has every one of the words (see headingWords). */
export function titlesSection(
  heading: string | undefined,
  words: readonly string[],
  language: Language,
): boolean {
  if (!heading || words.length === 0) return false;
  const have = new Set(analyzePhrase(heading.replace(/[-_]/gu, " "), language).terms);
  return words.every((t) => have.has(t));
}
