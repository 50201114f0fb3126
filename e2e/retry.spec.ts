// Retry after a failure: this spec runs against the second app (playwright.config.ts), where the summary
// step fails on every attempt once per document (TEST_FAIL_STEP_ONCE=summary). The page shows
// 'There was an error' with Retry; Retry resumes the paper, which then completes.
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

test("a failed step shows 'There was an error'; Retry resumes and the paper completes", async ({
  page,
  account,
}) => {
  test.setTimeout(2 * PAPER_TIMEOUT);
  expect(account.email).toContain("@");
  await searchOnlyLibrary(page);
  await submitQuestion(page, FLOODS_QUESTION);

  const alert = page.getByRole("alert").filter({ hasText: "There was an error" });
  await expect(alert).toBeVisible({ timeout: PAPER_TIMEOUT });
  await expect(documentStatus(page)).toHaveText("Error");
  await expect(page.getByText("The summary appears here once it is written.")).toHaveCount(0);
  await saveScreens(page, "paper-error");

  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(alert).toBeHidden();
  await expectPaperComplete(page);
  await expect(page.getByTestId("paper-section")).toHaveCount(5);
});
