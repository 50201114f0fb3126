// Reading a PDF as a person's tools do (poppler-utils: pdftotext, pdftoppm; installed by .ci/run), and
// keeping a picture of its first page in test-results/ (outside git) to look at.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT_DIR } from "../paths";

/** Where pictures of generated files go (test-results/ is ignored by git). */
export const PICTURES_DIR = path.join(ROOT_DIR, "test-results", "downloads");

function withFile<T>(bytes: Uint8Array, use: (file: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), "treatise-pdf-"));
  try {
    const file = path.join(dir, "paper.pdf");
    writeFileSync(file, bytes);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as pdftotext reads it (reading order, UTF-8). */
export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (file) =>
    execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }),
  );
}

/** The fonts a PDF embeds (pdffonts' name column, subset prefix removed). */
export function pdfFonts(bytes: Uint8Array): string[] {
  const out = withFile(bytes, (file) => execFileSync("pdffonts", [file], { encoding: "utf8" }));
  return out
    .split("\n")
    .slice(2)
    .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, "") ?? "")
    .filter(Boolean);
}

/** Renders a page (default 1) to test-results/downloads/<name>.png and returns its path. */
export function pdfPagePng(bytes: Uint8Array, name: string, page = 1): string {
  mkdirSync(PICTURES_DIR, { recursive: true });
  const target = path.join(PICTURES_DIR, name);
  const at = String(page);
  withFile(bytes, (file) =>
    execFileSync("pdftoppm", ["-png", "-r", "70", "-f", at, "-l", at, "-singlefile", file, target]),
  );
  return `${target}.png`;
}
