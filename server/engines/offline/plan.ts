// The outline from the material: sections follow what the relevant sources have to say — their own
// headings ("Damage", "Partial Indexes"), the aspects of the subject the question asks for or the
// sources speak of (what it is, its history, how it works, its kinds, uses and limits), and topical
// clusters of sources without headings — each titled as a person would title it, with reader questions
// about it. A section needs material of its own: when the sources hold too little for the number of
// sections asked for, the outline has fewer (down to one) and says why.
import type { AnySearchType } from "../../../common/constants";
import { NUMBER_OF_SECTIONS_MAX, PLAN_MIN_SECTIONS, SUBSECTIONS_MAX } from "../../../common/constants";
import { analyzePhrase } from "../../text/analyze";
import { Bm25Index } from "../../text/bm25";
import { markdownHeading } from "../../text/headings";
import { isCjkLanguage, type Language } from "../../text/language";
import type { Passage, PlannedOutline, PlannedSection, PlannedSubSection } from "../types";
import { ASKED_ONLY, ASPECT_CUES, ASPECTS, type Aspect, askedAspects, aspectWording } from "./aspects";
import { kindHead, type NamedKind, namedKinds } from "./kinds";
import { phraseOverlaps } from "./outline-edit";
import { clusterTopics } from "./plan-clusters";
import { buildPool, duplicateKey, type PoolSentence, preferLanguage, writtenKeys } from "./pool";
import { asksForKinds, categoryTerms, readQuestion, withoutCategory } from "./question";
import { relevantUrls } from "./relevance";
import { buildQuestions, questionKey, searchTypeAt } from "./sections";
import { firstClause, type Subject, subjectOf, theSubject } from "./subject";
import { composeTitle } from "./title";
import { heading as headingCase, topicOf } from "./topic";
import { fill, joinList, wordingFor } from "./wording";
import { sentenceOwnership } from "./write-section";

/** Sentences of material a section needs at least. */
const MIN_MATERIAL = 3;
/** A candidate whose material is mostly another chosen section's is left out. */
const MAX_SHARED = 0.5;
/** Shared material allowed where overlap is natural: aspect with aspect, a part of the sources with
 *  the sections chosen when the outline is short of sections. */
const MAX_SHARED_LOOSE = 0.85;
/** Sentences of the material a section must be the first choice for. */
const MIN_OWNED = 1;
const MAX_HEADING_WORDS = 8;
/** Headings that organise a document without saying what a part is about. */
const STRUCTURAL =
  /^(?:name|synopsis|description|options?|see also|git|authors?|references?|notes?|bibliography|contents?|table of contents|external links|further reading|acknowl?edge?ments?|abstract|introduction|overview|summary|conclusions?|discussion|configuration|examples?|files|environment|bugs|reporting bugs|copyright|licen[cs]e|footnotes|sources|citations|appendix.*|index|preamble|keywords|general terms|categories and subject descriptors)$/iu;
/** Headings whose text is an overview of the subject. */
const OVERVIEW_HEADING =
  /^(?:name|synopsis|description|abstract|introduction|overview|background|summary)$/iu;

interface Segment {
  n: number;
  url: string;
  title: string;
  text: string;
  heading: string | null;
  /** The heading the segment's heading stands under ("Response" for "National"), if any. */
  parent: string | null;
}

/** One-word headings that qualify their parent's ("National" under "Response": "National Response"). */
const QUALIFIER =
  /^\p{L}+(?:al|ic|ive|ian|ese|ish|ary|ern|ward)$|^(?:domestic|foreign|local|public|official)$/iu;

/** Passages cut at their headings ("## Partial Indexes"), each part knowing the headings it is under. */
function segmentsOf(passages: readonly Passage[]): Segment[] {
  const out: Segment[] = [];
  for (const p of passages) {
    // A library file's title may name its part ("2022 Luzon earthquake — Damage").
    const titled = /\s[—–]\s(.+)$/u.exec(p.title)?.[1] ?? null;
    // The headings the passage was cut under, then those inside it.
    const path: { level: number; text: string }[] = (p.headings ?? []).map((text, i) => ({
      level: i + 1,
      text: /\s[—–]\s(.+)$/u.exec(text)?.[1] ?? text,
    }));
    if (path.length === 0 && titled) path.push({ level: 1, text: titled });
    // The page's own name ("git-reset(1) Manual Page") is no part of it.
    const own = (h: string) => {
      const a = h.toLowerCase().trim();
      const b = p.title
        .replace(/\s[—–]\s.+$/u, "")
        .toLowerCase()
        .trim();
      return a === b || (a.length > 3 && b.includes(a)) || (b.length > 3 && a.includes(b));
    };
    for (let i = path.length - 1; i >= 0; i--) if (own((path[i] as { text: string }).text)) path.splice(i, 1);
    let buffer: string[] = [];
    const flush = () => {
      const text = buffer.join("\n").trim();
      const leaf = path[path.length - 1]?.text ?? null;
      const parent = path[path.length - 2]?.text ?? null;
      const heading =
        leaf && parent && QUALIFIER.test(leaf) && !STRUCTURAL.test(parent) ? `${leaf} ${parent}` : leaf;
      if (text) out.push({ n: p.n, url: p.url, title: p.title, text, heading, parent });
      buffer = [];
    };
    for (const line of p.text.split("\n")) {
      const m = markdownHeading(line);
      if (m) {
        flush();
        const level = m.level;
        while (path.length > 0 && (path[path.length - 1] as { level: number }).level >= level) path.pop();
        // "# 2022 Luzon earthquake — Damage": the part after the dash names the part.
        const raw = m.text;
        const text = /\s[—–]\s(.+)$/u.exec(raw)?.[1] ?? raw;
        if (!own(text)) path.push({ level, text });
      } else buffer.push(line);
    }
    flush();
  }
  return out;
}

/** Each source page once: its title, first sentences and the headings of its parts, in pool order. */
function sourcePages(segments: readonly Segment[], pool: readonly PoolSentence[]) {
  const pages = new Map<string, { url: string; title: string; openings: string[]; headings: string[] }>();
  for (const segment of segments) {
    const page = pages.get(segment.url) ?? {
      url: segment.url,
      title: segment.title,
      openings: [],
      headings: [],
    };
    if (segment.heading && !page.headings.includes(segment.heading)) page.headings.push(segment.heading);
    pages.set(segment.url, page);
  }
  for (const s of pool) {
    const page = pages.get(segments[s.source]?.url ?? "");
    if (page && s.complete && page.openings.length < 3) page.openings.push(s.text);
  }
  return [...pages.values()];
}

/**
 * Where a part of an account usually stands (English headings): the background first, then the event,
 * its toll, the response, the inquiry, and the aftermath and reactions last — the order of an
 * encyclopedia article, whatever order the search returned its parts in. 5 when the heading says none.
 */
const STORY_PHASES: [RegExp, number][] = [
  [/\b(?:background|context|prelude|origins?|preparations?|build-?up|history)\b/iu, 1],
  [
    /\b(?:bids?|hosts?|venues?|format|qualification|qualifying|teams|candidates|electoral system|parties)\b/iu,
    2,
  ],
  [
    /\b(?:events?|incident|crash|attack|collision|earthquake|explosion|bombing|shooting|match|race|election|ceremony|proceedings|campaign|timeline|characteristics|tectonic)\b/iu,
    3,
  ],
  [
    /\b(?:results?|summary|victims|casualties|passengers|perpetrator|impact|effects?|damage|aftershocks)\b/iu,
    4,
  ],
  [/\b(?:response|rescue|relief|humanitarian|evacuations?)\b/iu, 6],
  [/\b(?:investigation|inquiry|trial|conduct|anomalies)\b/iu, 7],
  [/\b(?:aftermath|reactions?|legacy|controversy|controversies|analysis)\b/iu, 8],
];

function storyPhase(title: string, language: Language): number {
  if (language !== "en") return 5;
  for (const [pattern, phase] of STORY_PHASES) if (pattern.test(title)) return phase;
  return 5;
}

/** A heading as a section title, or null when it is no topic ("SYNOPSIS", "--soft", "3.2"). */
export function cleanHeading(raw: string, language: Language): { title: string; item: boolean } | null {
  const text = raw
    .replace(/^(?:\d+(?:\.\d+)*\.?|[IVX]+\.)\s+/u, "")
    .replace(/[:.]$/u, "")
    // "Overview: Example Tracing Run" is a part on the example, whatever the paper files it under.
    .replace(/^(?:overview|introduction|background|summary)\s*:\s*(?=\p{L})/iu, "")
    .trim();
  if (!/\p{L}{2}/u.test(text) || text.split(/\s+/u).length > MAX_HEADING_WORDS) return null;
  // A command, option or file name ("pre-commit", "--soft", "git-gc") is an item of a list of kinds.
  if (
    /^[-\w.$/]+$/u.test(text) &&
    (/[-_./$]/u.test(text) || /^\p{Ll}+$/u.test(text)) &&
    !isCjkLanguage(language)
  )
    return { title: text, item: true };
  if (STRUCTURAL.test(text)) return null;
  // "v2.6.20-rc4 and v2.6.20-rc1 are good": a clause or a version is no part's topic.
  if (language === "en" && (/\b(?:is|are|was|were)\b/iu.test(text) || /\p{L}\d|\d[.-]\d/u.test(text)))
    return null;
  const caps = /^[\p{Lu}\s\d-]+$/u.test(text) && /\p{Lu}{3}/u.test(text);
  const cased = caps ? text.toLowerCase() : text;
  return { title: headingCase(cased.charAt(0).toUpperCase() + cased.slice(1), language), item: false };
}

interface Candidate {
  /** "kind": a kind of the subject the sources name, for a question that asks for its kinds. */
  kind: "aspect" | "heading" | "cluster" | "kind";
  aspect?: Aspect;
  title: string;
  /** Phrases for questions (headings and clusters). */
  phrases: string[];
  material: Set<PoolSentence>;
  score: number;
  position: number;
  asked: boolean;
  /** Headings of the sources this heading stands under or over ("Marketing" for "Branding"), lower case. */
  family?: Set<string>;
}

function sentenceSet(sentences: Iterable<PoolSentence>): Set<PoolSentence> {
  return new Set(sentences);
}

/** What each candidate section would be made of. */
function candidates(input: {
  pool: PoolSentence[];
  segments: Segment[];
  headingOf: Map<PoolSentence, string | null>;
  parentOf: Map<PoolSentence, string | null>;
  /** Whether a sentence comes from a source whose title names the subject. */
  titled: (s: PoolSentence) => boolean;
  relevance: number[];
  subject: Subject;
  asked: Aspect[];
  clusters: ReturnType<typeof clusterTopics>;
  language: Language;
  frames: string[];
  event: boolean;
  kinds: NamedKind[];
}): Candidate[] {
  const { pool, relevance, language } = input;
  const out: Candidate[] = [];
  const byText = new Map(pool.map((s) => [s.text, s]));
  const at = new Map(pool.map((s, i) => [s, i]));
  const weight = (set: Set<PoolSentence>) => {
    let w = 0;
    for (const s of set) w += 0.5 + (relevance[at.get(s) ?? -1] ?? 0);
    return w;
  };
  // Headings of the sources, with the sentences under them.
  const byHeading = new Map<
    string,
    { title: string; item: boolean; sentences: PoolSentence[]; first: number; family: Set<string> }
  >();
  pool.forEach((s, i) => {
    const raw = input.headingOf.get(s);
    if (!raw) return;
    // A part's sentences are its parent's too ("Sindh" is part of "Impact").
    const parent = input.parentOf.get(s);
    const parentClean = parent ? cleanHeading(parent, language) : null;
    if (parentClean && !parentClean.item && parentClean.title.toLowerCase() !== raw.toLowerCase()) {
      const key = parentClean.title.toLowerCase();
      const entry = byHeading.get(key) ?? {
        title: parentClean.title,
        item: false,
        sentences: [],
        first: i,
        family: new Set<string>(),
      };
      entry.sentences.push(s);
      entry.family.add((cleanHeading(raw, language)?.title ?? raw).toLowerCase());
      byHeading.set(key, entry);
    }
    const clean = cleanHeading(raw, language);
    const key = clean ? clean.title.toLowerCase() : `#${raw.toLowerCase()}`;
    const entry = byHeading.get(key) ?? {
      title: clean?.title ?? raw,
      item: clean?.item ?? false,
      sentences: [],
      first: i,
      family: new Set<string>(),
    };
    entry.sentences.push(s);
    if (parentClean && !parentClean.item) entry.family.add(parentClean.title.toLowerCase());
    if (!clean) entry.item = OVERVIEW_HEADING.test(raw.replace(/^\d+(?:\.\d+)*\.?\s+/u, "").trim());
    byHeading.set(key, entry);
  });
  const overviewSentences: PoolSentence[] = [];
  const itemSentences: PoolSentence[] = [];
  const subjectWords = new Set(analyzePhrase(input.subject.text, language).terms);
  for (const [key, h] of byHeading) {
    if (key.startsWith("#")) {
      // A structural heading: its text is an overview when it is DESCRIPTION, Introduction …
      if (h.item) overviewSentences.push(...h.sentences);
      continue;
    }
    if (h.item) {
      itemSentences.push(...h.sentences);
      continue;
    }
    // A heading that only repeats the subject is no part of it.
    const terms = analyzePhrase(h.title, language).terms;
    if (terms.length > 0 && terms.every((t) => subjectWords.has(t))) {
      overviewSentences.push(...h.sentences);
      continue;
    }
    const material = sentenceSet(h.sentences);
    // A part of a page on another subject ("Basic bisect commands" in a paper on git reset) weighs
    // less than a part of the pages whose title names the subject.
    const onTitled = h.sentences.some((x) => input.titled(x));
    out.push({
      kind: "heading",
      family: h.family,
      title: h.title,
      phrases: [h.title],
      material,
      // The sources' own parts come before aspects found by their words.
      score: weight(material) * (onTitled ? 1.5 : 0.5),
      position: h.first / Math.max(1, pool.length),
      asked: false,
    });
  }
  // The kinds the sources name, each from its page or part: they stand in for a section on the kinds.
  const namesKinds = input.kinds.length >= 2;
  for (const kind of namesKinds ? input.kinds : []) {
    const sentences = pool.filter((s) => {
      const segment = input.segments[s.source];
      if (!segment) return false;
      if (kind.pages.has(segment.url)) return true;
      return [segment.heading, segment.parent].some((h) => h && kind.headings.has(h.toLowerCase()));
    });
    if (sentences.length === 0) continue;
    const material = sentenceSet(sentences);
    out.push({
      kind: "kind",
      title: kind.name,
      phrases: [kind.name],
      material,
      score: weight(material),
      position: (at.get(sentences[0] as PoolSentence) ?? 0) / Math.max(1, pool.length),
      asked: true,
    });
  }
  // Aspects: the sentences on the subject that speak of each (English), or the overview's.
  const onSubject = pool.filter((_, i) => (relevance[i] ?? 0) > 0);
  const leads = pool.filter((s) => s.position <= 1);
  for (const aspect of ASPECTS) {
    let sentences: PoolSentence[] = [];
    if (language === "en") sentences = onSubject.filter((s) => ASPECT_CUES[aspect].test(s.text));
    if (aspect === "overview") sentences = [...overviewSentences, ...leads, ...sentences.slice(0, 12)];
    if (aspect === "kinds") {
      const frames = input.frames.map((f) => new RegExp(`\\b${f.replace(/s$/u, "")}`, "iu"));
      sentences = [
        ...itemSentences,
        ...sentences,
        ...onSubject.filter((s) => frames.some((f) => f.test(s.text))),
      ];
    }
    const material = sentenceSet(sentences);
    if (material.size === 0 && !input.asked.includes(aspect)) continue;
    // The kinds named, a section each says what it is and when to use it.
    if ((aspect === "kinds" || aspect === "uses") && namesKinds) continue;
    // Causes and impact only when asked: most subjects have neither.
    if (ASKED_ONLY.has(aspect) && !input.asked.includes(aspect)) continue;
    // An event has no workings, kinds or uses, and its history is told by its own parts.
    if (input.event && aspect !== "overview" && !input.asked.includes(aspect)) continue;
    // Kinds of a single thing ("the gitignore file") only when asked, or listed in the sources.
    if (
      aspect === "kinds" &&
      !input.asked.includes(aspect) &&
      !input.subject.plural &&
      itemSentences.length < 3
    )
      continue;
    const title = aspectWording(aspect, language, input.subject).title;
    out.push({
      kind: "aspect",
      aspect,
      title,
      phrases: [],
      material,
      // The summary already says what the subject is: an overview section only when little else is there.
      score: weight(material) * (aspect === "overview" ? 0.2 : input.asked.includes(aspect) ? 3 : 0.6),
      position: ASPECTS.indexOf(aspect) / 10,
      asked: aspect !== "overview" && input.asked.includes(aspect),
    });
  }
  // Topical clusters of the material, for sources without headings.
  for (const c of input.clusters) {
    // The clusters come from their own reading of the passages: their sentences are matched by text.
    const material = sentenceSet(c.sentences.flatMap((s) => byText.get(s.text) ?? []));
    // A cluster standing mostly under one heading of its sources is titled by it, as a person would;
    // else by its main phrase alone (a list of phrases is no title).
    const headings = new Map<string, number>();
    for (const s of material) {
      const h = input.headingOf.get(s);
      const clean = h ? cleanHeading(h, language) : null;
      if (clean && !clean.item) headings.set(clean.title, (headings.get(clean.title) ?? 0) + 1);
    }
    const [common, count = 0] = [...headings].sort((a, b) => b[1] - a[1])[0] ?? [];
    const title =
      common && count >= Math.max(2, material.size * 0.4)
        ? common
        : headingCase(c.heading[0] ?? joinList(c.heading, wordingFor(language)), language);
    out.push({
      kind: "cluster",
      title,
      // Its questions are about what its title names (its other key phrases are often stray words).
      phrases: [common === title ? title : (c.heading[0] ?? title)],
      material,
      score: weight(material) * 0.5,
      position: c.position,
      asked: false,
    });
  }
  return out;
}

/**
 * The passes of the outline's choice, each taking candidates the one before left out: "material", those
 * with MIN_MATERIAL sentences no chosen section has; below the plan's minimum "thin" (one such sentence)
 * and "any" (material at all). Short of the sections asked for, "sharing": the sources' own parts
 * (headings, clusters) whose material other sections' mostly hold too.
 */
type Pass = "material" | "thin" | "any" | "sharing";
const PASSES: Pass[] = ["material", "thin", "any"];
const SHORT_PASSES: Pass[] = ["material", "sharing"];

function admits(pass: Pass, c: Candidate, own: number): boolean {
  const asked = c.asked && c.material.size > 0;
  switch (pass) {
    case "material":
      return own >= MIN_MATERIAL || asked;
    case "thin":
      return own >= 1 || asked;
    case "any":
      return c.material.size > 0;
    case "sharing":
      return c.kind !== "aspect" && own > 0 && c.material.size >= MIN_MATERIAL;
  }
}

/** Share of a's material that b already has. */
function shared(a: Set<PoolSentence>, b: Set<PoolSentence>): number {
  if (a.size === 0) return 0;
  let n = 0;
  for (const s of a) if (b.has(s)) n++;
  return n / a.size;
}

/** The question's own clauses as standalone questions ("What is TAM?", "How has it been extended?"). */
function clauseQuestions(query: string, language: Language, subject?: Subject): string[] {
  const text = query.trim().replace(/\s+/gu, " ");
  if (!/[?？]$/u.test(text)) return [];
  const body = text.replace(/[?？]+$/u, "");
  const first = firstClause(body);
  const mark = isCjkLanguage(language) ? "？" : language === "fr" ? " ?" : "?";
  const rest = body
    .slice(first.length)
    .replace(/^\s*,?\s*\S+\s+/u, "")
    .trim();
  const out = [`${first.trim().replace(/\s+$/u, "")}${mark}`];
  if (rest) {
    // "What was their impact?" stands alone as "What was the impact of the 2022 Pakistan floods?".
    const the = subject ? theSubject(subject) : undefined;
    const alone =
      language === "en" && the
        ? rest
            .replace(/\b(?:their|its)\s+(\p{L}+)/u, `the $1 of ${the}`)
            .replace(/\b(?:they|it)\b(?=\s+\p{L})/u, the)
            // "When should each be used?": each of the things asked about.
            .replace(
              /\beach\b(?=\s+(?:be|is|are|was|were|do|does|did|work|works|run|runs)\b)/u,
              `each of ${the}`,
            )
        : rest;
    out.push(`${alone.charAt(0).toUpperCase()}${alone.slice(1)}${mark}`);
  }
  return out.filter((q) => [...q].length > 4);
}

/** The search query of a section's question: the subject with the section's own words. */
function searchQuery(full: string, words: string, language: Language): string {
  // A section searches for the thing itself ("index in SQLite"), its words saying which part of it.
  const subject = withoutCategory(full, language);
  const subjectTerms = new Set(analyzePhrase(subject, language).terms);
  const extra = analyzePhrase(words, language).terms.filter((t) => !subjectTerms.has(t));
  if (extra.length === 0) return subject;
  return isCjkLanguage(language) ? `${subject}${words}` : `${subject} ${words}`;
}

const ASPECT_SEARCH: Record<Aspect, string> = {
  overview: "",
  causes: "causes",
  effects: "impact",
  history: "history",
  workings: "how it works",
  kinds: "types",
  uses: "use",
  limits: "limitations",
};

export function planOutline(
  input: {
    query: string;
    summary: string;
    passages: Passage[];
    numberOfSections: number;
    searchTypes: AnySearchType[];
    pages?: Passage[];
  },
  language: Language,
): PlannedOutline {
  const wanted = Math.min(
    NUMBER_OF_SECTIONS_MAX,
    Math.max(PLAN_MIN_SECTIONS, Math.round(input.numberOfSections)),
  );
  const question = readQuestion(input.query, language);
  const subject = subjectOf(question);
  const wording = wordingFor(language);
  // Sections are made only of sources about the question (judged on all that was read of them).
  const pages = input.pages ?? [];
  const relevant = relevantUrls([...pages, ...input.passages], input.query, language);
  const about = <T extends { url: string }>(list: T[]) =>
    relevant.size > 0 ? list.filter((p) => relevant.has(p.url)) : list;
  // The sources whose title names the subject by a distinctive word ("git-reset(1)" for git reset).
  const titles = [...new Set([...about(pages), ...about(input.passages)].map((p) => p.title))];
  const titleTerms = new Map(
    titles.map((t) => [t, new Set(analyzePhrase(t.replace(/[-_]/gu, " "), language).terms)]),
  );
  const subjectTerms = analyzePhrase(subject.text, language).terms.filter((t) => !/^\p{N}/u.test(t));
  const distinctive = subjectTerms.filter((t) => {
    const df = titles.filter((x) => titleTerms.get(x)?.has(t)).length;
    return df > 0 && df <= Math.max(1, titles.length * 0.5);
  });
  const titledPage = (title: string) => {
    const terms = titleTerms.get(title);
    return distinctive.length === 0 || distinctive.some((t) => terms?.has(t));
  };
  // The pages on the subject are read whole (every part under its headings); of the others (a page on
  // another command that mentions this one, a custom source) the passages that ranked for the question.
  const whole = about(pages).filter((p) => titledPage(p.title));
  const wholeUrls = new Set(whole.map((p) => p.url));
  const passages = [...whole, ...about(input.passages).filter((p) => !wholeUrls.has(p.url))];
  const segments = segmentsOf(passages);
  const all = preferLanguage(buildPool(segments, language), language, 2000);
  const complete = all.filter((s) => s.complete);
  const pool = complete.length >= 20 ? complete : all;
  const headingOf = new Map(pool.map((s) => [s, segments[s.source]?.heading ?? null]));
  const parentOf = new Map(pool.map((s) => [s, segments[s.source]?.parent ?? null]));
  const titled = (s: PoolSentence) => titledPage(segments[s.source]?.title ?? "");
  const index = new Bm25Index(pool.map((s) => s.terms));
  const queryTerms = analyzePhrase(input.query, question.language).terms;
  const raw = index.scores(queryTerms);
  let top = 0;
  for (const v of raw) top = Math.max(top, v);
  const relevance = Array.from(raw, (v) => (top > 0 ? v / top : 0));
  const frames = question.phrases.filter((p) => p.kind === "generic").map((p) => p.text);
  const asked = askedAspects(firstClause(question.text), language).concat(
    askedAspects(question.text.slice(firstClause(question.text).length), language),
  );
  // A dated subject ("2022 Luzon earthquake") or a question of what happened is about an event.
  const event =
    language === "en" &&
    (/\b(?:1[89]\d\d|20\d\d)\b/u.test(subject.text) ||
      /\b(?:happened|unfold(?:ed)?|took place)\b/iu.test(input.query));
  // Topics are clustered from the chunks that ranked for the question: a long page read whole speaks of
  // much besides it (a manual page's every option), and its parts are candidates by their headings.
  const clusters = clusterTopics({ ...input, passages: about(input.passages), wanted }, language);
  const head = asksForKinds(question) ? kindHead(subject.text, categoryTerms(question), language) : null;
  const kinds = head ? namedKinds(sourcePages(segments, pool), head, language) : [];
  const list = candidates({
    pool,
    segments,
    headingOf,
    parentOf,
    titled,
    relevance,
    subject,
    asked: [...new Set(asked)],
    clusters,
    language,
    frames,
    event,
    kinds,
  }).sort((a, b) => Number(b.asked) - Number(a.asked) || b.score - a.score);

  // The outline from the candidates not excluded: the best with material of their own. `short`: the
  // outline is short of the sections asked for, and a candidate whose sentences other sections' material
  // also holds may stand in (an aspect such as Impact claims every sentence that speaks of damage, the
  // Sindh part of the sources too); whether it still writes sentences of its own is checked after.
  // `only`: these candidates and no others (an outline without the sections that have nothing to write).
  const build = (excluded: ReadonlySet<Candidate>, short = false, only?: readonly Candidate[]) => {
    // Greedy: the best candidates with material of their own, headings not repeating another's words.
    const chosen: Candidate[] = only ? [...only] : [];
    const taken = new Set<PoolSentence>();
    // Last, when the material is thin: any candidate with material, however much it shares (its own
    // sentences are found by the ownership check below), rather than an aspect with none.
    for (const pass of only ? [] : short ? SHORT_PASSES : PASSES) {
      for (const c of list) {
        if (chosen.length >= wanted) break;
        if (chosen.includes(c) || excluded.has(c)) continue;
        const own = [...c.material].filter((s) => !taken.has(s)).length;
        if (!admits(pass, c, own)) continue;
        // Aspects overlap by nature (a sentence on how a thing works often says when to use it), and a
        // part of the sources with an aspect whose cue words its sentences use ("Bisect Run" with How It
        // Works): the writers give each sentence to one of them.
        const limit = (d: Candidate) =>
          pass === "any" ? 1 : pass === "sharing" || d.kind === "aspect" ? MAX_SHARED_LOOSE : MAX_SHARED;
        if (chosen.some((d) => shared(c.material, d.material) > limit(d) && c.material.size > 0)) continue;
        const terms = analyzePhrase(c.title, language).terms;
        if (chosen.some((d) => phraseOverlaps(terms, analyzePhrase(d.title, language).terms))) continue;
        // A part and the part it stands under ("Branding" under "Marketing") would share one material:
        // the one chosen first writes it, the other would have nothing left of its own.
        const key = (x: Candidate) => x.title.toLowerCase();
        if (chosen.some((d) => d.family?.has(key(c)) || c.family?.has(key(d)))) continue;
        chosen.push(c);
        for (const s of c.material) taken.add(s);
      }
      if (chosen.length >= (short ? wanted : PLAN_MIN_SECTIONS)) break;
    }
    // Below the plan's minimum, the subject's aspects stand in (their questions still fit the subject);
    // those that would have nothing to write are left out after.
    for (const aspect of only ? [] : ASPECTS) {
      if (chosen.length >= PLAN_MIN_SECTIONS) break;
      if (chosen.some((c) => c.aspect === aspect) || ASKED_ONLY.has(aspect)) continue;
      chosen.push({
        kind: "aspect",
        aspect,
        title: aspectWording(aspect, language, subject).title,
        phrases: [],
        material: new Set(),
        score: 0,
        position: ASPECTS.indexOf(aspect) / 10,
        asked: false,
      });
    }
    // Overview first, history next, the sources' own parts in their order, then the other aspects.
    const rank = (c: Candidate) =>
      c.aspect === "overview"
        ? 0
        : c.aspect && ASKED_ONLY.has(c.aspect)
          ? 0.5 + c.position
          : c.aspect === "history"
            ? 1
            : c.kind === "kind"
              ? 1.5 + c.position / 100
              : c.kind === "aspect"
                ? 3 + c.position
                : 2 + storyPhase(c.title, language) / 10 + c.position / 100;
    chosen.sort((a, b) => rank(a) - rank(b));

    // The question's own clauses go to the sections that answer them best.
    const clauses = clauseQuestions(input.query, question.language, subject);
    const clauseOf = new Map<Candidate, string[]>();
    for (const clause of clauses) {
      const aspects = askedAspects(clause, language);
      // "Which kinds of indexes does SQLite provide and when should each be used?": the summary names
      // them, and a section each says what one is and when to use it.
      if (aspects.some((a) => a === "kinds" || a === "uses") && chosen.some((c) => c.kind === "kind"))
        continue;
      // The most specific aspect first: "What was their impact?" goes to Impact, not to the overview.
      const target =
        chosen.find(
          (c) => c.aspect && c.aspect !== "overview" && aspects.includes(c.aspect) && !clauseOf.has(c),
        ) ??
        chosen.find((c) => c.aspect && aspects.includes(c.aspect) && !clauseOf.has(c)) ??
        chosen.find((c) => !clauseOf.has(c)) ??
        chosen[0];
      if (target) clauseOf.set(target, [...(clauseOf.get(target) ?? []), clause]);
    }

    const topic = { ...topicOf(input.query, language), main: subject.text };
    const englishTopic = language === "en" ? { ...topic, main: theSubject(subject) } : topic;

    const commonWords = new Set(
      pool.flatMap((s) => s.tokens.filter((t) => /^\p{Ll}/u.test(t.surface)).map((t) => t.surface)),
    );
    // Words the sources capitalise inside a sentence: names ("Sindh", "Wagner"), kept as written.
    const names = new Set(
      pool.flatMap((s) =>
        s.tokens.filter((t, i) => i > 0 && /^\p{Lu}/u.test(t.surface)).map((t) => t.surface),
      ),
    );
    const used = new Set<string>();
    const sections: PlannedSection[] = chosen.map((c, i) => {
      const own = clauseOf.get(c) ?? [];
      let asks: { question: string; words: string; search?: string }[];
      const things = kindsOf(subject, language);
      const partAsks = event && c.kind !== "aspect" ? partQuestions(c.title, subject) : null;
      if (c.aspect === "kinds" && things) {
        // "modes of git reset": the section is about the modes themselves.
        c.title = headingCase(things.head, language);
        asks = [
          `Which ${things.head} ${things.owner ? `does ${things.owner} have` : "are there"}?`,
          `How do the ${things.head} differ?`,
          `Which of the ${things.head} is the default?`,
        ].map((question) => ({ question, words: things.head }));
      } else if (c.kind === "kind") {
        // "Partial Indexes": what they are, how they work, when to use them — of the thing and its owner.
        // A kind's name is a common noun ("clustered indexes"); a written name keeps its form ("R*Tree").
        const them = c.title
          .split(" ")
          .map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w))
          .join(" ");
        const of = things?.owner ? ` in ${things.owner}` : "";
        asks = [`What are ${them}${of}?`, `How do ${them} work?`, `When should ${them} be used?`].map(
          (question) => ({ question, words: c.title, search: `${them}${of}` }),
        );
      } else if (c.aspect === "overview" && event) {
        // An event is not defined but told: what happened, when and where, who took part.
        const the = theSubject(subject);
        asks = [
          `What happened in ${the}?`,
          `When and where did ${the} take place?`,
          `Who was involved in ${the}?`,
        ].map((question) => ({ question, words: "" }));
      } else if (c.kind === "aspect" && c.aspect) {
        const w = aspectWording(c.aspect, language, subject);
        asks = w.questions.map((q) => ({ question: q, words: ASPECT_SEARCH[c.aspect as Aspect] }));
      } else if (partAsks) {
        // A part of an account ("Background", "Reactions") asks what a reader asks of that part of it.
        asks = partAsks.map((question) => ({ question, words: c.title }));
      } else {
        asks = buildQuestions({
          // Inside a question a heading is a common noun ("the connection between damage and …").
          // A common phrase of several words names one thing: "the example tracing run", "the pattern format".
          phrases: c.phrases.map((p) => (language === "en" ? theOf(commonCase(p, commonWords, names)) : p)),
          topic: englishTopic,
          language,
          searchTypes: input.searchTypes,
          offset: i,
          used: new Set(used),
          min: 3,
          max: 3,
        }).map((q) => ({ question: q.question, words: c.title }));
      }
      const questions: PlannedSubSection[] = [];
      const ownAsks: typeof asks = own.map((question) => ({ question, words: "" }));
      for (const q of [...ownAsks, ...asks]) {
        if (questions.length >= SUBSECTIONS_MAX || (questions.length >= 3 && !own.includes(q.question)))
          break;
        // "What is the X?" repeats the question's own "What is X?".
        const key = questionKey(q.question).replace(/\b(?:the|a|an)\s+/gu, "");
        if (used.has(key)) continue;
        used.add(key);
        questions.push({
          question: q.question,
          searchQuery: {
            refinedQuery: own.includes(q.question)
              ? q.question.replace(/[?？\s]+$/u, "")
              : (q.search ?? searchQuery(subject.text, q.words, language)),
            searchType: searchTypeAt(input.searchTypes, i + questions.length),
          },
        });
      }
      const described = keyTerms(c, language, subject);
      return {
        title: c.title,
        description: fill(wording.description, { list: joinList(described, wording) }),
        subSections: questions,
      };
    });
    return { chosen, sections };
  };
  // Each section must have sentences of its own: the sentences of the material are given to the
  // sections as the writers will give them (sentenceOwnership), and a section left with fewer than
  // MIN_OWNED gives way to the next candidate, or the outline has fewer sections.
  const summaryKeys = writtenKeys(input.summary);
  const material = pool.filter(
    (s, i) => (relevance[i] ?? 0) > 0 && s.complete && !summaryKeys.has(duplicateKey(s.text)),
  );
  const title = composeTitle(input.query, [], language);
  const passageTitles = new Map(passages.map((p) => [p.n, p.title]));
  const titleOf = (n: number) => passageTitles.get(n);
  const excluded = new Set<Candidate>();
  let plan = build(excluded);
  const poorOf = (p: typeof plan) => {
    const owned = ownedCounts({ title, sections: p.sections }, material, language, input.query, titleOf);
    return p.chosen.filter((_, i) => (owned[i] ?? 0) < MIN_OWNED);
  };
  let poor = poorOf(plan);
  for (let round = 0; round < 4; round++) {
    const replaceable = poor.filter((c) => c.material.size > 0);
    if (replaceable.length === 0) break;
    for (const c of replaceable) excluded.add(c);
    const next = build(excluded);
    const nextPoor = poorOf(next);
    // Only a plan with fewer sections lacking sentences of their own replaces this one.
    if (next.sections.length < PLAN_MIN_SECTIONS || nextPoor.length >= poor.length) break;
    plan = next;
    poor = nextPoor;
  }
  // Short of the sections asked for: an outline that also takes parts sharing more of their material
  // replaces this one when each of its sections still writes sentences of its own.
  if (plan.sections.length < wanted) {
    const fuller = build(excluded, true);
    if (fuller.sections.length > plan.sections.length && poorOf(fuller).length === 0) {
      plan = fuller;
      poor = [];
    }
  }
  // A section with no sentence of its own nor in reserve is not planned (it would be written empty): the
  // outline has fewer sections, down to one, rather than sections on nothing.
  // The writers read every sentence of their sources, not only those sharing the question's words.
  const readable = pool.filter((s) => s.complete && !summaryKeys.has(duplicateKey(s.text)));
  const emptyOf = (p: typeof plan) => {
    const usable = ownedCounts(
      { title, sections: p.sections },
      readable,
      language,
      input.query,
      titleOf,
      true,
    );
    return p.chosen.filter((_, i) => (usable[i] ?? 0) === 0);
  };
  let empty = emptyOf(plan);
  for (let round = 0; round < 3 && empty.length > 0 && plan.chosen.length > 1; round++) {
    const kept = plan.chosen.filter((c) => !empty.includes(c));
    plan = build(excluded, false, kept.length > 0 ? kept : plan.chosen.slice(0, 1));
    empty = emptyOf(plan);
  }
  const { sections } = plan;
  const outline: PlannedOutline = { title, sections };
  if (sections.length < wanted) {
    outline.warning = `The sources hold material for ${sections.length} of the ${wanted} sections asked for: the outline has ${sections.length} ${sections.length === 1 ? "section" : "sections"} rather than sections on unrelated material.`;
  }
  return outline;
}

/** How many of the material's sentences each section of an outline would write (see sentenceOwnership);
 *  `reserve`: its sentences in reserve too (those a section writes when it has none of its own). */
function ownedCounts(
  outline: PlannedOutline,
  material: PoolSentence[],
  language: Language,
  query: string,
  titleOf: (n: number) => string | undefined,
  reserve = false,
): number[] {
  const ownership = sentenceOwnership(outline, language, query);
  const counts = outline.sections.map(() => 0);
  for (const s of material) {
    const { owner, runnerUp } = ownership({ ...s, sourceTitle: titleOf(s.n) });
    const to = owner >= 0 ? owner : reserve ? runnerUp : -1;
    if (to >= 0) counts[to] = (counts[to] ?? 0) + 1;
  }
  return counts;
}

/** What a reader asks of a part of an account of an event (English headings), by the part's kind. */
const PART_QUESTIONS: [RegExp, string[]][] = [
  [
    /^(?:background|context|prelude|build-?up|origins?)$/iu,
    ["What led up to {the}?", "What was the situation before {the}?", "Which earlier events shaped {the}?"],
  ],
  [
    /^(?:incident|events?|crash|attack|collision|explosion|bombing|shooting|timeline|match summary|race overview|proceedings)$/iu,
    ["What happened during {the}?", "How did {the} unfold?", "What was seen and recorded of {the}?"],
  ],
  [
    /^(?:investigations?|inquiry|inquiries)$/iu,
    [
      "What did the investigation of {the} find?",
      "Who investigated {the}?",
      "Which explanations of {the} were considered?",
    ],
  ],
  [
    /^(?:(?:domestic |international )?reactions?)$/iu,
    [
      "How did governments and people react to {the}?",
      "Who commented on {the}, and what did they say?",
      "How was {the} reported?",
    ],
  ],
  [
    /^(?:aftermath|legacy)$/iu,
    [
      "What happened after {the}?",
      "What were the lasting consequences of {the}?",
      "What changed because of {the}?",
    ],
  ],
  [
    /^(?:response|rescue|relief|humanitarian (?:efforts|response|aid))$/iu,
    [
      "How did the authorities respond to {the}?",
      "Which rescue and relief efforts followed {the}?",
      "Who sent help after {the}?",
    ],
  ],
  [
    /^(?:damage|casualties|victims)$/iu,
    [
      "What damage did {the} cause?",
      "How many people were killed or injured in {the}?",
      "Who was affected by {the}, and how?",
    ],
  ],
];

function partQuestions(title: string, subject: Subject): string[] | null {
  const questions = PART_QUESTIONS.find(([pattern]) => pattern.test(title.trim()))?.[1];
  if (!questions) return null;
  const the = theSubject(subject);
  return questions.map((q) => q.replace("{the}", the));
}

/** A heading's words in lower case where the sources write them so ("Damage" → "damage", "Abra" stays). */
export function commonCase(phrase: string, common: ReadonlySet<string>, names: ReadonlySet<string>): string {
  const words = phrase.split(" ");
  // A heading with a common word is a common phrase ("Alternate terms", "Media coverage"): its title-cased
  // words are lower case too, unless the sources write them as names ("the Wagner Group").
  const titled = (w: string) => /^\p{Lu}\p{Ll}+$/u.test(w);
  const phraseIsCommon =
    words.some((w) => common.has(w.toLowerCase())) || words.every((w) => titled(w) && !names.has(w));
  const out: string[] = [];
  let previousName = false;
  for (const w of words) {
    const name = titled(w) && names.has(w);
    const lower: boolean =
      !(name && previousName) && (common.has(w.toLowerCase()) || (phraseIsCommon && titled(w) && !name));
    out.push(lower ? w.toLowerCase() : w);
    previousName = !lower && /^\p{Lu}/u.test(w);
  }
  return out.join(" ");
}

/** An English common phrase of several words, in the singular, with "the" ("the example tracing run"). */
function theOf(phrase: string): string {
  const common = /^\p{Ll}/u.test(phrase) && phrase.includes(" ") && !/^(?:the|a|an)\s/iu.test(phrase);
  return common && !/s$/u.test(phrase) ? `the ${phrase}` : phrase;
}

/** "modes of git reset" → the modes and their owner; null when the subject is not a plural of something. */
function kindsOf(subject: Subject, language: Language): { head: string; owner: string } | null {
  if (language !== "en" || !subject.plural) return null;
  const m = /^(.+?)\s+(?:of|in)\s+(.+)$/u.exec(subject.text);
  const head = (m?.[1] ?? subject.text).trim();
  if (head.split(/\s+/u).length > 3) return null;
  return { head, owner: m?.[2]?.trim() ?? "" };
}

/** The words a section's material uses most, beside the subject's: what the section covers. */
function keyTerms(c: Candidate, language: Language, subject: Subject): string[] {
  const counts = new Map<string, { n: number; text: string }>();
  const skip = new Set(analyzePhrase(`${subject.text} ${c.title}`, language).terms);
  for (const s of c.material) {
    for (const t of s.tokens) {
      if (t.stop || t.numeric || skip.has(t.norm) || [...t.surface].length < 3) continue;
      // Verbs say little of what a section covers ("said", "including").
      if (language === "en" && /^(?:\p{Ll}+(?:ing|ed)|said|says)$/u.test(t.surface)) continue;
      const e = counts.get(t.norm) ?? { n: 0, text: t.surface };
      e.n++;
      counts.set(t.norm, e);
    }
  }
  const top = [...counts.values()]
    .filter((e) => e.n >= 2)
    .sort((a, b) => b.n - a.n)
    .slice(0, 3)
    .map((e) => e.text);
  return top.length > 0 ? top : [c.title];
}
