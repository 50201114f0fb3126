// A cover shown in a card takes the default image size (spec §9: landscape_4_3): a published paper's
// cover in Featured Articles is framed 4:3, whatever the cover's own shape (2000×2500). Screenshot
// featured-cover.
import { appOrigin, expect, pictureShows, saveScreens, test, writePapersThroughApi } from "./helpers";

test("a featured paper's card shows its cover framed landscape 4:3", async ({ page, account }) => {
  expect(account.email).toContain("@");
  const [paper] = await writePapersThroughApi(page, [
    "What caused the 2022 Pakistan floods and what was their impact?",
  ]);
  expect(paper?.content.coverImage?.imageURL).toBeTruthy();
  const published = await page.request.post(`/api/document/${paper!.id}/feature`, {
    headers: { origin: appOrigin() },
  });
  expect(published.status(), await published.text()).toBe(200);

  await page.goto("/featured-papers");
  const card = page.getByRole("listitem").filter({ hasText: paper!.title });
  const cover = card.getByTestId("cover-thumbnail");
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute("src", paper!.content.coverImage!.imageURL);
  expect(await pictureShows(cover)).toBe(true);
  const box = await cover.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs(box!.width / box!.height - 4 / 3)).toBeLessThan(0.02);
  await saveScreens(page, "featured-cover");
});
