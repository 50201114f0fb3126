// Share, views and likes end to end: the share dialog's Copy → Copied → Copy after 1.5 s, the heart that
// toggles at once and rolls back when the call fails, and the share page opened signed out (link preview
// tags in the served HTML, the view counted for the owner).
import type { PresentedDocument } from "../common/types";
import { expect, PAPER_TIMEOUT, saveScreenshot, test, writePapersThroughApi } from "./helpers";

test("share a finished paper, like it (and see a failed like rolled back), open it signed out", async ({
  page,
  browser,
  account,
  baseURL,
}) => {
  test.setTimeout(PAPER_TIMEOUT + 90_000);
  expect(account.email).toContain("@");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  // The dialog, not the native sheet (a desktop browser may have one).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  const [paper] = await writePapersThroughApi(page, ["What caused the 2022 Pakistan floods?"]);
  const id = paper?.id ?? "";
  const title = paper?.title ?? "";

  await page.goto(`/d/${id}`);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share this paper" });
  await expect(dialog).toBeVisible();
  for (const name of ["X", "Facebook", "LinkedIn", "Reddit", "WhatsApp", "Email"]) {
    await expect(dialog.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const shareUrl = `${new URL(baseURL ?? page.url()).origin}/share/${id}`;
  await expect(dialog.getByRole("textbox", { name: "Link to the paper" })).toHaveValue(shareUrl);
  const copy = dialog.getByRole("button", { name: "Copy", exact: true });
  await copy.click();
  const copied = dialog.getByRole("button", { name: "Copied", exact: true });
  await expect(copied).toBeVisible();
  const copiedAt = Date.now();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await saveScreenshot(page, "share-dialog");
  await expect(dialog.getByRole("button", { name: "Copy", exact: true })).toBeVisible({ timeout: 3000 });
  expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1200);
  await page.keyboard.press("Escape");

  // Like: at once, and saved.
  const heart = page.getByRole("button", { name: "Like", exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  const unlike = page.getByRole("button", { name: "Unlike", exact: true });
  await expect(unlike).toHaveAttribute("aria-pressed", "true");
  await expect(unlike.getByTestId("like-count")).toHaveText("1");
  await expect
    .poll(async () => (await (await page.request.get(`/api/document/${id}/like`)).json()) as unknown)
    .toEqual({ isLiked: true, likeCount: 1 });

  // A failed unlike: the heart goes out at once, then comes back, and the error is logged.
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(`**/api/document/${id}/like`, async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      json: { error: { code: "INTERNAL", message: "Something went wrong." } },
    });
  });
  await unlike.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(heart.getByTestId("like-count")).toHaveText("0");
  release();
  await expect(unlike).toHaveAttribute("aria-pressed", "true");
  await expect(unlike.getByTestId("like-count")).toHaveText("1");
  await expect.poll(() => errors.some((e) => e.includes("[like]"))).toBe(true);
  await page.unroute(`**/api/document/${id}/like`);

  // Signed out: the served HTML carries the link preview; the page shows the paper and counts a view.
  const visitor = await browser.newContext();
  const html = await (await visitor.request.get(shareUrl)).text();
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain(`<meta property="og:url" content="${shareUrl}" />`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  const reader = await visitor.newPage();
  await reader.goto(`/share/${id}`);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(reader.getByTestId("share-author")).toHaveText(`by ${account.name}`);
  await expect(reader.getByText("1 view", { exact: true })).toBeVisible();
  await expect(reader.getByRole("button", { name: "Download the paper" })).toBeVisible();
  await expect(reader.getByRole("button", { name: "Like", exact: true })).toHaveCount(0);
  expect(reader.url()).toContain(`/share/${id}`);
  await saveScreenshot(reader, "share-page-signed-out");
  await visitor.close();

  const owner = (
    (await (await page.request.get(`/api/document/${id}`)).json()) as { document: PresentedDocument }
  ).document;
  expect([owner.viewsCount, owner.likeCount]).toEqual([1, 1]);
});
