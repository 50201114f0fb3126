// PDF → text per page with unpdf (pdf.js). CID fonts of Chinese, Japanese and Korean PDFs need the
// CMap files, read from the pdfjs-dist package (the same pdf.js version as unpdf's bundled build).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { getDocumentProxy } from "unpdf";
import { collapseWhitespace } from "../search/text";
import { dehyphenate, markHeadings } from "./pdf-layout";

export type PdfProblem = "encrypted" | "broken" | "no-text";

/** A PDF whose text cannot be had; the message says why in words a user understands. */
export class PdfReadError extends Error {
  override readonly name = "PdfReadError";
  readonly problem: PdfProblem;
  constructor(problem: PdfProblem, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.problem = problem;
  }
}

export interface PdfText {
  title: string;
  /** The pages' text joined by blank lines. */
  text: string;
  pages: string[];
}

let pdfjsDataDir: string | null | undefined;
function dataDir(): string | null {
  if (pdfjsDataDir === undefined) {
    try {
      const require = createRequire(import.meta.url);
      pdfjsDataDir = path.dirname(require.resolve("pdfjs-dist/package.json"));
    } catch {
      pdfjsDataDir = null; // without it, PDFs with CID fonts may extract as empty text
    }
  }
  return pdfjsDataDir;
}

const DATA_FOLDERS: Record<string, string> = {
  cMapUrl: "cmaps",
  standardFontDataUrl: "standard_fonts",
  wasmUrl: "wasm",
};

/** Hands pdf.js its CMap and font data from disk (pdf.js asks for them by kind and file name). */
class DiskBinaryDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const dir = dataDir();
    const folder = DATA_FOLDERS[kind];
    if (!dir || !folder || filename.includes("/") || filename.includes("\\")) {
      throw new Error(`No ${kind} data for ${filename}`);
    }
    return new Uint8Array(await readFile(path.join(dir, folder, filename)));
  }
}

/** Type this much larger than the first page's body text is a title's. */
const TITLE_TYPE = 1.15;

/**
 * The title a document prints on its first page: its first line, when set in type larger than the page's
 * body text, with the lines that follow in the same type (a title set over two lines is read whole).
 */
async function titleInLargestType(pdf: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<string> {
  const page = await pdf.getPage(1);
  const items = (await page.getTextContent()).items.flatMap((item) =>
    // Upright text only: a margin's stamp set sideways ("arXiv:… [cs.CL] 2 Apr 2012") is no title.
    "str" in item && item.transform[1] === 0 && item.transform[2] === 0
      ? [{ text: item.str, eol: item.hasEOL, size: Math.abs(item.transform[3] as number) }]
      : [],
  );
  const written = items.filter((i) => i.text.trim());
  if (written.length === 0) return "";
  // The body's size: the size most characters are set in.
  const chars = new Map<number, number>();
  for (const i of written)
    chars.set(Math.round(i.size), (chars.get(Math.round(i.size)) ?? 0) + i.text.length);
  const body = [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  // The page's first line, when it is set larger than the body, and what follows it in the same type.
  const start = items.findIndex((i) => i.text.trim());
  const size = items[start]?.size ?? 0;
  if (size < body * TITLE_TYPE) return "";
  let title = "";
  for (const i of items.slice(start)) {
    if (i.text.trim() && Math.abs(i.size - size) > size * 0.1) break;
    title += i.text + (i.eol ? " " : "");
  }
  return collapseWhitespace(title).slice(0, 200);
}

/** Whether the bytes start like a PDF (%PDF- within the first KiB, as readers tolerate). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

function cleanPageText(text: string): string {
  return text
    .split(/\n/)
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Extracts the text of a PDF, page by page; throws PdfReadError for encrypted, broken or image-only PDFs. */
export async function readPdfBuffer(bytes: Uint8Array): Promise<PdfText> {
  // unpdf (PDF.js, some MB of code) loads with the first PDF read, not with every process at start.
  const { extractText, getDocumentProxy, getMeta } = await import("unpdf");
  // pdf.js refuses Node Buffers and may detach what it is given: hand it a private copy.
  const data = new Uint8Array(bytes.byteLength);
  data.set(bytes);
  const dir = dataDir();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(data, {
      verbosity: 0,
      isEvalSupported: false,
      useWorkerFetch: false,
      ...(dir
        ? {
            BinaryDataFactory: DiskBinaryDataFactory,
            cMapUrl: `${path.join(dir, "cmaps")}${path.sep}`,
            cMapPacked: true,
            standardFontDataUrl: `${path.join(dir, "standard_fonts")}${path.sep}`,
          }
        : {}),
    } as Parameters<typeof getDocumentProxy>[1]);
  } catch (error) {
    const name = (error as { name?: string }).name ?? "";
    if (name === "PasswordException") {
      throw new PdfReadError(
        "encrypted",
        "This PDF is encrypted (password-protected), so its text cannot be read. Upload a version without a password.",
        { cause: error },
      );
    }
    const detail = (error as Error).message ?? String(error);
    throw new PdfReadError(
      "broken",
      `This PDF could not be read: it is damaged or not a valid PDF (${detail}).`,
      {
        cause: error,
      },
    );
  }
  try {
    let pages: string[];
    try {
      const extracted = await extractText(pdf, { mergePages: false });
      pages = markHeadings(dehyphenate(extracted.text.map(cleanPageText)));
    } catch (error) {
      throw new PdfReadError(
        "broken",
        `This PDF could not be read: its pages could not be decoded (${(error as Error).message}).`,
        { cause: error },
      );
    }
    const text = pages.filter(Boolean).join("\n\n");
    const letters = text.match(/\p{L}/gu)?.length ?? 0;
    if (letters < 8) {
      throw new PdfReadError(
        "no-text",
        "This PDF has no extractable text: it looks like scanned pages or images only (no text layer).",
      );
    }
    let title = "";
    try {
      const meta = await getMeta(pdf);
      const info = meta.info as { Title?: unknown } | undefined;
      if (typeof info?.Title === "string") title = collapseWhitespace(info.Title);
    } catch {
      // metadata is optional
    }
    if (title.length < 3 || /^(untitled|microsoft word - )/i.test(title))
      title = await titleInLargestType(pdf).catch(() => "");
    if (title.length < 3) {
      const first = text.split("\n").find((line) => line.replace(/^#+\s*/u, "").trim().length > 2) ?? "";
      title = collapseWhitespace(first.replace(/^#+\s*/u, "")).slice(0, 200);
    }
    return { title, text, pages };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
