// Accounts as a person uses them: sign up, stay signed in across a reload, log out (user menu and
// /auth/logout), protected routes send visitors to sign-in, sign in again, a wrong password is refused.
import { type Page, test } from "@playwright/test";
import {
  appOrigin,
  expect,
  expectHome,
  expectSignIn,
  field,
  newAccount,
  saveScreenshot,
  signInThroughScreen,
  signUpThroughApi,
} from "./helpers";

async function openUserMenu(page: Page, name: string) {
  await page.getByRole("button", { name: `Account menu for ${name}` }).click();
}

/** A visitor on a protected path is shown sign-in, with the path kept for after sign-in. */
async function expectRedirectedToSignIn(page: Page, protectedPath: string) {
  await page.goto(protectedPath);
  await expectSignIn(page);
  const next = new URL(page.url()).searchParams.get("next");
  expect(next).toBe(protectedPath === "/" ? null : protectedPath);
}

test.describe("desktop", () => {
  test("sign up, reload, log out from the user menu and from /auth/logout, sign in again", async ({
    page,
  }) => {
    const account = newAccount("Ada Lovelace");

    // A visitor at / is sent to sign-in.
    await page.goto("/");
    await expectSignIn(page);
    await expect(page.getByText("One question in, a researched and referenced paper out.")).toBeVisible();
    await saveScreenshot(page, "sign-in-desktop");

    await page.getByRole("link", { name: /^Create (an )?account$/ }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await saveScreenshot(page, "sign-up-desktop");

    await field(page, "Name").fill(account.name);
    await field(page, "Email").fill(account.email);
    await field(page, "Password").fill(account.password);
    await page.getByRole("button", { name: "Create account" }).click();

    // Signed in at once: home, with the user's name in the user menu.
    await expectHome(page);
    await expect(page.getByRole("button", { name: `Account menu for ${account.name}` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Account menu for ${account.name}` })).toContainText("AL");
    await saveScreenshot(page, "home-desktop");

    // The session survives a reload, and the API knows the user.
    await page.reload();
    await expectHome(page);
    const me = await page.request.get("/api/user");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ user: { name: account.name, email: account.email } });

    // Logout from the user menu.
    await openUserMenu(page, account.name);
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expectSignIn(page);

    // Signed out for real: the API refuses, and protected routes show sign-in.
    const after = await page.request.get("/api/user");
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    await expectRedirectedToSignIn(page, "/");
    await expectRedirectedToSignIn(page, "/d/some-id");

    // Sign in again from the plain sign-in screen.
    await page.goto("/auth/sign-in");
    await signInThroughScreen(page, account);
    await expectHome(page);

    // Logout through the /auth/logout route.
    await page.goto("/auth/logout");
    await expectSignIn(page);
    expect((await page.request.get("/api/user")).status()).toBe(401);
    await expectRedirectedToSignIn(page, "/d/some-id");
  });

  test("sign-in after a protected route returns there", async ({ page }) => {
    const account = await signUpThroughApi(page, newAccount("Grace Hopper"));
    // Forget the session in this browser: a visitor again.
    await page.context().clearCookies();

    await expectRedirectedToSignIn(page, "/featured-papers");
    await signInThroughScreen(page, account);
    await expect(page).toHaveURL((url) => url.pathname === "/featured-papers");
  });

  test("a wrong password is refused with a message, the right one signs in", async ({ page, request }) => {
    const account = newAccount("Alan Turing");
    // Sign up from a separate request context, so this page stays a visitor.
    const created = await request.post("/api/auth/sign-up/email", {
      data: account,
      headers: { origin: appOrigin() },
    });
    expect(created.status()).toBe(200);

    await page.goto("/auth/sign-in");
    await signInThroughScreen(page, { email: account.email, password: "not-the-password" });
    await expect(page.getByRole("alert")).toHaveText("The email or password is not correct.");
    await expectSignIn(page);
    expect((await page.request.get("/api/user")).status()).toBe(401);

    // Same screen, right password (the email is matched case-insensitively).
    await signInThroughScreen(page, { email: account.email.toUpperCase(), password: account.password });
    await expectHome(page);
  });

  test("wrong passwords in a row are slowed down, and the screen says so", async ({ page, request }) => {
    const account = newAccount("Grace Hopper");
    const created = await request.post("/api/auth/sign-up/email", {
      data: account,
      headers: { origin: appOrigin() },
    });
    expect(created.status()).toBe(200);

    // A few wrong guesses are free; after them each next one has to wait longer (1 s, 2 s, 4 s, …), so
    // guesses sent as fast as a person types are held back with the reason.
    await page.goto("/auth/sign-in");
    const throttled =
      "Too many failed sign-in attempts from here. Please wait a little and try again: each further attempt waits longer.";
    let shown = "";
    for (let attempt = 1; attempt <= 10 && shown !== throttled; attempt++) {
      await signInThroughScreen(page, { email: account.email, password: `wrong-${attempt}` });
      await expect(page.getByRole("alert")).toHaveText(/./);
      shown = (await page.getByRole("alert").textContent()) ?? "";
      expect([throttled, "The email or password is not correct."]).toContain(shown);
    }
    expect(shown).toBe(throttled);
    await saveScreenshot(page, "sign-in-throttled");
    await expectSignIn(page);
  });

  test("an email that already has an account is refused at sign-up", async ({ page, request }) => {
    const account = newAccount("Emmy Noether");
    const created = await request.post("/api/auth/sign-up/email", {
      data: account,
      headers: { origin: appOrigin() },
    });
    expect(created.status()).toBe(200);

    await page.goto("/auth/sign-up");
    await field(page, "Name").fill("Someone Else");
    await field(page, "Email").fill(account.email);
    await field(page, "Password").fill("another-password-123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "An account with this email already exists. Sign in instead.",
    );
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("screens fit a phone, and logout works from the drawer's user menu", async ({ page }) => {
    await page.goto("/auth/sign-in");
    await expectSignIn(page);
    await saveScreenshot(page, "sign-in-mobile");

    await page.goto("/auth/sign-up");
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await saveScreenshot(page, "sign-up-mobile");

    const account = await signUpThroughApi(page, newAccount("Katherine Johnson"));
    await page.goto("/");
    await expectHome(page);
    // No horizontal scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "home-mobile");

    // The sidebar is a drawer behind the menu button; its user menu has Logout.
    await page.getByRole("button", { name: "Open menu" }).click();
    await openUserMenu(page, account.name);
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expectSignIn(page);
    await expectRedirectedToSignIn(page, "/");
  });
});
