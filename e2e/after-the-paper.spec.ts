// After the paper, the whole story of issue 9 as people live it: A writes a paper in the composer,
// downloads it in all four formats (each file opened and checked), and shares the link; B opens it signed
// out (a view), signs in from the share page and likes it (still one view: the same person); A sees one
// view and one like, rates the summary, publishes the paper and finds it in Featured Articles, where the
// card has its views, a heart that lights at once and rolls back when the call fails, and Share; then A
// writes a second paper from the composer's Sources › Your papers, and it cites the first.
import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { parse as parseBibtex } from "@retorquere/bibtex-parser";
import { strFromU8, unzipSync } from "fflate";
import type { PresentedDocument } from "../common/types";
import { pdfText } from "../server/test/pdf-tools";
import {
  expect,
  expectPaperComplete,
  newAccount,
  PAPER_TIMEOUT,
  saveScreenshot,
  searchOnlyLibrary,
  searchOnlyWeb,
  signInThroughScreen,
  signUpThroughApi,
  submitQuestion,
  test,
} from "./helpers";

/** A question the local library answers, on a subject no other browser test writes about. */
const QUESTION = "What happened in the 2023 Odisha train collision?";

/** The file name the server gives a paper: its title less the characters file systems refuse. */
const fileNameOf = (title: string, ext: string) =>
  `${title
    .replace(/[\\/:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()}.${ext}`;

async function download(page: Page, item: string): Promise<Download> {
  await page.getByRole("button", { name: "Download the paper" }).click();
  const saved = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: item }).click();
  return saved;
}

const bytesOf = async (d: Download) => readFileSync(await d.path());

test("a paper's life: download, share, a reader's view and like, feedback, Featured, cited by the next paper", async ({
  page,
  browser,
  account,
  baseURL,
}) => {
  test.setTimeout(4 * PAPER_TIMEOUT);
  const origin = new URL(baseURL ?? page.url()).origin;
  // The share dialog, not a native sheet (a desktop browser may have one).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });

  // ---- A writes a paper in the composer ----
  await searchOnlyLibrary(page);
  const id = await submitQuestion(page, QUESTION);
  await expectPaperComplete(page);
  const title = (await page.getByRole("heading", { level: 1 }).first().textContent())?.trim() ?? "";
  expect(title).toMatch(/Odisha/i);
  const referenceCount = await page.locator('li[id^="ref-"]').count();
  expect(referenceCount).toBeGreaterThan(0);

  // ---- Downloads: all four formats from the row under the paper, each a real file ----
  await page.getByRole("button", { name: "Download the paper" }).click();
  await expect(page.getByRole("menuitem")).toHaveText([
    "PDF document (.pdf)",
    "Word document (.docx)",
    "Markdown text (.md)",
    "BibTeX references (.bib)",
  ]);
  await saveScreenshot(page, "download-menu");
  await page.keyboard.press("Escape");

  const md = await download(page, "Markdown text (.md)");
  expect(md.suggestedFilename()).toBe(fileNameOf(title, "md"));
  const markdown = (await bytesOf(md)).toString("utf8");
  expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
  expect(markdown).toMatch(/\n## References\n\n1\. \[.+\]\(library:\/\/.+\)/);

  const docx = await download(page, "Word document (.docx)");
  expect(docx.suggestedFilename()).toBe(fileNameOf(title, "docx"));
  const zip = unzipSync(await bytesOf(docx));
  const xml = strFromU8(zip["word/document.xml"] ?? new Uint8Array());
  expect(xml).toContain("<w:document");
  expect(xml).toContain(title);

  const pdf = await download(page, "PDF document (.pdf)");
  expect(pdf.suggestedFilename()).toBe(fileNameOf(title, "pdf"));
  const pdfBytes = await bytesOf(pdf);
  expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdfText(pdfBytes).replace(/\s+/g, " ")).toContain(title);

  const bib = await download(page, "BibTeX references (.bib)");
  expect(bib.suggestedFilename()).toBe(fileNameOf(title, "bib"));
  const parsed = parseBibtex((await bytesOf(bib)).toString("utf8"), { sentenceCase: false });
  expect(parsed.errors).toEqual([]);
  // The paper's references, then any page only its summary cites (a download keeps the summary's citations).
  expect(parsed.entries.length).toBeGreaterThanOrEqual(referenceCount);
  expect(new Set(parsed.entries.map((e) => String(e.fields.url))).size).toBe(parsed.entries.length);

  // ---- A shares the link ----
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share this paper" });
  const shareUrl = await dialog.getByRole("textbox", { name: "Link to the paper" }).inputValue();
  expect(shareUrl).toBe(`${origin}/share/${id}`);
  await page.keyboard.press("Escape");

  // ---- B opens it signed out: the paper, its link preview, a view counted ----
  const reader = newAccount("Brook Reader");
  const signUp = await browser.newContext();
  await signUpThroughApi(await signUp.newPage(), reader);
  await signUp.close();
  const visitor = await browser.newContext();
  const html = await (await visitor.request.get(shareUrl)).text();
  expect(html).toContain(`<meta property="og:url" content="${shareUrl}" />`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  const b = await visitor.newPage();
  await b.goto(shareUrl);
  // A first visit on a busy server (other tests write many papers at once) may take a while.
  await expect(b.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: PAPER_TIMEOUT });
  await expect(b.getByTestId("share-author")).toHaveText(`by ${account.name}`);
  await expect(b.getByText("1 view", { exact: true })).toBeVisible();
  await expect(b.getByRole("button", { name: "Like", exact: true })).toHaveCount(0);
  await saveScreenshot(b, "share-page-signed-out");

  // ---- B signs in from the share page, comes back to it and likes it ----
  await b.getByRole("link", { name: /Sign in to like$/ }).click();
  await expect(b).toHaveURL(/\/auth\/sign-in\?next=/);
  await signInThroughScreen(b, reader);
  await expect(b).toHaveURL(`${origin}/share/${id}`, { timeout: PAPER_TIMEOUT });
  const heart = b.getByRole("button", { name: "Like", exact: true });
  await heart.click();
  await expect(b.getByRole("button", { name: "Unlike", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(b.getByTestId("like-count")).toHaveText("1");
  // The same person signed in: still one view.
  await expect(b.getByText("1 view", { exact: true })).toBeVisible();
  await saveScreenshot(b, "share-page-liked");
  await visitor.close();

  // ---- A sees one view and one like, rates the summary, publishes the paper ----
  await page.reload();
  await expect(page.getByText("1 view", { exact: true })).toBeVisible({ timeout: PAPER_TIMEOUT });
  const ownHeart = page.getByRole("button", { name: "Like", exact: true });
  await expect(ownHeart).toHaveAttribute("aria-pressed", "false");
  await expect(ownHeart.getByTestId("like-count")).toHaveText("1");
  const seen = (
    (await (await page.request.get(`/api/document/${id}`)).json()) as { document: PresentedDocument }
  ).document;
  expect([seen.viewsCount, seen.likeCount]).toEqual([1, 1]);

  const summary = page.getByRole("group", { name: "Was the summary helpful?" });
  await summary.getByRole("button", { name: "Helpful", exact: true }).click();
  await expect(summary.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByText("Tell us more")).toBeVisible();

  await page.getByRole("button", { name: "Publish in Featured Articles" }).click();
  await expect(page.getByText("Published in Featured Articles")).toBeVisible();

  // ---- Featured Articles: the card with its views, like and share ----
  await page.getByRole("link", { name: "Featured Articles" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible({
    timeout: PAPER_TIMEOUT,
  });
  const card = page.getByRole("article", { name: title });
  // Other tests publish papers too: scroll on until the card is there.
  await expect
    .poll(
      async () => {
        if (await card.count()) return true;
        await page.locator("#main").evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        return false;
      },
      { timeout: PAPER_TIMEOUT },
    )
    .toBe(true);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText("1 view", { exact: true })).toBeVisible();
  const cardHeart = card.getByRole("button", { name: "Like", exact: true });
  await expect(cardHeart.getByTestId("like-count")).toHaveText("1");
  await saveScreenshot(page, "featured-cards");

  // A failed like on the card: lit at once, back out when the call fails, the error logged.
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/document/${id}/like`, async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      json: { error: { code: "INTERNAL", message: "Something went wrong." } },
    });
  });
  await cardHeart.click();
  const cardUnlike = card.getByRole("button", { name: "Unlike", exact: true });
  await expect(cardUnlike).toHaveAttribute("aria-pressed", "true");
  await expect(cardUnlike.getByTestId("like-count")).toHaveText("2");
  release();
  await expect(cardHeart).toHaveAttribute("aria-pressed", "false");
  await expect(cardHeart.getByTestId("like-count")).toHaveText("1");
  await expect.poll(() => errors.some((e) => e.includes("[like]"))).toBe(true);
  await page.unroute(`**/api/document/${id}/like`);
  // Liked for real, and still liked in the expanded article and back on the list.
  await cardHeart.click();
  await expect(cardUnlike.getByTestId("like-count")).toHaveText("2");
  await expect
    .poll(async () => (await (await page.request.get(`/api/document/${id}/like`)).json()) as unknown)
    .toEqual({ isLiked: true, likeCount: 2 });

  await card.getByRole("button", { name: "Share", exact: true }).click();
  await expect(dialog.getByRole("textbox", { name: "Link to the paper" })).toHaveValue(shareUrl);
  await saveScreenshot(page, "featured-card-share");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await card.getByRole("button", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: PAPER_TIMEOUT });
  await expect(page.getByRole("button", { name: "Unlike", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Back to articles" }).click();
  await expect(
    card.getByRole("button", { name: "Unlike", exact: true }).getByTestId("like-count"),
  ).toHaveText("2");

  // ---- A writes a second paper citing the first, chosen in Sources › Your papers ----
  await page.goto("/");
  await page.getByRole("button", { name: "Custom sources (0 added)" }).click({ timeout: PAPER_TIMEOUT });
  const sources = page.getByRole("dialog", { name: "Custom sources" });
  await sources.getByRole("tab", { name: "Your papers" }).click();
  await sources.getByRole("button", { name: `Add ${title}` }).click({ timeout: PAPER_TIMEOUT });
  await expect(sources.getByTestId("sources-counter")).toHaveText("Sources added: 1 / 20");
  await sources.getByRole("button", { name: "Add sources" }).click();
  await expect(sources).toBeHidden();
  await expect(page.getByRole("button", { name: "Custom sources (1 added)" })).toBeVisible();
  // Web only: offline it finds nothing, so the new paper's sentences can only come from the first.
  await searchOnlyWeb(page);
  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/document") && r.request().method() === "POST",
  );
  const secondId = await submitQuestion(
    page,
    "What caused the 2023 Odisha train collision, and what followed it?",
  );
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    customSources: [{ id, kind: "document", url: `${origin}/share/${id}` }],
  });
  expect(secondId).not.toBe(id);
  await expectPaperComplete(page);
  const cited = page.locator('li[id^="ref-"]').filter({ hasText: title });
  await expect(cited).toHaveCount(1);
  await expect(cited.getByRole("link").first()).toHaveAttribute("href", `${origin}/share/${id}`);
});
