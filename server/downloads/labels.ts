// The few words a downloaded paper prints besides its own text ("Summary", "References"), in the
// paper's language: the same translations the app shows (locales/*.json, document.*).
import type { Locale } from "../../common/constants";
import ar from "../../locales/ar.json";
import bn from "../../locales/bn.json";
import de from "../../locales/de.json";
import en from "../../locales/en.json";
import es from "../../locales/es.json";
import fr from "../../locales/fr.json";
import hi from "../../locales/hi.json";
import id from "../../locales/id.json";
import ja from "../../locales/ja.json";
import mr from "../../locales/mr.json";
import pt from "../../locales/pt.json";
import ru from "../../locales/ru.json";
import sw from "../../locales/sw.json";
import ur from "../../locales/ur.json";
import zhCn from "../../locales/zh-cn.json";

const LOCALE_FILES: Record<
  Locale,
  {
    document: {
      summary: string;
      references: string;
      writtenWith: string;
      noSourcesSection: string;
      fewerSections: string;
    };
    evidence: { appendix: string };
  }
> = {
  ar,
  bn,
  de,
  en,
  es,
  fr,
  hi,
  id,
  ja,
  mr,
  pt,
  ru,
  sw,
  ur,
  "zh-cn": zhCn,
};

export interface PaperLabels {
  summary: string;
  references: string;
  /** "Written with {{appName}}": the colophon at the end of a download. */
  writtenWith: string;
}

/** "Summary", "References" and the colophon in the paper's language. */
export function labelsFor(locale: Locale): PaperLabels {
  const { summary, references, writtenWith } = (LOCALE_FILES[locale] ?? en).document;
  return { summary, references, writtenWith };
}

/** The title of a download's evidence appendix ("Evidence"), in the paper's language. */
export function evidenceTitle(locale: Locale): string {
  return (LOCALE_FILES[locale] ?? en).evidence.appendix;
}

/** The note a section gets when no page read for it answered its questions, in the paper's language. */
export function noSourcesNote(locale: Locale): string {
  return `_${(LOCALE_FILES[locale] ?? en).document.noSourcesSection}_`;
}

/** Why a paper has fewer sections than asked (the sources held material for only `found`), in its language. */
export function fewerSectionsNote(locale: Locale, found: number, requested: number): string {
  return (LOCALE_FILES[locale] ?? en).document.fewerSections
    .replaceAll("{{found}}", String(found))
    .replaceAll("{{requested}}", String(requested));
}

/** BCP 47 tag of a paper's locale ("zh-cn" → "zh-CN"), for the files' language settings. */
export function languageTag(locale: Locale): string {
  const [lang, region] = locale.split("-");
  return region ? `${lang}-${region.toUpperCase()}` : (lang ?? "en");
}
