// Re-planning a complete paper as its owner does it (issue 17 item 5): Re-plan outline asks first and
// says what is lost, the new outline waits at step 3/3, the owner changes one question and adds a
// section, and Write Paper rewrites only those — every unchanged section keeps its text word for word.
import type { Page } from "@playwright/test";
import type { PresentedDocument } from "../common/types";
import {
  documentStatus,
  expect,
  expectPaperComplete,
  FLOODS_QUESTION,
  PAPER_TIMEOUT,
  saveScreens,
  searchOnlyLibrary,
  submitQuestion,
  test,
} from "./helpers";

/** Each written section of the paper: its heading and its text as shown. */
async function paperSections(page: Page) {
  const sections = page.getByTestId("paper-section");
  const out: { title: string; text: string }[] = [];
  for (const section of await sections.all()) {
    out.push({
      title: (await section.getByRole("heading", { level: 2 }).innerText()).trim(),
      text: (await section.innerText()).trim(),
    });
  }
  return out;
}

/** What each section of the paper read, as the API reports it: its pages, and what it took from each. */
async function sectionReads(page: Page, id: string): Promise<{ urls: string[]; taken: string }[]> {
  const body = (await (await page.request.get(`/api/document/${id}`)).json()) as {
    document: PresentedDocument;
  };
  return body.document.content.plan.sections.map((s) => ({
    urls: [...s.urls].sort(),
    taken: JSON.stringify(
      Object.values(s.analysis.pages)
        .map((p) => [p.url, p.information.map((i) => i.text)] as const)
        .sort((a, b) => a[0].localeCompare(b[0])),
    ),
  }));
}

test("re-plan a complete paper: unchanged sections keep their text, changed and new ones are written", async ({
  page,
  account,
}) => {
  test.setTimeout(3 * PAPER_TIMEOUT);
  expect(account.email).toContain("@");
  await searchOnlyLibrary(page);
  const id = await submitQuestion(page, FLOODS_QUESTION, { automaticMode: true });
  await expectPaperComplete(page);
  const before = await paperSections(page);
  const readBefore = await sectionReads(page, id);
  expect(before.length).toBeGreaterThanOrEqual(3);

  // The confirm says what is lost and what is kept; Cancel changes nothing.
  await page.getByRole("button", { name: "Re-plan outline" }).click();
  const confirm = page.getByRole("dialog", { name: "Plan the outline again?" });
  await expect(confirm).toContainText("A new outline replaces the current one");
  await expect(confirm).toContainText("Sections whose title and questions stay the same keep their text");
  await saveScreens(page, "replan-confirm");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(documentStatus(page)).toHaveText("Complete");

  await page.getByRole("button", { name: "Re-plan outline" }).click();
  await confirm.getByRole("button", { name: "Re-plan", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Review & Edit Outline" })).toBeVisible({
    timeout: PAPER_TIMEOUT,
  });
  const bar = page.getByRole("region", { name: "Next step" });
  await expect(bar.getByText("Step 3/3")).toBeVisible();

  // The written paper stays readable under the new outline, with what Write Paper will do to it.
  const written = page.getByRole("region", { name: "Your paper as written" });
  await expect(written).toContainText(
    "Write Paper writes the new and changed sections and replaces them in this paper",
  );
  expect(await paperSections(page)).toEqual(before);
  await saveScreens(page, "replan-written-paper", { full: true });
  await expect(bar.getByRole("button", { name: "Re-plan outline" })).toBeEnabled();

  // Change one question of the last section and add a section.
  const n = before.length;
  const changed = "Which regions of Sindh stayed under water longest?";
  await page.getByRole("textbox", { name: `Question 1 of section ${n}` }).fill(changed);
  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("textbox", { name: `Section ${n + 1} title` }).fill("Aid and Recovery");
  const added = [
    "Which countries sent aid to Pakistan?",
    "How much damage did the floods cause?",
    "How many people were displaced?",
  ];
  for (const [i, question] of added.entries()) {
    await page.getByRole("textbox", { name: `Question ${i + 1} of section ${n + 1}` }).fill(question);
  }
  await saveScreens(page, "replan-outline", { full: true });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Save the outline?" })
    .getByRole("button", { name: "Overwrite" })
    .click();
  const write = bar.getByRole("button", { name: "Write Paper" });
  await expect(write).toBeEnabled();
  await write.click();
  // Writing replaces the written paper: it is not shown beside the new one.
  await expect(written).toHaveCount(0);

  await expectPaperComplete(page);
  const after = await paperSections(page);
  expect(after.map((s) => s.title)).toEqual([...before.map((s) => s.title), "Aid and Recovery"]);
  // Word for word: every section whose title and questions did not change.
  for (let i = 0; i < n - 1; i++) expect(after[i]?.text).toBe(before[i]?.text);
  // The changed section is researched again: its pages are read for its new question, and what it takes
  // from them changes; the unchanged sections are not read again. (Its text may still read the same: an
  // extractive writer gives each sentence to the section it fits best, and what the new question finds
  // may belong to another section. Its pages may be the same too, when the library holds no others.)
  const readAfter = await sectionReads(page, id);
  expect(readAfter.slice(0, n - 1)).toEqual(readBefore.slice(0, n - 1));
  expect(readAfter[n - 1]?.taken).not.toEqual(readBefore[n - 1]?.taken);
  expect(after[n - 1]?.text).toMatch(/\[\d+\]/u);
  expect(after[n]?.text.length).toBeGreaterThan(200);
  await saveScreens(page, "replan-written");
});
