// The API reference page at /api/docs renders the OpenAPI document in Chromium under the app's strict
// Content-Security-Policy (its script served by us, nothing inline), showing the routes' own words.
import { expect, test } from "./helpers";

test("the API reference page shows the documented routes without a CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.goto("/api/docs");
  const sidebar = page.getByRole("complementary");
  await sidebar.getByRole("link", { name: "API keys", exact: true }).click({ timeout: 30_000 });
  await expect(sidebar.getByText("Create an API key")).toBeVisible();
  await sidebar.getByRole("link", { name: "Papers", exact: true }).click();
  await expect(sidebar.getByText("Start a paper")).toBeVisible();
  // No hosted extras that would send the document elsewhere.
  await expect(page.getByText("Ask AI")).toHaveCount(0);
  expect(violations.filter((v) => /script/i.test(v))).toEqual([]);
});
