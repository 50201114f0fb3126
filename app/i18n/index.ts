// i18next: English is bundled, the other 14 locales load on demand; sets lang and dir (rtl for ar, fa,
// he, ur) on <html>.
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { isRtl, LOCALES, type Locale } from "../../common/constants";
import en from "../../locales/en.json";
import { readStorage, STORAGE_KEYS, writeStorage } from "../lib/storage";
import { pickLocale } from "./detect";

const loaders = import.meta.glob<{ default: typeof en }>(["../../locales/*.json", "!../../locales/en.json"]);

function applyDocumentLanguage(lng: string): void {
  if (typeof document === "undefined") return;
  document.documentElement.lang = lng;
  document.documentElement.dir = isRtl(lng) ? "rtl" : "ltr";
}

/** Loads a locale's catalog into i18next unless it is already there. */
async function loadLocale(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, "translation")) return;
  const load = loaders[`../../locales/${locale}.json`];
  if (!load) return;
  const catalog = await load();
  i18n.addResourceBundle(locale, "translation", catalog.default, true, true);
}

/** Starts i18next in the saved or browser language; resolves once that language is ready. */
export async function startI18n(): Promise<typeof i18n> {
  const lng = pickLocale(
    readStorage(STORAGE_KEYS.locale),
    typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]),
  );
  i18n.on("languageChanged", applyDocumentLanguage);
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: "en",
    fallbackLng: "en",
    lowerCaseLng: true,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (lng !== "en") {
    try {
      await loadLocale(lng);
    } catch {
      // Offline or a failed chunk: the interface stays in English.
    }
  }
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  return i18n;
}

/** Changes the interface language and remembers the choice. */
export async function setInterfaceLanguage(locale: Locale): Promise<void> {
  writeStorage(STORAGE_KEYS.locale, locale);
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
