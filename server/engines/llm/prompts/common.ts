// What every prompt says first: today's date and the language to write in (spec §3 settings).
import type { Locale } from "../../../../common/constants";
import type { DocumentSettings, PageResult } from "../../../../common/types";
import type { Passage } from "../../types";

/** English names of the output languages: models follow "Write in German" better than "Deutsch". */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  "zh-cn": "Simplified Chinese",
  hi: "Hindi",
  es: "Spanish",
  fr: "French",
  ar: "Arabic",
  bn: "Bengali",
  pt: "Portuguese",
  ru: "Russian",
  ur: "Urdu",
  id: "Indonesian",
  de: "German",
  ja: "Japanese",
  sw: "Swahili",
  mr: "Marathi",
};

export function languageName(locale: Locale): string {
  return LANGUAGE_NAMES[locale] ?? "English";
}

/** The opening lines of every system prompt. */
export function preamble(settings: DocumentSettings): string {
  return [
    "You are a careful research assistant helping to write a well-sourced research paper.",
    `Today's date is ${settings.currentDate}.`,
    `Write all text meant for the reader in ${languageName(settings.locale)} (locale "${settings.locale}"), whatever the language of the sources.`,
  ].join("\n");
}

/** For steps that choose pages: sources in the paper's language come first when they serve as well. */
export function sourceLanguagePreference(settings: DocumentSettings): string {
  return `When pages are about equally useful, prefer those written in ${languageName(settings.locale)}.`;
}

/** A number of characters of text, cut at a word boundary, marked when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(" ", max);
  return `${text.slice(0, cut > max * 0.8 ? cut : max)} …`;
}

/** Passages numbered for citation, as the writer sees them. */
export function formatPassages(passages: Passage[], maxChars = 4000): string {
  if (passages.length === 0) return "(no passages)";
  return passages.map((p) => `[${p.n}] ${p.title} — ${p.url}\n${clip(p.text.trim(), maxChars)}`).join("\n\n");
}

/** Search results as a numbered list with their urls. */
export function formatResults(results: PageResult[]): string {
  return results
    .map((r, i) => {
      const extra =
        r.type === "news"
          ? ` (${r.source}, ${r.date})`
          : r.type === "scholar"
            ? ` (${r.publicationInfo})`
            : "";
      return `${i + 1}. ${r.title}${extra}\n   url: ${r.url}\n   ${clip(r.snippet.replace(/\s+/g, " ").trim(), 400)}`;
    })
    .join("\n");
}
