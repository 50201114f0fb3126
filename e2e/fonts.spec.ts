// Every script drawn (issue 32, item 7): the interface serves its own faces for Arabic/Urdu, Devanagari and
// Bengali as static files chosen by unicode-range — an Urdu page loads the Arabic face and draws 'ہ' with it
// (Debian's Chromium drew empty boxes without it), an English page loads none of them.
import type { Page } from "@playwright/test";
import en from "../locales/en.json" with { type: "json" };
import hi from "../locales/hi.json" with { type: "json" };
import ur from "../locales/ur.json" with { type: "json" };
import { expect, saveScreenshot, signUpThroughApi, test } from "./helpers";

/** The font files the page fetched, by name. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("response", (response) => {
    const name = new URL(response.url()).pathname.split("/").pop() ?? "";
    if (/\.(ttf|woff2?)$/.test(name) && response.ok()) fonts.push(name);
  });
  return fonts;
}

test.describe("Urdu", () => {
  test.use({ locale: "ur" });
  test("the Urdu home page loads the Arabic face and draws 'ہ' with it", async ({ page }) => {
    await signUpThroughApi(page);
    const fonts = fontRequests(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: ur.home.header })).toBeVisible();
    // The page shows the letter (in the composer's and the sidebar's texts).
    expect(await page.locator("body").textContent()).toContain("ہ");
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.filter((f) => f.startsWith("NotoSansArabic_400Regular")).length).toBe(1);
    expect(fonts.some((f) => f.startsWith("NotoSansDevanagari") || f.startsWith("noto-sans-bengali"))).toBe(
      false,
    );
    // The face is loaded and covers the letter the boxes stood for.
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Arabic"', "ہ"))).toBe(true);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, "")),
    );
    expect(loaded).toContain("Noto Sans Arabic");
    await saveScreenshot(page, "fonts-ur-home");
  });
});

test.describe("Hindi", () => {
  test.use({ locale: "hi" });
  test("the Hindi home page loads the Devanagari face only", async ({ page }) => {
    await signUpThroughApi(page);
    const fonts = fontRequests(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: hi.home.header })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.some((f) => f.startsWith("NotoSansDevanagari_400Regular"))).toBe(true);
    expect(fonts.some((f) => f.startsWith("NotoSansArabic"))).toBe(false);
    await saveScreenshot(page, "fonts-hi-home");
  });
});

test.describe("English", () => {
  test.use({ locale: "en-US" });
  test("the English home page loads none of these faces", async ({ page }) => {
    await signUpThroughApi(page);
    const fonts = fontRequests(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: en.home.header })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.filter((f) => /Noto|noto/.test(f))).toEqual([]);
  });
});

// Every locale's home page, to look at (e2e/.artifacts/screenshots/fonts-<locale>-home.png): no letter drawn
// as a box. Each page is in its own language (html lang), and a face is loaded for each of the scripts served.
const SERVED: Record<string, string> = {
  ar: "Noto Sans Arabic",
  ur: "Noto Sans Arabic",
  hi: "Noto Sans Devanagari",
  mr: "Noto Sans Devanagari",
  bn: "Noto Sans Bengali",
};
for (const locale of [
  "ar",
  "bn",
  "de",
  "en",
  "es",
  "fr",
  "hi",
  "id",
  "ja",
  "mr",
  "pt",
  "ru",
  "sw",
  "ur",
  "zh-CN",
]) {
  test.describe(`home in ${locale}`, () => {
    test.use({ locale });
    test(`${locale}: the home page in its own script`, async ({ page }) => {
      await signUpThroughApi(page);
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", locale.toLowerCase());
      await page.evaluate(() => document.fonts.ready);
      const family = SERVED[locale];
      if (family) {
        await expect
          .poll(() =>
            page.evaluate(
              (name) =>
                [...document.fonts].some((f) => f.family.replace(/"/g, "") === name && f.status === "loaded"),
              family,
            ),
          )
          .toBe(true);
      }
      await saveScreenshot(page, `fonts-${locale.toLowerCase()}-home`);
    });
  });
}
