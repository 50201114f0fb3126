// The User Guide (issue 17 item 8) as a reader uses it: opened from the sidebar in a new tab, read page by
// page in English with its screenshots; in Arabic, the first page translated and right to left, a page not
// yet translated shown in English with a note in Arabic. Screenshots user-guide-en-*, user-guide-ar-*.
import { expect, pictureShows, saveScreens, test } from "./helpers";

test("the guide opens from the sidebar and reads page by page, with its pictures", async ({
  page,
  account,
}) => {
  expect(account.email).toContain("@");
  const link = page.getByRole("link", { name: /User Guide/ });
  await expect(link).toHaveAttribute("href", "/blog/user-manual");
  await expect(link).toHaveAttribute("target", "_blank");
  const [guide] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await guide.waitForLoadState();
  expect(new URL(guide.url()).pathname).toBe("/blog/user-manual");
  await expect(guide.getByRole("heading", { level: 1 })).toHaveText("Getting started");
  const pages = guide.getByRole("navigation", { name: "Pages of the guide" }).getByRole("link");
  await expect(pages).toHaveText([
    "1.Getting started",
    "2.Writing a paper",
    "3.Your own sources",
    "4.Reading, downloading and sharing",
    "5.Account, settings and billing",
    "6.The command line and agents",
  ]);
  await expect(pages.first()).toHaveAttribute("aria-current", "page");
  const picture = guide.getByRole("img", { name: /The home screen/ });
  await expect(picture).toBeVisible();
  expect(await pictureShows(picture)).toBe(true);
  await saveScreens(guide, "user-guide-en");

  await guide.getByRole("link", { name: "Next: Writing a paper" }).click();
  await expect(guide).toHaveURL(/\/blog\/user-manual\/writing-a-paper$/);
  await expect(guide.getByRole("heading", { level: 1 })).toHaveText("Writing a paper");
  await expect(guide.getByRole("img", { name: /Step 3\/3/ })).toBeVisible();
  // A link inside the text goes to another page of the guide.
  await guide.getByRole("link", { name: "Your own sources" }).first().click();
  await expect(guide.getByRole("heading", { level: 1 })).toHaveText("Your own sources");
  // An unknown page is not found; a reload of a page of the guide is served by the server.
  await guide.goto("/blog/user-manual/command-line");
  await expect(guide.getByRole("heading", { level: 1 })).toHaveText("The command line and agents");
  await guide.goto("/blog/user-manual/no-such-page");
  await expect(guide.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test.describe("in Arabic", () => {
  test.use({ locale: "ar" });

  test("the first page is translated and right to left; an untranslated page says so in Arabic", async ({
    page,
  }) => {
    await page.goto("/blog/user-manual");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const article = page.locator("article");
    await expect(article).toHaveAttribute("lang", "ar");
    await expect(article).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("البدء");
    await expect(page.getByRole("navigation", { name: "صفحات الدليل" })).toBeVisible();
    await expect(page.getByRole("img", { name: /الشاشة الرئيسية/ })).toBeVisible();
    // The page list starts on the right.
    const nav = await page.getByRole("navigation", { name: "صفحات الدليل" }).boundingBox();
    const text = await article.boundingBox();
    expect(nav && text && nav.x > text.x).toBe(true);
    await saveScreens(page, "user-guide-ar");

    await page.getByRole("link", { name: /^التالي/ }).click();
    await expect(page).toHaveURL(/\/blog\/user-manual\/writing-a-paper$/);
    await expect(
      page.getByText("لم تُترجم هذه الصفحة إلى العربية بعد؛ إليك نسختها الإنجليزية."),
    ).toBeVisible();
    await expect(article).toHaveAttribute("lang", "en");
    await expect(article).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Writing a paper");
    await saveScreens(page, "user-guide-ar-english-page");
  });
});
