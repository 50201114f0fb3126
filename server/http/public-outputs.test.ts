// Nothing private in what the public gets (issue 33): a paper written from an uploaded PDF is read through
// every public way — the share JSON, its downloads in md, bib, pdf and docx, the link preview of
// /share/{id} and the featured list — and none of them holds the owner's id, email, the file's private
// address (/api/files/uploads/<userId>/…) or key, or the text read from the upload.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddCustomSourcesResponse } from "../../common/api";
import type { PresentedDocument } from "../../common/types";
import { createApp } from "../app";
import type { TestUser } from "../test/harness";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { pdfBytes, uploadPdf } from "../test/uploads";

let t: ResearchApp;
let owner: TestUser;
let doc: PresentedDocument;
let fileKey: string;
let fileUrl: string;
let uploadedText: string;
const dist = mkdtempSync(path.join(os.tmpdir(), "treatise-public-dist-"));

beforeAll(async () => {
  t = await startResearchApp();
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><title>Treatise</title></head><body><div id="root"></div></body></html>',
  );
  owner = await t.signUp("Private Owner");
  fileKey = await uploadPdf(t, owner, pdfBytes("pdfjs_wikipedia.pdf"), "secret-board-notes.pdf");
  const added = await t.request("/api/document/custom-sources", {
    method: "POST",
    user: owner,
    json: { urls: [], fileKey, isFile: true },
  });
  expect(added.status).toBe(200);
  const { results } = (await added.json()) as AddCustomSourcesResponse;
  fileUrl = results[0]!.url;
  const id = await t.create(owner, {
    query: "How do web browsers render pages?",
    searchTypes: ["web", "custom"],
    customSources: results.map((s) => ({ id: s.id })),
  });
  doc = await t.waitFor(owner, id);
  expect(doc.status).toBe("COMPLETE");
  // The owner's own view cites the upload by its private address, and holds the text read from it.
  expect(fileUrl).toContain(`/api/files/uploads/${owner.id}/`);
  expect((doc.content.references ?? []).map((r) => r.url)).toContain(fileUrl);
  uploadedText = doc.content.summary.customSourcesSummaryContext ?? "";
  expect(uploadedText.length).toBeGreaterThan(200);
  expect((await t.request(`/api/document/${id}/feature`, { method: "POST", user: owner })).status).toBe(200);
}, 180_000);
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t?.close();
});

/** What must never be in a public output. */
function privateParts(): string[] {
  return [owner.id, owner.email, "/api/files/uploads/", fileKey, fileUrl, "secret-board-notes.pdf"];
}

function expectNothingPrivate(where: string, text: string) {
  for (const part of privateParts()) expect(text.includes(part), `${where} holds ${part}`).toBe(false);
}

/** The text of every page of a PDF, as a reader's tools extract it. */
async function pdfPlainText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** A signed-out reader's request. */
const visitor = (pathname: string) => t.request(pathname);

describe("every public output of a paper written from an uploaded PDF", () => {
  it("the share JSON: the paper, without the owner, the file's address or the text read from it", async () => {
    const res = await visitor(`/api/share/${doc.id}`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expectNothingPrivate("share JSON", body);
    const shared = (JSON.parse(body) as { document: PresentedDocument }).document;
    expect(shared.content.summary.customSourcesSummaryContext).toBeUndefined();
    expect(shared.customSources).toEqual([]);
    // The paper itself is all there: every section, and the references (the file's without an address).
    expect(shared.content.plan.sections.map((s) => s.content)).toEqual(
      doc.content.plan.sections.map((s) => s.content),
    );
    expect(shared.content.references?.length).toBe(doc.content.references?.length);
    // A passage of the uploaded text as read (its first 120 characters) is nowhere but in the paper's prose.
    expect(JSON.stringify(shared.content.summary)).not.toContain(uploadedText.slice(0, 120));
  });

  for (const format of ["md", "bib", "pdf", "docx"] as const) {
    it(`the ${format} download of the share page`, async () => {
      const res = await visitor(`/api/share/${doc.id}/download?format=${format}`);
      expect(res.status, await res.clone().text()).toBe(200);
      const { url } = (await res.json()) as { url: string };
      expectNothingPrivate(`${format} address`, url);
      const file = await visitor(url);
      expect(file.status).toBe(200);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const text =
        format === "pdf"
          ? await pdfPlainText(bytes)
          : format === "docx"
            ? Object.values(unzipSync(bytes))
                .map((entry) => strFromU8(entry))
                .join("\n")
            : new TextDecoder().decode(bytes);
      expect(text.length).toBeGreaterThan(200);
      expectNothingPrivate(`${format} file`, text);
      // The reference to the upload is still there, by its title.
      const fileReference = doc.content.references?.find((r) => r.url === fileUrl);
      expect(fileReference?.title).toBeTruthy();
      if (format !== "pdf") expect(text).toContain(fileReference!.title.slice(0, 12));
    });
  }

  it("the owner's own download holds no private address either (a file may be passed on)", async () => {
    const res = await t.request(`/api/document/${doc.id}/download?format=md`, { user: owner });
    const { url } = (await res.json()) as { url: string };
    expectNothingPrivate("owner's md", await (await t.request(url, { user: owner })).text());
  });

  it("the link preview of /share/{id}", async () => {
    const site = createApp(t.services, { distDir: dist });
    const res = await site.request(`http://localhost/share/${doc.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:title"');
    expectNothingPrivate("preview", html);
  });

  it("the featured list another person reads", async () => {
    const reader = await t.signUp("Reader");
    const res = await t.request("/api/featured", { user: reader });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain(doc.id);
    expect(body).toContain("Private Owner");
    expectNothingPrivate("featured list", body);
  });
});
