// The page reader over HTTP (fixture server): HTML, PDF (by content type and by magic bytes), text and
// markdown, the spec's failure rules, charsets, the optional external scraper, library:// pages and the
// page analysis record.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer, testdataPath } from "../../test/fixture-server";
import { sourcesConfigFrom } from "../config";
import type { ReadPage } from "../types";
import { pageAnalysisOf } from "./page-analysis";
import { createPageReader } from "./page-reader";

let web: FixtureServer;
let scraper: FixtureServer;

const article = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav>Home | About</nav><article><h1>${title}</h1>${body}</article><footer>© 2024</footer></body></html>`;
const longParagraphs = Array.from(
  { length: 6 },
  (_, i) =>
    `<p>${`Paragraph ${i + 1} explains how tides follow the moon, with enough words to count as content. `.repeat(3)}</p>`,
).join("");

beforeAll(async () => {
  web = await startFixtureServer([
    {
      path: "/article",
      body: article("Tides and the Moon", longParagraphs),
      contentType: "text/html; charset=utf-8",
    },
    { path: "/bbc", file: "testdata/web-pages/readability/bbc-1/source.html" },
    { path: "/paper.pdf", file: "testdata/pdfs/pdfjs_wikipedia.pdf" },
    { path: "/download", file: "testdata/pdfs/pdfjs_wikipedia.pdf", contentType: "application/octet-stream" },
    { path: "/scan.pdf", file: "testdata/pdfs/issue5567.pdf" },
    { path: "/locked.pdf", file: "testdata/pdfs/issue3371.pdf" },
    { path: "/notes.txt", body: "Plain notes\n\nSecond paragraph.", contentType: "text/plain" },
    { path: "/readme.md", body: "# Read me\n\nSome *markdown* text.", contentType: "text/markdown" },
    { path: "/missing", status: 404, body: "Not here" },
    {
      path: "/denied",
      body: article("Access Denied", "<p>You don't have permission to access this server.</p>"),
      contentType: "text/html",
    },
    {
      path: "/captcha",
      body: article("Just a moment", `<p>Please complete the reCAPTCHA to continue.</p>${longParagraphs}`),
      contentType: "text/html",
    },
    { path: "/check", body: "Performing an access check, please wait.", contentType: "text/plain" },
    {
      path: "/image.png",
      body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      contentType: "image/png",
    },
    {
      path: "/latin1",
      body: Buffer.from(
        "<html><head><title>Caf\xe9</title></head><body><p>cr\xe8me br\xfbl\xe9e</p></body></html>",
        "latin1",
      ),
      contentType: "text/html; charset=iso-8859-1",
    },
    {
      path: "/sjis",
      body: new Uint8Array(
        Buffer.from(
          "3c68746d6c3e3c686561643e3c6d65746120636861727365743d2253686966745f4a4953223e3c2f686561643e3c626f64793e3c703e93fa967b8cea3c2f703e3c2f626f64793e3c2f68746d6c3e",
          "hex",
        ),
      ),
      contentType: "text/html",
    },
    { path: "/moved", redirect: "/article", status: 301 },
  ]);
  scraper = await startFixtureServer([
    {
      path: "/scrape",
      query: { scraper: "default" },
      file: "testdata/search-api/serper/tokenring_scrape_fetch_page.json",
    },
  ]);
});

afterAll(async () => {
  await web.close();
  await scraper.close();
});

function reader(extra: Record<string, string> = {}) {
  return createPageReader(
    sourcesConfigFrom({ FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${web.port}`, ...extra }),
  );
}

describe("page reader", () => {
  it("reads an HTML article: title, main text without navigation, paragraph breaks", async () => {
    const page = await reader().read(`${web.url}/article`);
    expect(page.error).toBeUndefined();
    expect(page.title).toBe("Tides and the Moon");
    expect(page.contentType).toBe("text/html");
    expect(page.text).toMatch(/^Paragraph 1 explains/);
    expect(page.text.split("\n\n")).toHaveLength(6);
    expect(page.text).not.toContain("Home | About");
  });

  it("reads a real page (BBC) and follows a redirect to the final url", async () => {
    const bbc = await reader().read(`${web.url}/bbc`);
    expect(bbc.title).toBe("Obama admits US gun laws are his 'biggest frustration'");
    expect(bbc.text).toMatch(
      /^President Barack Obama has admitted that his failure to pass "common sense gun safety laws"/,
    );
    const moved = await reader().read(`${web.url}/moved`);
    expect(moved.url).toBe(`${web.url}/moved`);
    expect(moved.finalUrl).toBe(`${web.url}/article`);
  });

  it("reads a PDF by content type and by its magic bytes", async () => {
    for (const path of ["/paper.pdf", "/download"]) {
      const page = await reader().read(`${web.url}${path}`);
      expect(page.error).toBeUndefined();
      expect(page.title).toBe("PDF.js - Wikipedia");
      expect(page.text).toContain("Andreas Gal");
    }
  });

  it("records the PDF problems as page errors", async () => {
    expect((await reader().read(`${web.url}/scan.pdf`)).error?.message).toMatch(
      /^This PDF has no extractable text/,
    );
    expect((await reader().read(`${web.url}/locked.pdf`)).error?.message).toMatch(/^This PDF is encrypted/);
  });

  it("reads plain text and markdown as they are", async () => {
    const text = await reader().read(`${web.url}/notes.txt`);
    expect(text.text).toBe("Plain notes\n\nSecond paragraph.");
    expect(text.title).toBe("Plain notes");
    const md = await reader().read(`${web.url}/readme.md`);
    expect(md.title).toBe("Read me");
    expect(md.text).toBe("# Read me\n\nSome *markdown* text.");
  });

  it("decodes declared and sniffed charsets", async () => {
    const latin = await reader().read(`${web.url}/latin1`);
    expect(latin.title).toBe("Café");
    expect(latin.text).toBe("crème brûlée");
    const sjis = await reader().read(`${web.url}/sjis`);
    expect(sjis.text).toBe("日本語");
  });

  it("applies the spec's failure rules: non-200, access denied, access check, recaptcha", async () => {
    const cases: [string, string][] = [
      ["/missing", `Could not read ${web.url}/missing: the server answered HTTP 404 Not Found`],
      [
        "/denied",
        `Could not read ${web.url}/denied: the page is blocked or asks for a check ("Access Denied")`,
      ],
      [
        "/captcha",
        `Could not read ${web.url}/captcha: the page is blocked or asks for a check ("reCAPTCHA")`,
      ],
      ["/check", `Could not read ${web.url}/check: the page is blocked or asks for a check ("access check")`],
    ];
    for (const [path, message] of cases) {
      const page = await reader().read(`${web.url}${path}`);
      expect(page.error?.message).toBe(message);
      expect(page.text).toBe("");
    }
  });

  it("refuses documents that are not HTML, PDF or text", async () => {
    const page = await reader().read(`${web.url}/image.png`);
    expect(page.error?.message).toBe(
      "This is not a readable document (content type image/png); only HTML, PDF and text can be read",
    );
  });

  it("uses the external scraper when SCRAPER_URL is set, with url and scraper parameters", async () => {
    const target = `${web.url}/article`;
    const page = await reader({ SCRAPER_URL: `${scraper.url}/scrape` }).read(target);
    expect(page.error).toBeUndefined();
    expect(page.title).toBe("Apple");
    expect(page.text).toMatch(/^Apple\n\nThe Apple Store Shopping Event/);
    const request = scraper.requests.at(-1);
    expect(request?.query).toEqual({ url: target, scraper: "default" });
  });

  it("falls back to a direct fetch when the scraper fails, and never lets it fetch private urls", async () => {
    const broken = await startFixtureServer([{ path: "/scrape", status: 502, body: "bad gateway" }]);
    const page = await reader({ SCRAPER_URL: `${broken.url}/scrape` }).read(`${web.url}/article`);
    expect(page.title).toBe("Tides and the Moon");
    const refused = await reader({ SCRAPER_URL: `${broken.url}/scrape` }).read("http://10.0.0.8/admin");
    expect(refused.error?.message).toBe("Refused to fetch http://10.0.0.8/admin: private address");
    expect(broken.requests).toHaveLength(1);
    await broken.close();
  });

  it("reads library:// pages from the library without HTTP", async () => {
    const library = {
      read: async (url: string): Promise<ReadPage> => ({
        url,
        finalUrl: url,
        title: "Notes",
        text: "From disk",
        contentType: "text/plain",
      }),
    };
    const page = await createPageReader(sourcesConfigFrom({}), { library }).read("library://notes.txt");
    expect(page.text).toBe("From disk");
    const none = await createPageReader(sourcesConfigFrom({})).read("library://notes.txt");
    expect(none.error?.message).toMatch(/no library is configured/);
  });
});

describe("pageAnalysisOf", () => {
  it("stores the first 1000 characters as content and the compacted text as optimized content", async () => {
    const text = readFileSync(testdataPath("web-pages", "readability", "wikipedia", "expected.html"), "utf8");
    const page: ReadPage = { url: "u", finalUrl: "u", title: "T", text, contentType: "text/html" };
    const analysis = pageAnalysisOf(page);
    expect(analysis.content).toBe(text.slice(0, 1000));
    expect(analysis.optimizedPageContent?.length).toBeLessThanOrEqual(20_000);
    expect(analysis.information).toEqual([]);
    expect(analysis.error).toBeUndefined();
    expect(pageAnalysisOf(page, { optimizedPageContent: "chunks" }).optimizedPageContent).toBe("chunks");
  });

  it("keeps the error of a failed page", () => {
    const analysis = pageAnalysisOf({
      url: "u",
      finalUrl: "u",
      title: "",
      text: "",
      contentType: "",
      error: { message: "boom" },
    });
    expect(analysis).toEqual({
      url: "u",
      title: "",
      content: "",
      information: [],
      error: { message: "boom" },
    });
  });

  it("never splits a surrogate pair at the 1000th character", () => {
    const text = `${"a".repeat(999)}😀tail`;
    const analysis = pageAnalysisOf({ url: "u", finalUrl: "u", title: "", text, contentType: "text/plain" });
    expect(analysis.content).toBe("a".repeat(999));
  });
});
