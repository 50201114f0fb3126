// Accounts a person can manage (issue 32, item 2), in Chromium: a forgotten password reset from the
// emailed link (the outbox, as the app writes mail without SMTP) to a new password, a link that works
// once; the password changed in Settings › General; a paper deleted and its share link answering 404;
// the account deleted by typing its email.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  appOrigin,
  expect,
  expectHome,
  expectSignIn,
  field,
  saveScreenshot,
  signInThroughScreen,
  signUpThroughApi,
  test,
  writePapersThroughApi,
} from "./helpers";

/** The link in the newest mail the app wrote to this address (DATA_DIR/outbox of the app under test). */
function linkInLastMail(email: string): string {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  const last = readdirSync(outbox)
    .filter((name) => name.endsWith(`-${safe}.eml`))
    .sort()
    .pop();
  if (!last) throw new Error(`no mail to ${email}`);
  // Quoted-printable: soft line breaks and "=" escaped.
  const text = readFileSync(path.join(outbox, last), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  return link;
}

async function openGeneralSettings(page: Page) {
  await page
    .getByRole("button", { name: /^Account menu for/ })
    .last()
    .click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await expect(dialog.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
  return dialog;
}

test("forgot password: the same answer for any address, the emailed link sets a new password once", async ({
  page,
}) => {
  const account = await signUpThroughApi(page);
  await page.context().clearCookies();
  await page.goto("/auth/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();

  // An address without an account gets the same answer (nothing tells whether it has one).
  const nobody = `nobody-${Date.now()}@example.com`;
  await field(page, "Email").fill(nobody);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `If an account uses ${nobody}, we have sent it a link to choose a new password. The link works once, within an hour.`,
  );
  await page.reload();
  await field(page, "Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `If an account uses ${account.email}, we have sent it a link to choose a new password. The link works once, within an hour.`,
  );
  await saveScreenshot(page, "accounts-forgot-sent");

  const link = linkInLastMail(account.email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  const newPassword = `${account.password}-renewed`;
  await field(page, "New password").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Your password has been changed and you have been signed out everywhere.",
  );
  await saveScreenshot(page, "accounts-reset-done");

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This link has expired or was already used.");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();

  // The old password no longer signs in; the new one does.
  await page.goto("/auth/sign-in");
  await signInThroughScreen(page, account);
  await expect(page.getByRole("alert")).toHaveText("The email or password is not correct.");
  await signInThroughScreen(page, { email: account.email, password: newPassword });
  await expectHome(page);
});

test("change password in Settings › General: the current one is asked", async ({ page, account }) => {
  const dialog = await openGeneralSettings(page);
  const newPassword = `${account.password}-changed`;
  await dialog.getByLabel("Current password").fill("not-my-password");
  await dialog.getByLabel("New password").fill(newPassword);
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("The current password is not correct.")).toBeVisible();
  await dialog.getByLabel("Current password").fill(account.password);
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("Password changed. You have been signed out on your other devices."),
  ).toBeVisible();
  await saveScreenshot(page, "accounts-password-changed");
  // Still signed in here; the new password is the one that signs in.
  await page.goto("/auth/logout");
  await expectSignIn(page);
  await signInThroughScreen(page, { email: account.email, password: newPassword });
  await expectHome(page);
});

test("delete a paper: confirmed, it is gone from the list and Featured, and its share link answers 404", async ({
  page,
  account,
}) => {
  test.setTimeout(180_000);
  expect(account.email).toContain("@");
  const [paper] = await writePapersThroughApi(page, ["What caused the 2022 Pakistan floods?"]);
  if (!paper) throw new Error("no paper");
  expect(
    (
      await page.request.post(`/api/document/${paper.id}/feature`, { headers: { origin: appOrigin() } })
    ).status(),
  ).toBe(200);
  expect((await page.request.get(`/api/share/${paper.id}`)).status()).toBe(200);

  await page.goto(`/d/${paper.id}`);
  await page.getByRole("button", { name: "Delete paper" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this paper?" });
  await expect(confirm).toContainText(
    "Its text, files, downloads, evidence, likes and views are deleted for good. It leaves Featured Articles and its share link stops working. This cannot be undone.",
  );
  await saveScreenshot(page, "accounts-delete-paper-confirm");
  await confirm.getByRole("button", { name: "Delete paper" }).click();
  await expectHome(page);
  await expect(page.getByText("Paper deleted.")).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: paper.title })).toHaveCount(0);

  expect((await page.request.get(`/api/share/${paper.id}`)).status()).toBe(404);
  const featured = (await (await page.request.get("/api/featured")).json()) as { items: { id: string }[] };
  expect(featured.items.map((i) => i.id)).not.toContain(paper.id);
  await page.goto(`/share/${paper.id}`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.goto(`/d/${paper.id}`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("delete the account by typing its email: signed out, and it cannot sign in again", async ({
  page,
  account,
}) => {
  const dialog = await openGeneralSettings(page);
  const remove = dialog.getByRole("button", { name: "Delete my account" });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(`Type your email (${account.email}) to confirm`).fill("someone@else.example");
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(`Type your email (${account.email}) to confirm`).fill(account.email);
  await expect(remove).toBeEnabled();
  await remove.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "accounts-delete-account");
  // Deleting checks the password (scrypt) and removes every row and file of the account: on a loaded
  // machine that can outlast an expectation's wait, so the answer itself is awaited, and its status said.
  const deleted = page.waitForResponse((r) => r.url().endsWith("/api/auth/delete-user"), { timeout: 60_000 });
  await remove.click();
  const answer = await deleted;
  expect(answer.status(), answer.status() === 200 ? "" : await answer.text().catch(() => "")).toBe(200);
  await expect(page).toHaveURL(/\/auth\/sign-in\?deleted=1$/);
  await expectSignIn(page);
  await expect(page.getByRole("status")).toHaveText("Your account and everything in it have been deleted.");
  expect((await page.request.get("/api/user")).status()).toBe(401);
  await signInThroughScreen(page, account);
  await expect(page.getByRole("alert")).toHaveText("The email or password is not correct.");
});
