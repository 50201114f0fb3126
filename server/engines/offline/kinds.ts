// The kinds of a subject that the sources name, for a question that asks for them ("Which kinds of
// indexes does SQLite provide?"): a page or a part of one titled by a kind ("Partial Indexes",
// "Indexes On Expressions", "Clustered Indexes and the WITHOUT ROWID Optimization", "9. Covering
// Indexes"), or a page that opens by saying which kind of the subject it is about ("An R-Tree is a
// special index that …"). Each becomes a section of the paper, written from what its page says.
import { analyzePhrase } from "../../text/analyze";
import { markdownHeadings } from "../../text/headings";
import type { Language } from "../../text/language";
import { asksForKinds, categoryTerms, readQuestion } from "./question";
import { isDangling } from "./reading-order";
import { subjectOf } from "./subject";
import { heading as headingCase } from "./topic";

/** The thing whose kinds are asked for: "indexes" of "indexes in SQLite". */
export interface KindHead {
  /** Its plural as the question writes it ("indexes"). */
  plural: string;
  /** Its term (stemmed: "index"). */
  term: string;
  /** Terms of the words that qualify the subject as a whole ("SQLite", "index" of "index types"). */
  owner: Set<string>;
}

export interface NamedKind {
  /** As a section title: "Partial Indexes", "R-Tree Indexes". */
  name: string;
  /** Its terms in order: the same kind named twice ("Covering Index", "Covering Indexes") is one. */
  key: string;
  /** Pages about the kind as a whole (their url), and headings naming it (lower case). */
  pages: Set<string>;
  headings: Set<string>;
}

/** Words between which and a head no kind is named ("Sorting By Index", "Choosing Between Multiple Indexes"). */
const NO_MODIFIER =
  /^(?:by|via|using|with|without|for|of|on|in|to|from|into|and|or|the|a|an|between|multiple|many|several|other|all|some|any|each|every|existing|new|your|its|their|this|these|those|more|most|two|three)$/iu;
/** "Indexes On Expressions": a kind named after its head. */
const AFTER_HEAD = /^(on|over|for)\s+(\S+(?:\s+\S+)?)$/iu;
/** The modifiers a kind's name keeps before its head. */
const MAX_MODIFIERS = 2;

/** The head of a kinds question's subject ("indexes in SQLite" → indexes), or null. */
export function kindHead(
  subject: string,
  categories: ReadonlySet<string>,
  language: Language,
): KindHead | null {
  if (language !== "en") return null;
  const m = /^(.+?)\s+(?:of|in|for)\s+(.+)$/u.exec(subject);
  // "index types in PostgreSQL": the category word is no part of the thing itself.
  const words = (m?.[1] ?? subject)
    .trim()
    .split(/\s+/u)
    .filter((w) => !categories.has(analyzePhrase(w, language).terms[0] ?? ""));
  const last = words[words.length - 1];
  const term = last ? analyzePhrase(last, language).terms[0] : undefined;
  if (!last || !term) return null;
  // The words before the head qualify the subject ("merge" of "merge strategies"), as its owner does.
  const qualifiers = `${words.slice(0, -1).join(" ")} ${m?.[2] ?? ""}`;
  const plural = /s$/iu.test(last) ? last : `${last}${/(?:x|s|ch|sh)$/iu.test(last) ? "es" : "s"}`;
  return { plural: plural.toLowerCase(), term, owner: new Set(analyzePhrase(qualifiers, language).terms) };
}

/** The head of a question that asks for the kinds of something, or null. */
export function kindHeadOf(query: string, language: Language): KindHead | null {
  const question = readQuestion(query, language);
  if (!asksForKinds(question)) return null;
  return kindHead(subjectOf(question).text, categoryTerms(question), language);
}

/** The same kind named twice ("Covering Index", "covering indexes", "R*Tree Index", "R-Tree indexes") has one key. */
export function kindKey(name: string, head: KindHead, language: Language): string {
  return analyzePhrase(name.replace(/[-*]/gu, " "), language)
    .terms.map((t) => (isHead(t, head, language) ? head.term : t))
    .join(" ");
}

/** Whether a title has the head in it ("Partial Sorting Using An Index"). */
export function hasHead(title: string, head: KindHead, language: Language): boolean {
  return title.split(/[^\p{L}]+/u).some((w) => w && isHead(w, head, language));
}

/** Whether a word is the head, in any number ("index", "Indexes", "indices"). */
function isHead(word: string, head: KindHead, language: Language): boolean {
  const forms = [word, word.replace(/ices$/iu, "ex"), word.replace(/ices$/iu, "ix")];
  return forms.some((w) => analyzePhrase(w, language).terms[0] === head.term);
}

/** The kind a title or heading names, or null: "Creating Partial Indexes" → Partial Indexes. */
export function kindIn(title: string, head: KindHead, language: Language): string | null {
  const text = title
    .replace(/^(?:\d+(?:\.\d+)*\.?|[IVX]+\.)\s+/u, "")
    .replace(/[:.]$/u, "")
    .trim();
  // A title in capitals is a command's or a statement's name ("CREATE INDEX"), not a kind's.
  if (!/\p{Ll}/u.test(text)) return null;
  for (const part of text.split(/\s+(?:and|&)\s+|,\s+/u)) {
    const words = part.trim().split(/\s+/u);
    const first = words[0] ?? "";
    // "Indexes On Expressions"
    if (words.length >= 3 && isHead(first, head, language) && AFTER_HEAD.test(words.slice(1).join(" ")))
      return part.trim();
    const last = words.length - 1;
    if (last < 1 || !isHead(words[last] as string, head, language)) continue;
    const modifiers: string[] = [];
    for (let i = last - 1; i >= 0 && modifiers.length < MAX_MODIFIERS; i--) {
      const w = words[i] as string;
      const terms = analyzePhrase(w, language).terms;
      // A verb's -ing form names an action on the kind ("Creating Partial Indexes"), unless it stands next
      // to the head as its qualifier ("Covering Indexes", "Descending Indexes").
      if (NO_MODIFIER.test(w) || (/ing$/iu.test(w) && i < last - 1)) break;
      if (terms.length === 0 || terms.some((t) => head.owner.has(t) || t === head.term)) break;
      modifiers.unshift(w);
    }
    if (modifiers.length > 0) return [...modifiers, words[last]].join(" ");
  }
  return null;
}

/**
 * How a sentence names the kind a section title names: its words right before the head ("a partial
 * index", "partial indexes"), or after it ("indexes on expressions"); null when the title names no kind.
 * "Partial sort using an index" does not name it.
 */
export function kindMention(title: string, head: KindHead, language: Language): RegExp | null {
  const kind = kindIn(title, head, language);
  if (!kind) return null;
  const literal = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  const singular = head.plural.replace(/(?:(?<=x|s|ch|sh)es|s)$/u, "");
  const heads = `(?:${literal(singular)}(?:e?s)?|${literal(singular.replace(/ex$/u, "ices"))})`;
  const words = kind.split(/\s+/u);
  const phrase = isHead(words[0] as string, head, language)
    ? `${heads}\\s+${words.slice(1).map(literal).join("\\s+")}`
    : `${words.slice(0, -1).map(literal).join("[\\s-]+")}\\s+${heads}`;
  return new RegExp(`(?<!\\p{L})${phrase}(?!\\p{L})`, "iu");
}

/** "An R-Tree is a special index that …": the kind a page's opening sentence says it is about. */
export function kindDefinedBy(sentence: string, head: KindHead, language: Language): string | null {
  const m =
    /^(?:an?|the)\s+([^,;:()]{1,40}?)\s+(?:is|are)\s+(?:an?|the)\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/iu.exec(
      sentence,
    );
  if (!m) return null;
  // "a special index", "a kind of index": the head among the first words of what it is said to be.
  const said = (m[2] as string).split(/\s+/u);
  const stop = said.findIndex((w) => /^(?:that|which|who|where|with|for|in|on|to)$/iu.test(w));
  if (!said.slice(0, stop < 0 ? said.length : stop).some((w) => isHead(w, head, language))) return null;
  const term = (m[1] as string).trim();
  const words = term.split(/\s+/u);
  if (words.length > 3 || words.some((w) => NO_MODIFIER.test(w))) return null;
  return words.some((w) => isHead(w, head, language)) ? term : `${term} ${head.plural}`;
}

/** A kind's name as a title, its head in the plural: "covering index" → "Covering Indexes". */
function asTitle(name: string, head: KindHead, language: Language): string {
  const words = name.split(/\s+/u);
  const last = words[words.length - 1] as string;
  if (
    isHead(last, head, language) &&
    analyzePhrase(last, language).terms[0] === head.term &&
    !/s$/iu.test(last)
  )
    words[words.length - 1] = head.plural;
  const titled = words
    .map((w) => (/^\p{Ll}/u.test(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");
  return headingCase(titled, language);
}

/**
 * The kinds the sources name, in the order they first do. `pages`: each source page's url, title and first
 * sentences; `headings`: the headings of its parts. A page titled by a kind or opening with one is about
 * it as a whole, and the headings inside it are its parts, not further kinds.
 */
export function namedKinds(
  pages: readonly { url: string; title: string; openings: readonly string[]; headings: readonly string[] }[],
  head: KindHead,
  language: Language,
): NamedKind[] {
  const kinds = new Map<string, NamedKind>();
  const add = (name: string, where: { page?: string; heading?: string }) => {
    const key = kindKey(name, head, language);
    const kind = kinds.get(key) ?? {
      name: asTitle(name, head, language),
      key,
      pages: new Set(),
      headings: new Set(),
    };
    if (where.page) kind.pages.add(where.page);
    if (where.heading) kind.headings.add(where.heading.toLowerCase());
    kinds.set(key, kind);
  };
  for (const page of pages) {
    const named =
      kindIn(page.title, head, language) ??
      page.openings.map((s) => kindDefinedBy(s, head, language)).find((k) => k !== null) ??
      null;
    if (named) {
      add(named, { page: page.url });
      continue;
    }
    for (const h of page.headings) {
      const kind = kindIn(h, head, language);
      if (kind) add(kind, { heading: h });
    }
  }
  return [...kinds.values()];
}

/** What the summary says first of each kind the passages name, at most this many. */
const KIND_LEADS = 4;

/**
 * For a question that asks for the kinds of something: the first sentence the sources give of each kind
 * they name — the one that says what it is ("A partial index is an index over a subset of the rows of a
 * table.", "An R-Tree is a special index …"), else the first that names it ("A WITHOUT ROWID table is a
 * table that uses a Clustered Index as the primary key."), from its own pages first.
 */
export function kindLeads<
  S extends { text: string; n: number; source: number; position: number; complete: boolean },
>(
  passages: readonly { n: number; url: string; title: string; text: string; headings?: string[] }[],
  pool: readonly S[],
  head: KindHead,
  language: Language,
): S[] {
  const pages = new Map<string, { url: string; title: string; openings: string[]; headings: string[] }>();
  for (const p of passages) {
    const page = pages.get(p.url) ?? { url: p.url, title: p.title, openings: [], headings: [] };
    for (const h of [...(p.headings ?? []), ...markdownHeadings(p.text).map((x) => x.text)])
      if (!page.headings.includes(h)) page.headings.push(h);
    pages.set(p.url, page);
  }
  const usable = pool
    .filter((s) => s.complete && !isDangling(s.text, language))
    .sort((a, b) => a.source - b.source || a.position - b.position);
  const passageOf = (s: S) => passages[s.source];
  for (const s of usable) {
    const page = pages.get(passageOf(s)?.url ?? "");
    if (page && page.openings.length < 3) page.openings.push(s.text);
  }
  const leads: S[] = [];
  for (const kind of namedKinds([...pages.values()], head, language)) {
    if (leads.length >= KIND_LEADS) break;
    const mention = kindMention(kind.name, head, language);
    const defines = (s: S) => {
      const named = kindDefinedBy(s.text, head, language);
      return named !== null && kindKey(named, head, language) === kind.key;
    };
    const names = (s: S) => mention?.test(s.text) === true;
    // A sentence that introduces the kind names it with "a" or "an" ("… SQLite might create an automatic
    // index that lasts …"), one that says more of it with "the" ("The ability to create automatic indexes …").
    const introduces = (s: S) => {
      const at = mention ? s.text.search(mention) : -1;
      return at > 0 && /\b(?:an?)\s+$/iu.test(s.text.slice(0, at));
    };
    // The first sentence of its page, or of the part its heading heads ("14. Automatic Indexes").
    const under = (s: S) => {
      const passage = passageOf(s);
      if (!passage) return false;
      if (kind.pages.has(passage.url)) return true;
      const at = markdownHeadings(passage.text).find((h) => kind.headings.has(h.text.toLowerCase()));
      return at !== undefined && passage.text.indexOf(s.text.slice(0, 40)) > passage.text.indexOf(at.text);
    };
    const lead =
      usable.find(defines) ??
      usable.find((s) => under(s) && names(s)) ??
      usable.find(under) ??
      usable.find(introduces) ??
      usable.find(names);
    if (lead && !leads.includes(lead)) leads.push(lead);
  }
  return leads;
}
