// The home composer as a person uses it: the screen and its advanced options (with Library), a template
// picked and filled, and custom sources (a bad link, an oversize PDF, a real PDF upload, the counter) used
// by a paper that completes from the uploaded PDF.
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  expect,
  expectPaperComplete,
  openAdvancedOptions,
  PAPER_TIMEOUT,
  saveScreens,
  searchOnlyLibrary,
  test,
} from "./helpers";

const PDFS = path.join("testdata", "pdfs");

/** The body of the next POST /api/document. */
function nextCreateBody(page: Page) {
  return page
    .waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/document")
    .then(
      (r) => r.postDataJSON() as { query: string; searchTypes: string[]; customSources: { id: string }[] },
    );
}

test("home and its advanced options: Library is offered and ticked, the last type cannot be unticked", async ({
  page,
  account,
}) => {
  expect(account.email).toContain("@");
  await expect(page.getByRole("textbox", { name: "Your question or subject" })).toHaveAttribute(
    "placeholder",
    "What are you curious about today?",
  );
  await saveScreens(page, "composer-home");

  await openAdvancedOptions(page);
  for (const name of ["Web", "News", "Scholar", "Library"]) {
    await expect(page.getByRole("checkbox", { name, exact: true })).toBeChecked();
  }
  await saveScreens(page, "composer-advanced");

  // Library alone is allowed; it then cannot be unticked.
  await searchOnlyLibrary(page);
  await page.getByRole("checkbox", { name: "Library" }).click();
  await expect(page.getByRole("checkbox", { name: "Library" })).toBeChecked();

  // The open state is remembered across a reload.
  await page.reload();
  await expect(page.getByRole("button", { name: "Hide Advanced options" })).toBeVisible();
});

test("a template is picked, filled in and submitted as the question", async ({ page, account }) => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  await page.getByRole("button", { name: "Templates" }).click();
  const dialog = page.getByRole("dialog", { name: "Templates" });
  const next = dialog.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();

  // Step 1: clicking the selected template again deselects it.
  const template = dialog.getByRole("button", { name: "Economic Impact Report" });
  await template.click();
  await expect(template).toHaveAttribute("aria-pressed", "true");
  await expect(next).toBeEnabled();
  await template.click();
  await expect(template).toHaveAttribute("aria-pressed", "false");
  await expect(next).toBeDisabled();
  await template.click();
  await next.click();

  // Step 2: its form; the required field is checked by the browser before anything is used.
  const form = page.getByRole("dialog", { name: "Economic Impact Report" });
  const subject = form.getByRole("textbox", { name: "Project, policy or event" });
  await expect(subject).toHaveAttribute("required", "");
  await expect(form.getByRole("textbox", { name: "Area affected" })).toHaveAttribute(
    "placeholder",
    "e.g. Morocco",
  );
  await form.getByRole("button", { name: "Use template" }).click();
  await expect(form).toBeVisible();
  expect(await subject.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

  await subject.fill("The 2022 Pakistan floods");
  await form.getByRole("textbox", { name: "Area affected" }).fill("Pakistan");
  await saveScreens(page, "templates-step2");
  await form.getByRole("button", { name: "Use template" }).click();
  await expect(form).toBeHidden();

  // The prompt leaves the empty field out and becomes the question.
  const prompt = [
    "Write an economic impact report.",
    "Project, policy or event: The 2022 Pakistan floods",
    "Area affected: Pakistan",
  ].join("\n");
  const query = page.getByRole("textbox", { name: "Your question or subject" });
  await expect(query).toHaveValue(prompt);
  await expect(query).toBeFocused();

  await searchOnlyLibrary(page);
  const body = nextCreateBody(page);
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await body).toMatchObject({ query: prompt, searchTypes: ["library"] });
  await expect(page).toHaveURL(/\/d\/[0-9a-f-]{36}$/);
  await expectPaperComplete(page);
});

test("custom sources: a bad link, an oversize PDF, a real PDF upload, the counter, and a paper from it", async ({
  page,
  account,
}) => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  await page.getByRole("button", { name: "Custom sources (0 added)" }).click();
  const dialog = page.getByRole("dialog", { name: "Custom sources" });
  await expect(dialog).toContainText("Add up to 20 sources");
  const counter = dialog.getByTestId("sources-counter");
  const confirm = dialog.getByRole("button", { name: "Add sources" });
  await expect(counter).toHaveText("Sources added: 0 / 20");

  // An invalid link turns red when the field is left, and blocks the confirm button.
  const link = dialog.getByRole("textbox", { name: "Link 1" });
  await link.fill("not a link");
  // An invalid link adds no source: the counter does not count it (issue 32, item 5).
  await expect(counter).toHaveText("Sources added: 0 / 20");
  await link.press("Tab");
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByText("Link 1: Enter a full link starting with http:// or https://")).toBeVisible();
  // An empty row is ignored.
  await link.fill("");
  await expect(link).not.toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toBeEnabled();
  await expect(counter).toHaveText("Sources added: 0 / 20");

  // A PDF over 2 MB is refused before it is sent.
  await dialog.getByRole("tab", { name: "Upload PDF" }).click();
  const file = dialog.getByLabel("Choose a PDF", { exact: true }).and(page.locator("input[type=file]"));
  await file.setInputFiles(path.join(PDFS, "issue5567.pdf"));
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "File size exceeds the 2MB limit",
  );
  await expect(counter).toHaveText("Sources added: 0 / 20");

  // A real PDF is uploaded, read and titled.
  await file.setInputFiles(path.join(PDFS, "pdfjs_wikipedia.pdf"));
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "Source uploaded successfully",
  );
  await expect(counter).toHaveText("Sources added: 1 / 20");
  await expect(dialog.getByRole("button", { name: "Remove PDF.js - Wikipedia" })).toBeVisible();
  await saveScreens(page, "custom-sources");

  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Custom sources (1 added)" })).toBeVisible();
  await expect(page.getByTestId("custom-sources-badge")).toHaveText("1");

  // A paper with only web search ticked: the search finds nothing offline, the PDF is used and cited.
  await openAdvancedOptions(page);
  for (const name of ["News", "Scholar", "Library"])
    await page.getByRole("checkbox", { name, exact: true }).click();
  await page
    .getByRole("textbox", { name: "Your question or subject" })
    .fill("What is PDF.js and who develops it?");
  const body = nextCreateBody(page);
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await body).toMatchObject({ searchTypes: ["web"], customSources: [{ id: expect.any(String) }] });
  await expectPaperComplete(page);
  await expect(page.locator('li[id^="ref-"]').filter({ hasText: "PDF.js - Wikipedia" })).toHaveCount(1);
});
