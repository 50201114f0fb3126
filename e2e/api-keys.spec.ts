// Settings → API keys in Chromium: create a key (shown once), a script uses it, the list shows it
// without the secret, and revoking it refuses the script at once.
import { expect, signUpThroughApi, test } from "./helpers";

test("create, use and revoke a personal API key from Settings", async ({ page }) => {
  const account = await signUpThroughApi(page);
  await page.goto("/");
  await page
    .getByRole("button", { name: /^Account menu for/ })
    .last()
    .click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.getByRole("tab", { name: "API keys" }).click();
  await expect(dialog.getByText("No API keys yet.")).toBeVisible();

  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("Give the key a name.")).toBeVisible();
  await dialog.getByLabel("Name").fill("Nightly reports");
  // A key outlives the session: the password is asked again, and a wrong one is refused.
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("The email or password is not correct.")).toBeVisible();
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Create key" }).click();
  const shown = dialog.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^trt_/);
  const key = (await shown.textContent()) ?? "";

  // A script with only the key (no cookie) is signed in as this person.
  const asScript = () =>
    page.request.fetch("/api/user", { headers: { authorization: `Bearer ${key}`, cookie: "" } });
  expect((await asScript()).status()).toBe(200);

  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);
  const row = dialog.getByRole("row", { name: /Nightly reports/ });
  await expect(row).toBeVisible();
  await expect(dialog.getByText(key)).toHaveCount(0);

  await row.getByRole("button", { name: "Revoke Nightly reports" }).click();
  await page
    .getByRole("dialog", { name: "Revoke “Nightly reports”?" })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(dialog.getByText("No API keys yet.")).toBeVisible();
  expect((await asScript()).status()).toBe(401);
});
