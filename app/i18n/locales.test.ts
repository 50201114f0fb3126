import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isRtl, LOCALES } from "../../common/constants";
import { TEMPLATES } from "../../common/templates";
import { brokenTranslations, type Catalog, flattenCatalog, missingKeys } from "./catalog-check";

const here = dirname(fileURLToPath(import.meta.url));
const localesDir = join(here, "../../locales");
const appDir = join(here, "..");
const load = (locale: string): Catalog =>
  JSON.parse(readFileSync(join(localesDir, `${locale}.json`), "utf8"));
const en = load("en");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("locale catalogs", () => {
  it.each(LOCALES)("%s has every key of en.json", (locale) => {
    expect(existsSync(join(localesDir, `${locale}.json`))).toBe(true);
    expect(missingKeys(en, load(locale))).toEqual([]);
    expect(brokenTranslations(en, load(locale))).toEqual([]);
  });

  it("notices a missing key and a dropped variable", () => {
    const broken = structuredClone(en) as {
      home: Record<string, string>;
      customSources: Record<string, string>;
    };
    delete broken.home.placeholder;
    broken.customSources.counter = "Sources";
    expect(missingKeys(en, broken as unknown as Catalog)).toEqual(["home.placeholder"]);
    expect(brokenTranslations(en, broken as unknown as Catalog)).toEqual(["customSources.counter"]);
  });

  it("asks only for the 'other' plural form", () => {
    const ja = structuredClone(en) as { userMenu: Record<string, string> };
    delete ja.userMenu.papersRemaining_one;
    expect(missingKeys(en, ja as unknown as Catalog)).toEqual([]);
    delete ja.userMenu.papersRemaining_other;
    expect(missingKeys(en, ja as unknown as Catalog)).toEqual(["userMenu.papersRemaining_other"]);
  });

  it("has every key the app asks for", () => {
    const keys = flattenCatalog(en);
    const used = new Set<string>();
    for (const file of sourceFiles(appDir)) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([\w.-]+)"/g))
        used.add(match[1] ?? "");
    }
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((k) => !keys.has(k) && !keys.has(`${k}_other`));
    expect(missing).toEqual([]);
  });

  it("holds the templates' texts exactly as common/templates.ts defines them", () => {
    const keys = flattenCatalog(en);
    for (const t of TEMPLATES) {
      expect(keys.get(`templates.items.${t.id}.name`)).toBe(t.name);
      expect(keys.get(`templates.items.${t.id}.description`)).toBe(t.description);
      expect(keys.get(`templates.items.${t.id}.instruction`)).toBe(t.instruction);
      for (const f of t.fields) {
        expect(keys.get(`templates.items.${t.id}.fields.${f.id}.label`)).toBe(f.label);
        expect(keys.get(`templates.items.${t.id}.fields.${f.id}.placeholder`)).toBe(f.placeholder);
        expect(keys.get(`templates.items.${t.id}.fields.${f.id}.description`)).toBe(f.description);
      }
    }
  });

  it("holds the spec's exact texts", () => {
    const keys = flattenCatalog(en);
    expect(keys.get("home.header")).toBe("Start searching");
    expect(keys.get("home.placeholder")).toBe("What are you curious about today?");
    expect(keys.get("sidebar.empty")).toBe("No documents yet.");
    expect(keys.get("settings.archive.empty")).toBe("No archived documents yet.");
    expect(keys.get("customSources.upload.tooLarge")).toBe("File size exceeds the 2MB limit");
    expect(keys.get("customSources.upload.uploading")).toBe("Uploading ...");
    expect(keys.get("customSources.upload.generating")).toBe("Generating title and snippet...");
    expect(keys.get("dialogs.notEnoughCredits.title")).toBe("Not enough credits.");
    expect(keys.get("dialogs.usageLimit.title")).toBe("Usage limit exceeded.");
    expect(keys.get("featured.empty")).toBe("There are no articles here yet.");
  });

  it("writes right to left for ar, ur, fa and he", () => {
    expect(["ar", "ur", "fa", "he"].every(isRtl)).toBe(true);
    expect(isRtl("en") || isRtl("zh-cn")).toBe(false);
  });
});
