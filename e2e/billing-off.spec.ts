// With billing off (the main e2e app has no FEATURE_BILLING): nothing of billing shows — no Billing tab in
// Settings, no estimate in the composer, a Checkout return link opens nothing — and a paper costs nothing.
import { expect, expectHome, signUpThroughApi, test, writePapersThroughApi } from "./helpers";

test("with billing off, nothing of billing shows and a paper is not charged", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/");
  await expectHome(page);
  await expect(page.getByRole("textbox", { name: "Your question or subject" })).toBeVisible();
  await expect(page.getByTestId("cost-estimate")).toHaveCount(0);
  await expect(page.getByText(/Estimated cost/)).toHaveCount(0);

  await page
    .getByRole("button", { name: /^Account menu for/ })
    .last()
    .click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await expect(dialog.getByRole("tab")).toHaveText(["General", "Archive", "API keys"]);
  await dialog.getByRole("button", { name: "Close" }).first().click();

  // A link back from Checkout opens no Billing (and leaves the address clean).
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/config");
  await page.goto("/?settings=billing&checkout=success&session_id=cs_test_1");
  await config;
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect((await page.request.get("/api/billing")).status()).toBe(404);

  const [paper] = await writePapersThroughApi(page, ["What caused the 2022 Pakistan floods?"]);
  expect(paper?.costCents).toBe(0);
});
