// Checks of a locale catalog against the English one (used by the translation tests): every key and
// every plural form the language needs, the same placeholders and tags, strings really translated, and
// button labels short enough to fit.

export type Catalog = { [key: string]: string | Catalog };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;
const TAG = /<\/?[a-zA-Z0-9]+\s*\/?>/g;

/**
 * Names that stay as they are in every language (product and model names). A string that is nothing
 * but these, placeholders, addresses, numbers and punctuation needs no translation.
 */
export const UNTRANSLATABLE_NAMES = ["Treatise", "GPT4o", "Gemini 1.5 Pro", "Claude3"] as const;

/** Flattens a nested catalog to "a.b.c" → text. */
export function flattenCatalog(catalog: Catalog, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flattenCatalog(value, path)) out.set(k, v);
  }
  return out;
}

/** The plural categories a language needs (CLDR through Intl): ar six, ru four, ja and zh only "other". */
export function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

/** "a.b_one" → "a.b"; null for a key without a plural suffix. */
function pluralBase(key: string): string | null {
  return PLURAL_SUFFIX.test(key) ? key.replace(PLURAL_SUFFIX, "") : null;
}

/** The English text a locale's key translates: the same key, or the English "_other" form of a plural. */
function englishFor(ref: Map<string, string>, key: string): string | undefined {
  const base = pluralBase(key);
  return ref.get(key) ?? (base === null ? undefined : ref.get(`${base}_other`));
}

/**
 * Keys the locale lacks: every plain key of English, and for each plural key of English every plural
 * form the locale's language has (Intl.PluralRules), e.g. "_few" and "_many" in Russian.
 */
export function missingKeys(reference: Catalog, locale: Catalog, language: string): string[] {
  const ref = flattenCatalog(reference);
  const loc = flattenCatalog(locale);
  const categories = pluralCategories(language);
  const missing = new Set<string>();
  for (const key of ref.keys()) {
    const base = pluralBase(key);
    if (base === null) {
      if (!loc.has(key)) missing.add(key);
      continue;
    }
    for (const category of categories) {
      const form = `${base}_${category}`;
      if (!loc.has(form)) missing.add(form);
    }
  }
  return [...missing];
}

/** Keys of the locale that English does not have (left over from an old text, or misspelt). */
export function extraKeys(reference: Catalog, locale: Catalog): string[] {
  const ref = flattenCatalog(reference);
  return [...flattenCatalog(locale).keys()].filter((key) => englishFor(ref, key) === undefined);
}

function tokens(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => (m[1] ?? m[0]).replace(/\s+/g, "")).sort();
}

/**
 * Keys whose text is empty, or whose placeholders ({{x}}) or tags differ from English. A plural form
 * other than "_other" may leave out {{count}} ("one paper" rather than "1 paper").
 */
export function brokenTranslations(reference: Catalog, locale: Catalog): string[] {
  const ref = flattenCatalog(reference);
  const broken: string[] = [];
  for (const [key, text] of flattenCatalog(locale)) {
    const english = englishFor(ref, key);
    if (english === undefined) continue;
    if (text.trim() === "") {
      broken.push(key);
      continue;
    }
    let wanted = tokens(english, PLACEHOLDER);
    let found = tokens(text, PLACEHOLDER);
    if (pluralBase(key) !== null && !key.endsWith("_other")) {
      wanted = wanted.filter((p) => p !== "count");
      found = found.filter((p) => p !== "count");
    }
    const sameTags = tokens(english, TAG).join("|") === tokens(text, TAG).join("|");
    if (wanted.join("|") !== found.join("|") || !sameTags) broken.push(key);
  }
  return broken;
}

/** True when a text has nothing to translate: only names, placeholders, addresses, digits, punctuation. */
export function needsNoTranslation(text: string): boolean {
  let rest = text.replace(PLACEHOLDER, " ").replace(/(https?:\/\/|www\.)\S+/g, " ");
  for (const name of UNTRANSLATABLE_NAMES) rest = rest.replaceAll(name, " ");
  return !/\p{L}/u.test(rest);
}

export interface TranslatedShare {
  /** Strings that need a translation (the rest are names, placeholders or addresses only). */
  total: number;
  translated: number;
  share: number;
  /** Keys whose text is the English text. */
  untranslated: string[];
}

/** How many of the locale's strings differ from English (names- or placeholder-only strings aside). */
export function translatedShare(reference: Catalog, locale: Catalog): TranslatedShare {
  const ref = flattenCatalog(reference);
  let total = 0;
  const untranslated: string[] = [];
  for (const [key, text] of flattenCatalog(locale)) {
    const english = englishFor(ref, key);
    if (english === undefined || needsNoTranslation(english)) continue;
    total++;
    const sameAsEnglish = (s: string) => s.trim() === text.trim();
    const base = pluralBase(key);
    // A plural form counts as untranslated when it equals any English form of that key.
    const englishForms =
      base === null ? [english] : [...ref].filter(([k]) => pluralBase(k) === base).map(([, v]) => v);
    if (englishForms.some(sameAsEnglish)) untranslated.push(key);
  }
  const translated = total - untranslated.length;
  return { total, translated, share: total === 0 ? 1 : translated / total, untranslated };
}

const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uFF01-\uFF60\u3000-\u303F]/u;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * How wide a text is on screen, in Latin letters: one per grapheme (Devanagari and Arabic marks join
 * their letter), two for a CJK or full-width character.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const { segment } of graphemes.segment(text.replace(PLACEHOLDER, "00"))) {
    width += WIDE.test(segment) ? 2 : 1;
  }
  return width;
}

/** A button label may be 1.6× as wide as the English one; short labels may use 12 letters' room. */
export const BUTTON_WIDTH_RATIO = 1.6;
export const BUTTON_MIN_ROOM = 12;

/** Button keys whose translation is too wide for the button (see BUTTON_WIDTH_RATIO). */
export function tooLongButtons(
  reference: Catalog,
  locale: Catalog,
  buttonKeys: readonly string[],
): { key: string; english: string; text: string; limit: number }[] {
  const ref = flattenCatalog(reference);
  const loc = flattenCatalog(locale);
  const long: { key: string; english: string; text: string; limit: number }[] = [];
  for (const key of buttonKeys) {
    const english = ref.get(key);
    const text = loc.get(key);
    if (english === undefined || text === undefined) continue;
    const limit = Math.max(Math.ceil(displayWidth(english) * BUTTON_WIDTH_RATIO), BUTTON_MIN_ROOM);
    if (displayWidth(text) > limit) long.push({ key, english, text, limit });
  }
  return long;
}
