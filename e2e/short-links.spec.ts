// Short source links (spec §9, issue 17 item 7): a long source address — here the share link of one's own
// earlier paper — is shown as host/6-hex where it would wrap (the Sources dialog's chosen list, the
// paper's references), the full address on hover and when copied. Screenshot short-links-references.
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { shortLink } from "../common/short-link";
import {
  expect,
  expectPaperComplete,
  openAdvancedOptions,
  PAPER_TIMEOUT,
  saveScreens,
  submitQuestion,
  test,
} from "./helpers";

/** Only Web ticked: offline it finds nothing, so the paper is written from the chosen source alone. */
async function searchOnlyWeb(page: Page): Promise<void> {
  await openAdvancedOptions(page);
  for (const name of ["Web", "News", "Scholar", "Library"]) {
    const box = page.getByRole("checkbox", { name, exact: true });
    if ((await box.isChecked()) !== (name === "Web")) await box.click();
    await expect(box).toBeChecked({ checked: name === "Web" });
  }
}

/** Hovering the short text shows the full address; the copy button puts the full address on the clipboard. */
async function expectFullAddress(page: Page, scope: Locator, url: string) {
  const short = scope.getByText(shortLink(url), { exact: true });
  await expect(short).toBeVisible();
  await short.hover();
  await expect(page.getByRole("tooltip")).toContainText(url);
  await page.mouse.move(0, 0);
  await scope.getByRole("button", { name: "Copy the full address" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(scope.getByRole("button", { name: "Copied" })).toBeVisible();
}

test("a long source address is shown short, in full on hover and when copied", async ({ page, account }) => {
  test.setTimeout(2 * PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  // The first paper is written from an uploaded PDF (a text the local library does not hold), so the
  // second paper, written from the first one alone, cites it by its share link.
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
  const shareUrl = new URL(`/share/${firstId}`, page.url()).href;
  expect(shareUrl.length).toBeGreaterThan(40);

  await page.goto("/");
  await page.getByRole("button", { name: "Custom sources (0 added)" }).click();
  await dialog.getByRole("tab", { name: "Your papers" }).click();
  await dialog.getByRole("button", { name: `Add ${firstTitle}` }).click();
  await expectFullAddress(page, dialog.getByRole("region", { name: "Sources to use" }), shareUrl);
  await dialog.getByRole("button", { name: "Add sources" }).click();
  await expect(dialog).toBeHidden();

  await searchOnlyWeb(page);
  await submitQuestion(page, "How does PDF.js render documents in a browser?");
  await expectPaperComplete(page);
  const reference = page.locator('li[id^="ref-"]').filter({ hasText: firstTitle });
  await expect(reference).toHaveCount(1);
  // The title links to the whole address; beside it, the short form (never the long address as text).
  await expect(reference.getByRole("link").first()).toHaveAttribute("href", shareUrl);
  await expect(reference).not.toContainText(shareUrl);
  await reference.scrollIntoViewIfNeeded();
  await expectFullAddress(page, reference, shareUrl);
  await saveScreens(page, "short-links-references");
});
