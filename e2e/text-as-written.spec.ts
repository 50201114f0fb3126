// Words in angle brackets, ampersands, a lone "<" and marks Markdown reads ("topic~3..topic~1") reach the
// reader as written on every screen that shows a paper's text — the paper, its summary, outline and title,
// its featured card and its share page and link preview — and none of them becomes an element. The paper
// is written by the offline engine from a library text about `git rebase <branch>`
// (testdata/xss-library/git-rebase-branch.md).
import {
  expect,
  expectPaperComplete,
  PAPER_TIMEOUT,
  saveScreenshot,
  searchOnlyLibrary,
  submitQuestion,
  test,
} from "./helpers";

const QUESTION = "What does git rebase do when <branch> is specified & <upstream> is left out?";

test("text in angle brackets, ampersands and a lone < show as written on every screen", async ({
  page,
  account,
}) => {
  expect(account.email).toContain("@");
  await searchOnlyLibrary(page);
  const id = await submitQuestion(page, QUESTION, { automaticMode: false });
  const main = page.getByRole("main");

  // Step 2/3: until the paper has its own title, it is titled by the question, as typed — on the page
  // and in the sidebar.
  const bar = page.getByRole("region", { name: "Next step" });
  await expect(bar.getByText("Step 2/3")).toBeVisible({ timeout: PAPER_TIMEOUT });
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(QUESTION);
  await expect(page.getByRole("navigation").getByRole("link", { name: QUESTION })).toBeVisible();
  // The summary reads the library text's words as written.
  const summary = page.getByTestId("summary-text");
  await expect(summary).toContainText("If <branch> is specified, git rebase switches to <branch>");
  // …and marks Markdown would read as strike-through are shown too.
  await expect(summary).toContainText("(say topic~3..topic~1, on a branch named my_topic)");
  await expect(summary.locator("del")).toHaveCount(0);
  await saveScreenshot(page, "text-as-written-summary");

  // Step 3/3: the outline editor holds the section titles as written.
  await bar.getByRole("button", { name: "Create Plan" }).click();
  await expect(bar.getByText("Step 3/3")).toBeVisible({ timeout: PAPER_TIMEOUT });
  const sectionTitles = await page
    .getByRole("list", { name: "Sections" })
    .locator(":scope > li")
    .evaluateAll((cards) => cards.map((c) => (c.querySelector("input, textarea") as HTMLInputElement).value));
  expect(sectionTitles.join("\n")).toContain("<upstream> & ");
  await bar.getByRole("button", { name: "Write Paper" }).click();
  await expectPaperComplete(page);

  // The paper: its sentences as written, and none of those words became an element of the page.
  const paperText = (await page.getByTestId("paper-section").allInnerTexts()).join("\n");
  expect(paperText).toContain("<upstream>");
  expect(paperText).toContain(" & ");
  expect(await main.locator("branch, upstream, newbase").count()).toBe(0);

  // The outline and the title: plain text, as asked.
  await page.getByRole("heading", { level: 2, name: "Outline" }).click();
  await saveScreenshot(page, "text-as-written-paper");
  const outline = page.getByRole("heading", { level: 3, name: /<upstream> & / }).first();
  await expect(outline).toBeVisible();

  // Its featured card: the summary's start as written.
  await page.getByRole("button", { name: "Publish in Featured Articles" }).click();
  await expect(page.getByText("Published in Featured Articles")).toBeVisible();
  await page.goto("/featured-papers");
  const card = main.locator("article").filter({ hasText: "<branch>" }).first();
  await expect
    .poll(async () => {
      if (await card.isVisible()) return true;
      await page.locator("#main").evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      return false;
    })
    .toBe(true);
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "text-as-written-featured");

  // The share page and its link preview (the tags a crawler reads, parsed by the browser).
  await page.goto(`/share/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const preview = await page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute("content") ?? "",
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content") ?? "",
  }));
  expect(preview.description).toMatch(/^If <branch> is specified, git rebase switches to <branch> /);
  expect(preview.ogDescription).toBe(preview.description);
  expect(await page.title()).toBe(`${preview.ogTitle} · Treatise`);
  await expect(main.locator("section").filter({ hasText: "<upstream>" }).first()).toBeVisible();
  // The share page shows the paper with its summary (issue 32, item 6), the words as written.
  await expect(main.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
  await expect(main.getByTestId("summary-text")).toContainText(
    "If <branch> is specified, git rebase switches to",
  );
  await saveScreenshot(page, "text-as-written-share");
});
