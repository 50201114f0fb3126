// Which language each reference of a paper is written in, so the paper can say when it had to use
// sources in another language than its own (the offline engine then quotes them as written).
import { and, eq, inArray } from "drizzle-orm";
import type { Reference } from "../../common/types";
import type { Db } from "../db/client";
import { documentPages } from "../db/schema";
import type { DocumentRow } from "../documents/store";
import { detectLanguage, languageOfLocale } from "../text/language";

/** The references with the language of the text read for each (its title when nothing was read). */
export async function withSourceLanguages(options: {
  db: Db;
  doc: Pick<DocumentRow, "id" | "settings" | "customSources">;
  references: Reference[];
}): Promise<Reference[]> {
  const { db, doc, references } = options;
  if (references.length === 0) return references;
  const urls = references.map((r) => r.url);
  const rows = await db
    .select({ url: documentPages.url, text: documentPages.text })
    .from(documentPages)
    .where(and(eq(documentPages.documentId, doc.id), inArray(documentPages.url, urls)));
  const texts = new Map(rows.map((r) => [r.url, r.text]));
  for (const source of doc.customSources) texts.set(source.url, source.content);
  const paperLanguage = languageOfLocale(doc.settings.locale);
  return references.map((reference) => {
    const text = texts.get(reference.url)?.trim() || reference.title;
    return { ...reference, language: detectLanguage(text.slice(0, 2000), paperLanguage) };
  });
}
