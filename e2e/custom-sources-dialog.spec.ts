// The custom-sources dialog keeps up (issue 32, item 5): a link the server cannot read shows the error
// banner and is not counted as a source; a later successful upload clears the banner and is counted.
import path from "node:path";
import { expect, saveScreenshot, test } from "./helpers";

test("after a failed link, a successful upload clears the error banner; the counter counts only sources", async ({
  page,
  account,
}) => {
  expect(account.email).toContain("@");
  await page.getByRole("button", { name: "Custom sources (0 added)" }).click();
  const dialog = page.getByRole("dialog", { name: "Custom sources" });
  const counter = dialog.getByTestId("sources-counter");
  const banner = dialog.getByRole("alert").filter({
    hasText: "There was an error while uploading your sources. Please try again later.",
  });

  // A link nothing answers at (a private address the server never fetches): refused, not a source.
  const link = dialog.getByRole("textbox", { name: "Link 1" });
  await link.fill("http://10.255.255.1/nothing-here.html");
  await expect(counter).toHaveText("Sources added: 1 / 20");
  await dialog.getByRole("button", { name: "Add sources" }).click();
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(counter).toHaveText("Sources added: 0 / 20");
  await expect(dialog).toBeVisible();

  // The link's row is emptied and a PDF uploaded: the banner goes, the counter counts the one source.
  await link.fill("");
  await dialog.getByRole("tab", { name: "Upload PDF" }).click();
  await dialog
    .getByLabel("Choose a PDF", { exact: true })
    .and(page.locator("input[type=file]"))
    .setInputFiles(path.join("testdata", "pdfs", "pdfjs_wikipedia.pdf"));
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "Source uploaded successfully",
  );
  await expect(banner).toHaveCount(0);
  await expect(counter).toHaveText("Sources added: 1 / 20");
  await expect(dialog.getByRole("button", { name: "Remove PDF.js - Wikipedia" })).toBeVisible();
  await saveScreenshot(page, "custom-sources-after-failure");
});
