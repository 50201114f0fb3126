// Chooses the interface language: a saved choice first, then the browser's languages, then English.
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../common/constants";

/** Maps a browser language tag (zh-CN, pt-BR, en-GB) to a supported locale, if any. */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (isLocale(lower)) return lower;
  if (lower.startsWith("zh")) return lower.includes("hant") || /-(tw|hk|mo)$/.test(lower) ? null : "zh-cn";
  const base = lower.split("-")[0] ?? "";
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : null;
}

export function pickLocale(saved: string | null, browserLanguages: readonly string[]): Locale {
  if (saved && isLocale(saved)) return saved;
  for (const tag of browserLanguages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
