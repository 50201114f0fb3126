// The document page as a person uses it: a question in automatic mode becomes a complete paper (cover,
// sections, citations linked to the references); a section shown while it is written; the not-found page.
import type { Page } from "@playwright/test";
import type { PresentedDocument } from "../common/types";
import {
  appOrigin,
  expect,
  expectPaperComplete,
  FLOODS_QUESTION,
  newAccount,
  PAPER_TIMEOUT,
  saveScreens,
  searchOnlyLibrary,
  signUpThroughApi,
  submitQuestion,
  test,
} from "./helpers";

/** A paper written through the API (for tests about how it is shown, not how it is asked). */
async function writePaperThroughApi(page: Page, query: string): Promise<PresentedDocument> {
  const created = await page.request.post("/api/document", {
    headers: { origin: appOrigin() },
    data: { query, searchTypes: ["library"], automaticMode: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { document } = (await created.json()) as { document: { id: string } };
  let latest: PresentedDocument | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/document/${document.id}`);
        latest = ((await response.json()) as { document: PresentedDocument }).document;
        return latest.status;
      },
      { timeout: PAPER_TIMEOUT },
    )
    .toBe("COMPLETE");
  if (!latest) throw new Error("no document");
  return latest;
}

test("automatic mode: a question becomes a complete paper with a cover, cited sections and references", async ({
  page,
  account,
}) => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  await searchOnlyLibrary(page);
  const id = await submitQuestion(page, FLOODS_QUESTION);

  await expectPaperComplete(page);
  await expect(page.getByRole("button", { name: /^Offline engine/ })).toBeVisible();
  await expect(page.getByText(/^\d+ views?$/)).toBeVisible();

  // Five sections asked for (the default): as many as the material holds, at least three, each written
  // with cited sentences of its own (never the note that nothing answered it), none still in progress.
  const sections = page.getByTestId("paper-section");
  await expect.poll(() => sections.count()).toBeGreaterThanOrEqual(3);
  expect(await sections.count()).toBeLessThanOrEqual(5);
  let cited = 0;
  for (const section of await sections.all()) {
    await expect(section.getByRole("heading", { level: 2 })).not.toHaveText("");
    await expect(section.locator(".prose-treatise")).toContainText(/\w{3,}/);
    if ((await section.locator("a.citation").count()) > 0) cited += 1;
  }
  // Sections say something of their own, cited (issue 30's goal is every one; one may still hold the note
  // of a section nothing answered).
  expect(cited).toBeGreaterThanOrEqual((await sections.count()) - 1);
  // The paper answers the question's clauses: what caused the floods, and their impact.
  await expect(page.getByText(/monsoon|rainfall|climate change|glacier/i).first()).toBeVisible();
  await expect(page.getByText(/killed|displaced|damaged|destroyed/i).first()).toBeVisible();
  await expect(page.getByTestId("section-progress")).toHaveCount(0);

  // The references list, numbered from 1, naming the library articles the paper cites.
  const references = page.locator('li[id^="ref-"]');
  const referenceCount = await references.count();
  expect(referenceCount).toBeGreaterThan(0);
  await expect(references.first()).toHaveAttribute("id", "ref-1");
  await expect(page.locator("#ref-1")).toContainText("[1]");
  await expect(page.locator("#ref-1")).toContainText("library://");
  await expect(page.getByText("2022_Pakistan_floods", { exact: true }).first()).toBeVisible();

  // Every citation in the text links to a reference that exists; following one focuses it.
  const citations = page.getByTestId("paper-section").locator("a.citation");
  expect(await citations.count()).toBeGreaterThan(0);
  for (const href of await citations.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^#ref-\d+$/);
    await expect(page.locator(href ?? "")).toHaveCount(1);
  }
  const lastCitation = citations.last();
  const target = (await lastCitation.getAttribute("href")) ?? "";
  // With the keyboard: a citation is a link; Enter opens its evidence card, whose "Go to the reference"
  // takes the reader to the reference (e2e/evidence-card.spec.ts tests the card itself).
  await lastCitation.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Go to the reference" }).click();
  await expect(page.locator(target)).toBeFocused();
  await expect(page.locator(target)).toBeInViewport();

  // The summary's citations link to its own sources.
  const summary = page.locator("details").filter({ has: page.getByRole("heading", { name: "Summary" }) });
  await expect(summary.locator("a.citation").first()).toHaveAttribute("href", /^#summary-source-\d+$/);

  // The cover is a real picture served by the app.
  const cover = page.getByRole("img", { name: "Cover image" });
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);

  // The sidebar lists the paper under its generated title, which the page shows too.
  const title = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  expect(title).not.toBe(FLOODS_QUESTION);
  await expect(page.getByRole("link", { name: title }).first()).toHaveAttribute("href", `/d/${id}`);

  // A reload shows the same paper, read from the server.
  await page.reload();
  await expectPaperComplete(page);
  await expect(page.locator('li[id^="ref-"]')).toHaveCount(referenceCount);

  await page.getByRole("main").evaluate((main) => main.scrollTo(0, 0));
  await saveScreens(page, "paper-complete", { full: true });
});

test("a section being written: progress per section, the streamed text, and no layout shift", async ({
  page,
  account,
}) => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  // The offline engine writes a section in milliseconds, so the moment between 'Writing' and 'Written'
  // cannot be caught live. This test replays a real paper's state at that moment: the document read and
  // the section's text stream answer as they did while section 2 was being written.
  const paper = await writePaperThroughApi(page, FLOODS_QUESTION);
  const [first, second, ...rest] = paper.content.plan.sections;
  if (!first || !second) throw new Error("the paper has fewer than two sections");
  const streamed = `${second.content.split(/(?<=\.)\s/)[0]?.trim() ?? ""}`;
  // What the reader sees of the streamed markdown: the text without its emphasis and link marks.
  const shown = streamed
    .replace(/\[(\d+)\]\([^)]*\)/g, "[$1]")
    .replace(/[_*`]/g, "")
    .trim();
  const midway: PresentedDocument = {
    ...paper,
    title: "",
    status: "GENERATING",
    content: {
      ...paper.content,
      title: "",
      coverImage: undefined,
      references: undefined,
      referencesList: undefined,
      stage: "GENERATING",
      plan: {
        sections: [
          { ...first, status: "COMPLETE" },
          { ...second, status: "GENERATING", content: "" },
          ...rest.map((s, i) => ({
            ...s,
            status: i === 0 ? ("ANALYSIS_COMPLETE" as const) : ("ANALYZING" as const),
            content: "",
            progress: {
              analyzed: i === 0 ? s.progress.total : Math.min(3, s.progress.total),
              total: s.progress.total,
            },
          })),
        ],
      },
    },
  };
  let releaseStream: () => void = () => undefined;
  const streamRequested = new Promise<void>((resolve) => {
    releaseStream = resolve;
  });
  let answerStream: (() => void) | null = null;
  await page.route(`**/api/document/${paper.id}`, (route) => route.fulfill({ json: { document: midway } }));
  await page.route(`**/api/document/${paper.id}/watch/edge*`, (route) => route.abort());
  await page.route(`**/api/document/${paper.id}/section/1/fetch/edge`, async (route) => {
    releaseStream();
    await new Promise<void>((resolve) => {
      answerStream = resolve;
    });
    await route.fulfill({ body: streamed, contentType: "text/plain; charset=utf-8" });
  });

  await page.goto(`/d/${paper.id}`);
  await expect(page.getByTestId("progress-label")).toHaveText("Generating sections");
  const sections = page.getByTestId("paper-section");
  await expect(sections).toHaveCount(paper.content.plan.sections.length);
  const progress = (i: number) => sections.nth(i).getByTestId("section-progress");
  await expect(progress(0)).toContainText("Written");
  await expect(progress(1)).toContainText("Writing");
  await expect(progress(1)).toContainText(
    `${second.progress.analyzed} / ${second.progress.total} sources analysed`,
  );
  await expect(progress(2)).toContainText("Sources analysed");
  if (rest.length > 1)
    await expect(progress(3)).toContainText(
      `${Math.min(3, rest[1]?.progress.total ?? 0)} / ${rest[1]?.progress.total} sources analysed`,
    );
  await expect(sections.nth(1)).toHaveAttribute("aria-busy", "true");

  // The text arrives from the section's stream; the sections below stay where they were.
  await streamRequested;
  const below = sections.nth(2).getByRole("heading", { level: 2 });
  const before = await below.boundingBox();
  (answerStream as (() => void) | null)?.();
  await expect(sections.nth(1).locator(".prose-treatise")).toContainText(shown.slice(0, 60));
  expect((await below.boundingBox())?.y).toBe(before?.y);

  await saveScreens(page, "paper-streaming", { full: true });
});

test("a question the library holds little on: no more sections than topics, and the outline says why when fewer", async ({
  page,
  account,
}) => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  // Five sections asked for (the default); the library says little of who hosted the ceremony.
  const doc = await writePaperThroughApi(page, "Who hosted the 65th Annual Grammy Awards?");
  // No more sections than the library holds topics for (the offline engine plans one per topic it finds).
  const found = doc.content.plan.sections.length;
  expect(found).toBeLessThanOrEqual(5);
  // Sections written with cited sentences (one may still hold the note of a section nothing answered).
  const written = doc.content.plan.sections.filter((s) => /\[\d+\]/.test(s.content ?? ""));
  expect(written.length).toBeGreaterThanOrEqual(found - 1);
  await page.goto(`/d/${doc.id}`);
  await expectPaperComplete(page);
  const sections = page.getByTestId("paper-section");
  await expect(sections).toHaveCount(found);
  await page.getByRole("heading", { name: "Outline" }).click();
  // With fewer sections than asked, the outline says why.
  if (found < 5) {
    expect(doc.content.plan.materialSections).toBe(found);
    await expect(
      page.getByText(
        `The sources hold material for ${found} of the 5 sections asked for, so the outline has ${found} rather than sections on unrelated material.`,
      ),
    ).toBeVisible();
  }
  await saveScreens(page, "paper-fewer-sections", { full: true });
});

test("a missing document, or someone else's, shows the not-found page", async ({
  page,
  browser,
  account,
}) => {
  await page.goto("/d/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.goto("/d/not-a-document");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  // A document of this account is not found for another one.
  const created = await page.request.post("/api/document", {
    headers: { origin: appOrigin() },
    data: { query: FLOODS_QUESTION, searchTypes: ["library"], automaticMode: false },
  });
  const { document } = (await created.json()) as { document: { id: string } };
  await page.goto(`/d/${document.id}`);
  await expect(page.getByRole("heading", { level: 1, name: FLOODS_QUESTION })).toBeVisible();
  expect(account.email).toContain("@");

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signUpThroughApi(otherPage, newAccount("Grace Hopper"));
  await otherPage.goto(`/d/${document.id}`);
  await expect(otherPage.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(otherPage.getByText(FLOODS_QUESTION)).toHaveCount(0);
  await other.close();
});
