// The reader against the 30 real pages of Mozilla Readability's test corpus: extracted text close to
// expected.html (token-level F1 over Intl.Segmenter words), titles equal to expected-metadata.json.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DOMParser } from "linkedom";
import { describe, expect, it } from "vitest";
import { testdataPath } from "../../test/fixture-server";
import { markdownHeadings } from "../../text/headings";
import { wordTokens } from "../../text/tokenize";
import { domToText, readHtml } from "./html";

const CORPUS = testdataPath("web-pages", "readability");
// Measured: mean 0.985, worst 0.537 (mathjax: Readability on linkedom drops the MathML that jsdom keeps).
// Floors sit just under the measured figures.
const MEAN_FLOOR = 0.975;
const WORST_FLOOR = 0.5;
const TITLE_FLOOR = 30;

/** Token-level F1 of two texts (multiset overlap of word tokens). */
function tokenF1(candidate: string, reference: string): number {
  const words = (text: string) => wordTokens(text, "en").map((t) => t.norm);
  const a = words(candidate);
  const b = words(reference);
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
  let overlap = 0;
  for (const t of b) {
    const c = counts.get(t) ?? 0;
    if (c > 0) {
      overlap++;
      counts.set(t, c - 1);
    }
  }
  const precision = overlap / a.length;
  const recall = overlap / b.length;
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

function expectedText(html: string): string {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><body>${html}</body></html>`,
    "text/html",
  );
  return domToText(doc.body as unknown as Parameters<typeof domToText>[0]);
}

describe("readHtml on the Readability corpus", () => {
  // Folders with a source page (others in testdata hold only expected output for other tests).
  const names = readdirSync(CORPUS)
    .filter((name) => existsSync(path.join(CORPUS, name, "source.html")))
    .sort();

  it("has the 30 recorded pages", () => {
    expect(names).toHaveLength(30);
  });

  it("extracts text close to the expected output and the expected titles", () => {
    const rows: { name: string; f1: number; title: boolean }[] = [];
    for (const name of names) {
      const dir = path.join(CORPUS, name);
      const source = readFileSync(path.join(dir, "source.html"), "utf8");
      const expected = readFileSync(path.join(dir, "expected.html"), "utf8");
      const meta = JSON.parse(readFileSync(path.join(dir, "expected-metadata.json"), "utf8")) as {
        title: string;
      };
      const page = readHtml(source, `http://fakehost/test/${name}/`);
      rows.push({ name, f1: tokenF1(page.text, expectedText(expected)), title: page.title === meta.title });
    }
    const mean = rows.reduce((s, r) => s + r.f1, 0) / rows.length;
    const worst = rows.reduce((w, r) => (r.f1 < w.f1 ? r : w));
    const titles = rows.filter((r) => r.title).length;
    console.log(
      `readability corpus: mean F1 ${mean.toFixed(4)}, worst ${worst.f1.toFixed(4)} (${worst.name}), titles ${titles}/${rows.length}`,
    );
    for (const r of rows.filter((row) => row.f1 < 0.95 || !row.title)) {
      console.log(`  ${r.name}: F1 ${r.f1.toFixed(3)}${r.title ? "" : ", title differs"}`);
    }
    expect(mean).toBeGreaterThanOrEqual(MEAN_FLOOR);
    expect(worst.f1).toBeGreaterThanOrEqual(WORST_FLOOR);
    expect(titles).toBeGreaterThanOrEqual(TITLE_FLOOR);
  });

  it("keeps paragraph breaks as blank lines", () => {
    const page = readHtml(
      `<html><head><title>T</title></head><body><article><h1>Heading</h1><p>${"First paragraph words. ".repeat(20)}</p><p>${"Second paragraph words. ".repeat(20)}</p><ul><li>one</li><li>two</li></ul></article></body></html>`,
    );
    expect(page.text).toMatch(/words\.\n\nSecond paragraph/);
    expect(page.text).toContain("- one\n\n- two");
  });

  it("reads a tiny page and takes its <title>", () => {
    const page = readHtml(
      "<html><head><title>Tiny  page</title></head><body><p>Just a line.</p></body></html>",
    );
    expect(page.title).toBe("Tiny page");
    expect(page.text).toBe("Just a line.");
  });

  it("drops scripts and styles and keeps table rows on their own lines", () => {
    const page = readHtml(
      `<html><body><article><p>${"Intro text here. ".repeat(30)}</p><script>var x = 1;</script><style>p{}</style><table><tr><td>a1</td><td>b1</td></tr><tr><td>a2</td><td>b2</td></tr></table></article></body></html>`,
    );
    expect(page.text).not.toContain("var x");
    expect(page.text).toMatch(/a1 b1\na2 b2/);
  });

  it("reads a manual page whole: every section, not only the largest (Readability keeps one)", () => {
    // githooks(5) of Git's HTML manual: DESCRIPTION (what hooks are, where they live) beside HOOKS.
    const page = readHtml(readFileSync(testdataPath("libraries", "git-docs", "githooks.html"), "utf8"));
    expect(page.text).toContain("Hooks are programs you can place in a hooks directory");
    expect(page.text).toContain("## DESCRIPTION");
    expect(page.text).toContain("### pre-commit");
    expect(page.text).toContain("### post-index-change");
  });

  it("takes no comment line of preformatted code for a heading of the page", () => {
    // git-bisect(1)'s example script: "# return control" is a shell comment, not a part of the page.
    const page = readHtml(readFileSync(testdataPath("libraries", "git-docs", "git-bisect.html"), "utf8"));
    const headings = markdownHeadings(page.text).map((h) => h.text.toLowerCase());
    expect(headings).toContain("bisect run");
    expect(headings).not.toContain("return control");
    expect(page.text).toMatch(/^\\# return control/mu);
  });
});

describe("readHtml on pages of documentation manuals", () => {
  const read = (...parts: string[]) => readHtml(readFileSync(testdataPath("libraries", ...parts), "utf8"));

  it("leaves out a Sphinx page's sidebar, local table of contents, footer and heading permalinks", () => {
    // CMake's manual (Sphinx): the body is kept whole, headings as markdown lines without their "¶".
    const automoc = read("cmake-docs", "prop_tgt", "AUTOMOC.html");
    expect(automoc.text).toContain("AUTOMOC is a boolean specifying whether CMake will handle the Qt moc");
    expect(automoc.text).toMatch(/^## Header file processing$/mu);
    expect(automoc.text).toMatch(/^### Including header moc files in sources$/mu);
    for (const chrome of [
      "© Copyright",
      "Kitware",
      "Created using Sphinx",
      "Previous topic",
      "Quick search",
      "¶",
    ])
      expect(automoc.text).not.toContain(chrome);
    const addLibrary = read("cmake-docs", "command", "add_library.html");
    expect(addLibrary.text).toMatch(/^Add a library to the project using the specified source files\./u);
    expect(addLibrary.text).toMatch(/^## Normal Libraries$/mu);
    expect(addLibrary.text).not.toMatch(/^Contents$/mu);
  });

  it("leaves out the navigation of Django's theme on a short page Readability reads whole", () => {
    const page = read("django-docs", "releases", "2.1.9.html");
    expect(page.text).toMatch(/^June 3, 2019\n\nDjango 2.1\.9 fixes security issues in 2\.1\.8\./u);
    expect(page.text).toMatch(/^## CVE-2019-12308: AdminURLFieldWidget XSS$/mu);
    expect(page.text).toMatch(/select2 library’s use of jQuery\.extend\(\)\.$/u);
    for (const chrome of [
      "Django 3.2.25 documentation",
      "Table of contents",
      "« previous",
      "next »",
      "Last update",
    ])
      expect(page.text).not.toContain(chrome);
  });

  it("leaves out the menus, breadcrumb, language links and footer of Apache httpd's manual", () => {
    const page = read("apache-docs", "vhosts", "examples.html");
    // Readability keeps "Apache HTTP Server Version 2.4" of the <title>; the page's <h1> names the page.
    expect(page.title).toBe("VirtualHost Examples - Apache HTTP Server Version 2.4");
    expect(page.text).toMatch(/^#+ VirtualHost Examples\n\nThis document attempts to answer/u);
    expect(page.text).toMatch(/^## Running several name-based web sites on a single IP address\.$/mu);
    for (const chrome of [
      "Modules | Directives",
      "Apache > HTTP Server",
      "Available Languages",
      "Copyright 2026",
      "Licensed under the Apache License",
    ])
      expect(page.text).not.toContain(chrome);
  });

  it("leaves out the footer of an AsciiDoc manual page", () => {
    const page = read("git-docs", "githooks.html");
    expect(page.text).toContain("Part of the git(1) suite");
    expect(page.text).not.toContain("Last updated");
  });
});
