// A page that reads the paper once (issue 32, item 8), in Chromium: from Submit to COMPLETE the document
// page receives at most 3× the finished paper's size in answers to GET /api/document/{id} (decoded bytes),
// reading only what changed (?base=, 304) after its first read — and shows the paper as a fresh read does.
import {
  expect,
  expectPaperComplete,
  FLOODS_QUESTION,
  PAPER_TIMEOUT,
  searchOnlyLibrary,
  submitQuestion,
  test,
} from "./helpers";

test("the document page receives at most 3× the finished paper while it is written", async ({
  page,
  account,
}) => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);
  expect(account.email).toContain("@");
  const reads: { url: string; status: number; bytes: number }[] = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (!/^\/api\/document\/[^/]+$/.test(url.pathname) || response.request().method() !== "GET") return;
    const bytes =
      response.status() === 304 ? 0 : (await response.body().catch(() => Buffer.alloc(0))).byteLength;
    reads.push({ url: url.pathname + url.search, status: response.status(), bytes });
  });
  await searchOnlyLibrary(page);
  const id = await submitQuestion(page, FLOODS_QUESTION, { automaticMode: true });
  await expectPaperComplete(page);
  await page.waitForTimeout(1000);

  const whole = await page.request.get(`/api/document/${id}`);
  const finished = (await whole.body()).byteLength;
  const received = reads.reduce((n, r) => n + r.bytes, 0);
  const byBase = reads.filter((r) => r.url.includes("?base="));
  console.log(
    `document reads: ${reads.length} (${byBase.length} by ?base=, ${reads.filter((r) => r.status === 304).length} × 304), ` +
      `${(received / 1024).toFixed(1)} KB received; finished paper ${(finished / 1024).toFixed(1)} KB; ` +
      `${(received / finished).toFixed(2)}×`,
  );
  expect(byBase.length).toBeGreaterThan(0);
  expect(received).toBeLessThanOrEqual(3 * finished);
  // What the page shows is the paper: each section's title from a fresh read.
  const fresh = (await whole.json()) as {
    document: { content: { plan: { sections: { title: string }[] } } };
  };
  const shown = await page
    .getByTestId("paper-section")
    .getByRole("heading", { level: 2 })
    .evaluateAll((headings) => headings.map((h) => h.textContent?.trim() ?? ""));
  expect(shown).toEqual(fresh.document.content.plan.sections.map((s) => s.title));
});
