// Downloading a finished paper from the row under it: Download → PDF saves a PDF named after the title.
import { readFileSync } from "node:fs";
import type { PresentedDocument } from "../common/types";
import { expect, PAPER_TIMEOUT, saveScreenshot, test, writePapersThroughApi } from "./helpers";

test("Download → PDF saves the paper as a PDF named after its title", async ({ page, account }) => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  const [paper] = await writePapersThroughApi(page, ["What caused the 2022 Pakistan floods?"]);
  const id = paper?.id ?? "";
  const title = paper?.title ?? "";

  await page.goto(`/d/${id}`);
  const menu = page.getByRole("button", { name: "Download the paper" });
  await expect(menu).toHaveText("Download");
  await menu.click();
  await expect(page.getByRole("menuitem")).toHaveText([
    "PDF document (.pdf)",
    "Word document (.docx)",
    "Markdown text (.md)",
    "BibTeX references (.bib)",
  ]);
  await saveScreenshot(page, "download-menu");
  const saved = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "PDF document (.pdf)" }).click();
  const download = await saved;
  // The title, less the characters file systems refuse (as the server names it).
  expect(download.suggestedFilename()).toBe(
    `${title
      .replace(/[\\/:*?"<>|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()}.pdf`,
  );
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
