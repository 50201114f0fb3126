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

const PaperLanguageContext = createContext<PaperLanguageAttributes | undefined>(undefined);

/** Gives the paper's language to everything inside that shows the paper's text. */
export function PaperLanguageProvider({
  locale,
  children,
}: {
  locale: string | undefined;
  children: ReactNode;
}) {
  return (
    <PaperLanguageContext.Provider value={paperLanguage(locale)}>{children}</PaperLanguageContext.Provider>
  );
}

/** Attributes to spread on an element that holds the paper's text; none outside a paper. */
export function usePaperLanguage(): Partial<PaperLanguageAttributes> {
  return useContext(PaperLanguageContext) ?? {};
}
