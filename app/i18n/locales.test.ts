import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isRtl, LOCALES } from "../../common/constants";
import { NEW_QUESTION_TEXT, NEW_SECTION_TITLE } from "../../common/outline-rules";
import { TEMPLATES } from "../../common/templates";
import {
  brokenTranslations,
  type Catalog,
  displayWidth,
  extraKeys,
  flattenCatalog,
  missingKeys,
  needsNoTranslation,
  pluralCategories,
  tooLongButtons,
  translatedShare,
} from "./catalog-check";

const here = dirname(fileURLToPath(import.meta.url));
const localesDir = join(here, "../../locales");
const appDir = join(here, "..");
const load = (locale: string): Catalog =>
  JSON.parse(readFileSync(join(localesDir, `${locale}.json`), "utf8"));
const en = load("en");

/** The share of strings that must differ from English in every translated locale. */
const MIN_TRANSLATED_SHARE = 0.95;

/**
 * Locales whose translation has landed: the strict checks below apply to them. Every locale of
 * LOCALES but English belongs here once its translation is on main.
 */
const TRANSLATED: readonly string[] = [
  "ur",
  "hi",
  "de",
  "fr",
  "ar",
  "es",
  "pt",
  "id",
  "sw",
  "ru",
  "zh-cn",
  "ja",
  "bn",
  "mr",
];

/** Texts shown inside buttons: a translation may not be much wider than English (see tooLongButtons). */
const BUTTON_KEYS = [
  "common.cancel",
  "common.close",
  "common.ok",
  "common.save",
  "common.saving",
  "common.retry",
  "auth.signIn.submit",
  "auth.signIn.busy",
  "auth.signUp.submit",
  "auth.signUp.busy",
  "sidebar.newPaper",
  "userMenu.settings",
  "userMenu.logout",
  "home.submit",
  "home.templates",
  "home.customSources",
  "templates.next",
  "templates.back",
  "templates.use",
  "customSources.confirm",
  "customSources.adding",
  "customSources.add",
  "customSources.added",
  "customSources.links.addAnother",
  "customSources.upload.choose",
  "dialogs.notEnoughCredits.addCredits",
  "dialogs.usageLimit.billingSettings",
  "dialogs.demoComplete.contact",
  "dialogs.sales.contact",
  "settings.archive.restore",
  "document.leave.confirm",
  "document.summaryEditor.edit",
  "document.summaryEditor.save",
  "document.summaryEditor.discard",
  "document.outline.addQuestion",
  "document.outline.generateQuestion",
  "document.outline.addSection",
  "document.outline.generateSection",
  "document.outline.save",
  "document.outline.restore",
  "document.outline.saveConfirm",
  "document.outline.restoreConfirm",
  "document.steps.createPlan",
  "document.steps.regenerateSummary",
  "document.steps.writePaper",
  "notFound.home",
  "errors.reload",
] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const others = LOCALES.filter((l) => l !== "en");

describe("locale catalogs", () => {
  it.each(others)("%s has every key of en.json", (locale) => {
    expect(existsSync(join(localesDir, `${locale}.json`))).toBe(true);
    const keys = flattenCatalog(load(locale));
    const missing = [...flattenCatalog(en).keys()].filter(
      (k) => !keys.has(k) && !keys.has(k.replace(/_(zero|one|two|few|many)$/, "_other")),
    );
    expect(missing).toEqual([]);
  });

  it("lists only translated locales that exist", () => {
    for (const locale of TRANSLATED) expect(others).toContain(locale);
  });

  describe.each(TRANSLATED)("%s is translated", (locale) => {
    const catalog = load(locale);

    it("has every key, and every plural form of its language", () => {
      expect(missingKeys(en, catalog, locale)).toEqual([]);
      expect(extraKeys(en, catalog)).toEqual([]);
    });

    it("keeps the placeholders and tags of English", () => {
      expect(brokenTranslations(en, catalog)).toEqual([]);
    });

    it(`differs from English in at least ${MIN_TRANSLATED_SHARE * 100} % of its strings`, () => {
      const result = translatedShare(en, catalog);
      expect(
        result.share,
        `same as English: ${result.untranslated.slice(0, 40).join(", ")}`,
      ).toBeGreaterThanOrEqual(MIN_TRANSLATED_SHARE);
    });

    it("fits its buttons", () => {
      expect(tooLongButtons(en, catalog, BUTTON_KEYS)).toEqual([]);
    });
  });

  it("reports each locale's translated share", () => {
    const rows = others.map((locale) => {
      const r = translatedShare(en, load(locale));
      return `${locale.padEnd(6)} ${(r.share * 100).toFixed(1).padStart(5)} % (${r.translated} / ${r.total})`;
    });
    console.info(`Translated share of each locale:\n${rows.join("\n")}`);
    expect(rows).toHaveLength(14);
  });

  it("names only button keys that exist", () => {
    const keys = flattenCatalog(en);
    expect(BUTTON_KEYS.filter((k) => !keys.has(k))).toEqual([]);
  });
});

describe("the translation checks catch", () => {
  it("a copy of English", () => {
    const result = translatedShare(en, structuredClone(en));
    expect(result.share).toBe(0);
    expect(result.total).toBeGreaterThan(400);
  });

  it("a missing key, and a plural form the language needs", () => {
    const ru = structuredClone(en) as { home: Record<string, string>; userMenu: Record<string, string> };
    delete ru.home.placeholder;
    expect(missingKeys(en, ru as unknown as Catalog, "ru")).toContain("home.placeholder");
    // English has _one and _other; Russian also needs _few and _many, Arabic six forms, Japanese one.
    expect(missingKeys(en, ru as unknown as Catalog, "ru")).toContain("userMenu.papersRemaining_few");
    expect(missingKeys(en, ru as unknown as Catalog, "ru")).toContain("userMenu.papersRemaining_many");
    expect(pluralCategories("ar")).toHaveLength(6);
    expect(pluralCategories("ja")).toEqual(["other"]);
    const ja = structuredClone(en) as { userMenu: Record<string, string> };
    delete ja.userMenu.papersRemaining_one;
    expect(missingKeys(en, ja as unknown as Catalog, "ja")).toEqual([]);
    delete ja.userMenu.papersRemaining_other;
    expect(missingKeys(en, ja as unknown as Catalog, "ja")).toEqual(["userMenu.papersRemaining_other"]);
  });

  it("a left-over key", () => {
    const old = structuredClone(en) as { home: Record<string, string> };
    old.home.gone = "Gone";
    old.home.submit_few = "Submit";
    expect(extraKeys(en, old as unknown as Catalog)).toEqual(["home.gone", "home.submit_few"]);
  });

  it("a dropped, renamed or added placeholder, and a changed tag", () => {
    const broken = structuredClone(en) as {
      customSources: Record<string, string>;
      userMenu: Record<string, string>;
      home: Record<string, string>;
      sidebar: Record<string, string>;
    };
    broken.customSources.counter = "Quellen: {{n}}";
    broken.customSources.maxText = "Bis zu {{maximum}} Quellen";
    broken.home.submit = "Senden {{n}}";
    broken.sidebar.archiveNamed = "<b>{{title}}</b> archivieren";
    // A singular form may leave out the number; the "other" form may not.
    broken.userMenu.papersRemaining_one = "Eine Arbeit übrig";
    broken.userMenu.papersRemaining_other = "Arbeiten übrig";
    expect(brokenTranslations(en, broken as unknown as Catalog).sort()).toEqual([
      "customSources.counter",
      "customSources.maxText",
      "home.submit",
      "sidebar.archiveNamed",
      "userMenu.papersRemaining_other",
    ]);
  });

  it("a button label too wide, counting CJK characters double", () => {
    expect(displayWidth("保存")).toBe(4);
    // Devanagari vowel signs and conjuncts join their letter: fewer columns than code units.
    expect(displayWidth("हिन्दी")).toBeLessThan(4);
    const long = structuredClone(en) as { document: { steps: Record<string, string> } };
    long.document.steps.createPlan = "Gliederungsplan jetzt erstellen lassen";
    expect(tooLongButtons(en, long as unknown as Catalog, ["document.steps.createPlan"])).toHaveLength(1);
    long.document.steps.createPlan = "Plan erstellen";
    expect(tooLongButtons(en, long as unknown as Catalog, ["document.steps.createPlan"])).toEqual([]);
  });

  it("names, placeholders and addresses as needing no translation", () => {
    expect(needsNoTranslation("Treatise")).toBe(true);
    expect(needsNoTranslation("https://example.com/article")).toBe(true);
    expect(needsNoTranslation("{{appName}}")).toBe(true);
    expect(needsNoTranslation("e.g. Nvidia")).toBe(false);
    expect(needsNoTranslation("OK")).toBe(false);
  });
});

describe("en.json", () => {
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
    // The outline's placeholders read as the rules know them (spec §5).
    expect(keys.get("document.outline.newQuestion")).toBe(NEW_QUESTION_TEXT);
    expect(keys.get("document.outline.newSection")).toBe(NEW_SECTION_TITLE);
  });

  it("writes right to left for ar, ur, fa and he", () => {
    expect(["ar", "ur", "fa", "he"].every(isRtl)).toBe(true);
    expect(isRtl("en") || isRtl("zh-cn")).toBe(false);
  });
});
