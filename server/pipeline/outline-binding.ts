// Outline binding (issue 17, README): when an outline is planned again or edited after sections were
// written, a section whose title and questions did not change keeps its text, its chosen pages and
// its page analyses; only new or changed sections are written again.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { SOURCES_PER_SECTION_DEFAULT } from "../../common/constants";
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
async function writtenSections(tx: Db | Tx, documentId: string): Promise<Map<string, SectionSelect>> {
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
 * analyses of every written section that is unchanged: one read, then one statement that deletes the old
 * sections, inserts the new ones and copies the carried sections' page analyses. One statement, not a
 * transaction of several: on the embedded database a transaction holds its one session between its
 * statements, and the worker process, busy with another paper's CPU work, was slow to send the next one
 * while every web request waited (bench/api part 3). `db` may be a transaction (the outline editor's).
 */
export async function bindSections(
  db: Db | Tx,
  documentId: string,
  planVersion: number,
  sections: SectionInsert[],
): Promise<void> {
  const written = await writtenSections(db, documentId);
  /** Carried sections whose place changed: their page analyses are copied to the new place. */
  const moves: { from_idx: number; from_plan: number; to_idx: number }[] = [];
  const rows = sections.map((section) => {
    const from = written.get(sectionKey({ title: section.title, subSections: section.subSections ?? [] }));
    if (from) {
      written.delete(sectionKey(from));
      if (from.idx !== section.idx || from.planVersion !== planVersion) {
        moves.push({ from_idx: from.idx, from_plan: from.planVersion, to_idx: section.idx });
      }
    }
    return {
      idx: section.idx,
      title: section.title,
      description: section.description ?? "",
      status: from ? "COMPLETE" : (section.status ?? "PLANNED"),
      sub_sections: section.subSections ?? [],
      urls: from ? from.urls : (section.urls ?? null),
      progress_total: from ? from.progressTotal : (section.progressTotal ?? SOURCES_PER_SECTION_DEFAULT),
      content: from ? from.content : "",
      sources: from ? from.sources : null,
    };
  });
  await db.execute(sql`
    WITH gone AS (
      -- The written paper (the oldest earlier version with a written section) stays readable while a new
      -- outline is edited; Write Paper removes it (dropWrittenPaper).
      DELETE FROM ${documentSections} WHERE document_id = ${documentId}
        AND plan_version IS DISTINCT FROM (
          SELECT min(w.plan_version) FROM ${documentSections} w
           WHERE w.document_id = ${documentId} AND w.plan_version < ${planVersion} AND w.status = 'COMPLETE')
      RETURNING 1
    ), added AS (
      INSERT INTO ${documentSections}
        (document_id, idx, plan_version, title, description, status, sub_sections, urls, progress_total, content, sources)
      SELECT ${documentId}, v.idx, ${planVersion}, v.title, v.description, v.status,
        v.sub_sections, v.urls, v.progress_total, v.content, v.sources
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(idx integer, title text, description text,
        status text, sub_sections jsonb, urls jsonb, progress_total integer, content text, sources jsonb)
      -- The old rows go first: the new ones may have their keys.
      WHERE (SELECT count(*) FROM gone) >= 0
      RETURNING 1
    )
    INSERT INTO ${pageAnalyses}
      (id, document_id, section_idx, plan_version, url, title, content, optimized_page_content, information, error)
    SELECT gen_random_uuid()::text, a.document_id, m.to_idx, ${planVersion}, a.url, a.title, a.content,
      a.optimized_page_content, a.information, a.error
    FROM ${pageAnalyses} AS a
    JOIN jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
      AS m(from_idx integer, from_plan integer, to_idx integer)
      ON a.section_idx = m.from_idx AND a.plan_version = m.from_plan
    WHERE a.document_id = ${documentId} AND (SELECT count(*) FROM added) >= 0
    ON CONFLICT DO NOTHING`);
}

/** Write Paper: the paper written before the outline was planned again goes; the new outline replaces it. */
export async function dropWrittenPaper(db: Db, documentId: string, planVersion: number): Promise<void> {
  await db
    .delete(documentSections)
    .where(and(eq(documentSections.documentId, documentId), lt(documentSections.planVersion, planVersion)));
}
