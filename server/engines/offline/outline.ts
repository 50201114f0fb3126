// The outline from what retrieval found: the passages that answer the question best are grouped by the
// heading they stand under (or their page, when it has none); each group is a topic the material covers,
// titled by the source's own heading. The strongest distinct topics become the sections, in the order of
// their pages' relevance and their place in the page. Their questions ask about the heading and the
// headings under it.
import type { AnySearchType } from "../../../common/constants";
import { NoRelevantSourcesError } from "../../errors";
import type { EvidenceIndex, EvidencePassage, TermRarity } from "../../sources/retrieval/evidence";
import { matchTerms } from "../../sources/retrieval/evidence";
import { isCodeWord } from "../../text/case";
import { isDescribingHeading, markdownHeadings } from "../../text/headings";
import { collectKeyPhrases } from "../../text/keyphrases";
import type { Language } from "../../text/language";
import { isCjkLanguage } from "../../text/language";
import { wordTokens } from "../../text/tokenize";
import type {
  GenerateSectionInput,
  Passage,
  PlannedOutline,
  PlannedSection,
  PlannedSubSection,
  PlanSectionsInput,
} from "../types";
import { indexPassages, previousOf, quotable } from "./evidence";
import { subjectOfQuestion } from "./question-subject";
import { overlap } from "./select";
import { composeTitle } from "./title";
import { heading } from "./topic";
import { wordingFor } from "./wording";

/** Passages the outline is drawn from. */
const CANDIDATES = 150;
/** Passages of a group that make its score. */
const GROUP_PASSAGES = 3;
/** Two topics whose titles share this much are one. */
const SAME_TOPIC = 0.5;
export const QUESTIONS_PER_SECTION = 3;

export interface Topic {
  title: string;
  /** The words of the heading (or page) the topic is named by. */
  names: string[];
  /** The page and the heading the topic comes from (the first, for a topic several pages give). */
  url: string;
  pageTitle: string;
  headings: string[];
  passages: EvidencePassage[];
  score: number;
  /** Headings directly under the topic's heading in its page. */
  children: string[];
}

/** A heading or page title as a section title: numbering, marks, a manual's section and a site's name left out. */
export function cleanTitle(text: string): string {
  const title = (
    text
      .replace(/[¶#§]+\s*$/u, "")
      .replace(/^\s*(?:[\dIVXivx]+(?:\.\d+)*\.?|[A-Z]\.)\s+(?=\S)/u, "")
      .replace(/`/gu, "")
      .split(/\s+[|—–]\s+/u)[0] as string
  )
    .replace(/\s+Manual Page$/iu, "")
    // Words joined by underscores in a file's name ("2022_Pakistan_floods") are words; a name from code in
    // one case ("target_link_libraries", "CMAKE_BUILD_TYPE") is kept as it is written.
    .replace(/\S*_\S*/gu, (w) => (/\p{Lu}/u.test(w) && /\p{Ll}/u.test(w) ? w.replace(/_/gu, " ") : w))
    .replace(/\(\d[a-z]*\)/gu, "")
    .replace(/\s+/gu, " ")
    .trim();
  // A heading in capitals ("MERGE STRATEGIES") is written as a title; names from code in it stay.
  return /\p{Ll}/u.test(title)
    ? title
    : title.replace(/\S+/gu, (w) =>
        isCodeWord(w) || /\p{N}/u.test(w) ? w : w.toLowerCase().replace(/^\p{L}/u, (m) => m.toUpperCase()),
      );
}

/** The parts of a page title: "Victims — 2023 Odisha train collision", "Middleware | Django documentation". */
const TITLE_PARTS = /\s+[|—–-]\s+/u;

/**
 * Page titles as topic names. The part of a title that more of the material's pages carry than its other
 * parts (a site's or a document's name) tells no page apart: the title's least shared part names it.
 */
export function pageNames(titles: readonly string[]): (title: string) => string {
  const key = (part: string) => part.trim().toLowerCase();
  const pages = new Map<string, number>();
  for (const title of new Set(titles))
    for (const part of new Set(title.split(TITLE_PARTS).map(key)))
      pages.set(part, (pages.get(part) ?? 0) + 1);
  return (title) => {
    const parts = title.split(TITLE_PARTS);
    const counts = parts.map((p) => pages.get(key(p)) ?? 0);
    const most = Math.max(...counts);
    const least = Math.min(...counts);
    const own = parts.length > 1 && most >= 2 && least < most ? parts[counts.indexOf(least)] : undefined;
    const named = own ? cleanTitle(own) : "";
    // A part under which a document says what it is about ("Introduction") is named by the document.
    return (named && !isDescribingHeading(named) ? named : cleanTitle(title)) || title;
  };
}

/** The topic a passage stands under: its innermost informative heading, else its page (as `pageName` names it). */
function topicHeading(
  p: EvidencePassage,
  pageName: (title: string) => string,
): { title: string; at: string[] } {
  for (let i = p.headings.length - 1; i >= 0; i--) {
    // A page's first heading is often its title again.
    const h = pageName(p.headings[i] as string);
    if (h && !isDescribingHeading(h) && /[\p{L}]/u.test(h) && h.length <= 90)
      return { title: h, at: p.headings.slice(0, i + 1) };
  }
  return { title: pageName(p.title), at: [] };
}

/** The headings directly under a heading path in a page's text. */
function childHeadings(text: string, path: string[]): string[] {
  const headings = markdownHeadings(text);
  if (path.length === 0) {
    const top = Math.min(...headings.map((h) => h.level));
    return headings.filter((h) => h.level === top).map((h) => cleanTitle(h.text));
  }
  const last = path[path.length - 1] as string;
  const at = headings.findIndex((h) => h.text === last);
  if (at < 0) return [];
  const level = (headings[at] as { level: number }).level;
  const out: string[] = [];
  let childLevel = 0;
  for (const h of headings.slice(at + 1)) {
    if (h.level <= level) break;
    childLevel ||= h.level;
    if (h.level === childLevel) out.push(cleanTitle(h.text));
  }
  return out;
}

/** The topics of the material for a query, strongest first; each a distinct heading. */
export function findTopics(
  index: EvidenceIndex,
  query: string,
  language: Language,
  candidates = CANDIDATES,
): Topic[] {
  // The summary already found the material about the question: when the gate keeps no page of the
  // (longer) pages the outline reads, every page is read for topics rather than the paper failing.
  const relevant = index.relevantPages(query);
  const urls = new Set(relevant.length > 0 ? relevant.map((r) => r.url) : index.pages.map((p) => p.url));
  const hits = index
    .retrieve(query, candidates * 2, { urls })
    .filter((h) => quotable(h.passage, previousOf(index, h.passage)))
    .slice(0, candidates);
  const groups = new Map<string, Topic & { scores: number[] }>();
  const textOf = new Map(index.pages.map((p) => [p.url, p.text]));
  // A heading several pages use ("Options", "Examples") names a part of each page, not a topic alone.
  const pagesWith = new Map<string, Set<string>>();
  for (const page of index.pages)
    for (const h of markdownHeadings(page.text)) {
      const key = cleanTitle(h.text).toLowerCase();
      pagesWith.set(key, (pagesWith.get(key) ?? new Set()).add(page.url));
    }
  const colon = wordingFor(language).colon;
  const asked = new Set(matchTerms(query, language));
  const pageName = pageNames(index.pages.map((p) => p.title));
  for (const { passage, score } of hits) {
    const found = topicHeading(passage, pageName);
    const { at } = found;
    const page = pageName(passage.title);
    // A shared heading that names what the question asks about ("Merge Strategies") is the topic itself.
    const generic =
      at.length > 0 &&
      (pagesWith.get(found.title.toLowerCase())?.size ?? 0) > 1 &&
      !matchTerms(found.title, language).some((t) => asked.has(t));
    // A one-word heading under another ("Response › National") says its topic only with its parent.
    const parent = at.length >= 2 ? pageName(at[at.length - 2] as string) : "";
    const bare = !generic && parent && !/\s/u.test(found.title) && !isDescribingHeading(parent);
    const title =
      generic && page
        ? `${page}${colon}${found.title}`
        : bare
          ? `${parent}${colon}${found.title}`
          : found.title;
    // Topics are told apart by their heading's words, not by the page named beside a shared heading.
    const key = matchTerms(title, language).sort().join(" ") || title.toLowerCase();
    let g = groups.get(key);
    if (!g) {
      g = {
        title,
        names: matchTerms(found.title, language),
        url: passage.url,
        pageTitle: page,
        headings: at,
        passages: [],
        score: 0,
        scores: [],
        children: childHeadings(textOf.get(passage.url) ?? "", at),
      };
      groups.set(key, g);
    }
    g.passages.push(passage);
    g.scores.push(score);
  }
  const scoreOf = (scores: number[]) =>
    [...scores]
      .sort((a, b) => b - a)
      .slice(0, GROUP_PASSAGES)
      .reduce((a, b) => a + b, 0);
  const queryTerms = new Set(matchTerms(query, language));
  const topics: Topic[] = [];
  for (const { scores, ...t } of groups.values()) {
    topics.push({ ...t, score: scoreOf(scores) });
    // A page without headings is told in parts by the phrases its sentences share.
    if (
      t.headings.length === 0 &&
      t.passages.length >= PHRASE_SPLIT_MIN &&
      markdownHeadings(textOf.get(t.url) ?? "").length === 0
    )
      topics.push(
        ...phraseTopics(t, scores, queryTerms, language).map((p) => ({ ...p, score: scoreOf(p.scores) })),
      );
  }
  topics.sort((a, b) => b.score - a.score);
  // One topic per subject: a title that says what a stronger topic's title says is that topic.
  const kept: Topic[] = [];
  for (const t of topics) {
    if (kept.some((k) => overlap(k.names, t.names) >= SAME_TOPIC)) continue;
    kept.push(t);
  }
  // A part of a stronger topic (a heading under its heading in the same page) comes after the topics
  // of their own: it fills an outline the material has too few distinct topics for.
  const isPart = (t: Topic, i: number) =>
    kept.some((k, j) => j < i && k.url === t.url && isWithin(t.headings, k.headings));
  const parts = new Set(kept.filter(isPart));
  return [...kept.filter((t) => !parts.has(t)), ...parts];
}

/** A heading path under another (not the page itself). */
const isWithin = (path: readonly string[], parent: readonly string[]) =>
  parent.length > 0 && path.length > parent.length && parent.every((h, i) => path[i] === h);

/**
 * The clauses of a question that asks several things ("What caused X and what was their impact?"):
 * split where a new question word or a semicolon starts one. One clause when it asks one thing.
 */
export function clausesOf(query: string, language: Language): string[] {
  const parts =
    language === "en"
      ? query.split(/[;?]|,?\s+and\s+(?=(?:what|how|why|when|which|who|where|whether)\b)/iu)
      : query.split(/[;?？；]/u);
  const clauses = parts.map((p) => p.trim()).filter((p) => p.split(/\s+/u).length >= 2 || [...p].length >= 4);
  return clauses.length > 1 ? clauses : [];
}

/** A page-titled group of this many passages is split by the phrases they share. */
const PHRASE_SPLIT_MIN = 4;
/** Parts of one page named by its phrases. */
const PHRASE_TOPICS = 4;

/**
 * The parts of a page without headings: phrases (RAKE key phrases, not words of the question) that at
 * least two of its best passages share; each names the passages that hold all its words.
 */
function phraseTopics(
  group: Omit<Topic, "score">,
  scores: number[],
  queryTerms: Set<string>,
  language: Language,
): (Omit<Topic, "score"> & { scores: number[] })[] {
  const sentences = group.passages.map((p) => ({ text: p.text, tokens: wordTokens(p.text, language) }));
  const phrases = collectKeyPhrases(sentences, language)
    .map((ph) => ({ ...ph, stems: [...new Set(matchTerms(ph.terms.join(" "), language))] }))
    .filter(
      (ph) =>
        ph.units.size >= 2 &&
        ph.stems.some((t) => !queryTerms.has(t)) &&
        [...ph.text].length >= 3 &&
        !isCommonWord(ph.text),
    )
    .sort((a, b) => b.units.size - a.units.size || b.score - a.score || a.first - b.first);
  const out: (Omit<Topic, "score"> & { scores: number[] })[] = [];
  for (const ph of phrases) {
    if (out.length >= PHRASE_TOPICS) break;
    if (out.some((o) => overlap(o.names, ph.stems) > 0)) continue;
    const members = group.passages
      .map((p, i) => ({ p, s: scores[i] as number }))
      .filter(({ p }) => ph.stems.every((t) => p.terms.includes(t)));
    if (members.length < 2) continue;
    out.push({
      ...group,
      title: ph.text,
      names: ph.stems,
      children: [],
      passages: members.map((m) => m.p),
      scores: members.map((m) => m.s),
    });
  }
  return out;
}

/**
 * One word of a script with case written as words are ("use", "Due", "bad"): not a phrase, and not a
 * name from code or an acronym ("HEAD", "CMake"), so it names no part of a page.
 */
const isCommonWord = (text: string) => /^\p{Lu}?\p{Ll}+$/u.test(text.trim());

const GERUND = /^[A-Z][a-z]+ing\b/u;
const lowerFirst = (t: string) => t.replace(/^[A-Z](?=[a-z])/u, (m) => m.toLowerCase());
/** A title that asks already ("How to use the update hook", "Why rebase"). */
const ASKING = /^(?:how|why|when|where|which|what|who)\b/iu;

/** "are" for a plural or a pair ("Merge strategies", "Conflicts & the --onto option"), else "is". */
const beFor = (t: string) => (/[^s]s$/u.test(t) || /\s(?:&|and)\s/u.test(t) ? "are" : "is");

/**
 * A question about a title: "What is X?" for a thing, "What does writing X involve?" for an activity, the
 * title itself for one that asks, and "What is Part in Whole?" for a part named with its whole
 * ("Hooks: pre-receive").
 */
function whatIs(t: string): string {
  if (ASKING.test(t)) return `${t.replace(/^\p{Ll}/u, (m) => m.toUpperCase())}?`;
  if (GERUND.test(t)) return `What does ${lowerFirst(t)} involve?`;
  const colon = /^(.+?):\s+(.+)$/u.exec(t);
  if (colon) return `What ${beFor(colon[2] as string)} ${colon[2]} in ${colon[1]}?`;
  return `What ${beFor(t)} ${t}?`;
}

/** Questions about a topic: what it is, its parts (the headings under it), how it works. */
export function topicQuestions(
  topic: { title: string; children: string[] },
  subject: string,
  language: Language,
): string[] {
  const t = topic.title;
  const out: string[] = [];
  const parts = topic.children.filter((c) => c && c !== t).slice(0, 2);
  if (language === "en") {
    out.push(whatIs(t));
    // A part under which the page says what the topic is ("Description") is asked about as that.
    for (const child of parts)
      out.push(
        isDescribingHeading(child) ? `What does the ${child.toLowerCase()} of ${t} say?` : whatIs(child),
      );
    out.push(GERUND.test(t) ? `When is ${lowerFirst(t)} needed?` : `What are the key facts about ${t}?`);
    out.push(`What should a reader know about ${GERUND.test(t) ? lowerFirst(t) : t}?`);
  } else {
    const w = wordingFor(language);
    for (const child of parts)
      out.push((w.questions[0] as string).replaceAll("{p}", child).replaceAll("{t}", subject));
    for (const q of w.questions) out.push(q.replaceAll("{p}", t).replaceAll("{t}", subject));
  }
  return [...new Set(out)];
}

function searchTypeOf(types: readonly AnySearchType[]): AnySearchType {
  return types.find((t) => t !== "custom") ?? types[0] ?? "web";
}

/** A topic as a planned section: its title, a description, and questions each with its search. */
export function topicSection(
  topic: Topic,
  subject: string,
  language: Language,
  types: readonly AnySearchType[],
  count = QUESTIONS_PER_SECTION,
): PlannedSection {
  const w = wordingFor(language);
  const space = isCjkLanguage(language) ? "" : " ";
  // The search names the heading and the page it comes from, so the section finds that page again.
  const pageWords = matchTerms(topic.pageTitle, language);
  const titleWords = new Set(matchTerms(topic.title, language));
  const named = pageWords.every((t) => titleWords.has(t))
    ? topic.title
    : `${topic.title}${space}${topic.pageTitle}`;
  // A section's search carries the paper's subject, so it finds pages on the topic within the subject.
  const namedTerms = new Set(matchTerms(named, language));
  const refined = matchTerms(subject, language).every((t) => namedTerms.has(t))
    ? named
    : `${named}${space}${subject}`;
  const type = searchTypeOf(types);
  const questions = topicQuestions(topic, subject, language).slice(0, Math.max(2, count));
  const list = [topic.title, ...topic.children.slice(0, 3)].join(w.listSeparator);
  return {
    title: heading(topic.title, language),
    description: w.description.replace("{list}", list),
    subSections: questions.map((question) => ({
      question,
      searchQuery: { refinedQuery: refined, searchType: type },
    })),
  };
}

/** Sections for outlines whose material holds too few topics: the subject's generic aspects. */
function aspectSections(
  subject: string,
  language: Language,
  types: readonly AnySearchType[],
  count: number,
  taken: readonly string[],
): PlannedSection[] {
  const w = wordingFor(language);
  const out: PlannedSection[] = [];
  for (const aspect of w.aspects) {
    if (out.length >= count) break;
    if (taken.some((t) => t.toLowerCase() === aspect.toLowerCase())) continue;
    const topic = { title: aspect, children: [] };
    out.push({
      title: aspect,
      description: w.description.replace("{list}", `${aspect}${w.listSeparator}${subject}`),
      subSections: w.questions.slice(0, QUESTIONS_PER_SECTION).map((q) => ({
        question: q.replaceAll("{p}", `${subject}${w.colon}${aspect}`).replaceAll("{t}", subject),
        searchQuery: { refinedQuery: `${subject} ${aspect}`, searchType: searchTypeOf(types) },
      })),
    });
    void topic;
  }
  return out;
}

/** Places topics as a paper reads them: by their page's relevance, then where they stand in the page. */
function paperOrder(topics: Topic[], index: EvidenceIndex, query: string): Topic[] {
  const rank = new Map(index.relevantPages(query).map((p, i) => [p.url, i]));
  return [...topics].sort(
    (a, b) =>
      (rank.get(a.url) ?? 99) - (rank.get(b.url) ?? 99) ||
      Math.min(...a.passages.map((p) => p.position)) - Math.min(...b.passages.map((p) => p.position)),
  );
}

export function planOutline(
  input: PlanSectionsInput & { background?: TermRarity },
  language: Language,
): PlannedOutline {
  const material = input.pages?.length
    ? [...input.pages, ...input.passages.filter((p) => !input.pages?.some((q) => q.url === p.url))]
    : input.passages;
  const index = indexPassages(material, language, input.background);
  const subject = subjectOfQuestion(input.query, language);
  const wanted = Math.max(1, input.numberOfSections);
  // The best passages first; when they name too few topics, every passage of the relevant pages.
  let topics = findTopics(index, input.query, language);
  if (topics.length < Math.min(3, wanted)) topics = findTopics(index, input.query, language, index.size);
  // Each clause of the question ("what caused …", "what was their impact") gets the topic that answers it
  // best; the strongest of the rest fill the outline. A topic with one passage among the best is thin;
  // those with more come first.
  const picked: Topic[] = [];
  for (const clause of clausesOf(input.query, language)) {
    const scores = index.scores(clause);
    const best = topics
      .filter((t) => !picked.includes(t))
      .map((t) => ({ t, s: t.passages.reduce((a, p) => a + (scores[p.id] as number), 0) }))
      .sort((a, b) => b.s - a.s)[0];
    if (best && best.s > 0 && picked.length < wanted) picked.push(best.t);
  }
  const strong = topics.filter((t) => t.passages.length >= 2 && !picked.includes(t));
  const thin = topics.filter((t) => t.passages.length < 2 && !picked.includes(t));
  const chosen = paperOrder([...picked, ...strong, ...thin].slice(0, wanted), index, input.query);
  const sections = chosen.map((t) => topicSection(t, subject, language, input.searchTypes));
  let warning: string | undefined;
  // Fewer topics than sections asked for: the paper has fewer sections rather than sections with nothing
  // of their own to say (the outline rules ask for one at least; the warning says why).
  if (sections.length < Math.min(3, wanted)) {
    const found = sections.length;
    warning = `The sources hold material for ${found} of the ${wanted} sections asked for: the outline has ${found} ${found === 1 ? "section" : "sections"} rather than sections on unrelated material.`;
  }
  if (sections.length === 0) throw new NoRelevantSourcesError(subject, index.pages.length);
  const title = composeTitle(
    input.query,
    sections.map((s) => s.title),
    language,
    [input.summary],
  );
  return { title, sections, ...(warning ? { warning } : {}) };
}

/** One more section for an outline being edited: the strongest topic of the material it lacks. */
export function nextSection(
  input: GenerateSectionInput & { background?: TermRarity },
  language: Language,
): PlannedSection {
  const subject = subjectOfQuestion(input.query, language);
  const taken = input.outline.sections.map((s) => matchTerms(s.title, language));
  const index = indexPassages(input.passages ?? [], language, input.background);
  const topic = findTopics(index, input.query, language).find(
    (t) => !taken.some((k) => overlap(k, matchTerms(t.title, language)) >= SAME_TOPIC),
  );
  if (topic) return topicSection(topic, subject, language, input.searchTypes);
  const [aspect] = aspectSections(
    subject,
    language,
    input.searchTypes,
    1,
    input.outline.sections.map((s) => s.title),
  );
  if (aspect) return aspect;
  throw new Error("The sources hold no topic the outline does not already cover.");
}

/** One more question for a section being edited: the first question about its topic it does not ask. */
export function nextQuestion(
  input: {
    query: string;
    section: PlannedSection;
    searchTypes: AnySearchType[];
    passages?: Passage[];
    background?: TermRarity;
  },
  language: Language,
): PlannedSubSection {
  const subject = subjectOfQuestion(input.query, language);
  const asked = new Set(input.section.subSections.map((s) => s.question.trim().toLowerCase()));
  const index = indexPassages(input.passages ?? [], language, input.background);
  const topic = findTopics(index, input.section.title, language)[0];
  const children = topic?.children ?? [];
  const candidates = topicQuestions({ title: input.section.title, children }, subject, language);
  const question =
    candidates.find((q) => !asked.has(q.toLowerCase())) ??
    `${candidates[0] ?? input.section.title} (${input.section.subSections.length + 1})`;
  const search = input.section.subSections[0]?.searchQuery ?? {
    refinedQuery: input.section.title,
    searchType: searchTypeOf(input.searchTypes),
  };
  return { question, searchQuery: search };
}
