// White label (issue 17 item 3), against the operator's app started with WHITE_LABEL_THEME pointing at
// testdata/white-label/theme.json ("Acme Research", brand colour #0b6e4f, an SVG logo): the page title,
// the sidebar's name and logo, the favicon, and the derived palette on the buttons — light and dark, each
// with white text readable on it (WCAG AA). Screenshots white-label-light-*, white-label-dark-*.
import type { Page } from "@playwright/test";
import { contrastRatio } from "../server/branding/palette";
import { expect, expectHome, pictureShows, saveScreens, signUpThroughApi, test } from "./helpers";
import { E2E_BRAND, E2E_USAGE_WARNING } from "./operator-settings";

/** This app also shows a usage warning once per session: marked as seen, so it does not cover the page. */
async function skipUsageWarning(page: Page) {
  await page.addInitScript((message) => {
    sessionStorage.setItem("treatise.usageWarningSeen", message);
  }, E2E_USAGE_WARNING);
}

/** The CSS colour of an element's property as #rrggbb. */
async function colorOf(page: Page, selector: string, property: "backgroundColor" | "color") {
  return page
    .locator(selector)
    .first()
    .evaluate((el, prop) => {
      const value = getComputedStyle(el)[prop];
      const canvas = document.createElement("canvas").getContext("2d");
      if (!canvas) return value;
      canvas.fillStyle = value;
      return canvas.fillStyle;
    }, property);
}

test("the brand's name, logo and colours, light and dark", async ({ page }) => {
  await skipUsageWarning(page);
  await page.addInitScript(() => localStorage.setItem("treatise.theme", "light"));
  // Texts that name the product say the brand's name, signed out too.
  await page.goto("/auth/sign-in");
  await expect(page.getByText(`New to ${E2E_BRAND.name}?`)).toBeVisible();
  await expect(page).toHaveTitle(E2E_BRAND.name);
  await signUpThroughApi(page);
  await page.goto("/");
  await expectHome(page);

  await expect(page).toHaveTitle(E2E_BRAND.name);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/brand/favicon.svg");
  const sidebar = page.getByRole("complementary");
  const home = sidebar.getByRole("link", { name: new RegExp(E2E_BRAND.name) }).first();
  await expect(home).toContainText(E2E_BRAND.name);
  const logo = home.locator("img");
  await expect(logo).toHaveAttribute("src", "/brand/logo.svg");
  // The logo really loaded (an image that failed has no natural width).
  expect(await pictureShows(logo)).toBe(true);
  await expect(page.getByText("Treatise", { exact: true })).toHaveCount(0);

  // The question typed, Submit is enabled and shows the brand colour itself (it passes AA on white text).
  await page.getByPlaceholder("What are you curious about today?").fill("How do tides form?");
  const submit = 'form button[type="submit"]';
  await expect(page.locator(submit)).toBeEnabled();
  // Polled: the button fades from its disabled colour when it becomes enabled (transition-colors).
  await expect.poll(() => colorOf(page, submit, "backgroundColor")).toBe(E2E_BRAND.brandColor);
  expect(await colorOf(page, submit, "color")).toBe("#ffffff");
  await saveScreens(page, "white-label-light");

  // Dark: the dark palette's button colour, white text still AA on it.
  await page.evaluate(() => localStorage.setItem("treatise.theme", "dark"));
  await page.addInitScript(() => localStorage.setItem("treatise.theme", "dark"));
  await page.reload();
  await expectHome(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByPlaceholder("What are you curious about today?").fill("How do tides form?");
  const darkVariable = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--color-brand-500").trim(),
  );
  await expect.poll(() => colorOf(page, submit, "backgroundColor")).toBe(darkVariable);
  const darkButton = await colorOf(page, submit, "backgroundColor");
  expect(contrastRatio("#ffffff", darkButton)).toBeGreaterThanOrEqual(4.5);
  // Brand-coloured text on the dark page (links, the selected options) is readable too.
  const darkText = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--color-brand-300").trim(),
  );
  expect(contrastRatio(darkText, "#09090b")).toBeGreaterThanOrEqual(4.5);
  await saveScreens(page, "white-label-dark");
});
