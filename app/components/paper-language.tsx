// The paper's own language and direction, apart from the interface's: an Arabic paper reads right to
// left under an English interface, an English paper left to right under an Arabic one. Everything the
// paper says (title, summary, outline, sections, references) carries these attributes.
import { createContext, type ReactNode, useContext } from "react";
import { isLocale, isRtl } from "../../common/constants";

export interface PaperLanguageAttributes {
  lang: string;
  dir: "ltr" | "rtl";
}

/** `lang` and `dir` for text in a paper's output language (English when the locale is unknown). */
export function paperLanguage(locale: string | undefined): PaperLanguageAttributes {
  const lang = locale && isLocale(locale) ? locale : "en";
  return { lang, dir: isRtl(lang) ? "rtl" : "ltr" };
}

/** The language code of a locale, as the server tags sources with it ("zh-cn" → "zh"). */
export function localeLanguage(locale: string | undefined): string {
  return (locale ?? "en").toLowerCase().split("-")[0] || "en";
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** A language's name in the interface language: "ar" is "Arabic" in English, "arabe" in French. */
export function languageName(code: string, interfaceLocale: string): string {
  let names = displayNames.get(interfaceLocale);
  if (!names) {
    names = new Intl.DisplayNames([interfaceLocale], { type: "language" });
    displayNames.set(interfaceLocale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTERS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const LETTERS = /\p{L}/gu;

/** The direction a text's own letters ask for (most of them right to left: rtl), or null without letters. */
export function scriptDirection(text: string): "ltr" | "rtl" | null {
  const letters = text.match(LETTERS)?.length ?? 0;
  if (letters === 0) return null;
  const rtl = text.match(RTL_LETTERS)?.length ?? 0;
  return rtl * 2 >= letters ? "rtl" : "ltr";
}

/**
 * `lang` and `dir` of one text of a paper, by the language it is actually in: the paper's when its letters
 * read in the paper's direction; otherwise (an Arabic paper the offline engine wrote in its English
 * sources' words) the direction of its letters and the language of the paper's sources ("und" unknown).
 */
export function textLanguage(
  text: string,
  paper: PaperLanguageAttributes,
  otherLanguage: string | undefined,
): PaperLanguageAttributes {
  const dir = scriptDirection(text);
  if (dir === null || dir === paper.dir) return paper;
  return { lang: otherLanguage ?? "und", dir };
}

/** The language most of a paper's sources are in, when it is not the paper's own. */
export function mainSourceLanguage(
  references: readonly { language?: string | null }[] | undefined,
  locale: string | undefined,
): string | undefined {
  const own = localeLanguage(locale);
  const counts = new Map<string, number>();
  for (const r of references ?? [])
    if (r.language && r.language !== own) counts.set(r.language, (counts.get(r.language) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

interface PaperLanguageValue extends PaperLanguageAttributes {
  otherLanguage?: string;
}

const PaperLanguageContext = createContext<PaperLanguageValue | undefined>(undefined);

/** Gives the paper's language to everything inside that shows the paper's text. */
export function PaperLanguageProvider({
  locale,
  otherLanguage,
  children,
}: {
  locale: string | undefined;
  /** The language of the paper's sources when it differs (mainSourceLanguage). */
  otherLanguage?: string;
  children: ReactNode;
}) {
  return (
    <PaperLanguageContext.Provider value={{ ...paperLanguage(locale), otherLanguage }}>
      {children}
    </PaperLanguageContext.Provider>
  );
}

/** Attributes to spread on an element that holds the paper's text; none outside a paper. */
export function usePaperLanguage(): Partial<PaperLanguageAttributes> {
  const value = useContext(PaperLanguageContext);
  return value ? { lang: value.lang, dir: value.dir } : {};
}

/** Attributes for one text of the paper (a title, a section, the summary) by the language it is in. */
export function useTextLanguage(text: string): Partial<PaperLanguageAttributes> {
  const value = useContext(PaperLanguageContext);
  if (!value) return {};
  return textLanguage(text, { lang: value.lang, dir: value.dir }, value.otherLanguage);
}
