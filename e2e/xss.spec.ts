// Text taken from pages and typed by people is shown, never run: a paper written from a library text full
// of script payloads, asked with a question that holds payloads too, runs none of them in Chromium.
import {
  documentStatus,
  expect,
  PAPER_TIMEOUT,
  saveScreenshot,
  searchOnlyLibrary,
  signUpThroughApi,
  submitQuestion,
  test,
} from "./helpers";

const QUESTION = `How and when do quokkas groom? <img src=x onerror="window.__xss='question-img'"><script>window.__xss='question-script'</script>`;

test("script in a source page or a question never runs in the app", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signUpThroughApi(page);
  await page.goto("/");
  await searchOnlyLibrary(page);
  await submitQuestion(page, QUESTION);
  // Complete (its sections may cite nothing: issue 30 leaves empty sections open).
  await expect(documentStatus(page)).toHaveText("Complete", { timeout: PAPER_TIMEOUT });

  // The paper used the hostile text (it is the only one about quokkas) and shows the question as text.
  await expect(page.getByText("groom their fur", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("onerror", { exact: false }).first()).toBeVisible();
  // Nothing ran: no flag, no dialog, no element made from the payloads, no javascript: link.
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  await page.reload();
  await expect(documentStatus(page)).toHaveText("Complete", { timeout: PAPER_TIMEOUT });
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('main img[src="x"], main svg[onload], main iframe').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  // The app itself runs under its policy without breaking it.
  expect(violations).toEqual([]);
  await saveScreenshot(page, "xss-paper");
});
