// No toast covers the control that raised it (issue 32, item 5): the empty-feedback toast leaves the
// 'Send feedback' button clickable, wherever the page was scrolled to when it was pressed.
import type { Locator, Page } from "@playwright/test";
import { expect, PAPER_TIMEOUT, saveScreenshot, test, writePapersThroughApi } from "./helpers";

/** Whether a click at the control's centre lands on it (and not on something drawn above it). */
async function clickLandsOn(_page: Page, control: Locator): Promise<boolean> {
  const box = await control.boundingBox();
  if (!box) return false;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  return control.evaluate((el, at) => el.contains(document.elementFromPoint(at.x, at.y)), { x, y });
}

function overlaps(a: { x: number; y: number; width: number; height: number } | null, b: typeof a): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("the empty-feedback toast never covers 'Send feedback', at the end of the page too", async ({
  page,
  account,
}) => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  const [doc] = await writePapersThroughApi(page, ["What caused the 2022 Pakistan floods?"]);
  // A short window: the end of the paper puts the button where toasts appear (bottom centre).
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto(`/d/${doc?.id ?? ""}`);
  const summary = page.getByRole("group", { name: "Was the summary helpful?" });
  await summary.getByRole("button", { name: "Helpful", exact: true }).click();
  const send = page.getByRole("button", { name: "Send feedback" });
  await expect(send).toBeVisible();

  for (const place of ["end", "middle"] as const) {
    if (place === "end") await page.locator("#main").evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    else await send.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await send.click();
    const toast = page
      .getByRole("region", { name: "Notifications" })
      .getByText("Please provide a comment or select a suggestion", { exact: true })
      .last();
    await expect(toast).toBeVisible();
    expect(overlaps(await toast.boundingBox(), await send.boundingBox())).toBe(false);
    expect(await clickLandsOn(page, send)).toBe(true);
    if (place === "end") await saveScreenshot(page, "toast-clear-of-send-feedback");
  }
  // The button still works at once: with a comment it sends.
  await page.getByRole("textbox", { name: "Your comment" }).fill("Clear and well sourced.");
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your feedback!" })).toBeVisible();
});
