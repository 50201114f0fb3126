// What kind of document a body is (from the content type and the first bytes) and how to decode it.
import { looksLikePdf } from "./pdf";

export type DocumentKind = "html" | "pdf" | "text" | "markdown" | "unsupported";

const TEXT_TYPES = new Set([
  "text/plain",
  "text/csv",
  "application/json",
  "application/xml",
  "text/xml",
  "application/ld+json",
]);

function startsLikePdf(bytes: Uint8Array): boolean {
  return /^\s*%PDF-/.test(Buffer.from(bytes.subarray(0, 64)).toString("latin1"));
}

function sniffHtml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1").trimStart().toLowerCase();
  return /^(\ufeff)?(<!doctype html|<html|<head|<body|<!--|<meta|<title|<div|<p[\s>])/.test(
    head.replace(/^\u00ef\u00bb\u00bf/, ""),
  );
}

function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return sample.length > 0 && control / sample.length > 0.1;
}

/** Decides the kind of a body from its content type, its first bytes and the url's extension. */
export function detectKind(contentType: string, bytes: Uint8Array, url = ""): DocumentKind {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const path = (() => {
    try {
      return new URL(url).pathname.toLowerCase();
    } catch {
      return url.toLowerCase();
    }
  })();
  // A body that starts with %PDF- is a PDF whatever its label; the looser check (%PDF- anywhere in the
  // first KiB, as PDF readers allow) is kept for unlabelled bodies so an HTML page about PDFs stays HTML.
  if (startsLikePdf(bytes)) return "pdf";
  if (type === "application/pdf" || type === "application/x-pdf") return "pdf";
  if (type === "text/html" || type === "application/xhtml+xml") return "html";
  if (type === "text/markdown" || type === "text/x-markdown" || /\.(md|markdown)$/.test(path)) {
    return looksBinary(bytes) ? "unsupported" : "markdown";
  }
  if (TEXT_TYPES.has(type)) return sniffHtml(bytes) ? "html" : "text";
  if (type.startsWith("text/")) return sniffHtml(bytes) ? "html" : "text";
  if (!type || type === "application/octet-stream" || type === "binary/octet-stream") {
    if (looksLikePdf(bytes)) return "pdf";
    if (looksBinary(bytes)) return "unsupported";
    if (/\.html?$/.test(path) || sniffHtml(bytes)) return "html";
    return "text";
  }
  return "unsupported";
}

/** The charset declared in the first bytes of an HTML document (<meta charset> or http-equiv). */
function sniffCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString("latin1");
  const match =
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head) ??
    /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head);
  return match?.[1];
}

/** Decodes text bytes: BOM, then the declared charset, then the document's own declaration, else UTF-8. */
export function decodeText(bytes: Uint8Array, charset?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  for (const label of [charset, sniffCharset(bytes)]) {
    if (!label) continue;
    try {
      return new TextDecoder(label.toLowerCase()).decode(bytes);
    } catch {
      // unknown label: try the next
    }
  }
  return new TextDecoder("utf-8").decode(bytes);
}
