// What the document page says when an action is refused (spec §8): writing the summary again that fails
// for no known reason toasts 'Something went wrong!'; an ended free trial (403 TRIAL_EXPIRED, which the
// server's HTTP tests produce for real: server/http/variants.test.ts) opens 'Your free trial has expired'
// with the contact link. The server's answers are replaced in the browser (page.route) on a real paper
// waiting at its summary. Screenshots document-errors-toast, document-errors-trial.
import {
  appOrigin,
  documentStatus,
  expect,
  FLOODS_QUESTION,
  PAPER_TIMEOUT,
  saveScreens,
  test,
} from "./helpers";

test("a failed Regenerate Summary and an ended trial, on a paper waiting at its summary", async ({
  page,
  account,
}) => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  const created = await page.request.post("/api/document", {
    headers: { origin: appOrigin() },
    data: { query: FLOODS_QUESTION, searchTypes: ["library"], numberOfSections: 3, automaticMode: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { document } = (await created.json()) as { document: { id: string } };
  await page.goto(`/d/${document.id}`);
  const bar = page.getByRole("region", { name: "Next step" });
  await expect(bar.getByText("Step 2/3")).toBeVisible({ timeout: PAPER_TIMEOUT });
  await expect(documentStatus(page)).toHaveText("Waiting for you");

  await page.route(`**/api/document/${document.id}/summary/regenerate`, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL", message: "Internal error" } }),
    }),
  );
  await bar.getByRole("button", { name: "Regenerate Summary" }).click();
  const toast = page
    .getByRole("region", { name: "Notifications" })
    .getByText("Something went wrong!", { exact: true });
  await expect(toast).toBeVisible();
  await saveScreens(page, "document-errors-toast");

  // The instance says where to get in touch; the server refuses the plan because the trial has ended.
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.features.demo = {
      enabled: true,
      expired: true,
      expiresAt: "2020-01-31T00:00:00.000Z",
      contactURL: "mailto:sales@example.com",
    };
    await route.fulfill({ response, json: config });
  });
  await page.route(`**/api/document/${document.id}/plan`, (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "TRIAL_EXPIRED", message: "Your free trial has expired" } }),
    }),
  );
  await page.reload();
  await expect(bar.getByText("Step 2/3")).toBeVisible();
  await bar.getByRole("button", { name: "Create Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Your free trial has expired" });
  await expect(dialog).toContainText(
    "Thank you for trying Treatise. To keep writing papers, please contact your account manager.",
  );
  await expect(dialog.getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "mailto:sales@example.com",
  );
  await saveScreens(page, "document-errors-trial");
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
  // The paper is untouched and still readable.
  await expect(documentStatus(page)).toHaveText("Waiting for you");
});
