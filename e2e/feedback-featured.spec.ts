// After the paper (spec §2, §4): rate the summary → comment with a suggestion → thank-you; publish the
// paper from its page and find it in Featured Articles ('Articles') past the first 15, expand it and
// go back to the list.
import type { DocumentListResponse } from "../common/api";
import type { PresentedDocument } from "../common/types";
import { appOrigin, expect, PAPER_TIMEOUT, saveScreenshot, test, writePapersThroughApi } from "./helpers";

// Subjects the browser tests' library has an article on (testdata/eval/freshwiki/txt): a question no
// source is about ends in ERROR (NO_RELEVANT_SOURCES) rather than a paper made of unrelated pages.
const TOPICS = [
  "What caused the 2022 Pakistan floods?",
  "How did the 2022 Luzon earthquake unfold?",
  "What happened during the 2022 UEFA Champions League final?",
];

test("feedback: rate the summary, then a comment with a suggestion, then a thank-you", async ({
  page,
  account,
}) => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  const [doc] = await writePapersThroughApi(page, [TOPICS[0] as string]);
  const id = doc?.id ?? "";
  await page.goto(`/d/${id}`);

  const summary = page.getByRole("group", { name: "Was the summary helpful?" });
  await expect(summary).toBeVisible();
  await expect(page.getByText("Tell us more")).toHaveCount(0);
  await summary.getByRole("button", { name: "Helpful", exact: true }).click();
  await expect(summary.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Rated once: both buttons of the summary are now disabled; the analysis can still be rated.
  await expect(summary.getByRole("button", { name: "Not helpful" })).toBeDisabled();
  await expect(
    page
      .getByRole("group", { name: "Was the analysis helpful?" })
      .getByRole("button", { name: "Not helpful" }),
  ).toBeEnabled();

  await expect(page.getByText("Tell us more")).toBeVisible();
  const send = page.getByRole("button", { name: "Send feedback" });
  await send.click();
  await expect(page.getByText("Please provide a comment or select a suggestion")).toBeVisible();
  await page.getByRole("button", { name: "Accurate" }).click();
  await expect(page.getByRole("button", { name: "Accurate" })).toHaveAttribute("aria-pressed", "true");
  await page
    .getByRole("textbox", { name: "Your comment" })
    .fill("The flood timeline was exactly what I needed.");
  await saveScreenshot(page, "feedback-comment");
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your feedback!" })).toBeVisible();
  await expect(send).toHaveCount(0);

  // What was given stays: after a reload the rating is shown and the thank-you replaces the comment box.
  await page.reload();
  await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
  await expect(
    page
      .getByRole("group", { name: "Was the summary helpful?" })
      .getByRole("button", { name: "Helpful", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  const saved = (
    (await (await page.request.get(`/api/document/${id}`)).json()) as { document: PresentedDocument }
  ).document;
  expect(saved.feedback).toEqual({ summary: { isPositive: true }, comment: true });
  await saveScreenshot(page, "feedback-thanks");
});

test("Featured: publish from the paper page, find it past the first 15 articles, expand, back", async ({
  page,
  account,
}) => {
  test.setTimeout(4 * PAPER_TIMEOUT);
  expect(account.email).toContain("@");
  // 16 papers: the oldest is published from its page, the 15 newer ones through the API, so it is 16th.
  const queries = Array.from({ length: 16 }, (_, i) => `${TOPICS[i % TOPICS.length]} (featured ${i + 1})`);
  const docs = await writePapersThroughApi(page, queries);
  const [oldest, ...newer] = docs;
  if (!oldest) throw new Error("no paper");
  for (const doc of newer) {
    expect(
      (
        await page.request.post(`/api/document/${doc.id}/feature`, { headers: { origin: appOrigin() } })
      ).status(),
    ).toBe(200);
  }

  await page.goto(`/d/${oldest.id}`);
  await page.getByRole("button", { name: "Publish in Featured Articles" }).click();
  await expect(page.getByText("Published in Featured Articles")).toBeVisible();
  const withdraw = page.getByRole("button", { name: "Withdraw from Featured Articles" });
  await expect(withdraw).toBeVisible();
  await saveScreenshot(page, "featured-published");

  // Other tests may publish papers too: the published one must be past the first page of 15.
  const firstPage = (await (await page.request.get("/api/featured")).json()) as DocumentListResponse;
  expect(firstPage.items).toHaveLength(15);
  expect(firstPage.items.map((i) => i.id)).not.toContain(oldest.id);

  await page.getByRole("link", { name: "Featured Articles" }).first().click();
  await expect(page).toHaveURL(/\/featured-papers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
  const titles = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(titles).toHaveCount(15);
  const target = page.getByRole("button", { name: oldest.title, exact: true });
  await expect(target).toHaveCount(0);

  // Scrolling past 80 % of the list loads the next page.
  await page.locator("#main").evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect.poll(() => titles.count()).toBeGreaterThan(15);
  await expect(target).toBeVisible();
  await saveScreenshot(page, "featured-list");

  await target.click();
  const back = page.getByRole("button", { name: "Back to articles" });
  await expect(back).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: oldest.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toHaveCount(0);
  await saveScreenshot(page, "featured-expanded");
  await back.click();
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
  await expect(titles.first()).toBeVisible();
});
