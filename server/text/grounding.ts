// What "a sentence of the source, whitespace aside" means. Reference markers that pages carry
// ("[12]", "[citation needed]", "[better source needed]", "[according to whom?]") are not part of a sentence: the offline engine drops them so they can't be
// confused with the paper's own [n] citations, and grounding checks ignore them on both sides.
import { withoutWhitespace } from "./sentences";

const MARKER =
  /\s*\[(?:(?:[‡†*]\s?)?\d{1,4}(?:\s*[,–-]\s*\d{1,4})*|[a-z]|note \d+|nb \d+|[a-z][a-z -]{0,30} needed|[a-z][a-z -]{0,30}\?|dubious[^\]]{0,20}|failed verification)\]/giu;

/** The text without its reference markers, spaces before the following punctuation removed. */
export function stripReferenceMarkers(text: string): string {
  return text
    .replace(MARKER, "\uE000")
    .replace(/\uE000+\s*(?=[.,;:!?。，])/gu, "")
    .replace(/\uE000+/gu, "")
    .trim();
}

export function hasReferenceMarkers(text: string): boolean {
  MARKER.lastIndex = 0;
  const found = MARKER.test(text);
  MARKER.lastIndex = 0;
  return found;
}

/** A comparison key: no whitespace, no reference markers. */
export function groundingKey(text: string): string {
  return withoutWhitespace(stripReferenceMarkers(text));
}

/** Whether a sentence occurs in a source text, whitespace and reference markers aside. */
export function isGroundedIn(sentence: string, source: string): boolean {
  const key = groundingKey(sentence);
  return key.length > 0 && groundingKey(source).includes(key);
}
