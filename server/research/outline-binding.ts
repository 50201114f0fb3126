// Outline binding (issue 17, README): when an outline is planned again or edited after sections were
// written, a section whose title and questions did not change keeps its text, its chosen pages and
// its page analyses; only new or changed sections are written again.
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { documentSections, pageAnalyses } from "../db/schema";

type SectionInsert = typeof documentSections.$inferInsert;
type SectionSelect = typeof documentSections.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What makes a section "the same": its title and its questions, in order, ignoring case and spacing. */
export function sectionKey(section: { title: string; subSections: { question: string }[] }): string {
  const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
  return JSON.stringify([norm(section.title), section.subSections.map((q) => norm(q.question))]);
}

/** The written sections of the document's latest outline that has sections, by key. */
async function writtenSections(tx: Tx, documentId: string): Promise<Map<string, SectionSelect>> {
  const rows = await tx
    .select()
    .from(documentSections)
    .where(eq(documentSections.documentId, documentId))
    .orderBy(desc(documentSections.planVersion));
  const latest = rows[0]?.planVersion;
  const written = new Map<string, SectionSelect>();
  for (const row of rows) {
    if (row.planVersion !== latest || row.status !== "COMPLETE") continue;
    const key = sectionKey(row);
    if (!written.has(key)) written.set(key, row);
  }
  return written;
}

/**
 * Replaces the document's sections with `sections` (one plan version), carrying over the text, pages and
 * analyses of every written section that is unchanged. Runs inside the caller's transaction.
 */
export async function bindSections(
  tx: Tx,
  documentId: string,
  planVersion: number,
  sections: SectionInsert[],
): Promise<void> {
  const written = await writtenSections(tx, documentId);
  const carried: { from: SectionSelect; idx: number }[] = [];
  const rows = sections.map((section): SectionInsert => {
    const from = written.get(sectionKey({ title: section.title, subSections: section.subSections ?? [] }));
    if (!from) return section;
    written.delete(sectionKey(from));
    carried.push({ from, idx: section.idx });
    return {
      ...section,
      status: "COMPLETE",
      content: from.content,
      sources: from.sources,
      urls: from.urls,
      progressTotal: from.progressTotal,
    };
  });
  const analyses = carried.length
    ? await tx
        .select()
        .from(pageAnalyses)
        .where(
          and(
            eq(pageAnalyses.documentId, documentId),
            inArray(
              pageAnalyses.planVersion,
              carried.map((c) => c.from.planVersion),
            ),
          ),
        )
    : [];
  await tx.delete(documentSections).where(eq(documentSections.documentId, documentId));
  if (rows.length > 0) await tx.insert(documentSections).values(rows);
  const copies = analyses.flatMap((a) => {
    const to = carried.find((c) => c.from.idx === a.sectionIdx && c.from.planVersion === a.planVersion);
    if (!to || (to.idx === a.sectionIdx && planVersion === a.planVersion)) return [];
    return [{ ...a, id: randomUUID(), sectionIdx: to.idx, planVersion }];
  });
  if (copies.length > 0) await tx.insert(pageAnalyses).values(copies).onConflictDoNothing();
}
