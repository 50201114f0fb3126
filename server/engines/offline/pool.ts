// The sentences the offline engine may use: every sentence of the given texts, cleaned of reference
// markers, de-duplicated, with a quality grade so that fragments, headings and boilerplate come last.
import { analyzeText } from "../../text/analyze";
import { stripReferenceMarkers } from "../../text/grounding";
import { isDescribingHeading, markdownHeading } from "../../text/headings";
import { isCjkLanguage, type Language } from "../../text/language";
import { withoutWhitespace } from "../../text/sentences";
import { type WordToken, wordTokens } from "../../text/tokenize";

export interface PoolSentence {
  /** The sentence as it will be written: whitespace-normalized, reference markers removed. */
  text: string;
  /** Its words (offsets refer to `text`) and content terms. */
  tokens: WordToken[];
  terms: string[];
  termSet: Set<string>;
  /** Which input text it comes from, and that text's citation number. */
  source: number;
  n: number;
  /** Index of the sentence in its text, and its relative position (0 first … 1 last). */
  position: number;
  relativePosition: number;
  language: Language;
  /** Whether it reads as a complete sentence (see grade()). */
  complete: boolean;
  /** Whether it opens a page's description ("## DESCRIPTION", "## Introduction"): says what the page is about. */
  opening?: boolean;
}

const SHELL_CODE = /\$\(|\s&&\s.*\s(?:&&|\|\||[<>])\s?|>\s?\/dev\/null|\s\|\|\s/u;
const BOILERPLATE =
  /permission to make digital or hard copies|all rights reserved|^(?:keywords|general terms|categories and subject descriptors)\b|^in (?:proceedings of )?[^,.]{3,80}, (?:19|20)\d\d\.$/iu;
const TERMINAL = /[.!?。！？…]["'”’»」』)\]]*$/u;
/** A sentence the splitter ended at a currency's or a number's abbreviation ("… announced ₨.", "… Rs."). */
const CUT_AT_ABBREVIATION = /(?:\p{Sc}|\b(?:Rs|No|Nos|vs|approx|ca))\.$/u;
/** A figure's or table's label ending a piece of text ("Figure 10."), or opening a caption ("Table 2: …"). */
const CAPTION_LABEL = /(?:^|[^\p{L}])(?:Figure|Fig\.|Table|Listing)\s*\d+[a-z]?\.$/u;
const CAPTION_START = /^(?:Figure|Fig\.|Table|Listing)\s*\d+[a-z]?\s*[:.]\s/u;
/** A source speaking of itself ("This document provides an overview …", "In this section, we describe …"):
 *  in a paper of other sections, "this section" would point at the wrong one. */
const NARRATES_SOURCE =
  /^(?:this|the present) (?:document|page|article|chapter|section|tutorial|guide|manual)\b|^in (?:this|the following|the next|the rest of this) (?:document|page|article|chapter|section)\b/iu;
const OPENING = /^[\p{Lu}\p{Lt}\p{N}"'“‘«「『(¿¡]/u;
const CASED_LOWER_START = /^\p{Ll}/u;

/** Whether a sentence is fit to be used at all, and whether it reads as a complete sentence. */
export function grade(
  text: string,
  termCount: number,
  language: Language,
): "complete" | "fragment" | "unusable" {
  const cjk = isCjkLanguage(language);
  const length = [...text].length;
  if (text.startsWith("#") || text.includes("|") || length > 800) return "unusable";
  // Publishers' notices and reference-list entries are no part of what a source says.
  if (BOILERPLATE.test(text)) return "unusable";
  // A list of links (a references section) says nothing by itself.
  const links = text.match(/\bhttps?:\/\/\S+|\bwww\.\S+/gu) ?? [];
  if (links.length >= 2 || links.join("").length > length * 0.3) return "unusable";
  // Breadcrumbs and menus: "Home > News > World", "日本語 ←→ English".
  if (/\s[>»›]\s|←|→|\s\/\s.*\s\/\s/u.test(text)) return "fragment";
  // A line of a shell script ("GOOD=$(git for-each-ref …) && git rev-list … >/dev/null") is code.
  if (SHELL_CODE.test(text)) return "fragment";
  if (cjk && (length > 250 || (text.match(/\s/gu)?.length ?? 0) > 3)) return "fragment";
  if (cjk ? length < 6 : termCount < 2) return "unusable";
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < length * 0.45) return "unusable";
  // "(Historical note: …" cut before its closing parenthesis is a piece of a sentence.
  const unbalanced = (text.match(/\(/gu)?.length ?? 0) !== (text.match(/\)/gu)?.length ?? 0);
  const complete =
    !unbalanced &&
    TERMINAL.test(text) &&
    !CUT_AT_ABBREVIATION.test(text) &&
    !NARRATES_SOURCE.test(text) &&
    !CASED_LOWER_START.test(text) &&
    (cjk || OPENING.test(text) || !/\p{Lu}|\p{Ll}/u.test(text.charAt(0))) &&
    (cjk ? length >= 12 : length >= 40 && termCount >= 4);
  return complete ? "complete" : "fragment";
}

/** A manual's option entry ("--hard: Resets the index …", "-n, --dry-run: Do not …") opens where it stands. */
const OPTION_ENTRY = /^--?[\w-]+(?: ?[=[<][^:\n]{0,40})?(?:, --?[\w-]+(?: ?[=[<][^:\n]{0,40})?)*: \p{Lu}/u;

/** A list entry's label that opens its first sentence ("ort: This is the default …", "pre-push: This hook …"). */
const NAMED_ENTRY = /^[\w<>[\]=.-][^:\n]{0,40}: \p{Lu}/u;

/** Whether a sentence opens an entry of a manual's list ("--hard: Resets …", "ort: This is …"). */
export function opensEntry(text: string): boolean {
  return OPTION_ENTRY.test(text) || NAMED_ENTRY.test(text);
}

/** How a chunk's first sentence may begin when nothing else tells whether it was cut (no digits). */
const CHUNK_START = /^[\p{Lu}\p{Lt}"'“‘«「『(¿¡]|^[^\p{L}\p{N}]*[\p{Lo}]/u;

/**
 * Whether a chunk starts in the middle of a sentence, judged from another chunk of the same page that
 * overlaps it; null when no other chunk tells.
 */
export function startsMidText(text: string, siblings: readonly string[]): boolean | null {
  const head = text.slice(0, 40);
  if (head.length < 20) return null;
  for (const other of siblings) {
    if (other === text) continue;
    const at = other.indexOf(head);
    if (at <= 0) continue;
    const before = other.slice(Math.max(0, at - 4), at);
    return !/(?:[.!?。！？…]["'”’)\]]?\s*|\n\s*)$/u.test(before);
  }
  return null;
}

/**
 * How much a sentence states rather than discusses, 0…1: its numbers, names (capitalised words that do
 * not open it) and code-like words ("--soft", "core.hooksPath", "git-stash") among its words.
 */
export function informativeness(s: PoolSentence): number {
  let specific = 0;
  s.tokens.forEach((t, i) => {
    if (t.stop) return;
    const before = s.text.charAt(t.start - 1);
    if (t.numeric || /\p{N}/u.test(t.surface)) specific++;
    else if (i > 0 && /^\p{Lu}/u.test(t.surface)) specific++;
    else if (before === "-" || before === "." || /[._/]/u.test(s.text.charAt(t.end))) specific += 0.5;
  });
  return Math.min(1, specific / 4);
}

/** Comparison key of a sentence for exact-duplicate removal. */
export function duplicateKey(text: string): string {
  return withoutWhitespace(text).toLowerCase();
}

/** Sentences of the texts, in order, exact duplicates dropped (the first text that has one keeps it). */
export function buildPool(
  texts: readonly { n: number; text: string; url?: string }[],
  hint: Language,
): PoolSentence[] {
  const out: PoolSentence[] = [];
  const seen = new Set<string>();
  const byUrl = new Map<string, string[]>();
  for (const t of texts) if (t.url) byUrl.set(t.url, [...(byUrl.get(t.url) ?? []), t.text]);
  texts.forEach((source, sourceIndex) => {
    const analyzed = analyzeText(source.text, hint);
    const count = analyzed.sentences.length;
    const cutAtStart = startsMidText(source.text, source.url ? (byUrl.get(source.url) ?? []) : []);
    // The first paragraph of whole sentences under a describing heading opens the page's description
    // (a manual's DESCRIPTION may first list its forms: "The command takes various subcommands: …").
    let describing = false;
    let openingParagraph = -1;
    // A heading line is one paragraph, though the splitter may cut it ("## 1." and "Overview").
    const paragraphText = new Map<number, string>();
    for (const s of analyzed.sentences)
      paragraphText.set(s.paragraph, `${paragraphText.get(s.paragraph) ?? ""} ${s.text}`.trim());
    let previous = "";
    for (const s of analyzed.sentences) {
      // A figure's caption ("Figure 10." then "Speedup vs. a baseline JavaScript interpreter …") labels
      // a picture the paper does not show: no sentence to write.
      const caption = CAPTION_LABEL.test(previous) || CAPTION_START.test(s.text);
      previous = s.text;
      if (s.text.startsWith("#"))
        describing = isDescribingHeading(
          markdownHeading(paragraphText.get(s.paragraph) ?? s.text)?.text ?? "",
        );
      const text = stripReferenceMarkers(s.text);
      let quality = grade(text, s.terms.length, analyzed.language);
      // The first sentence of a chunk cut out of a longer text is usually the tail of a sentence.
      if (
        s.index === 0 &&
        quality === "complete" &&
        (cutAtStart ?? !(CHUNK_START.test(text) || OPTION_ENTRY.test(text)))
      )
        quality = "fragment";
      if (caption && quality === "complete") quality = "fragment";
      if (quality === "unusable") continue;
      if (describing && quality === "complete" && openingParagraph < s.paragraph) {
        openingParagraph = s.paragraph;
        describing = false;
      }
      const key = duplicateKey(text);
      if (seen.has(key)) continue;
      seen.add(key);
      const tokens = text === s.text ? s.tokens : wordTokens(text, analyzed.language);
      const terms = text === s.text ? s.terms : tokens.filter((t) => !t.stop).map((t) => t.norm);
      out.push({
        text,
        tokens,
        terms,
        termSet: new Set(terms),
        source: sourceIndex,
        n: source.n,
        position: s.index,
        relativePosition: count > 1 ? s.index / (count - 1) : 0,
        language: analyzed.language,
        complete: quality === "complete",
        ...(s.paragraph === openingParagraph ? { opening: true } : {}),
      });
    }
  });
  return out;
}

/**
 * Keeps the sentences in the output language when the sources hold enough of them (at least `minChars`),
 * so a French paper is written from French sentences even when some sources are in English.
 */
export function preferLanguage(pool: PoolSentence[], language: Language, minChars: number): PoolSentence[] {
  const matching = pool.filter((s) => s.language === language);
  let chars = 0;
  for (const s of matching) chars += s.text.length;
  return chars >= minChars ? matching : pool;
}

/** Comparison keys of the sentences of a written text whose sentences each close with "[n]". */
export function writtenKeys(text: string): Set<string> {
  return new Set(
    text
      .split(/\s*\[\d+\]\s*/u)
      .map((piece) => piece.trim())
      .filter(Boolean)
      .map(duplicateKey),
  );
}
