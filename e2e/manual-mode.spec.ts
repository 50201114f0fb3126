// Manual mode (Auto Mode off) as a person uses it: step 2/3 edits the summary (both validation texts, the
// unsaved flag, the question on leaving, a save), Create Plan; step 3/3 edits the outline (each rule of
// spec §5 and its alert, add and generate a section and a question, Restore, Save with its confirmation),
// then Write Paper gives a complete paper with exactly the saved outline.
import type { Locator, Page } from "@playwright/test";
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

/** A toast of the app's notifications (bottom centre). */
function toast(page: Page, text: string): Locator {
  return page.getByRole("region", { name: "Notifications" }).getByText(text, { exact: true });
}

/** The outline as the editor shows it: title, and each section's title and questions. */
async function outlineInEditor(page: Page) {
  const cards = page.getByRole("list", { name: "Sections" }).locator(":scope > li");
  const sections: { title: string; questions: string[] }[] = [];
  for (const card of await cards.all()) {
    const inputs = card.getByRole("textbox");
    const values = await inputs.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    sections.push({ title: values[0] ?? "", questions: values.slice(1) });
  }
  return { title: await page.getByRole("textbox", { name: "Title", exact: true }).inputValue(), sections };
}

test("manual mode: summary editing, Create Plan, outline editing, then Write Paper", async ({
  page,
  account,
}) => {
  test.setTimeout(4 * PAPER_TIMEOUT);
  expect(account.email).toContain("@");
  // The page listens to the document's event stream while it is not complete. The first connection is
  // dropped: the page reconnects with the last updatedAt it knows, and later steps still show up live.
  const watches: URL[] = [];
  await page.route("**/api/document/*/watch/edge*", (route) => {
    watches.push(new URL(route.request().url()));
    return watches.length === 1 ? route.abort("connectionreset") : route.continue();
  });
  await searchOnlyLibrary(page);
  const id = await submitQuestion(page, FLOODS_QUESTION, { automaticMode: false });

  // ---- Step 2/3: the summary ----
  const bar = page.getByRole("region", { name: "Next step" });
  await expect(bar.getByText("Step 2/3")).toBeVisible({ timeout: PAPER_TIMEOUT });
  await expect(documentStatus(page)).toHaveText("Waiting for you");
  await expect(bar.getByRole("button", { name: "Create Plan" })).toBeEnabled();
  await expect(bar.getByRole("button", { name: "Regenerate Summary" })).toBeEnabled();
  await expect.poll(() => watches.length).toBeGreaterThanOrEqual(2);
  expect(watches[1]?.pathname).toBe(`/api/document/${id}/watch/edge`);
  expect(Number(watches[1]?.searchParams.get("updatedAt"))).toBeGreaterThan(0);

  // Regenerate Summary writes it again; the page comes back to step 2/3 with a summary.
  const regenerated = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`/api/document/${id}/summary/regenerate`),
  );
  await bar.getByRole("button", { name: "Regenerate Summary" }).click();
  expect((await regenerated).status()).toBe(200);
  // The button stays disabled until the page has read the document again after the call (before
  // that, the old step 2/3 is still on screen and an editor opened now would be replaced).
  await expect(bar.getByRole("button", { name: "Regenerate Summary" })).toBeEnabled({
    timeout: PAPER_TIMEOUT,
  });
  await expect(bar.getByText("Step 2/3")).toBeVisible({ timeout: PAPER_TIMEOUT });
  await expect(page.getByRole("switch", { name: "Edit summary" })).toBeVisible();

  await page.getByRole("switch", { name: "Edit summary" }).click();
  const text = page.getByRole("textbox", { name: "Summary text" });
  await expect(text).toBeFocused();
  const original = (await text.inputValue()).trim();
  expect(original.length).toBeGreaterThanOrEqual(550);
  const save = page.getByRole("button", { name: "Save summary" });

  await text.fill("   ");
  await save.click();
  await expect(toast(page, "Please provide a valid summary !")).toBeVisible();

  await text.fill("The 2022 floods in Pakistan were caused by monsoon rains.");
  await expect(page.getByTestId("summary-unsaved")).toHaveText("Unsaved changes");
  await save.click();
  await expect(toast(page, "Please add more detail to your summary !")).toBeVisible();

  // Closing or reloading the tab now asks the browser's own question.
  const unloadPrevented = () =>
    page.evaluate(() => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await unloadPrevented()).toBe(true);

  // Leaving with unsaved changes asks first; Cancel stays.
  await page.getByRole("link", { name: "New paper" }).first().click();
  const leave = page.getByRole("dialog", { name: "Unsaved changes" });
  await expect(leave).toContainText("Unsaved changes will be lost. Are you sure you want to continue?");
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/d/${id}$`));

  const edited = `${original}\n\nReviewed in manual mode: the monsoon of 2022 brought record rain to Sindh and Balochistan.`;
  await text.fill(edited);
  // Numbers in texts are written the interface language's way: "1,284 characters" in English.
  const length = new Intl.NumberFormat("en").format(edited.trim().length);
  await expect(page.getByText(`${length} characters (at least 550)`)).toBeVisible();
  await saveScreens(page, "summary-editor");
  await save.click();
  await expect(toast(page, "Summary saved!")).toBeVisible();
  await expect(page.getByTestId("summary-unsaved")).toHaveCount(0);
  expect(await unloadPrevented()).toBe(false);

  // Saved on the server: a reload shows the new text.
  await page.reload();
  await expect(page.getByText("Reviewed in manual mode: the monsoon of 2022")).toBeVisible();

  // ---- Create Plan → step 3/3: the outline ----
  await bar.getByRole("button", { name: "Create Plan" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Review & Edit Outline" })).toBeVisible({
    timeout: PAPER_TIMEOUT,
  });
  await expect(bar.getByText("Step 3/3")).toBeVisible();
  const write = bar.getByRole("button", { name: "Write Paper" });
  await expect(write).toBeEnabled();
  const planned = await outlineInEditor(page);
  expect(planned.sections.length).toBe(5);
  const unsaved = page.getByTestId("outline-unsaved");
  const problems = page.getByTestId("outline-problems");
  const saveOutline = page.getByRole("button", { name: "Save", exact: true });

  // Rule: a section needs at least 2 questions.
  for (let n = planned.sections[0]?.questions.length ?? 0; n > 1; n--) {
    await page.getByRole("button", { name: "Remove question 1 of section 1" }).click();
  }
  await expect(unsaved).toHaveText("Unsaved changes");
  await expect(write).toBeDisabled();
  await expect(bar.getByText("Save or restore your changes first.")).toBeVisible();
  await saveOutline.click();
  await expect(problems).toHaveText("Each section must have at least 2 questions (section 1)");

  // Rule: empty or 'New question' questions are listed per section. A new section has 3 placeholders.
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByRole("textbox", { name: "Section 6 title" })).toHaveValue("New Section");
  for (const q of [1, 2, 3]) {
    await expect(page.getByRole("textbox", { name: `Question ${q} of section 6` })).toHaveValue(
      "New question",
    );
  }
  await page.getByRole("textbox", { name: "Question 2 of section 3" }).fill("");
  await saveOutline.click();
  await expect(problems).toHaveText(
    [
      "Each section must have at least 2 questions (section 1)",
      "Some questions are empty or still 'New question':",
      "Section 3: question 2",
      "Section 6: question 1, 2, 3",
    ].join(""),
  );
  await expect(page.getByRole("textbox", { name: "Question 1 of section 6" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  // Rule: at least one section.
  for (let n = 6; n > 0; n--) await page.getByRole("button", { name: "Remove section 1" }).click();
  await saveOutline.click();
  await expect(problems).toHaveText("You must have at least 1 section");

  // Restore asks first, then brings back the saved outline.
  await page.getByRole("button", { name: "Restore", exact: true }).click();
  const restore = page.getByRole("dialog", { name: "Restore the outline?" });
  await expect(restore).toContainText("Your changes will be discarded and the saved outline restored.");
  await restore.getByRole("button", { name: "Restore" }).click();
  await expect(unsaved).toHaveCount(0);
  await expect(problems).toHaveCount(0);
  expect(await outlineInEditor(page)).toEqual(planned);
  await expect(write).toBeEnabled();

  // ---- Real edits: title, a section title, a question; remove, add, generate ----
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("The 2022 Floods in Pakistan");
  await page.getByRole("textbox", { name: "Section 2 title" }).fill("How the Floods Unfolded");
  await page
    .getByRole("textbox", { name: "Question 1 of section 1" })
    .fill("How much rain fell in Sindh in August 2022?");
  await page.getByRole("button", { name: "Remove section 5" }).click();

  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("textbox", { name: "Section 5 title" }).fill("Aid and Recovery");
  const added = [
    "Which countries sent aid to Pakistan?",
    "How much damage did the floods cause?",
    "How many people were displaced?",
  ];
  for (const [i, question] of added.entries()) {
    await page.getByRole("textbox", { name: `Question ${i + 1} of section 5` }).fill(question);
  }
  await expect(page.getByRole("list", { name: "Sections" }).locator(":scope > li").nth(4)).toContainText(
    "New",
  );

  const section3Questions = planned.sections[2]?.questions.length ?? 0;
  await page.getByRole("button", { name: "Generate question to section 3" }).click();
  await expect(
    page.getByRole("textbox", { name: `Question ${section3Questions + 1} of section 3` }),
  ).not.toHaveValue("");

  await page.getByRole("button", { name: "Generate section" }).click();
  await expect(page.getByRole("textbox", { name: "Section 6 title" })).not.toHaveValue("");
  await expect(write).toBeDisabled();

  const expected = await outlineInEditor(page);
  expect(expected.sections.map((s) => s.title).slice(0, 5)).toEqual([
    planned.sections[0]?.title,
    "How the Floods Unfolded",
    planned.sections[2]?.title,
    planned.sections[3]?.title,
    "Aid and Recovery",
  ]);
  expect(expected.sections[0]?.questions[0]).toBe("How much rain fell in Sindh in August 2022?");
  expect(expected.sections[4]?.questions).toEqual(added);
  expect(expected.sections[2]?.questions.length).toBe(section3Questions + 1);
  await saveScreens(page, "outline-editor", { full: true });

  // Save asks to confirm the overwrite.
  await saveOutline.click();
  const confirmSave = page.getByRole("dialog", { name: "Save the outline?" });
  await expect(confirmSave).toContainText("Your changes will overwrite the current outline.");
  await confirmSave.getByRole("button", { name: "Overwrite" }).click();
  await expect(toast(page, "Outline saved")).toBeVisible();
  await expect(unsaved).toHaveCount(0);
  await expect(write).toBeEnabled();

  // The server holds exactly that outline: a reload shows it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Review & Edit Outline" })).toBeVisible();
  expect(await outlineInEditor(page)).toEqual(expected);

  // ---- Write Paper ----
  await write.click();
  await expectPaperComplete(page);
  await expect(bar).toHaveCount(0);
  await expect(page.getByTestId("paper-section").getByRole("heading", { level: 2 })).toHaveText(
    expected.sections.map((s) => s.title),
  );
  const outline = page.locator("details").filter({ has: page.getByRole("heading", { name: "Outline" }) });
  await outline.getByRole("heading", { name: "Outline" }).click();
  for (const [i, section] of expected.sections.entries()) {
    const item = outline.locator(":scope ol > li").nth(i);
    await expect(item.getByRole("heading", { level: 3 })).toHaveText(`${i + 1}.${section.title}`);
    await expect(item.getByRole("listitem")).toHaveText(section.questions);
  }
});
