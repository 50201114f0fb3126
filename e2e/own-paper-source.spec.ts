// One's own paper as a source, the whole path (issue 9 item 7): write a paper, then write a second one
// choosing the first in the composer's Custom sources › Your papers, and find the first in its references.
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  expect,
  expectPaperComplete,
  openAdvancedOptions,
  PAPER_TIMEOUT,
  submitQuestion,
  test,
} from "./helpers";

/** Only Web ticked: offline it finds nothing, so a paper is written from the chosen sources alone. */
async function searchOnlyWeb(page: Page): Promise<void> {
  await openAdvancedOptions(page);
  for (const name of ["Web", "News", "Scholar", "Library"]) {
    const box = page.getByRole("checkbox", { name, exact: true });
    if (((await box.getAttribute("aria-checked")) === "true") !== (name === "Web")) await box.click();
    await expect(box).toBeChecked({ checked: name === "Web" });
  }
}

test("a paper cites one of your own papers chosen in the Sources dialog", async ({ page, account }) => {
  test.setTimeout(2 * PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  // The first paper is written from an uploaded PDF (a text the local library does not hold), so the
  // second paper's sentences can only come from the first paper.
  await page.getByRole("button", { name: "Custom sources (0 added)" }).click();
  const dialog = page.getByRole("dialog", { name: "Custom sources" });
  await dialog.getByRole("tab", { name: "Upload PDF" }).click();
  await dialog
    .getByLabel("Choose a PDF", { exact: true })
    .and(page.locator("input[type=file]"))
    .setInputFiles(path.join("testdata", "pdfs", "pdfjs_wikipedia.pdf"));
  await expect(dialog.getByTestId("sources-counter")).toHaveText("Sources added: 1 / 20");
  await dialog.getByRole("button", { name: "Add sources" }).click();
  await expect(dialog).toBeHidden();
  await searchOnlyWeb(page);
  const firstId = await submitQuestion(page, "What is PDF.js and who develops it?");
  await expectPaperComplete(page);
  const firstTitle = (await page.getByRole("heading", { level: 1 }).first().textContent())?.trim() ?? "";
  expect(firstTitle).not.toBe("");

  await page.goto("/");
  await page.getByRole("button", { name: "Custom sources (0 added)" }).click();
  await dialog.getByRole("tab", { name: "Your papers" }).click();
  await dialog.getByRole("button", { name: `Add ${firstTitle}` }).click();
  await expect(dialog.getByTestId("sources-counter")).toHaveText("Sources added: 1 / 20");
  await dialog.getByRole("button", { name: "Add sources" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Custom sources (1 added)" })).toBeVisible();

  await searchOnlyWeb(page);
  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/document") && r.request().method() === "POST",
  );
  const secondId = await submitQuestion(page, "How does PDF.js render documents in a browser?");
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    customSources: [{ id: firstId, kind: "document", url: expect.stringMatching(`/share/${firstId}$`) }],
  });
  expect(secondId).not.toBe(firstId);
  await expectPaperComplete(page);
  const cited = page.locator('li[id^="ref-"]').filter({ hasText: firstTitle });
  await expect(cited).toHaveCount(1);
  await expect(cited.getByRole("link").first()).toHaveAttribute("href", new RegExp(`/share/${firstId}$`));
});
