// Sentence segmentation with Intl.Segmenter, per paragraph, with the abbreviation fixes ICU's rules lack
// ("z. B.", "M. Dupont", "Dr. Smith"). Hard-wrapped lines (PDF text) are joined into paragraphs first.
import { isCjkLanguage, type Language, segmenterLocale } from "./language";
import { getStopWords } from "./stopwords";

export interface SentenceSpan {
  /** The sentence, whitespace-normalized. */
  text: string;
  /** Offsets of the sentence in the original text. */
  start: number;
  end: number;
  /** Index of the paragraph it belongs to. */
  paragraph: number;
}

const CJK_CHARS = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\uff00-\\uffef";
const SPACE_BETWEEN_CJK = new RegExp(`(?<=[${CJK_CHARS}])\\s+(?=[${CJK_CHARS}])`, "gu");

/** Collapses whitespace runs to one space (none between two CJK characters) and trims. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/gu, " ").replace(SPACE_BETWEEN_CJK, "").trim();
}

/** Removes all whitespace: two texts equal "whitespace aside" when these are equal. */
export function withoutWhitespace(text: string): string {
  return text.replace(/\s+/gu, "");
}

const TERMINAL_END = /[.!?。！？…:;]["'”’»」』)\]]*$/u;
const LIST_START = /^\s*(?:[-*•#>]|\d{1,3}[.)]\s)/u;

/** Paragraph ranges of a text: blank lines separate paragraphs; wrapped lines of one paragraph are joined. */
export function paragraphRanges(text: string): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  let start = -1;
  let end = -1;
  let prev = "";
  let pos = 0;
  const flush = () => {
    if (start >= 0) ranges.push({ start, end });
    start = -1;
  };
  while (pos <= text.length) {
    let nl = text.indexOf("\n", pos);
    if (nl < 0) nl = text.length;
    const line = text.slice(pos, nl);
    const trimmed = line.trim();
    if (trimmed === "") {
      flush();
    } else {
      if (start >= 0 && !isSoftWrap(prev, trimmed)) flush();
      if (start < 0) start = pos + line.indexOf(trimmed.charAt(0));
      end = pos + line.trimEnd().length;
      prev = trimmed;
    }
    pos = nl + 1;
  }
  flush();
  return ranges;
}

function isSoftWrap(prev: string, next: string): boolean {
  if (TERMINAL_END.test(prev) || LIST_START.test(next)) return false;
  const short = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(prev) ? 12 : 30;
  if (prev.length < short && !/[,\-‐–]$/u.test(prev)) return false;
  return true;
}

const ABBREVIATION_SETS = new Map<Language, Set<string>>();
const ABBREVIATION_TEXT: Partial<Record<Language, string>> = {
  en: "mr mrs ms dr prof sr jr st vs e.g i.e a.m p.m approx ca cf fig gen gov sen rep lt col capt mt ft jan feb mar apr jun jul aug sep sept oct nov dec no nos vol pp",
  de: "dr prof nr bzw ca vgl hr fr str evtl ggf inkl zzgl bspw sog gem abs jh mio mrd z.b d.h u.a s.o",
  fr: "m mm mme mlle dr pr st ste env cf p ex av bd",
  es: "sr sra srta dr dra ud uds pág núm p ej aprox av gral",
  pt: "sr sra dr dra prof av pág núm ex",
  id: "dr prof jl no hlm",
  ru: "т е г гг им ул проф стр см",
};
function abbreviations(language: Language): Set<string> {
  let set = ABBREVIATION_SETS.get(language);
  if (!set) {
    set = new Set((ABBREVIATION_TEXT[language] ?? ABBREVIATION_TEXT.en ?? "").split(" "));
    ABBREVIATION_SETS.set(language, set);
  }
  return set;
}

const LAST_WORD_BEFORE_DOT = /(?:^|[\s(“"'«])((?:\p{L}\.)*\p{L}+)\.\s*$/u;

/** Whether a segment boundary after `segment` is an abbreviation's dot rather than a sentence end. */
function endsWithAbbreviation(segment: string, next: string, language: Language): boolean {
  const trimmed = segment.trimEnd();
  if (!trimmed.endsWith(".")) return false;
  const nextStart = next.trimStart();
  // ICU already keeps "e.g. the" together; a lower-case continuation after any dot is one sentence.
  if (/^\p{Ll}/u.test(nextStart)) return true;
  // A run of one-letter abbreviations: "z. B.", "d. h.", "J. R. R. Tolkien".
  if (/^\p{L}\.(?:\s|$)/u.test(nextStart) && /(?:^|\s)\p{L}\.$/u.test(trimmed)) return true;
  const match = LAST_WORD_BEFORE_DOT.exec(trimmed);
  if (match?.[1]) {
    const word = match[1].toLowerCase();
    if (word.length === 1 && /\p{Lu}/u.test(match[1])) return true; // an initial: "J. Smith", "M. Dupont"
    if (abbreviations(language).has(word)) return true;
    if (/^(?:\p{L}\.)+\p{L}$/u.test(word)) return /^[\p{Lu}\p{N}]/u.test(nextStart) && word.length <= 3;
  }
  // German ordinals: "am 5. Mai".
  if (language === "de" && /(?:^|\s)\d{1,2}\.$/u.test(trimmed) && /^\p{Lu}/u.test(nextStart)) return true;
  return false;
}

/** Longest sentence that joining across a "!" or "?" may make: a text full of them is not one sentence. */
const MAX_JOINED = 600;
const CJK_AROUND = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Whether a segment boundary after an ASCII "!" or "?" is inside a sentence: a quoted mark (`a "!"
 * negates`), a mark inside a word (`foo!bar`, where ICU breaks with no space after it), or a mark that a
 * lower-case word continues (`prefix "!" which`). A mark after a space (French " !" " ?") and the
 * full-width ！？ still end the sentence.
 */
function continuesAfterMark(segment: string, next: string): boolean {
  const trimmed = segment.trimEnd();
  const mark = /(\S?)([!?]+)["'”’»)\]]*$/u.exec(trimmed);
  if (!mark?.[1] || CJK_AROUND.test(mark[1])) return false;
  const nextStart = next.trimStart();
  if (CJK_AROUND.test(nextStart.charAt(0))) return false;
  if (/["'“‘«]\s*[!?]+\s*["'”’»]$/u.test(trimmed)) return true;
  if (trimmed.length === segment.length && /^[^\s!?]/u.test(next)) return true;
  return /^\p{Ll}/u.test(nextStart);
}

/**
 * Whether a segment ends inside a quotation that the next segment closes: `with this message: "Wagner
 * is in the past. If you are … your choice!".` is one sentence, not a sentence and a piece of a quote.
 */
function insideQuotation(segment: string, next: string): boolean {
  const straight = segment.match(/"/gu)?.length ?? 0;
  const opened = (segment.match(/[“«]/gu)?.length ?? 0) - (segment.match(/[”»]/gu)?.length ?? 0);
  if (straight % 2 === 1) return /"/u.test(next);
  return opened > 0 && /[”»]/u.test(next);
}

const OPENING_AFTER_STOP = /[.!?。！？…]["'”’»」』)）\]]*(\s*[\p{Ps}\p{Pi}]+)$/u;

const sentenceSegmenters = new Map<string, Intl.Segmenter>();
function sentenceSegmenter(language: Language): Intl.Segmenter {
  const locale = segmenterLocale(language);
  let seg = sentenceSegmenters.get(locale);
  if (!seg) {
    seg = new Intl.Segmenter(locale, { granularity: "sentence" });
    sentenceSegmenters.set(locale, seg);
  }
  return seg;
}

const WINDOW = 2000;

/** Between a word's stop and the capitalised word of the next sentence, run together without a space. */
const MISSING_SPACE = /(?<=(?:^|[\s(“"])\p{L}\p{Ll}+[.!?])(?=\p{Lu}\p{Ll}+[\s,])/gu;

/** Raw sentence segments of one paragraph, in windows so that long paragraphs stay linear in time. */
function paragraphSegments(paragraph: string, language: Language): { index: number; segment: string }[] {
  const seg = sentenceSegmenter(language);
  const out: { index: number; segment: string }[] = [];
  let offset = 0;
  while (offset < paragraph.length) {
    const windowText = paragraph.slice(offset, offset + WINDOW);
    const last = offset + WINDOW >= paragraph.length;
    const parts = [...seg.segment(windowText)];
    const keep = last || parts.length === 1 ? parts.length : parts.length - 1;
    for (let i = 0; i < keep; i++) {
      const part = parts[i];
      if (!part) continue;
      // A stop with no space after it ("the flooding.The flooding was…", where a page's reference
      // marker was taken out) ends a sentence too when the next word is a small word of the language; a
      // dotted name ("models.Model") does not.
      let from = 0;
      for (const m of part.segment.matchAll(MISSING_SPACE)) {
        const word = /^\p{L}+/u.exec(part.segment.slice(m.index))?.[0] ?? "";
        if (!getStopWords(language).has(word.toLowerCase())) continue;
        out.push({ index: offset + part.index + from, segment: part.segment.slice(from, m.index) });
        from = m.index;
      }
      out.push({ index: offset + part.index + from, segment: part.segment.slice(from) });
    }
    if (last) break;
    const next = parts[keep];
    offset = next ? offset + next.index : offset + windowText.length;
  }
  return out;
}

/** Splits a text into sentences (with offsets), paragraph by paragraph. */
export function splitSentences(text: string, language: Language): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  paragraphRanges(text).forEach((range, paragraph) => {
    const para = text.slice(range.start, range.end).replace(/[\r\n]/g, " ");
    const segments = paragraphSegments(para, language);
    let pending: { start: number; text: string } | null = null;
    for (let i = 0; i < segments.length; i++) {
      const part = segments[i];
      if (!part) continue;
      let current: { start: number; text: string } = pending
        ? { start: pending.start, text: pending.text + part.segment }
        : { start: part.index, text: part.segment };
      // ICU counts opening brackets and quotes after a full stop as the end of that sentence
      // ("…上。（"); they open the next one.
      const opening = OPENING_AFTER_STOP.exec(current.text.trimEnd());
      const nextPart = segments[i + 1];
      if (opening?.[1] && nextPart) {
        const keep = current.text.trimEnd().length - opening[1].length;
        segments[i + 1] = {
          index: current.start + keep,
          segment: current.text.slice(keep) + nextPart.segment,
        };
        current = { start: current.start, text: current.text.slice(0, keep) };
      }
      const next = segments[i + 1];
      if (next && endsWithAbbreviation(current.text, next.segment, language)) {
        pending = current;
        continue;
      }
      if (
        next &&
        current.text.length + next.segment.length <= MAX_JOINED &&
        (continuesAfterMark(current.text, next.segment) ||
          (!isCjkLanguage(language) && insideQuotation(current.text, next.segment)))
      ) {
        pending = current;
        continue;
      }
      pending = null;
      const normalized = normalizeWhitespace(current.text);
      if (!/[\p{L}\p{N}]/u.test(normalized)) continue;
      const lead = current.text.length - current.text.trimStart().length;
      out.push({
        text: normalized,
        start: range.start + current.start + lead,
        end: range.start + current.start + current.text.trimEnd().length,
        paragraph,
      });
    }
  });
  return out;
}
