// Custom sources (spec §2 dialog, §3, §5, §9): the user's pasted links, uploaded PDFs and their own papers,
// read once, given a title and a snippet, and kept for reuse — one per user and url (a second add updates
// it). A document attaches them by id when it is created (documents.ts) and researches their stored text.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import pMap from "p-map";
import { CUSTOM_SOURCES_MAX, UPLOAD_MAX_BYTES } from "../../common/constants";
import type { CustomSource } from "../../common/types";
import type { Db } from "../db/client";
import { customSources, documents } from "../db/schema";

type CustomSourceRow = typeof customSources.$inferSelect;

import { AppError, type ErrorCode } from "../errors";
import { looksLikePdf, type PdfProblem, PdfReadError, readPdfBuffer } from "../sources/reader/pdf";
import type { PageReader } from "../sources/types";
import { assertSafeKey, type Storage } from "../storage/storage";
import { uploadFileName, uploadPrefix } from "../storage/uploads";
import { sourceSnippet, sourceTitle } from "./custom-source-text";
import { documentText, ownDocumentId } from "./document-text";
import { userUsage } from "./usage";

/** Text kept per source (a 2 MB PDF can hold far more than a paper needs; documents copy it). */
export const CUSTOM_SOURCE_MAX_CHARS = 200_000;
/** Links read at once. */
const READ_CONCURRENCY = 5;
/** The reuse list shows at most this many of the user's newest sources. */
export const CUSTOM_SOURCES_LIST_MAX = 200;

type Kind = CustomSource["kind"];

const PDF_PROBLEM_CODES = {
  encrypted: "PDF_ENCRYPTED",
  broken: "PDF_DAMAGED",
  "no-text": "PDF_NO_TEXT",
} as const satisfies Record<PdfProblem, ErrorCode>;
interface Draft {
  kind: Kind;
  url: string;
  title: string;
  snippet: string;
  content: string;
  fileKey: string | null;
}

/** The non-empty links, each a valid http(s) url, none twice, at most 20 with the file (spec §5, §9). */
export function checkLinks(urls: string[], withFile: boolean): string[] {
  const links: string[] = [];
  const seen = new Set<string>();
  for (const raw of urls) {
    const entry = raw.trim();
    if (!entry) continue;
    let parsed: URL;
    try {
      parsed = new URL(entry);
    } catch {
      throw new AppError("INVALID_LINK", { detail: entry });
    }
    if ((parsed.protocol !== "http:" && parsed.protocol !== "https:") || !parsed.hostname) {
      throw new AppError("INVALID_LINK", { detail: entry });
    }
    parsed.hash = "";
    if (seen.has(parsed.href)) throw new AppError("DUPLICATE_LINK", { detail: entry });
    seen.add(parsed.href);
    links.push(parsed.href);
  }
  if (links.length + (withFile ? 1 : 0) > CUSTOM_SOURCES_MAX) throw new AppError("TOO_MANY_SOURCES");
  return links;
}

/** An uploaded PDF of the user: its text, title (metadata or first lines) and snippet. */
async function readUploadedPdf(options: {
  storage: Storage;
  userId: string;
  key: string;
  origin: string;
}): Promise<Draft> {
  const { storage, key } = options;
  try {
    assertSafeKey(key);
  } catch {
    throw new AppError("FILE_NOT_FOUND");
  }
  if (!key.startsWith(uploadPrefix(options.userId))) throw new AppError("FILE_NOT_FOUND");
  const bytes = await storage.read(key).catch(() => null);
  if (!bytes) throw new AppError("FILE_NOT_FOUND");
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  if (!looksLikePdf(bytes)) throw new AppError("PDF_ONLY");
  let pdf: Awaited<ReturnType<typeof readPdfBuffer>>;
  try {
    pdf = await readPdfBuffer(bytes);
  } catch (error) {
    if (error instanceof PdfReadError) {
      const code = PDF_PROBLEM_CODES[error.problem];
      throw new AppError(code, { detail: error.message, cause: error });
    }
    throw error;
  }
  const name = uploadFileName(key)
    .replace(/\.pdf$/i, "")
    .replace(/[-_]+/g, " ");
  return {
    kind: "file",
    url: `${options.origin}${storage.publicUrl(key)}`,
    title: sourceTitle({ title: pdf.title, text: pdf.text, fallback: name, wraps: true }),
    snippet: sourceSnippet(pdf.text),
    content: pdf.text.slice(0, CUSTOM_SOURCE_MAX_CHARS),
    fileKey: key,
  };
}

/**
 * A /share/{id} or /d/{id} link to this instance: the paper's text, read from the database. Share links
 * are public, so any finished paper; a /d/ link only to the user's own. Stored as the share link readers can open.
 */
async function readOwnPaper(db: Db, userId: string, link: string, id: string): Promise<Draft> {
  const url = new URL(link);
  const [doc] = await db
    .select({ userId: documents.userId, status: documents.status })
    .from(documents)
    .where(eq(documents.id, id))
    .limit(1);
  const mine = doc?.userId === userId;
  // Another user's paper only as the public share page shows it: finished, by its /share/ link.
  if (!doc || (!mine && (url.pathname.startsWith("/d/") || doc.status !== "COMPLETE"))) {
    throw new AppError("DOCUMENT_NOT_FOUND", { detail: link });
  }
  const paper = await documentText(db, id);
  if (!paper) throw new AppError("DOCUMENT_NOT_FOUND", { detail: link });
  return {
    kind: "document",
    url: `${url.origin}/share/${id}`,
    title: sourceTitle({ title: paper.title, text: paper.text, fallback: "Untitled paper" }),
    snippet: sourceSnippet(paper.text.slice(paper.title.length)),
    content: paper.text.slice(0, CUSTOM_SOURCE_MAX_CHARS),
    fileKey: null,
  };
}

/** Any other link, through the SSRF-guarded page reader; a page that cannot be read fails the request. */
async function readLink(reader: PageReader, link: string): Promise<Draft> {
  const page = await reader.read(link);
  if (page.error) {
    throw new AppError("SOURCE_UNREADABLE", { detail: `${link}: ${page.error.message}` });
  }
  if (!page.text.trim()) throw new AppError("SOURCE_UNREADABLE", { detail: `${link}: the page has no text` });
  return {
    kind: "link",
    url: link,
    title: sourceTitle({ title: page.title, text: page.text, fallback: new URL(link).hostname }),
    snippet: sourceSnippet(page.text),
    content: page.text.slice(0, CUSTOM_SOURCE_MAX_CHARS),
    fileKey: null,
  };
}

/**
 * Reads the uploaded PDF (isFile) and each link, and keeps them as the user's custom sources. All or
 * nothing: one unreadable link fails the request with its reason, so the user can fix that entry.
 */
export async function addCustomSources(options: {
  db: Db;
  storage: Storage;
  reader: PageReader;
  userId: string;
  urls: string[];
  fileKey?: string | null;
  isFile: boolean;
  /** Origins of this instance: links to them are its own papers. */
  origins: string[];
  /** Origin of the links to uploaded files (PUBLIC_URL, or the one the user is on). */
  origin: string;
  now?: Date;
}): Promise<CustomSourceRow[]> {
  const { db, userId } = options;
  const fileKey = options.isFile ? options.fileKey?.trim() : undefined;
  if (options.isFile && !fileKey) throw new AppError("FILE_KEY_MISSING");
  const links = checkLinks(options.urls, Boolean(fileKey));
  if (!fileKey && links.length === 0) throw new AppError("NO_SOURCES");

  const usage = userUsage(db, userId, "custom-sources");
  const drafts: Draft[] = [];
  if (fileKey) {
    drafts.push(
      await readUploadedPdf({ storage: options.storage, userId, key: fileKey, origin: options.origin }),
    );
    await usage.record({ kind: "page", provider: "upload", units: 1, costMicroCents: 0 });
  }
  drafts.push(
    ...(await pMap(
      links,
      async (link) => {
        const own = ownDocumentId(link, options.origins);
        if (own) return readOwnPaper(db, userId, link, own);
        const draft = await readLink(options.reader, link);
        await usage.record({ kind: "page", provider: "reader", units: 1, costMicroCents: 0 });
        return draft;
      },
      { concurrency: READ_CONCURRENCY },
    )),
  );
  const seen = new Set<string>();
  const unique = drafts.filter((d) => !seen.has(d.url) && seen.add(d.url));

  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const saved: CustomSourceRow[] = [];
    for (const [i, draft] of unique.entries()) {
      // A batch lists in the order it was given (newest first across batches).
      const createdAt = new Date(now.getTime() - i);
      const [row] = await tx
        .insert(customSources)
        .values({ id: randomUUID(), userId, ...draft, createdAt })
        .onConflictDoUpdate({
          target: [customSources.userId, customSources.url],
          set: {
            kind: draft.kind,
            title: draft.title,
            snippet: draft.snippet,
            content: draft.content,
            fileKey: draft.fileKey,
            createdAt,
          },
        })
        .returning();
      if (row) saved.push(row);
    }
    return saved;
  });
}

/** The user's custom sources for reuse, newest first, without their text. */
export async function listCustomSources(options: {
  db: Db;
  userId: string;
}): Promise<Pick<CustomSourceRow, "id" | "title" | "snippet" | "url" | "kind">[]> {
  const rows = await options.db
    .select({
      id: customSources.id,
      title: customSources.title,
      snippet: customSources.snippet,
      url: customSources.url,
      kind: customSources.kind,
    })
    .from(customSources)
    .where(eq(customSources.userId, options.userId))
    .orderBy(desc(customSources.createdAt), desc(customSources.id))
    .limit(CUSTOM_SOURCES_LIST_MAX);
  return rows;
}
