// The operator's notices (issue 17 item 4), against the app started with USAGE_WARNING: the warning
// dialog shows once per browser session — not again on reload, again in a new session.
import type { Page } from "@playwright/test";
import { expect, expectHome, saveScreens, signUpThroughApi, test } from "./helpers";
import { E2E_USAGE_WARNING } from "./operator-settings";

/** Opens a page (home by default) and waits for the public configuration, which carries the warning. */
async function openHome(page: Page, path = "/"): Promise<void> {
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/config");
  await page.goto(path);
  expect((await config).status()).toBe(200);
}

test("the usage warning shows once per session", async ({ page, browser }) => {
  await signUpThroughApi(page);
  await openHome(page);
  const dialog = page.getByRole("dialog", { name: "Usage warning" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(E2E_USAGE_WARNING);
  await expect(dialog).toContainText("You will not see this notice again in this session.");
  await saveScreens(page, "usage-warning");
  await dialog.getByRole("button", { name: "Got it" }).click();
  await expect(dialog).toHaveCount(0);
  await expectHome(page);

  // Same session: a reload and another page do not show it again.
  await openHome(page);
  await expectHome(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await openHome(page, "/blog/user-manual");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A new session (another browser context) sees it once more, even before signing in.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await other.newPage();
  await openHome(second);
  await expect(second.getByRole("dialog", { name: "Usage warning" })).toContainText(E2E_USAGE_WARNING);
  await other.close();
});
