// A paper with the user's own sources (issue 4 "done when"): an uploaded PDF and a pasted link, added
// through the custom-sources routes, are researched with the web results and cited in the references.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddCustomSourcesResponse } from "../../common/api";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { pdfBytes, uploadPdf } from "../test/uploads";

let t: ResearchApp;
beforeAll(async () => {
  t = await startResearchApp();
  // A page that no search result links to: it can only reach the paper as the pasted link.
  t.web.server.add({ path: "/pasted/mozilla", file: "testdata/web-pages/readability/wikipedia/source.html" });
});
afterAll(async () => {
  await t?.close();
});

describe("a paper with an uploaded PDF and a pasted link", () => {
  it("reads both once when they are added, then cites both", async () => {
    const user = await t.signUp("Source Collector");
    const key = await uploadPdf(t, user, pdfBytes("pdfjs_wikipedia.pdf"), "pdfjs.pdf");
    const link = `${t.web.server.url}/pasted/mozilla`;
    const res = await t.request("/api/document/custom-sources", {
      method: "POST",
      user,
      json: { urls: [link], fileKey: key, isFile: true },
    });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as AddCustomSourcesResponse;
    expect(results.map((s) => [s.kind, s.title])).toEqual([
      ["file", "PDF.js - Wikipedia"],
      ["link", "Mozilla - Wikipedia"],
    ]);
    const pastedReads = () => t.web.server.requests.filter((r) => r.path === "/pasted/mozilla").length;
    expect(pastedReads()).toBe(1);

    const id = await t.create(user, {
      query: "How do web browsers render pages?",
      searchTypes: ["web", "custom"],
      customSources: results.map((s) => ({ id: s.id })),
    });
    const doc = await t.waitFor(user, id);
    expect(doc.content.error).toBeUndefined();
    expect(doc.status).toBe("COMPLETE");
    expect(doc.customSources.map((s) => s.url)).toEqual(results.map((s) => s.url));
    // The web was searched as well (the paper is not documents-only).
    expect(t.web.searches()).toBeGreaterThan(0);
    // The custom sources are researched from their stored text: the link is not fetched again.
    expect(pastedReads()).toBe(1);
    // Their text reached the summary and both are cited.
    expect(doc.content.summary.customSourcesSummaryContext).toBeTruthy();
    const cited = (doc.content.references ?? []).map((r) => r.url);
    for (const source of results) expect(cited).toContain(source.url);
    for (const source of results) expect(doc.content.referencesList).toContain(`](${source.url})`);
  });
});
