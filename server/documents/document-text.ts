// A paper as plain text (title, summary, sections, references): used when a paper is a source of another.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { documentSections, documents } from "../db/schema";
import { unescapeMarkdown } from "../text/plain-text";

export async function documentText(db: Db, id: string): Promise<{ title: string; text: string } | null> {
  const [doc] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!doc) return null;
  const sections = await db
    .select({ title: documentSections.title, content: documentSections.content })
    .from(documentSections)
    .where(and(eq(documentSections.documentId, id), eq(documentSections.planVersion, doc.planVersion)))
    .orderBy(asc(documentSections.idx));
  const parts = [doc.title || doc.query];
  // Markdown's escapes (a quoted "\_\_init\_\_()") are read as the characters a reader of the paper sees.
  if (doc.summary.summary) parts.push(unescapeMarkdown(doc.summary.summary));
  for (const s of sections) if (s.content) parts.push(`${s.title}\n\n${unescapeMarkdown(s.content)}`);
  if (doc.referencesList) parts.push(`References\n\n${doc.referencesList}`);
  return { title: doc.title || doc.query, text: parts.join("\n\n") };
}

/** The id of a Treatise paper when the url is a /share/{id} (or /d/{id}) link to this instance. */
export function ownDocumentId(url: string, origins: string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!origins.includes(parsed.origin)) return null;
  const match = /^\/(?:share|d)\/([A-Za-z0-9_-]+)\/?$/.exec(parsed.pathname);
  return match?.[1] ?? null;
}
