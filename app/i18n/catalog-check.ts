// Checks that a locale catalog has every key of the English one (used by the locale tests).

export type Catalog = { [key: string]: string | Catalog };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

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

/**
 * Keys of `reference` that `locale` lacks. Plural forms count as one key: a locale needs the "_other"
 * form of each plural key (languages have different plural categories), and every other key as is.
 */
export function missingKeys(reference: Catalog, locale: Catalog): string[] {
  const ref = flattenCatalog(reference);
  const loc = flattenCatalog(locale);
  const missing = new Set<string>();
  for (const key of ref.keys()) {
    if (PLURAL_SUFFIX.test(key)) {
      const other = key.replace(PLURAL_SUFFIX, "_other");
      if (!loc.has(other)) missing.add(other);
    } else if (!loc.has(key)) missing.add(key);
  }
  return [...missing];
}

/** Keys whose translation is empty or drops a {{variable}} the English text uses. */
export function brokenTranslations(reference: Catalog, locale: Catalog): string[] {
  const ref = flattenCatalog(reference);
  const loc = flattenCatalog(locale);
  const broken: string[] = [];
  for (const [key, text] of loc) {
    const english = ref.get(key) ?? ref.get(key.replace(PLURAL_SUFFIX, "_other"));
    if (english === undefined) continue;
    if (text.trim() === "") {
      broken.push(key);
      continue;
    }
    const vars = english.match(/\{\{\s*\w+\s*\}\}/g) ?? [];
    if (vars.some((v) => !text.replace(/\s/g, "").includes(v.replace(/\s/g, "")))) broken.push(key);
  }
  return broken;
}
