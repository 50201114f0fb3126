// Whether a sentence of a source is fit to be written, verbatim, into a paper: the one decision the engines
// make about it. A sentence is unfit when it is not a whole sentence (a fragment, a title, a list label,
// a sentence cut at an abbreviation), when it is not prose (code, a table row, a menu, a caption), when it
// is the source's own furniture (front matter, references, cross-references, the source speaking of itself
// or in its own voice), or when it leans on the sentence before it ("This means …", "However, …").
// The labelled cases in writable-cases.ts say what each rule is for; whyNotWritable names the rule.
import { stripReferenceMarkers } from "./grounding";
import { detectLanguage, isCjkLanguage, type Language } from "./language";
import { normalizeWhitespace } from "./sentences";
import { getStopWords } from "./stopwords";

export type NotWritableReason =
  | "fragment"
  | "caption"
  | "navigation"
  | "code"
  | "table"
  | "self-reference"
  | "dangling"
  | "front-matter"
  | "citation-list"
  | "question";

export interface WritableContext {
  /** The sentence's language; detected from the sentence when not given. */
  language?: Language;
  /** The sentence before it in its source, if any. */
  previous?: string;
  /** The innermost heading it stands under, if any. */
  heading?: string;
}

/** Whether a sentence may be written into a paper as it stands. */
export function isWritable(sentence: string, context: WritableContext = {}): boolean {
  return whyNotWritable(sentence, context) === null;
}

/** The end of a word in any script (JavaScript's \b knows ASCII only). */
const END = "(?![\\p{L}\\p{M}\\p{N}'’-])";
const word = (alternatives: string) => new RegExp(`^(?:${alternatives})${END}`, "iu");

// --- The part of the source a sentence stands in ---------------------------------------------------------

/** Headings of a source's reference list. */
const REFERENCES_HEADING =
  /^(?:references|bibliography|works cited|literature cited|sources|citations|footnotes|notes and references|références|bibliographie|literatur|literaturverzeichnis|referencias|referências|литература|список литературы|参考文献|参考資料|المراجع)$/iu;
/** Headings of a source's front and back matter. */
const MATTER_HEADING =
  /^(?:acknowledge?ments?|funding|copyright|licen[cs]e|authors?|author information|about the authors?|keywords|general terms|categories and subject descriptors|remerciements|danksagung|agradecimientos)$/iu;
/** Headings of a source's links elsewhere and of its table of contents. */
const NAVIGATION_HEADING =
  /^(?:see also|external links|further reading|related (?:articles|posts|links|pages)|contents|table of contents|navigation|share|follow us|voir aussi|siehe auch|véase también|ver também|см\. также|参见|関連項目)$/iu;
/** Headings under which a manual lists a command's forms. */
const SYNOPSIS_HEADING = /^(?:synopsis|ringkasan|übersicht der befehlszeile)$/iu;

function headingText(heading: string): string {
  return heading
    .replace(/\[edit\]|¶/giu, "")
    .replace(/^\d+(?:\.\d+)*\.?\s+/u, "")
    .trim();
}

function sectionReason(heading: string | undefined): NotWritableReason | null {
  if (!heading) return null;
  const h = headingText(heading);
  if (REFERENCES_HEADING.test(h)) return "citation-list";
  if (MATTER_HEADING.test(h)) return "front-matter";
  if (NAVIGATION_HEADING.test(h)) return "navigation";
  if (SYNOPSIS_HEADING.test(h)) return "code";
  return null;
}

// --- Publishers' and authors' matter -----------------------------------------------------------------------

/** Copyright, licence and permission notices, funding lines, a paper's keyword and category lines. */
const NOTICE =
  /permission to make digital or hard copies|prior specific permission|all rights reserved|copyright\s*(?:c?©|\(c\)|\[?\d{4}|\[yyyy\]|notice|annotation|holder|owner)|creative commons (?:attribution|licen[cs]e|by)|^permanent (?:url|link)\b|^(?:keywords|index terms|general terms|categories and subject descriptors)\b|\b(?:supported|sponsored|funded) (?:in part )?by\b[^.]*\b(?:grants?|awards?)\b|opinions, findings,? and conclusions|版权所有|版權所有|权益归|權益歸|著作権|無断転載|禁止转载/iu;
/** An e-mail address: authors' and contacts' lines. */
const EMAIL = /[\w.{},-]+@[\w-]+(?:\.[\w-]+)+/u;
/** A conference's name and year opening a line ("PLDI’09, June 15–20, 2009, Dublin, Ireland."). */
const VENUE_LINE = /^\p{Lu}{2,}\s?['’]?\d{2,4},\s/u;
/** Institutions of an affiliation line. */
const AFFILIATION = /\b(?:University|Institute|Department|Laboratory|Laboratories|Corporation|College)\b/u;

/** A list of names (authors, affiliations): most words capitalised, hardly any word of a sentence. */
function isNameList(words: readonly string[]): boolean {
  if (words.length < 6) return false;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised >= words.length * 0.6;
}

// --- References ----------------------------------------------------------------------------------------------

/** Entries of a reference list: "[9] C. Chambers …", "^ Zawinski, Jamie (1996).", "Retrieved 2012-08-18.". */
const CITATION_START = /^(?:\[\d{1,4}\]\s|\^\s|retrieved\s.*\d{4}|archived from\b|in proc(?:eedings|\.)\s)/iu;
/** Bibliographic details: page ranges, "28(1):134–174", "SIGMOD Conference 1990: 322-331". */
const CITATION_DETAIL =
  /\bpp\.\s?\d+|\bpages\s\d+\s?[–-]\s?\d*|\b\d+\(\d+\):\s?\d+\s?[–-]\s?\d+|\b(?:19|20)\d\d:\s?\d+\s?[–-]\s?\d+/iu;
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/gu;

// --- Code and tables ---------------------------------------------------------------------------------------

/** Shell: command substitution, chained commands with redirections, a prompt. */
const SHELL =
  /\$\(|\s&&\s.*\s(?:&&|\|\||[<>])\s?|>\s?\/dev\/null|\s\|\|\s|^[$%#]\s+\S|^>>>\s|^\\?#\s|`[^`]+`\s*$/u;
/** A statement of a program: an assignment, a call, a block's brace, a comment, an SQL statement, a tag. */
const STATEMENT =
  /^[\w.[\]]+\s*:?=\s*\S|^[\w.]+\([^)]*\)(?:[;:]|\s*$)|[{;]\s*$|^[}\])]|\s\/\/\s|^(?:SELECT|CREATE|INSERT|UPDATE|DELETE|DROP|ALTER|WITH)\s+(?:[A-Z*(]|\w+\()|^<\/?[\w-]+(?:\s[^>]*)?>\s*$|^(?:return|def|async def|class|import|from \S+ import|if \(|for \(|while \()\b/u;
/** A word of code or markup ("[<tree-ish>]", "x=1", "${name}"); prose has few of them. */
const CODE_WORD = /[[\]{}<>=$|\\`*#~^;]/u;

// --- Navigation --------------------------------------------------------------------------------------------

/** Breadcrumbs and menus ("Home > News > World", "ひらがな ←→ English", "Next page: Security>>"), read outside
 *  quotations so that French guillemets are no crumbs. */
const CRUMBS = /\s[>»›]\s|←|→.*→|>>\s*$|»\s*$|\s\|\s/u;
/** Lines of a page's furniture: links on, sign-ups, comments, dates of the page, "Related: …". */
const FURNITURE =
  /^(?:see also\b|related:|next(?: page| step| topic)?:|previous(?: page| topic)?:|back to top|skip to|jump to|table of contents$|contents$|share (?:this|on)\b|follow us|sign up\b|subscribe\b|read more\b|continue reading|click here|try it now|see what\b|comments? \(\d+|last (?:updated|modified)\b|this page (?:was )?last (?:modified|updated)|posted by\b|langues disponibles|available languages|转播到)/iu;
/** A pointer to another page or section: "See git-config(1) for details.", "For more details, see …". */
const CROSS_REFERENCE =
  /^(?:\(?see\s|please see\b|refer to\b|for (?:more |further )?(?:details|information|examples?|discussion)\b[^.]*\bsee\b|for [^,]{1,60}, see\b|voir\s|consultez\s|siehe\s|см\.\s|参见|请参阅)/iu;

// --- The source speaking of itself -------------------------------------------------------------------------

const SOURCE_NOUNS =
  "document|page|article|chapter|section|tutorial|guide|manual|manual page|paper|post|blog post|story|report|book|thesis|note|entry|website|site";
/** The source naming itself: "This document provides …", "In the rest of this section …", "this post". */
const SELF_NAMED = new RegExp(
  `\\b(?:this|the present|the following|the next|the previous|the rest of this|the remainder of this) (?:${SOURCE_NOUNS})\\b`,
  "iu",
);
/** The same in the other languages: "Ce document …", "Este documento …", "この文書は …", "本文档 …". */
const SELF_NAMED_OTHER =
  /\b(?:ce|cet|cette) (?:document|page|article|chapitre|section|guide|manuel)\b|\b(?:este|esta|esse|essa) (?:documento|página|artículo|artigo|capítulo|sección|seção|guía|guia|manual)\b|\bdies(?:es|e|er) (?:Dokument|Seite|Artikel|Kapitel|Abschnitt|Handbuch|Anleitung)\b|(?:этот|эта|это|данный|данная|данное)\s(?:документ|страниц|стать|глав|раздел|руководств)|\b(?:dokumen|halaman|artikel|bab) ini\b|本(?:文档|文|章|节|页|手册|指南)|这篇(?:文章|文档)|(?:この|本)(?:文書|ドキュメント|ページ|章|節|記事|マニュアル|ガイド)|本書|ci-dessous|ci-dessus/iu;
/** A figure, table or part of the source named as what is shown or discussed ("Figure 7 shows …",
 *  "described in Section 6", "shown in Figure 1"). */
const PART_NAMED =
  /^(?:sections?|chapters?|appendix|figures?|fig\.|tables?|listing|equation)\s\(?[\dIVX]+[a-z]?\b|\b(?:in|see|of|from|to) (?:sections?|chapters?|appendix|figures?|fig\.|tables?|listing|equation|eq\.)\s\(?[\dIVX]+\b/iu;
/** What stands above or below in the source: "the example above", "described below", "the above formats". */
const POINTER =
  /\bthe above\b|\b(?:example|examples|query|queries|table|list|figure|section|code|command|commands|snippet|output|steps?|rules?|diagram|illustration|definition|discussion|options?|settings?|paragraph|text) (?:above|below)\b|\b(?:shown|described|listed|mentioned|given|explained|discussed|noted|outlined|illustrated|defined|presented|detailed|documented|summari[sz]ed|see) (?:above|below)\b|^here (?:is|are)\b/iu;
/** The source's authors speaking ("We present …", "our technique", "when I asked him"): in a paper,
 *  "we" and "I" would be its writer. */
const FIRST_PERSON =
  /(?:^|[^\p{L}'’-])(?:[Ww]e|[Oo]ur|[Oo]urs|ourselves|us|[Mm]y|me|myself)(?![\p{L}'’-])|(?:^|[^\p{L}\p{N}'’-]\s?)(?<![\p{Lu}][\p{Ll}]*\s)I(?:\s\p{Ll}|['’](?:m|ve|d|ll)\b)/u;
/** The same, opening a sentence in the other languages. */
const FIRST_PERSON_OTHER = word(
  "nous|je|j['’]\\p{L}+|wir|ich|nosotros|nós|мы|я|kami|kita|saya|我们|我|私たち|私|我々|筆者",
);

// --- Captions ------------------------------------------------------------------------------------------------

const FIGURE_WORDS =
  "Figure|Fig\\.|Table|Listing|Abbildung|Abb\\.|Tabelle|Tableau|Tabla|Tabela|Рис\\.|Рисунок|Таблица|图|表|図";
/** A piece of text ending with a figure's label ("… Figure 10."): what follows is its caption. A sentence
 *  that ends by naming a figure ("… compiled from the snippet in Figure 3.") is no label. */
const CAPTION_LABEL = new RegExp(
  `(?:^|[^\\p{L}])(?<!\\b(?:in|see|of|from|to|and|or|by|with|on)\\s)(?:${FIGURE_WORDS})\\s*\\d+[a-z]?\\.$`,
  "iu",
);
/** A caption opening with its label ("Table 2: …", "Figure 1.", "Figure 1: Logical Layout …"). */
const CAPTION_START = new RegExp(`^(?:${FIGURE_WORDS})\\s*\\d+[a-z]?(?:\\s*[:.：](?:\\s|$)|$)`, "u");

// --- Sentences that lean on the one before -----------------------------------------------------------------

/** English openings that point back: pronouns, demonstratives, connectives of contrast, addition,
 *  consequence and sequence. "It" of "It is best to …" points at nothing and is left out. */
const POINTS_BACK_EN = word(
  [
    "it(?!(?:['’]s|\\s(?:is|was|will be|would be|may be|can be|might be|has been|seems|appears|remains))\\s(?:\\S+\\s){0,4}?(?:to|that|whether|if|how|for)\\s)",
    "he|she|they|him|them|his|her|its|their|this|these|those|that|such",
    "then|so|and|or|nor|but|however|yet|still|also|instead|otherwise|thus|hence|therefore|consequently",
    "moreover|furthermore|additionally|besides|likewise|similarly|nevertheless|nonetheless|meanwhile",
    "accordingly|alternatively|finally|indeed|of course|in addition|as a result|on the other hand|in other words",
    "in this (?:case|example|way)|in (?:such|these|those|that) (?:cases?|situations?|examples?|ways?)|at this point|at that point",
    "for this reason|to this end|by doing so|as (?:mentioned|noted|shown|described|seen|stated|discussed)",
    "the (?:above|previous|latter|former)|(?:all|each|some|many|most|none|both|one|any|either|neither) of (?:these|those|them|it|this)",
  ].join("|"),
);
/** An opening phrase that is not a clause ("By default, this …", "In some cases, it …") before a pronoun. */
const PHRASE_THEN_PRONOUN =
  /^(?!(?:if|when|whenever|before|after|once|while|because|since|although|though|unless|until|as|where|whether)\s)[^,;:]{2,40},\s(?:it|he|she|they|this|these|those|its|their|his|her)(?![\p{L}'’-])(?!\s(?:is|was)\s\S+\s(?:to|that)\s)/iu;
/** The same kinds of openings in the other languages (pronouns, demonstratives, connectives). */
const POINTS_BACK: Partial<Record<Language, RegExp>> = {
  fr: word(
    "ce|cet|cette|ces|cela|ceci|ça|c['’]est|celui|celle|ceux|celles|elle|elles|ils|il(?!\\s(?:y a|faut|existe|est (?:possible|nécessaire|important|recommandé|conseillé|préférable|utile)))|mais|cependant|toutefois|pourtant|donc|de plus|en outre|par ailleurs|néanmoins|(?:dans|en) (?:ce|ces|cette|cet) \\p{L}+",
  ),
  es: word(
    "este|esta|estos|estas|esto|ese|esa|esos|esas|eso|él|ella|ellos|ellas|sin embargo|pero|además|por lo tanto|por eso|en (?:este|ese|estos|esos) casos?",
  ),
  pt: word(
    "este|esta|estes|estas|isto|esse|essa|esses|essas|isso|ele|ela|eles|elas|porém|mas|contudo|entretanto|além disso|portanto",
  ),
  de: word(
    "dies|diese|dieser|dieses|diesem|diesen|er|damit|dabei|dadurch|daher|deshalb|jedoch|aber|allerdings|außerdem|zudem|trotzdem|dennoch",
  ),
  ru: word("это|этот|эта|эти|этого|он|она|оно|они|его|её|их|однако|но|также|поэтому|кроме того|при этом"),
  id: word("ini|itu|hal ini|ia|dia|mereka|namun|tetapi|tapi|selain itu|oleh karena itu"),
  zh: /^(?:它|他|她|这|此|该|那些|那个|那种|然而|但是|但|不过|此外|另外|因此|所以|而且|同时)/u,
  ja: /^(?:これ|それ|あれ|この|その|あの|こう|そう|しかし|また|さらに|ただし|でも|だが|そこで|なお|つまり)/u,
};

// --- Whole sentences ---------------------------------------------------------------------------------------

const TERMINAL = /[.!?。！？…।॥۔؟]["'”’»」』)\]）]*$/u;
const QUESTION = /[?？؟]["'”’»」』)\]）]*$/u;
/** A sentence the splitter ended at an abbreviation ("… announced ₨.", "… in Rs.", "… Searching, Proc."). */
const CUT_AT_ABBREVIATION =
  /(?:(?<!\d\s?)\p{Sc}|(?:^|[^\p{L}])(?:Rs|No|Nos|vs|approx|ca|Proc|Vol|pp|cf|Fig|Eq|Sec|Ch))\.$/u;
/** A manual's entry label before its description ("--hard: …", "ort: …", "merge.<driver>.driver: …"). */
const ENTRY_LABEL =
  /^(?:--?[\w[\]-]+(?:[ =]?[[<(][^:\n]{0,60})?(?:, --?[\w-]+(?:[ =]?[[<(][^:\n]{0,40})?)*|[\w<>[\]=.-][^:\n\s]{0,40}): (?=\p{Lu}|")/u;
/** An option's label glued to its description without a colon ("-c Тоже, что и …"). */
const GLUED_OPTION = /^--?[\w-]+(?:,\s*--?[\w-]+)*\s+\p{Lu}/u;
/** An English description without its subject: "Specifies the build type …", "May be any valid commit". A
 *  verb of the third person opens it and an object follows; a plural subject would be followed by a verb. */
const VERB_FIRST_EN =
  /^(\p{Lu}\p{Ll}+[^s\W]s) (?:the|a|an|its|their|his|her|your|each|every|all|any|some|no)\s/u;
const NOT_VERBS_EN = new Set(
  "sometimes perhaps besides towards unless thus always afterwards nevertheless regardless whereas has is was does this its his as yes less across news series species".split(
    " ",
  ),
);
const MODAL_FIRST_EN =
  /^(?:Whether|How|What|Where|Which) to\s|^(?:May|Can|Must|Should|Will|Would|Could|Might|Shall)\s(?!(?:you|we|i|he|she|it|they|this|that|these|those|the|a|an|one|there)\s)\p{Ll}/u;

function lacksSubjectEn(text: string): boolean {
  const verb = VERB_FIRST_EN.exec(text)?.[1];
  return (verb !== undefined && !NOT_VERBS_EN.has(verb.toLowerCase())) || MODAL_FIRST_EN.test(text);
}

/** A list item's marker, which is no part of the sentence. */
const LIST_MARKER = /^(?:[-*•·▪◦–]\s+)/u;

/** The words of a text, code terms kept whole ("core.hooksPath", "git-am", "R*Tree" as "R", "Tree"). */
function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’._-]*/gu) ?? [];
}

/** The text outside quotations and parentheses: what the source says in its own voice, not in an aside. */
function ownVoice(text: string): string {
  return text
    .replace(/"[^"]*"|“[^”]*”|«[^»]*»|„[^“”]*[“”]|「[^」]*」|『[^』]*』/gu, " ")
    .replace(/\([^()]*\)|（[^（）]*）/gu, " ");
}

/** A parenthesis or quotation opened and not closed, or closed and not opened: a sentence cut in two. */
function unbalanced(text: string): boolean {
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  return (
    count(/[(（]/gu) !== count(/[)）]/gu) ||
    count(/"/gu) % 2 === 1 ||
    count(/“/gu) !== count(/”/gu) ||
    count(/«/gu) !== count(/»/gu) ||
    count(/「/gu) !== count(/」/gu) ||
    count(/【/gu) !== count(/】/gu)
  );
}

/** A sentence wholly in parentheses: an aside to the sentence before it. */
function isAside(text: string): boolean {
  if (!text.startsWith("(")) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return /^[.!?]?$/u.test(text.slice(i + 1).trim());
  }
  return false;
}

/**
 * Why a sentence may not be written into a paper as it stands, or null when it may: a short code for
 * tests and debugging.
 */
export function whyNotWritable(sentence: string, context: WritableContext = {}): NotWritableReason | null {
  const raw = normalizeWhitespace(sentence);
  const text = stripReferenceMarkers(raw).replace(LIST_MARKER, "");
  if (text.length === 0) return "fragment";
  const language = context.language ?? detectLanguage(text, "en");
  const cjk = isCjkLanguage(language);
  const english = language === "en";
  const length = [...text].length;

  // The part of the source it stands in: references, front or back matter, links, a command's forms.
  const section = sectionReason(context.heading);
  if (section) return section;

  // Publishers' notices, authors' names, addresses and venues are no part of what a source says.
  if (NOTICE.test(text) || EMAIL.test(text) || VENUE_LINE.test(text)) return "front-matter";
  const ws = words(text);

  // Entries of a reference list, and lists of links.
  if (CITATION_START.test(raw.replace(LIST_MARKER, "")) || CITATION_DETAIL.test(text)) return "citation-list";
  const links = text.match(LINK) ?? [];
  if (links.length >= 2) return "citation-list";
  if (links.join("").length > length * 0.3) return "navigation";

  // A figure's or table's caption: after its label ("Figure 10." then "Speedup vs. …") or opening with it.
  if (
    (context.previous && CAPTION_LABEL.test(normalizeWhitespace(context.previous))) ||
    CAPTION_START.test(text)
  )
    return "caption";

  // Menus, breadcrumbs, the page's furniture and pointers to other pages.
  const own = ownVoice(text);
  if (CRUMBS.test(own) || FURNITURE.test(text) || CROSS_REFERENCE.test(text)) return "navigation";

  // Code: shell lines, program statements, synopses, text made mostly of symbols.
  if (text.includes("\t")) return "table";
  if (SHELL.test(text) || STATEMENT.test(text)) return "code";
  const tokens = text.split(" ");
  const codeWords = tokens.filter((t) => CODE_WORD.test(t)).length;
  if (codeWords >= 2 && codeWords > tokens.length * 0.4) return "code";
  const letters = text.match(/[\p{L}\p{M}\p{N}]/gu)?.length ?? 0;
  if (letters < length * 0.5) return "code";

  // A list of names: the authors and their affiliations.
  if (
    !cjk &&
    (text.match(/,/gu)?.length ?? 0) >= 2 &&
    isNameList(ws) &&
    (!TERMINAL.test(text) || AFFILIATION.test(text))
  )
    return "front-matter";

  // Whole sentences only: closed, balanced, not cut at an abbreviation, not a title or a label.
  if (text.includes("¶")) return "fragment";
  // A news agency's or author's tag may close it ("… voraus. (bsc)").
  const closed = text.replace(/(?<=[.!?。！？])\s?\([\p{L}\p{N}/ ,.-]{1,20}\)$/u, "");
  if (!TERMINAL.test(closed) || CUT_AT_ABBREVIATION.test(closed) || unbalanced(text)) return "fragment";
  // Too short to say anything ("Or whatever.", "Enabled by default.").
  if (cjk ? length < 8 : ws.length < 4) return "fragment";
  // The tail of a cut sentence opens in lower case with a function word ("and then the index …"); a
  // command's or a program's name may open one ("man is the system's manual pager.").
  const first = ws[0]?.toLowerCase() ?? "";
  if (/^\p{Ll}/u.test(text) && getStopWords(language).has(first)) return "fragment";
  // A label glued to its description, or a description without its subject.
  if (GLUED_OPTION.test(text) || (english && lacksSubjectEn(text))) return "fragment";

  // A quotation without its speaker, and a question, which is asked, not stated.
  if (!/[\p{L}\p{N}]/u.test(own)) return "fragment";
  if (QUESTION.test(own.trim())) return "question";

  // The source speaking of itself or in its own voice: "This document …", "Figure 7 shows …", "We present …".
  if (SELF_NAMED.test(own) || SELF_NAMED_OTHER.test(own) || PART_NAMED.test(own) || POINTER.test(own))
    return "self-reference";
  if ((english && FIRST_PERSON.test(own)) || FIRST_PERSON_OTHER.test(text)) return "self-reference";

  // A sentence that leans on the one before it: an aside, or an opening that points back. A manual's
  // entry ("ort: This is the default …") points at its own label.
  if (isAside(text)) return "dangling";
  if (!ENTRY_LABEL.test(text)) {
    const opening = POINTS_BACK[language] ?? (english ? POINTS_BACK_EN : null);
    if (opening?.test(text)) return "dangling";
    if (english && PHRASE_THEN_PRONOUN.test(text)) return "dangling";
  }
  return null;
}
