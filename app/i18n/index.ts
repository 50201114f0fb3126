// i18next: English is bundled — the parts the first page shows; the rest with the first screen or dialog
// that needs it (loadFullCatalog) — and the other 14 locales load on demand; sets lang and dir (rtl for ar, fa,
// he, ur) on <html>. The language is the one saved with the account, else the browser's, else English;
// this device remembers the last one so the first paint (and the sign-in page) is already in it.
import i18n, { type FormatterModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { isLocale, isRtl, LOCALES, type Locale } from "../../common/constants";
import {
  apiErrors,
  app,
  auth,
  common,
  errors,
  home,
  notFound,
  sidebar,
  userMenu,
} from "../../locales/en.json";
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "../lib/storage";
import { pickLocale } from "./detect";

type Catalog = typeof import("../../locales/en.json");
const loaders = import.meta.glob<{ default: Catalog }>(["../../locales/*.json", "!../../locales/en.json"]);

/** The English texts of the first page (home, sidebar, session, errors). */
const firstPage = { apiErrors, app, auth, common, errors, home, notFound, sidebar, userMenu };

let fullCatalog: Promise<void> | null = null;

/**
 * The whole English catalog (the fallback of every language), fetched once; screens and dialogs other
 * than the first page wait for it before they show (lib/lazy-when.tsx, router.tsx). Components already
 * shown are drawn again when it arrives (bindI18nStore).
 */
export function loadFullCatalog(): Promise<void> {
  // As text (?raw): a module of its own, apart from the parts imported above.
  fullCatalog ??= import("../../locales/en.json?raw").then((m: { default: string }) => {
    i18n.addResourceBundle("en", "translation", JSON.parse(m.default) as Catalog, true, true);
  });
  return fullCatalog;
}

function applyDocumentLanguage(lng: string): void {
  if (typeof document === "undefined") return;
  document.documentElement.lang = lng;
  document.documentElement.dir = isRtl(lng) ? "rtl" : "ltr";
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Every number put into a text ({{count}}, {{n}} …) is written the interface language's way: "1.234"
 * in German, "১২" in Bengali. i18next's own formatter only formats values marked `{{x, number}}`.
 */
export const localizedNumbers: FormatterModule = {
  type: "formatter",
  init() {},
  add() {},
  addCached() {},
  format(value, _format, lng) {
    if (typeof value !== "number" || !lng) return value;
    let format = numberFormats.get(lng);
    if (!format) {
      format = new Intl.NumberFormat(lng);
      numberFormats.set(lng, format);
    }
    return format.format(value);
  },
};

/** The browser's preferred languages, most wanted first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Loads a locale's catalog into i18next unless it is already there. */
async function loadLocale(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, "translation")) return;
  const load = loaders[`../../locales/${locale}.json`];
  if (!load) return;
  const catalog = await load();
  i18n.addResourceBundle(locale, "translation", catalog.default, true, true);
}

/** Switches the interface, without a reload; stays on the current language when a catalog cannot load. */
async function switchTo(locale: Locale): Promise<void> {
  if (locale !== "en") {
    try {
      await loadLocale(locale);
    } catch {
      // Offline or a failed chunk: keep the current language rather than half a translation.
      return;
    }
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

/** Starts i18next in this device's last language or the browser's; resolves once that language is ready. */
export async function startI18n(): Promise<typeof i18n> {
  const lng = pickLocale(readStorage(STORAGE_KEYS.locale), browserLanguages());
  i18n.on("languageChanged", applyDocumentLanguage);
  await i18n
    .use(initReactI18next)
    .use(localizedNumbers)
    .init({
      resources: { en: { translation: firstPage } },
      lng: "en",
      fallbackLng: "en",
      lowerCaseLng: true,
      supportedLngs: [...LOCALES],
      // {{appName}} in any text is the product's name (APP_NAME, white label): setProductName.
      interpolation: { escapeValue: false, alwaysFormat: true, defaultVariables: { appName: app.name } },
      react: { bindI18nStore: "added" },
      initAsync: false,
    });
  await switchTo(lng);
  applyDocumentLanguage(i18n.language);
  return i18n;
}

/** The language the interface shows for an account's saved choice (null: the browser's). */
export function accountLanguage(saved: string | null): Locale {
  return pickLocale(saved, browserLanguages());
}

/**
 * Follows the language saved with the account (signed in on this or another device): a saved choice
 * wins, null means the browser's language. This device remembers it for its next first paint.
 */
export async function applyAccountLanguage(saved: string | null): Promise<void> {
  if (saved && isLocale(saved)) writeStorage(STORAGE_KEYS.locale, saved);
  else removeStorage(STORAGE_KEYS.locale);
  await switchTo(accountLanguage(saved));
}

/**
 * The product's name in every text that says it ({{appName}}), from the server's configuration; the
 * screens already shown are drawn again when it differs from the one they used.
 */
export function setProductName(name: string): void {
  const variables = i18n.options.interpolation?.defaultVariables;
  if (!variables || variables.appName === name) return;
  variables.appName = name;
  i18n.emit("languageChanged", i18n.language);
}

export { i18n };
