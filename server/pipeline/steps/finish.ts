// Steps 10–12, once every section is written: the final title, the cover image, the references list.

import { sql } from "drizzle-orm";
import { TITLE_MAX_LENGTH } from "../../../common/constants";
import { documentSections, documents } from "../../db/schema";
import { publishUpdate, updateDocument } from "../../documents/store";
import { INTERNAL_ERRORS } from "../../errors";
import { logger } from "../../logger";
import { buildReferences, referencesMarkdown, withoutRepeatedSentences } from "../citations";
import { TITLE_EVENT } from "../progress";
import { withSourceLanguages } from "../source-languages";
import type { StepContext } from "./step-context";

/** A model's title on one line and within TITLE_MAX_LENGTH, cut at a word where it is too long. */
export function clampTitle(title: string): string {
  const line = title.replace(/\s+/g, " ").trim();
  if (line.length <= TITLE_MAX_LENGTH) return line;
  const cut = line.slice(0, TITLE_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > TITLE_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export async function writeTitle(ctx: StepContext): Promise<void> {
  const { doc } = ctx;
  const title = await ctx.engine.writeTitle(ctx.call("title"), {
    query: doc.query,
    summary: doc.summary.summary ?? "",
    sectionTitles: ctx.state.sections.map((s) => s.title),
  });
  await updateDocument(
    ctx.deps,
    doc.id,
    { title: clampTitle(title) || doc.title, stage: "FINISHING" },
    { onceEvents: [TITLE_EVENT] },
  );
}

/** The model's image when an image provider is set; the generated cover otherwise or when it fails. */
export async function makeCover(ctx: StepContext): Promise<void> {
  const { doc, deps } = ctx;
  const call = ctx.call("cover");
  const title = doc.title || doc.query;
  let prompt: string;
  try {
    prompt = await ctx.engine.describeCover(call, {
      title,
      query: doc.query,
      summary: doc.summary.summary ?? "",
    });
  } catch (error) {
    logger.warn(`[cover] ${doc.id}: no cover description, using the title`, error);
    prompt = title;
  }
  let image: { png: Uint8Array; prompt: string } | null = null;
  if (deps.coverGenerator) {
    try {
      image = await deps.coverGenerator.generate(call, { title, query: doc.query, prompt });
    } catch (error) {
      logger.error(
        INTERNAL_ERRORS.coverImage(doc.id, error instanceof Error ? error.message : String(error)),
      );
    }
  }
  if (!image) image = await deps.offlineCover.generate(call, { title, query: doc.query, prompt });
  const key = `covers/${doc.id}-${Date.now().toString(36)}.png`;
  await deps.storage.put(key, image.png, "image/png");
  await updateDocument(deps, doc.id, {
    coverImage: { imageURL: deps.storage.publicUrl(key), prompt: image.prompt },
  });
}

/** Renumbers citations across sections (order of first citation) and stores the references, in one transaction. */
export async function buildReferenceList(ctx: StepContext): Promise<void> {
  const { doc, deps } = ctx;
  const sections = ctx.state.sections;
  // The offline writer quotes sentences: one that reached two sections is kept where it comes first.
  const texts = sections.map((s) => s.content ?? "");
  const unique =
    ctx.engine.kind === "offline" ? withoutRepeatedSentences(doc.summary.summary ?? "", texts) : texts;
  const built = buildReferences(
    sections.map((s, i) => ({ content: unique[i] || s.content, sources: s.sources ?? [] })),
  );
  const { contents } = built;
  const references = await withSourceLanguages({ db: deps.db, doc, references: built.references });
  const written = sections.map((section, i) => ({
    idx: section.idx,
    plan_version: section.planVersion,
    content: contents[i] ?? section.content,
    sources: references.filter((r) => (contents[i] ?? "").includes(`[${r.n}]`)),
  }));
  // One statement (atomic as a transaction), so one round trip: a transaction of one UPDATE per section
  // held the embedded database's one session between its statements, and every web request waited.
  await deps.db.execute(sql`
    WITH written AS (
      UPDATE ${documentSections} AS s SET content = v.content, sources = v.sources
      FROM jsonb_to_recordset(${JSON.stringify(written)}::jsonb)
        AS v(idx integer, plan_version integer, content text, sources jsonb)
      WHERE s.document_id = ${doc.id} AND s.idx = v.idx AND s.plan_version = v.plan_version
      RETURNING 1
    )
    UPDATE ${documents}
    SET "references" = ${JSON.stringify(references)}::jsonb, references_list = ${referencesMarkdown(references)},
      updated_at = now()
    WHERE id = ${doc.id}`);
  await publishUpdate(deps.bus, doc.id);
}
