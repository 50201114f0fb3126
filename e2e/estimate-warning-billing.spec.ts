// The composer's estimate line warns when a paper would pass the email threshold of Billing › Usage
// limits (issue 17 item 4), against the billing app (an offline paper costs exactly PRICE_PER_PAPER, $5.00).
import type { Page } from "@playwright/test";
import { E2E_PRICE_PER_PAPER_CENTS } from "./billing-settings";
import { appOrigin, expect, saveScreens, test } from "./helpers";

async function setEmailThreshold(page: Page, emailThreshold: number) {
  const current = await page.request.get("/api/billing");
  const { billing } = (await current.json()) as { billing: { billingSettings: Record<string, unknown> } };
  const res = await page.request.put("/api/billing/settings", {
    headers: { origin: appOrigin() },
    data: {
      billingSettings: {
        ...billing.billingSettings,
        usageLimits: { monthlyBudget: 100_000, emailThreshold },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("the estimate line warns when the paper costs more than the email threshold, and not otherwise", async ({
  page,
  account,
}) => {
  expect(account.email).toContain("@"); // signed up, on home
  const estimate = page.getByTestId("cost-estimate");
  await expect(estimate).toContainText("Estimated cost: $5.00");
  // The default threshold ($900.00) is far above a $5.00 paper.
  await expect(page.getByTestId("estimate-warning")).toHaveCount(0);

  await setEmailThreshold(page, E2E_PRICE_PER_PAPER_CENTS - 100);
  await page.reload();
  await expect(estimate).toContainText("Estimated cost: $5.00");
  await expect(estimate.getByTestId("estimate-warning")).toHaveText(
    "This paper is estimated to cost more than your email alert of $4.00.",
  );
  await saveScreens(page, "estimate-warning");

  // Exactly the paper's cost is not "more than" the threshold.
  await setEmailThreshold(page, E2E_PRICE_PER_PAPER_CENTS);
  await page.reload();
  await expect(estimate).toContainText("Estimated cost: $5.00");
  await expect(page.getByTestId("estimate-warning")).toHaveCount(0);
});
