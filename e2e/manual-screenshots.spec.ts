// The User Guide's screenshots (docs/user-manual/images/*.jpg), made from the real screens: a paper
// asked in manual mode from the local library, its summary step, its outline step, the finished paper,
// the Sources and Share dialogs and Settings. Run with UPDATE_MANUAL_SCREENSHOTS=1 to write them into
// docs/ (small JPEGs at 1100×700); without it the test is skipped, so the committed pictures stay as made.
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  documentStatus,
  expect,
  expectPaperComplete,
  FLOODS_QUESTION,
  openAdvancedOptions,
  PAPER_TIMEOUT,
  searchOnlyLibrary,
  submitQuestion,
  test,
} from "./helpers";

const IMAGES = path.join("docs", "user-manual", "images");
const VIEWPORT = { width: 1100, height: 700 };

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(IMAGES, `${name}.jpg`),
    type: "jpeg",
    quality: 70,
    animations: "disabled",
    caret: "hide",
  });
}

test.skip(!process.env.UPDATE_MANUAL_SCREENSHOTS, "writes the guide's pictures only when asked");

test("the User Guide's screenshots", async ({ page, account }) => {
  test.setTimeout(4 * PAPER_TIMEOUT);
  await page.setViewportSize(VIEWPORT);
  await page.addInitScript(() => localStorage.setItem("treatise.theme", "light"));

  // Home: a question typed, Advanced options open.
  await searchOnlyLibrary(page);
  await openAdvancedOptions(page);
  await page.getByPlaceholder("What are you curious about today?").fill(FLOODS_QUESTION);
  await shot(page, "home");

  // The Sources dialog with a link typed.
  await page.getByRole("button", { name: "Custom sources (0 added)" }).click();
  const sources = page.getByRole("dialog", { name: "Custom sources" });
  await sources.getByRole("textbox").first().fill("https://en.wikipedia.org/wiki/2022_Pakistan_floods");
  await shot(page, "sources-dialog");
  await page.keyboard.press("Escape");
  await expect(sources).toBeHidden();

  // Manual mode: the summary step, then the outline step.
  await submitQuestion(page, FLOODS_QUESTION, { automaticMode: false });
  const bar = page.getByRole("region", { name: "Next step" });
  await expect(bar.getByText("Step 2/3")).toBeVisible({ timeout: PAPER_TIMEOUT });
  await expect(documentStatus(page)).toHaveText("Waiting for you");
  await shot(page, "summary-step");
  await bar.getByRole("button", { name: "Create Plan" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Review & Edit Outline" })).toBeVisible({
    timeout: PAPER_TIMEOUT,
  });
  await page.getByRole("heading", { level: 2, name: "Review & Edit Outline" }).scrollIntoViewIfNeeded();
  await shot(page, "outline-step");

  // The finished paper, its Share dialog.
  await bar.getByRole("button", { name: "Write Paper" }).click();
  await expectPaperComplete(page);
  await page.locator("#main").evaluate((main) => main.scrollTo(0, 0));
  await shot(page, "paper");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Share this paper" })).toBeVisible();
  await shot(page, "share-dialog");
  await page.keyboard.press("Escape");

  // Settings › General.
  await page.getByRole("button", { name: `Account menu for ${account.name}` }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
  await shot(page, "settings");
});
