import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AddCustomSourcesResponse, CustomSourcesResponse } from "../../common/api";
import type { CustomSource } from "../../common/types";
import { customSources, usageRecords } from "../db/schema";
import { buildDocument } from "../test/factories";
import { type FixtureServer, startFixtureServer } from "../test/fixture-server";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";
import { pdfBytes, uploadPdf } from "../test/uploads";

let t: TestApp;
let web: FixtureServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  web = await startFixtureServer([
    { path: "/wiki/Mozilla", file: "testdata/web-pages/readability/wikipedia/source.html" },
    { path: "/gone", status: 404, body: "Not found" },
    { path: "/blocked", contentType: "text/html", body: "<html><body><p>Access denied</p></body></html>" },
  ]);
  t = await startTestApp({ env: { FETCH_ALLOW_PRIVATE_HOSTS: `${web.host}:${web.port}` } });
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
});
afterAll(async () => {
  await t.close();
  await web.close();
});

const add = (user: TestUser | undefined, body: Record<string, unknown>) =>
  t.request("/api/document/custom-sources", { method: "POST", user, json: body });
const resultsOf = async (res: Response) => ((await res.json()) as AddCustomSourcesResponse).results;
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; detail?: string } }).error;
const listOf = async (user: TestUser) =>
  ((await (await t.request("/api/user/custom-sources", { user })).json()) as CustomSourcesResponse)
    .customSources;

/** A finished paper of the user, built by the factory (the pipeline has its own tests). */
async function insertPaper(
  user: TestUser,
  title: string,
  sectionText: string,
  summary = `${title} is summarised here in one short line.`,
): Promise<string> {
  const { doc } = await buildDocument(t.services.db, {
    user,
    status: "COMPLETE",
    title,
    query: `What about ${title}?`,
    summary: { summary },
    sections: [{ title: "Background", status: "COMPLETE", content: sectionText }],
  });
  return doc.id;
}

describe("POST /api/document/custom-sources with an uploaded PDF", () => {
  it("reads the PDF, titles and summarises it, and lists it for reuse", async () => {
    const key = await uploadPdf(t, alice, pdfBytes("pdfjs_wikipedia.pdf"), "pdfjs.pdf");
    const res = await add(alice, { urls: [], fileKey: key, isFile: true });
    expect(res.status).toBe(200);
    const [source] = await resultsOf(res);
    expect(source).toMatchObject({
      kind: "file",
      title: "PDF.js - Wikipedia",
      url: `http://localhost/api/files/${key}`,
    });
    // The first prose sentences, not the infobox that opens the printed page.
    expect(source!.snippet).toBe(
      "PDF.js is a JavaScript library that renders Portable Document Format (PDF) files using the web standards-compliant HTML5 Canvas. The project is led by the Mozilla Corporation after Andreas Gal launched it (initially as an experiment) in 2011.",
    );
    const listed = await listOf(alice);
    expect(listed[0]).toEqual(source);
    expect(Object.keys(listed[0]!).sort()).toEqual(["id", "kind", "snippet", "title", "url"]);
    // The stored text is what documents will research.
    const [row] = await t.services.db.select().from(customSources).where(eqId(source!.id));
    expect(row?.content).toContain("Andreas Gal");
    expect(row?.fileKey).toBe(key);
    // The link in the paper's references opens the file for its owner.
    expect((await t.request(new URL(source!.url).pathname, { user: alice })).status).toBe(200);
  });

  it("joins a paper title that wraps onto a second line, and starts the snippet at the abstract", async () => {
    const key = await uploadPdf(t, alice, pdfBytes("arxiv_1111.2011v2.pdf"), "1111.2011v2.pdf");
    const [source] = await resultsOf(await add(alice, { fileKey: key, isFile: true }));
    expect(source?.title).toBe(
      "Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large Connectivity Limit",
    );
    expect(source?.snippet).toMatch(/^Theoretical description of anisotropic systems, such as layered/);
    expect(source!.snippet.length).toBeLessThanOrEqual(300);
  });

  it("says clearly why an encrypted or a broken PDF cannot be used", async () => {
    const encrypted = await uploadPdf(t, alice, pdfBytes("issue3371.pdf"));
    const res = await add(alice, { fileKey: encrypted, isFile: true });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: "PDF_ENCRYPTED",
      message:
        "This PDF is encrypted (password-protected), so its text cannot be read. Upload a version without a password.",
    });
    const broken = await uploadPdf(
      t,
      alice,
      new TextEncoder().encode("%PDF-1.4\nthis is not really a pdf\n"),
    );
    const res2 = await add(alice, { fileKey: broken, isFile: true });
    expect(res2.status).toBe(400);
    expect(await errorOf(res2)).toMatchObject({
      code: "PDF_DAMAGED",
      message: "This PDF could not be read: it is damaged or not a valid PDF.",
    });
  });

  it("refuses another user's file, a missing one, and a key outside the uploads", async () => {
    const key = await uploadPdf(t, alice, pdfBytes("pdfjs_wikipedia.pdf"));
    for (const fileKey of [key, `uploads/${bob.id}/none/x.pdf`, "covers/x.png", "../../etc/passwd"]) {
      const res = await add(bob, { fileKey, isFile: true });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("FILE_NOT_FOUND");
    }
    expect((await add(bob, { isFile: true })).status).toBe(400);
  });

  it("keeps one source per user and url: adding the same file again updates it", async () => {
    const key = await uploadPdf(t, alice, pdfBytes("pdfjs_wikipedia.pdf"));
    const [first] = await resultsOf(await add(alice, { fileKey: key, isFile: true }));
    const [again] = await resultsOf(await add(alice, { fileKey: key, isFile: true }));
    expect(again?.id).toBe(first?.id);
    expect((await listOf(alice)).filter((s) => s.url === first?.url)).toHaveLength(1);
  });
});

describe("POST /api/document/custom-sources with links", () => {
  it("reads a page through the guarded reader and keeps its title and opening sentences", async () => {
    const url = `${web.url}/wiki/Mozilla`;
    const res = await add(alice, { urls: [url, "", "   "], isFile: false });
    expect(res.status).toBe(200);
    const [source] = await resultsOf(res);
    expect(source).toMatchObject({ kind: "link", url, title: "Mozilla - Wikipedia" });
    expect(source?.snippet).toBe(
      "Mozilla is a free-software community, created in 1998 by members of Netscape. The Mozilla community uses, develops, spreads and supports Mozilla products, thereby promoting exclusively free software and open standards, with only minor exceptions.",
    );
    const records = await t.services.db.select().from(usageRecords);
    expect(records.some((r) => r.userId === alice.id && r.kind === "page" && r.costMicroCents === 0)).toBe(
      true,
    );
  });

  it("refuses an invalid link, naming it", async () => {
    for (const bad of ["not a url", "ftp://example.com/file.pdf", "javascript:alert(1)"]) {
      const res = await add(alice, { urls: [`${web.url}/wiki/Mozilla`, bad] });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({
        code: "INVALID_LINK",
        message: "Please enter a valid URL.",
        detail: bad,
      });
    }
  });

  it("refuses a link given twice", async () => {
    const res = await add(alice, { urls: ["https://example.com/a", " https://example.com/a "] });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: "DUPLICATE_LINK",
      message: "This link is listed twice.",
      detail: "https://example.com/a",
    });
  });

  it("refuses more than 20 sources, counting the file", async () => {
    const urls = Array.from({ length: 21 }, (_, i) => `https://example.com/${i}`);
    const res = await add(alice, { urls });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "TOO_MANY_SOURCES", message: "Add up to 20 sources" });
    const withFile = await add(alice, { urls: urls.slice(1), fileKey: "uploads/x/y/z.pdf", isFile: true });
    expect((await errorOf(withFile)).message).toBe("Add up to 20 sources");
    const empty = await add(alice, { urls: ["", " "] });
    expect(await errorOf(empty)).toEqual({ code: "NO_SOURCES", message: "Add a link or upload a PDF." });
  });

  it("fails with the page's reason when a link cannot be read, and stores nothing", async () => {
    const before = (await listOf(alice)).length;
    const gone = await add(alice, { urls: [`${web.url}/wiki/Mozilla`, `${web.url}/gone`] });
    expect(gone.status).toBe(400);
    const error = await errorOf(gone);
    expect(error.code).toBe("SOURCE_UNREADABLE");
    expect(error.message).toBe("This source could not be read.");
    expect(error.detail).toMatch(new RegExp(`^${web.url}/gone: .*404`));
    const blocked = await add(alice, { urls: [`${web.url}/blocked`] });
    expect((await errorOf(blocked)).detail).toMatch(/\/blocked: /);
    // A private address that is not the fixture server is refused by the SSRF guard.
    const ssrf = await add(alice, { urls: ["http://169.254.169.254/latest/meta-data/"] });
    expect(ssrf.status).toBe(400);
    expect((await listOf(alice)).length).toBe(before);
  });

  it("turns a /share/ link to the user's own paper into its text without an HTTP request", async () => {
    const id = await insertPaper(
      alice,
      "Tidal Energy",
      "Tidal turbines convert the kinetic energy of moving water into electricity. They are predictable, unlike wind.",
      "Tidal power is a renewable source of energy driven by the gravity of the Moon and the Sun.",
    );
    const read = vi.spyOn(t.services.research.reader, "read");
    const requestsBefore = web.requests.length;
    const res = await add(alice, { urls: [`http://localhost/share/${id}`] });
    expect(res.status).toBe(200);
    const [source] = await resultsOf(res);
    expect(source).toMatchObject({
      kind: "document",
      title: "Tidal Energy",
      url: `http://localhost/share/${id}`,
    });
    // The summary's opening, then the first section's (its heading left out).
    expect(source?.snippet).toBe(
      "Tidal power is a renewable source of energy driven by the gravity of the Moon and the Sun. Tidal turbines convert the kinetic energy of moving water into electricity.",
    );
    const [row] = await t.services.db.select().from(customSources).where(eqId(source!.id));
    expect(row?.content).toContain("Tidal turbines convert the kinetic energy");
    expect(read).not.toHaveBeenCalled();
    expect(web.requests.length).toBe(requestsBefore);
    read.mockRestore();
  });

  it("stores a /d/ link to one's own paper as its share link; another user's /d/ link is not found", async () => {
    const id = await insertPaper(
      alice,
      "Wave Power",
      "Wave energy converters capture the motion of ocean surface waves.",
    );
    const [own] = await resultsOf(await add(alice, { urls: [`http://localhost/d/${id}`] }));
    expect(own).toMatchObject({ kind: "document", url: `http://localhost/share/${id}` });
    const res = await add(bob, { urls: [`http://localhost/d/${id}`] });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({
      code: "DOCUMENT_NOT_FOUND",
      message: "Document not found.",
      detail: `http://localhost/d/${id}`,
    });
    // Share links are public: Bob may cite Alice's shared paper.
    const shared = await add(bob, { urls: [`http://localhost/share/${id}`] });
    expect(shared.status).toBe(200);
    expect((await add(bob, { urls: [`http://localhost/share/${randomUUID()}`] })).status).toBe(404);
  });

  it("needs a session", async () => {
    expect((await add(undefined, { urls: ["https://example.com/"] })).status).toBe(401);
  });
});

describe("GET /api/user reads", () => {
  it("lists only the user's own custom sources, newest first", async () => {
    const carol = await t.signUp("Carol");
    expect(await listOf(carol)).toEqual([]);
    const first = await resultsOf(await add(carol, { urls: [`${web.url}/wiki/Mozilla`] }));
    const key = await uploadPdf(t, carol, pdfBytes("pdfjs_wikipedia.pdf"));
    const second = await resultsOf(await add(carol, { fileKey: key, isFile: true }));
    expect((await listOf(carol)).map((s: CustomSource) => s.id)).toEqual([second[0]!.id, first[0]!.id]);
    expect((await listOf(bob)).some((s) => s.id === first[0]!.id)).toBe(false);
    expect((await t.request("/api/user/custom-sources")).status).toBe(401);
  });

  it("answers the templates, the document count and this month's paper count", async () => {
    const dave = await t.signUp("Dave");
    const templates = await (await t.request("/api/user/templates", { user: dave })).json();
    expect(templates.templates).toHaveLength(10);
    expect(templates.templates[0]).toMatchObject({ id: "company_profile", name: expect.any(String) });
    expect(templates.templates[0].fields[0]).toMatchObject({
      id: expect.any(String),
      required: expect.any(Boolean),
    });
    const count = async (path: string, user: TestUser) =>
      ((await (await t.request(path, { user })).json()) as { count: number }).count;
    expect(await count("/api/user/document-count", dave)).toBe(0);
    expect(await count("/api/user/usage-count", dave)).toBe(0);
    await insertPaper(dave, "One", "Text.");
    // A paper of an earlier month counts for the document count, not this month's usage.
    await buildDocument(t.services.db, {
      user: dave,
      status: "COMPLETE",
      createdAt: new Date(Date.UTC(2020, 0, 15)),
    });
    expect(await count("/api/user/document-count", dave)).toBe(2);
    expect(await count("/api/user/usage-count", dave)).toBe(1);
    expect(await count("/api/user/document-count", bob)).toBe(0);
    for (const path of ["/api/user/templates", "/api/user/document-count", "/api/user/usage-count"]) {
      expect((await t.request(path)).status).toBe(401);
    }
  });
});

const eqId = (id: string) => eq(customSources.id, id);
