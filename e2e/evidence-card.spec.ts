// Citations a reader can check (issue 31): on a finished paper, a citation opens a card with the passage
// that supports its sentence highlighted in its page's text — by mouse and by keyboard, on the owner's
// page and on the share page, in English and right to left in Arabic. Screenshots
// `evidence-card-<page>-<size>.png`. After a recheck, a passage its source no longer holds says so on its
// card (`evidence-card-gone-desktop.png`).
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { PaperEvidence, RecheckCounts } from "../common/types";
import {
  appOrigin,
  DESKTOP,
  expect,
  FLOODS_QUESTION,
  MOBILE,
  PAPER_TIMEOUT,
  test,
  writePapersThroughApi,
} from "./helpers";

/** The window as the reader sees it with the card open: e2e/.artifacts/screenshots/<name>.png. */
async function saveCard(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `e2e/.artifacts/screenshots/${name}.png`, animations: "disabled" });
}

/** The card opened for a citation shows a passage of the paper's evidence, highlighted. */
async function expectCard(page: Page, evidence: PaperEvidence, title: RegExp) {
  const card = page.getByRole("dialog");
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  const passage = card.getByTestId("evidence-passage");
  await expect(passage).toBeVisible();
  const shown = (await passage.textContent())?.trim() ?? "";
  const passages = evidence.sentences.flatMap((s) => s.citations.map((c) => c.passage?.trim()));
  expect(passages).toContain(shown);
}

test.describe("the evidence card", () => {
  test.setTimeout(PAPER_TIMEOUT + 60_000);

  test("opens from a citation by mouse and keyboard, on the owner's page and the share page", async ({
    page,
    browser,
    account: _signedIn,
  }) => {
    const [doc] = await writePapersThroughApi(page, [FLOODS_QUESTION]);
    if (!doc) throw new Error("no paper");
    const res = await page.request.get(`/api/document/${doc.id}/evidence`);
    const { evidence } = (await res.json()) as { evidence: PaperEvidence };
    expect(evidence.cited).toBeGreaterThan(0);

    await page.goto(`/d/${doc.id}`);
    await expect(page.getByTestId("citations-checked")).toHaveText(
      `${evidence.supported} of ${evidence.cited} citations checked against their sources`,
    );
    const citations = page.getByTestId("paper-section").locator("a.citation");
    // By mouse.
    const first = citations.first();
    const n = ((await first.textContent()) ?? "").replace(/\D/g, "");
    await first.click();
    await expectCard(page, evidence, new RegExp(`^Evidence for \\[${n}\\]$`));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    // By keyboard: focus a citation and press Enter.
    const second = citations.nth(1);
    const m = ((await second.textContent()) ?? "").replace(/\D/g, "");
    await second.focus();
    await page.keyboard.press("Enter");
    await expectCard(page, evidence, new RegExp(`^Evidence for \\[${m}\\]$`));
    await saveCard(page, "evidence-card-owner-desktop");
    await page.setViewportSize(MOBILE);
    await saveCard(page, "evidence-card-owner-mobile");
    await page.setViewportSize(DESKTOP);
    // "Go to the reference" closes the card and takes the reader to the reference.
    await page.getByRole("button", { name: "Go to the reference" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator(`#ref-${m}`)).toBeFocused();

    // A download with the Evidence appendix (off by default).
    await page.getByRole("button", { name: "Download the paper" }).click();
    const appendix = page.getByRole("menuitemcheckbox", { name: "Include the Evidence appendix" });
    await expect(appendix).toHaveAttribute("aria-checked", "false");
    await appendix.click();
    await expect(appendix).toHaveAttribute("aria-checked", "true");
    const saving = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: /Markdown/ }).click();
    const file = await (await saving).path();
    const markdown = readFileSync(file, "utf8");
    expect(markdown).toContain("\n## Evidence\n");
    expect(markdown).toContain(`“${evidence.sentences[0]?.citations[0]?.passage}”`);

    // A reader of the share link, signed out: the same card.
    const reader = await browser.newContext({ baseURL: appOrigin(), viewport: DESKTOP });
    const shared = await reader.newPage();
    await shared.goto(`/share/${doc.id}`);
    await expect(shared.getByTestId("citations-checked")).toHaveText(
      `${evidence.supported} of ${evidence.cited} citations checked against their sources`,
    );
    // The repairs are the owner's to see.
    await expect(shared.getByTestId("citations-mended")).toHaveCount(0);
    const link = shared.locator(`article a.citation[href^="#ref-"]`).first();
    await link.focus();
    await shared.keyboard.press("Enter");
    await expectCard(shared, evidence, /^Evidence for \[\d+\]$/);
    await saveCard(shared, "evidence-card-share-desktop");
    await reader.close();

    // Right to left: an Arabic-speaking reader's card.
    const arabic = await browser.newContext({ baseURL: appOrigin(), viewport: MOBILE, locale: "ar-EG" });
    const rtl = await arabic.newPage();
    await rtl.goto(`/share/${doc.id}`);
    await expect(rtl.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(rtl.getByTestId("citations-checked")).toHaveText(
      `تم التحقق من ${evidence.supported} من أصل ${evidence.cited} استشهادًا مقابل مصادرها`,
    );
    await rtl.locator(`article a.citation[href^="#ref-"]`).first().click();
    await expectCard(rtl, evidence, /^الدليل على \[\d+\]$/);
    // The source's English title keeps its own direction on the Arabic page ("2022_Pakistan_floods", not
    // "Pakistan_floods_2022").
    const title = rtl.getByTestId("evidence-source-title");
    await expect(title).toHaveText(/\w/);
    expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
    await saveCard(rtl, "evidence-card-share-rtl-mobile");
    await arabic.close();
  });

  test("a citation whose passage a recheck no longer found says so on its card, with the date", async ({
    page,
    account: _signedIn,
  }) => {
    const [doc] = await writePapersThroughApi(page, [FLOODS_QUESTION]);
    if (!doc) throw new Error("no paper");
    // `treatise recheck`'s request: the library's files still hold every passage.
    const recheck = await page.request.post(`/api/document/${doc.id}/evidence/recheck`, {
      headers: { origin: appOrigin() },
    });
    expect(recheck.status(), await recheck.text()).toBe(200);
    const counts = ((await recheck.json()) as { recheck: RecheckCounts }).recheck;
    expect(counts.checked).toBeGreaterThan(0);
    expect(counts).toMatchObject({ present: counts.checked, gone: 0, unreachable: 0 });

    await page.goto(`/d/${doc.id}`);
    const citations = page.getByTestId("paper-section").locator("a.citation");
    const first = citations.first();
    const gone = Number(((await first.textContent()) ?? "").replace(/\D/g, ""));
    // The sentence the card finds for this citation: the one of its paragraph that cites [gone].
    const plain = (t: string) =>
      t
        .replace(/\[\d+\]/gu, "")
        .replace(/[\s.!?]+/gu, " ")
        .trim()
        .toLowerCase();
    const paragraph = plain(
      await first.evaluate((el) => el.closest("p, li, td, blockquote")?.textContent ?? ""),
    );
    // A library file cannot change under the running app, so the evidence the page receives says what a
    // recheck says once the page of the sentence of the first citation was rewritten: its passage gone, as
    // read at the recheck; every other sentence's passage still present.
    let readAt = "";
    let served: () => void = () => {};
    const flipped = new Promise<void>((resolve) => {
      served = resolve;
    });
    await page.route(`**/api/document/${doc.id}/evidence`, async (route) => {
      const response = await route.fetch();
      const { evidence } = (await response.json()) as { evidence: PaperEvidence };
      const sentence = evidence.sentences.find(
        (s) => s.citations.some((c) => c.n === gone) && paragraph.includes(plain(s.sentence)),
      );
      if (sentence)
        sentence.citations = sentence.citations.map((c) => {
          if (c.n !== gone || !c.recheck) return c;
          readAt = c.recheck.at;
          return { ...c, recheck: { ...c.recheck, state: "gone" as const } };
        });
      await route.fulfill({ response, json: { evidence } });
      served();
    });

    await first.click();
    const card = page.getByRole("dialog");
    await expect(card.getByRole("heading", { name: `Evidence for [${gone}]` })).toBeVisible();
    await flipped;
    expect(readAt, "the first cited sentence cites the first citation's source").not.toBe("");
    const date = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric" }).format(
      new Date(readAt),
    );
    await expect(card.getByRole("note")).toHaveText(
      `When its source was read again on ${date}, this passage was no longer there. The text above is the copy kept with the paper.`,
    );
    // The copy kept with the paper is still shown.
    await expect(card.getByTestId("evidence-passage")).toBeVisible();
    await saveCard(page, "evidence-card-gone-desktop");
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();

    // A citation of another sentence, its passage still present at the recheck: no note.
    await citations.last().click();
    await expect(page.getByTestId("evidence-passage")).toBeVisible();
    await expect(page.getByRole("dialog").getByTestId("evidence-gone")).toHaveCount(0);
  });
});
