// Documents-only mode (issue 4 item 5): a paper whose search types are only the local library and the
// user's custom sources is researched and written without a single outbound request.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddCustomSourcesResponse } from "../../common/api";
import type { PresentedDocument } from "../../common/types";
import { libraryUrl } from "../sources";
import { testdataPath } from "../test/fixture-server";
import { installOutboundRecorder, type OutboundRecorder } from "../test/outbound-recorder";
import { type ResearchApp, startResearchApp } from "../test/research-harness";
import { pdfBytes, uploadPdf } from "../test/uploads";

let t: ResearchApp;
let libraryDir: string;
let recorder: OutboundRecorder;

/** The test database's server on PostgreSQL runs: the one connection a documents-only paper may open. */
function databaseTarget(): string[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return [];
  const parsed = new URL(url);
  return [`${parsed.hostname}:${parsed.port || "5432"}`];
}

beforeAll(async () => {
  libraryDir = mkdtempSync(path.join(os.tmpdir(), "treatise-library-"));
  // A small library on the paper's subject (how browsers render pages) and beside it: HTML, Markdown, text, PDF.
  copyFileSync(
    testdataPath("web-pages", "readability", "v8-blog", "source.html"),
    path.join(libraryDir, "v8-blog.html"),
  );
  copyFileSync(
    testdataPath("web-pages", "readability", "mozilla-1", "source.html"),
    path.join(libraryDir, "firefox.html"),
  );
  writeFileSync(
    path.join(libraryDir, "pakistan-floods.md"),
    readFileSync(testdataPath("eval", "freshwiki", "txt", "2022_Pakistan_floods.txt"), "utf8"),
  );
  copyFileSync(
    testdataPath("eval", "freshwiki", "txt", "2022_Luzon_earthquake.txt"),
    path.join(libraryDir, "luzon-earthquake.txt"),
  );
  copyFileSync(testdataPath("pdfs", "arxiv_1111.2011v2.pdf"), path.join(libraryDir, "bethe-lattice.pdf"));
  t = await startResearchApp({ env: { LIBRARY_DIR: libraryDir } });
  await t.services.sources.library?.ready;
  recorder = installOutboundRecorder({ allow: databaseTarget() });
});

afterAll(async () => {
  recorder?.uninstall();
  await t?.close();
  rmSync(libraryDir, { recursive: true, force: true });
});

describe("documents-only mode", () => {
  it("reports the library in the public config and indexes every file kind at start", async () => {
    const config = await (await t.request("/api/config")).json();
    expect(config.library).toBe(true);
    expect(t.services.sources.library?.size()).toBe(5);
  });

  it("the recorder does catch the page reader and a search (so its silence below means something)", async () => {
    recorder.start();
    const page = await t.services.research.reader.read(`${t.web.server.url}/pages/v8-blog`);
    const found = await t.services.research.search
      .search({ query: "zeppelin airships", type: "web", num: 5 })
      .catch((error: Error) => error);
    recorder.stop();
    expect(page.error?.message).toBeTruthy();
    // The library (first in the default chain) has nothing on zeppelins; the public providers after it
    // were tried, and the recorder caught them.
    expect(found).toEqual([]);
    expect(recorder.attempts).toContain(`connect ${t.web.server.host}:${t.web.server.port}`);
    expect(t.web.server.requests).toHaveLength(0);
    recorder.attempts.length = 0;
  });

  it("writes a complete paper from the library and an uploaded PDF with no outbound request", async () => {
    recorder.start();
    const user = await t.signUp("Offline Researcher");
    const key = await uploadPdf(t, user, pdfBytes("pdfjs_wikipedia.pdf"), "pdfjs.pdf");
    const added = await t.request("/api/document/custom-sources", {
      method: "POST",
      user,
      json: { urls: [], fileKey: key, isFile: true },
    });
    expect(added.status).toBe(200);
    const [pdf] = ((await added.json()) as AddCustomSourcesResponse).results;
    const id = await t.create(user, {
      query: "How do web browsers render pages?",
      searchTypes: ["library", "custom"],
      customSources: [{ id: pdf!.id }],
    });
    const doc: PresentedDocument = await t.waitFor(user, id);
    recorder.stop();

    expect(doc.content.error).toBeUndefined();
    expect(doc.status).toBe("COMPLETE");
    // Nothing left the process: no connection (loopback included), no DNS lookup, no fetch…
    expect(recorder.attempts).toEqual([]);
    // …and the fixture web (where Serper and the pages would be) was never asked anything.
    expect(t.web.searches()).toBe(0);
    expect(t.web.server.requests).toHaveLength(0);

    const isOwn = (url: string) => url.startsWith("library://") || url === pdf!.url;
    const searched = doc.content.summary.webSearchResults ?? [];
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((r) => isOwn(r.url))).toBe(true);
    for (const section of doc.content.plan.sections) {
      expect(section.urls.length).toBeGreaterThan(0);
      expect(section.urls.every(isOwn)).toBe(true);
    }
    // The paper cites both a library file and the uploaded PDF.
    const refs = doc.content.references ?? [];
    expect(refs.map((r) => r.url)).toContain(pdf!.url);
    const libraryRefs = refs.filter((r) => r.url.startsWith("library://"));
    expect(libraryRefs.length).toBeGreaterThan(0);
    const files = [
      "v8-blog.html",
      "firefox.html",
      "pakistan-floods.md",
      "luzon-earthquake.txt",
      "bethe-lattice.pdf",
    ];
    for (const ref of libraryRefs) expect(files.map(libraryUrl)).toContain(ref.url);
    expect(doc.content.referencesList).toContain(`](${pdf!.url})`);
  });
});
