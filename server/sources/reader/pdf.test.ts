// PDFs of the fixtures: text ones extract (also Japanese through the CMaps), image-only ones say there
// is no text, encrypted and broken ones give clear errors.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testdataPath } from "../../test/fixture-server";
import { looksLikePdf, PdfReadError, readPdfBuffer } from "./pdf";

const pdf = (name: string) => new Uint8Array(readFileSync(testdataPath("pdfs", name)));

async function problemOf(bytes: Uint8Array): Promise<PdfReadError> {
  try {
    await readPdfBuffer(bytes);
  } catch (error) {
    if (error instanceof PdfReadError) return error;
    throw error;
  }
  throw new Error("expected a PdfReadError");
}

describe("readPdfBuffer", () => {
  it("extracts the text and title of a text PDF (Wikipedia article printed to PDF)", async () => {
    const result = await readPdfBuffer(pdf("pdfjs_wikipedia.pdf"));
    expect(result.title).toBe("PDF.js - Wikipedia");
    expect(result.pages).toHaveLength(1);
    expect(result.text).toContain("PDF.js");
    expect(result.text).toContain("Andreas Gal");
  });

  it("reads a title printed over two lines in large type whole, never a sideways margin stamp", async () => {
    // Neither PDF names its title in its metadata.
    expect((await readPdfBuffer(pdf("tracemonkey.pdf"))).title).toBe(
      "Trace-based Just-in-Time Type Specialization for Dynamic Languages",
    );
    expect((await readPdfBuffer(pdf("arxiv_1111.2011v2.pdf"))).title).toBe(
      "Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large Connectivity Limit",
    );
    // A first line in the body's type is still the title when nothing is set larger.
    expect((await readPdfBuffer(pdf("xref_command_missing.pdf"))).title).toBe("Reduced test-case");
  });

  it("extracts every page of a two-column arXiv paper, from a Node Buffer", async () => {
    const result = await readPdfBuffer(readFileSync(testdataPath("pdfs", "arxiv_1111.2011v2.pdf")));
    expect(result.pages).toHaveLength(8);
    expect(result.pages.every((page) => page.length > 500)).toBe(true);
    expect(result.text.length).toBeGreaterThan(20_000);
  });

  it("extracts Japanese text (CID fonts need the CMap data)", async () => {
    const result = await readPdfBuffer(pdf("issue16538.pdf"));
    expect(result.text).toContain("マーケットモデル");
    const vertical = await readPdfBuffer(pdf("vertical.pdf"));
    expect(vertical.text).toContain("日本語");
  });

  it("recovers a PDF whose xref keyword is missing", async () => {
    const result = await readPdfBuffer(pdf("xref_command_missing.pdf"));
    expect(result.text).toBe("Reduced test-case");
  });

  it("says an image-only PDF has no extractable text", async () => {
    const error = await problemOf(pdf("issue5567.pdf"));
    expect(error.problem).toBe("no-text");
    expect(error.message).toMatch(/^This PDF has no extractable text/);
  });

  it("says an encrypted PDF is encrypted", async () => {
    const error = await problemOf(pdf("issue3371.pdf"));
    expect(error.problem).toBe("encrypted");
    expect(error.message).toMatch(/^This PDF is encrypted/);
  });

  it("says a broken PDF could not be read", async () => {
    const truncated = pdf("pdfjs_wikipedia.pdf").subarray(0, 300);
    const garbage = new TextEncoder().encode("%PDF-1.4\nthis is not really a pdf\n");
    for (const bytes of [truncated, garbage]) {
      const error = await problemOf(bytes);
      expect(error.problem).toBe("broken");
      expect(error.message).toMatch(/^This PDF could not be read/);
    }
  });

  it("joins words typesetting cut at line ends, keeps real hyphens, and marks the section headings", async () => {
    const { text } = await readPdfBuffer(pdf("tracemonkey.pdf"));
    // "excellent per-\nformance", "an al-\nternative", "Trace-\nMonkey" were cut by the two-column layout.
    expect(text).toMatch(/excellent\sperformance/u);
    expect(text).toMatch(/an alternative\scompilation technique/u);
    expect(text).not.toMatch(/\bper-\s+formance|\bal-\s+ternative/u);
    // Compounds cut at a line end keep their hyphen.
    expect(text).toContain("mixed-mode");
    expect(text).toMatch(/type-stable/u);
    const headings = text.split("\n").filter((line) => line.startsWith("#"));
    expect(headings.slice(0, 6)).toEqual([
      "## Abstract",
      "## 1. Introduction",
      "## 2. Overview: Example Tracing Run",
      "## 3. Trace Trees",
      "### 3.1 Traces",
      "### 3.2 Trace Trees",
    ]);
    expect(headings).toContain("## References");
    // Footnotes that start with a number are not headings.
    expect(headings.some((h) => /Arrays are actually worse/u.test(h))).toBe(false);
  });

  it("recognises PDF bytes", () => {
    expect(looksLikePdf(pdf("vertical.pdf"))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode("<html>"))).toBe(false);
  });
});
