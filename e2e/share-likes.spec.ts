// The share dialog and the heart on the paper's own page: the six networks, Copy → Copied → Copy after
// 1.5 s with the link on the clipboard, and the owner's like saved and taken back. (A reader's view and
// like, the share page signed out, and a failed like rolled back: after-the-paper.spec.ts.)
import { expect, PAPER_TIMEOUT, saveScreenshot, test, writePapersThroughApi } from "./helpers";

test("share a finished paper from its page, like it and take the like back", async ({
  page,
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
  // Each network's form gets the link (and the title where it takes one).
  await expect(dialog.getByRole("link", { name: "X", exact: true })).toHaveAttribute(
    "href",
    `https://x.com/intent/post?url=${encodeURIComponent(shareUrl)}&text=${encodeURIComponent(title)}`,
  );
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

  // And unliked, saved too.
  await unlike.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(heart.getByTestId("like-count")).toHaveText("0");
  await expect
    .poll(async () => (await (await page.request.get(`/api/document/${id}/like`)).json()) as unknown)
    .toEqual({ isLiked: false, likeCount: 0 });
});
