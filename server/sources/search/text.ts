// Small text helpers shared by the search providers: HTML fragments to plain text, snippet length,
// locale and date-range mapping.
import { decodeHTML } from "entities";
import type { DateRange, Locale } from "../../../common/constants";

/** Plain text of an HTML or JATS fragment: tags removed, entities decoded, whitespace collapsed. */
export function htmlFragmentToText(fragment: string): string {
  const withoutTags = fragment
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/?(p|div|br|li|h[1-6]|jats:p|jats:title|jats:sec)\b[^>]*>/gi, " ")
    .replace(/<[^>]+>/g, "");
  return collapseWhitespace(decodeHTML(withoutTags));
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Shortens text to at most `max` characters at a word boundary, adding "…" when cut. */
export function truncate(text: string, max = 500): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A snippet for a page result: plain text, one line, at most 500 characters. */
export function snippetOf(text: string | null | undefined, max = 500): string {
  return text ? truncate(htmlFragmentToText(text), max) : "";
}

/** Google-style `tbs` time filter of a date range (Serper). */
export const DATE_RANGE_QDR: Record<DateRange, string> = {
  "past hour": "h",
  "24 hours": "d",
  week: "w",
  month: "m",
  year: "y",
};

const DATE_RANGE_MS: Record<DateRange, number> = {
  "past hour": 3_600_000,
  "24 hours": 86_400_000,
  week: 7 * 86_400_000,
  month: 31 * 86_400_000,
  year: 366 * 86_400_000,
};

/** The earliest moment a date range lets through, counted back from `now`. */
export function dateRangeStart(range: DateRange, now = new Date()): Date {
  return new Date(now.getTime() - DATE_RANGE_MS[range]);
}

/** YYYY-MM-DD of a date (UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The language code most search services use for a product locale ("zh-cn" → "zh"). */
export function languageOf(locale: Locale | undefined): string {
  if (!locale) return "en";
  return locale === "zh-cn" ? "zh" : locale;
}

/** Host name of a url without "www.", or "" when it is not a url. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}
