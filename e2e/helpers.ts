// Shared pieces of the browser tests: fresh accounts (through the screens, or fast through the auth API
// with the page's own cookies), the screens' landmarks, and screenshots saved under e2e/.artifacts.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

export interface Account {
  name: string;
  email: string;
  password: string;
}

export const SCREENSHOT_DIR = path.join("e2e", ".artifacts", "screenshots");

/** A new, unique account (not yet signed up). */
export function newAccount(name = "Ada Lovelace"): Account {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  return { name, email: `ada-${id}@example.com`, password: `pw-${id}-correct-horse` };
}

/** The origin the app is served on (playwright.config.ts `use.baseURL`). */
export function appOrigin(): string {
  const baseURL = base.info().project.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts must set use.baseURL");
  return new URL(baseURL).origin;
}

/** A form field by its label (required fields show a "*" after it, hidden from screen readers). */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

/** Signs up through the sign-up screen and waits for home. */
export async function signUpThroughScreen(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto("/auth/sign-up");
  await field(page, "Name").fill(account.name);
  await field(page, "Email").fill(account.email);
  await field(page, "Password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expectHome(page);
  return account;
}

/**
 * Fast path for specs that are about something else: signs up through the auth API with the page's
 * request context, so the session cookie lands in the browser context. Does not navigate.
 */
export async function signUpThroughApi(page: Page, account: Account = newAccount()): Promise<Account> {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: account.name, email: account.email, password: account.password },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Fills and submits the sign-in screen (the page must show it). */
export async function signInThroughScreen(page: Page, account: Pick<Account, "email" | "password">) {
  await field(page, "Email").fill(account.email);
  await field(page, "Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Home of a signed-in user: the header 'Start searching'. */
export async function expectHome(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1, name: "Start searching" })).toBeVisible();
}

/** The visitor's sign-in screen. */
export async function expectSignIn(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === "/auth/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
}

/** Saves a full-page screenshot as e2e/.artifacts/screenshots/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  // Fonts and lazy chunks settle before the picture is taken.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  return file;
}

/** `test` with an `account` fixture: a fresh user signed up through the API, the page on home. */
export const test = base.extend<{ account: Account }>({
  account: async ({ page }, use) => {
    const account = await signUpThroughApi(page);
    await page.goto("/");
    await expectHome(page);
    await use(account);
  },
});

export { expect };
