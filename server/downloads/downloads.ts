// Downloading a finished paper as Markdown, DOCX, PDF or BibTeX. Each file is made once per version of
// the paper (its id and updatedAt) and kept in storage under downloads/; later downloads of the same
// version only look it up. The file is served by GET /api/files/downloads/… with a file name made from
// the paper's title (file-routes.ts, downloadFileName below).
import { createHash } from "node:crypto";
import { DOWNLOAD_FORMATS, type DownloadFormat } from "../../common/constants";
import { assetPath, type Brand } from "../branding/brand";
import { logoImage } from "../branding/logo-image";
import type { Db } from "../db/client";
import { documentStateFor } from "../documents/access";
import type { DocumentState } from "../documents/store";
import { AppError } from "../errors";
import type { Viewer } from "../policies/document";
import type { Storage } from "../storage/storage";
import { paperBibtex } from "./bibtex";
import { paperMarkdown } from "./markdown";
import { type Colophon, type Paper, paperOf } from "./paper";
import { paperPdf } from "./pdf";

export { DOWNLOAD_FORMATS, type DownloadFormat };

export const DOWNLOAD_CONTENT_TYPES: Record<DownloadFormat, string> = {
  md: "text/markdown; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
  bib: "application/x-bibtex; charset=utf-8",
};

/**
 * Bumped when a format's output changes, so files made by an older version are made again (md 3, docx 3,
 * pdf 4, bib 2: an uploaded file's private address is no longer in any download).
 */
const FORMAT_VERSIONS: Record<DownloadFormat, number> = { md: 3, docx: 3, pdf: 4, bib: 2 };

interface RenderInput {
  paper: Paper;
  storage: Storage;
  /** The app's address, for links that must work outside it (the cover in Markdown). */
  origin: string;
  /** The product's name and logo, signed at the end of the paper (white label: the brand's). */
  brand: Brand;
}

async function colophonOf(brand: Brand, origin: string): Promise<Colophon> {
  return {
    name: brand.name,
    url: origin,
    logoUrl: new URL(assetPath(brand.logo, "logo") ?? "/favicon.svg", origin).href,
    logo: await logoImage(brand),
  };
}

type Renderer = (input: RenderInput) => Promise<Uint8Array> | Uint8Array;

const utf8 = (text: string) => new TextEncoder().encode(text);

const RENDERERS: Record<DownloadFormat, Renderer> = {
  md: async ({ paper, origin, brand }) =>
    utf8(
      paperMarkdown(paper, {
        coverUrl: paper.coverKey ? `${origin}/api/files/${paper.coverKey}` : null,
        colophon: await colophonOf(brand, origin),
      }),
    ),
  bib: ({ paper }) => utf8(paperBibtex(paper)),
  // The docx library is loaded at the first Word download (server bundle chunk), not at start.
  docx: async ({ paper, storage, brand, origin }) =>
    (await import("./docx")).paperDocx(paper, {
      cover: await coverOf(paper, storage),
      colophon: await colophonOf(brand, origin),
    }),
  pdf: async ({ paper, storage, brand, origin }) =>
    paperPdf(paper, { cover: await coverOf(paper, storage), colophon: await colophonOf(brand, origin) }),
};

/** The cover image's bytes (a PNG the app stored), or null when the paper has none. */
async function coverOf(paper: Paper, storage: Storage): Promise<Uint8Array | null> {
  return paper.coverKey ? storage.read(paper.coverKey) : null;
}

export interface Download {
  /** The address the browser fetches the file from. */
  url: string;
  key: string;
}

/**
 * The file of a COMPLETE paper in a format, made on first request and kept in storage for this version
 * of the paper. Who may download is the caller's question (the owner here, visitors on the share page).
 */
export async function downloadDocument(options: {
  storage: Storage;
  document: DocumentState;
  format: DownloadFormat;
  origin: string;
  brand: Brand;
  /** With the evidence appendix: each checked sentence and the passage it cites (off by default). */
  evidence?: boolean;
}): Promise<Download> {
  const { storage, document, format, origin, brand } = options;
  const evidence = options.evidence === true && format !== "bib";
  if (document.doc.status !== "COMPLETE") throw new AppError("DOCUMENT_NOT_COMPLETE");
  const version = createHash("sha256")
    .update(
      [
        document.doc.id,
        document.doc.updatedAt.toISOString(),
        FORMAT_VERSIONS[format],
        format === "md" ? origin : "",
        format === "bib" ? "" : brand.fingerprint,
        evidence ? "evidence" : "",
      ].join("|"),
    )
    .digest("hex")
    .slice(0, 24);
  const key = `downloads/${document.doc.id}/${version}.${format}`;
  if (!(await storage.exists(key))) {
    const bytes = await RENDERERS[format]({ paper: paperOf(document, { evidence }), storage, origin, brand });
    await storage.put(key, bytes, DOWNLOAD_CONTENT_TYPES[format]);
  }
  return { url: storage.publicUrl(key), key };
}

/** The owner's download of their paper (404 for anyone else, as for every private action). */
export async function downloadOwnDocument(options: {
  db: Db;
  storage: Storage;
  viewer: Viewer;
  documentId: string;
  format: DownloadFormat;
  origin: string;
  brand: Brand;
  evidence?: boolean;
}): Promise<Download> {
  const document = await documentStateFor({ ...options, action: "download" });
  return downloadDocument({ ...options, document });
}

/** The document id and format of a downloads/ storage key, or null for any other key. */
export function parseDownloadKey(key: string): { documentId: string; format: DownloadFormat } | null {
  const match = new RegExp(`^downloads/([0-9a-f-]{36})/[0-9a-f]{24}\\.(${DOWNLOAD_FORMATS.join("|")})$`).exec(
    key,
  );
  return match?.[1] && match[2] ? { documentId: match[1], format: match[2] as DownloadFormat } : null;
}

/** The file name a download is saved under: the paper's title, without characters file systems refuse. */
export function downloadFileName(title: string, format: DownloadFormat): string {
  const base = title
    .normalize("NFC")
    .replace(/\p{Cc}+/gu, " ")
    .replace(/[/\\:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const short = [...base].slice(0, 100).join("").trim();
  return `${short || "paper"}.${format}`;
}

/**
 * A Content-Disposition header for a file name: an ASCII `filename` for old clients and the exact
 * name as RFC 5987 `filename*` (UTF-8, percent-encoded) for every other.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\%]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const fallback =
    /^\.?[a-z0-9]+$/i.test(ascii) || !ascii.replace(/\.[a-z0-9]+$/i, "").trim()
      ? `paper${fileName.slice(fileName.lastIndexOf("."))}`
      : ascii;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
