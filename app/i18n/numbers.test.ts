import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { localizedNumbers } from "./index";

const localesDir = join(dirname(fileURLToPath(import.meta.url)), "../../locales");
const catalog = (locale: string) => JSON.parse(readFileSync(join(localesDir, `${locale}.json`), "utf8"));

/** An i18next like the app's: the number formatter and alwaysFormat, on the real catalogs. */
async function translator(lng: string) {
  const i18n = createInstance();
  await i18n.use(localizedNumbers).init({
    lng,
    fallbackLng: "en",
    resources: { [lng]: { translation: catalog(lng) }, en: { translation: catalog("en") } },
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}

describe("numbers inside interface texts", () => {
  it("are written in the interface language's way, with the right plural form", async () => {
    expect((await translator("en"))("document.views", { count: 1234 })).toBe("1,234 views");
    expect((await translator("en"))("document.views", { count: 1 })).toBe("1 view");
    expect((await translator("de"))("document.views", { count: 1234 })).toBe("1.234 Aufrufe");
    expect((await translator("fr"))("document.sourcesAnalysed", { analyzed: 3, total: 1500 })).toBe(
      "3 / 1\u202f500 sources analysées",
    );
  });

  it("leave text values alone", async () => {
    const t = await translator("de");
    expect(t("sidebar.archiveNamed", { title: "Bericht 2024" })).toBe("Bericht 2024 archivieren");
  });
});
