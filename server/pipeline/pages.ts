// Reading a page for a document: its custom sources and library files without HTTP, links to this
// instance's own papers from the database, everything else through the safe page reader — each page
// read at most once per document (document_pages).
import { and, eq, inArray } from "drizzle-orm";
import { documentPages } from "../db/schema";
import { documentText, ownDocumentId } from "../documents/document-text";
import type { DocumentRow } from "../documents/store";
import type { ResearchDeps } from "./deps";

export interface DocumentPage {
  url: string;
  title: string;
  text: string;
  error?: string;
}

/**
 * The pages a document has already read, of the given urls, in their order: no page is fetched (a page
 * the document could not read, or never read, is left out).
 */
export async function keptPages(
  deps: ResearchDeps,
  documentId: string,
  urls: string[],
): Promise<DocumentPage[]> {
  if (urls.length === 0) return [];
  const rows = await deps.db
    .select({
      url: documentPages.url,
      title: documentPages.title,
      text: documentPages.text,
      error: documentPages.error,
    })
    .from(documentPages)
    .where(and(eq(documentPages.documentId, documentId), inArray(documentPages.url, urls)));
  const byUrl = new Map(rows.filter((r) => !r.error && r.text.trim()).map((r) => [r.url, r]));
  return urls.flatMap((url) => {
    const row = byUrl.get(url);
    return row ? [{ url, title: row.title, text: row.text }] : [];
  });
}

export async function readForDocument(
  deps: ResearchDeps,
  doc: DocumentRow,
  url: string,
): Promise<DocumentPage> {
  const custom = doc.customSources.find((s) => s.url === url);
  if (custom) return { url, title: custom.title, text: custom.content };

  const [cached] = await deps.db
    .select()
    .from(documentPages)
    .where(and(eq(documentPages.documentId, doc.id), eq(documentPages.url, url)))
    .limit(1);
  if (cached) return { url, title: cached.title, text: cached.text, error: cached.error ?? undefined };

  const page = await readUncached(deps, url);
  await deps.db
    .insert(documentPages)
    .values({ documentId: doc.id, url, title: page.title, text: page.text, error: page.error ?? null })
    .onConflictDoNothing();
  return page;
}

/** A page read again, never from the paper's own copy (the recheck of its evidence, issue 31, reads this way too). */
export async function readUncached(deps: ResearchDeps, url: string): Promise<DocumentPage> {
  if (url.startsWith("library://")) {
    const file = deps.library ? await deps.library.read(url) : null;
    return file
      ? { url, title: file.title, text: file.text }
      : { url, title: "", text: "", error: "Library file not found" };
  }
  const ownId = ownDocumentId(url, deps.publicOrigins());
  if (ownId) {
    const own = await documentText(deps.db, ownId);
    return own
      ? { url, title: own.title, text: own.text }
      : { url, title: "", text: "", error: "Document not found" };
  }
  try {
    const page = await deps.reader.read(url);
    if (page.error) return { url, title: page.title, text: "", error: page.error.message };
    return { url, title: page.title, text: page.text };
  } catch (error) {
    return { url, title: "", text: "", error: error instanceof Error ? error.message : String(error) };
  }
}
