// Shared pieces of the browser tests: fresh accounts (through the screens, or fast through the auth API
// with the page's own cookies), the screens' landmarks, and screenshots saved under e2e/.artifacts.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import type { PresentedDocument } from "../common/types";

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

// ---- Papers: the composer, the document page, and screenshots at both sizes ----

/** Offline papers finish in seconds; the generous limit covers a slow machine, never a timed assertion. */
export const PAPER_TIMEOUT = 120_000;

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

/** A question the local library (20 Wikipedia articles of 2022–2023) answers. */
export const FLOODS_QUESTION = "What caused the 2022 Pakistan floods and what was their impact?";

/** Opens the composer's advanced options (the toggle is remembered, so only when closed). */
export async function openAdvancedOptions(page: Page): Promise<void> {
  const show = page.getByRole("button", { name: "Show Advanced options" });
  const hide = page.getByRole("button", { name: "Hide Advanced options" });
  await expect(show.or(hide)).toBeVisible();
  if (await show.isVisible()) await show.click();
  await expect(hide).toBeVisible();
}

/** Search only the local library: Library ticked, Web, News and Scholar unticked (no outbound search). */
export async function searchOnlyLibrary(page: Page): Promise<void> {
  await openAdvancedOptions(page);
  const library = page.getByRole("checkbox", { name: "Library" });
  await expect(library).toBeChecked();
  for (const name of ["Web", "News", "Scholar"]) {
    const box = page.getByRole("checkbox", { name, exact: true });
    if (await box.isChecked()) await box.click();
    await expect(box).not.toBeChecked();
  }
}

/** Only Web ticked: offline it finds nothing, so a paper is written from the chosen sources alone. */
export async function searchOnlyWeb(page: Page): Promise<void> {
  await openAdvancedOptions(page);
  for (const name of ["Web", "News", "Scholar", "Library"]) {
    const box = page.getByRole("checkbox", { name, exact: true });
    if ((await box.isChecked()) !== (name === "Web")) await box.click();
    await expect(box).toBeChecked({ checked: name === "Web" });
  }
}

/** Types a question in the composer, submits it, and returns the new document's id (page on /d/{id}). */
export async function submitQuestion(
  page: Page,
  question: string,
  options: { automaticMode?: boolean } = {},
): Promise<string> {
  const autoMode = page.getByRole("switch", { name: "Auto Mode" });
  if ((options.automaticMode ?? true) !== ((await autoMode.getAttribute("aria-checked")) === "true")) {
    await autoMode.click();
  }
  await page.getByRole("textbox", { name: "Your question or subject" }).fill(question);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/d\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/** The status badge of the document page ('Complete', 'Waiting for you', 'Error' …). */
export function documentStatus(page: Page): Locator {
  return page.getByTestId("document-status");
}

/** Waits until the paper is written: status 'Complete' and the references list shown. */
export async function expectPaperComplete(page: Page): Promise<void> {
  await expect(documentStatus(page)).toHaveText("Complete", { timeout: PAPER_TIMEOUT });
  await expect(page.getByRole("heading", { level: 2, name: "References" })).toBeVisible();
}

/**
 * Screenshots at desktop (1280×800) and mobile (390×844) size: `<name>-desktop.png`, `<name>-mobile.png`.
 * The app scrolls inside its main area, so `full` first grows the window to the page's whole height.
 */
export async function saveScreens(page: Page, name: string, options: { full?: boolean } = {}): Promise<void> {
  const before = page.viewportSize() ?? DESKTOP;
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    if (options.full) {
      const height = await page.evaluate(() => {
        const main = document.getElementById("main");
        return main ? main.scrollHeight + (window.innerHeight - main.clientHeight) : window.innerHeight;
      });
      await page.setViewportSize({
        width: viewport.width,
        height: Math.min(Math.max(height, viewport.height), 6000),
      });
    }
    await saveScreenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(before);
}

/** Writes papers through the API (offline engine, the local library) and waits until all are COMPLETE. */
export async function writePapersThroughApi(page: Page, queries: string[]): Promise<PresentedDocument[]> {
  const ids: string[] = [];
  for (const query of queries) {
    const created = await page.request.post("/api/document", {
      headers: { origin: appOrigin() },
      data: { query, searchTypes: ["library"], numberOfSections: 3 },
    });
    expect(created.status(), `paper ${ids.length + 1}: ${await created.text()}`).toBe(201);
    ids.push(((await created.json()) as { document: { id: string } }).document.id);
  }
  const docs: PresentedDocument[] = [];
  for (const id of ids) {
    let doc: PresentedDocument | null = null;
    await expect
      .poll(
        async () => {
          // A reused keep-alive connection may be reset by a busy server: that poll asks again.
          const res = await page.request.get(`/api/document/${id}`).catch(() => null);
          if (!res) return "unanswered";
          doc = ((await res.json()) as { document: PresentedDocument }).document;
          return doc.status;
        },
        { timeout: PAPER_TIMEOUT },
      )
      .toBe("COMPLETE");
    docs.push(doc as unknown as PresentedDocument);
  }
  return docs;
}

/**
 * The picture came and shows: loaded and decoded (a broken one rejects). A visible <img> may only be laid
 * out, its bytes still on their way, so checking `complete` at once raced the download.
 */
export async function pictureShows(img: Locator): Promise<boolean> {
  return img.evaluate(async (el: HTMLImageElement) => {
    try {
      await el.decode();
    } catch {
      return false;
    }
    return el.naturalWidth > 0;
  });
}
