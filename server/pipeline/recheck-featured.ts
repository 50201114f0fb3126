// Featured papers' evidence read again on a schedule (issue 31, item 4): the job pg-boss queues every
// RECHECK_FEATURED_CRON reads each featured paper's sources again, as `treatise recheck <id>` does, so a
// passage its page no longer holds is flagged gone on the paper a reader is shown.
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { documents } from "../db/schema";
import { loadState } from "../documents/store";
import { type AnyJob, defineJob } from "../jobs/queue";
import { logger } from "../logger";
import type { ResearchDeps } from "./deps";
import { recheckEvidence } from "./recheck";

export const RECHECK_FEATURED_QUEUE = "evidence.recheck-featured";

const payload = z.object({});

/** Reads again the sources of every paper shown in Featured Articles; returns how many were rechecked. */
export async function recheckFeaturedPapers(options: { deps: ResearchDeps; now?: Date }): Promise<number> {
  const { deps } = options;
  const rows = await deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.featured, true),
        eq(documents.status, "COMPLETE"),
        isNull(documents.archivedAt),
        isNull(documents.featuredHiddenAt),
      ),
    );
  let rechecked = 0;
  for (const { id } of rows) {
    const state = await loadState(deps.db, id);
    if (!state) continue; // deleted meanwhile
    const counts = await recheckEvidence({ deps, state, now: options.now });
    rechecked += 1;
    if (counts.gone + counts.unreachable > 0)
      logger.info(
        `[recheck] featured paper ${id}: ${counts.checked} cited passages read again, ${counts.gone} gone, ${counts.unreachable} unreachable`,
      );
  }
  return rechecked;
}

/** The scheduled job; `cron` null: not scheduled (RECHECK_FEATURED_CRON=off), and any earlier schedule removed. */
export function recheckFeaturedJob(deps: ResearchDeps, options: { cron: string | null }): AnyJob {
  return defineJob<z.infer<typeof payload>>({
    name: RECHECK_FEATURED_QUEUE,
    payload,
    // A failed run waits for the next day's: the pages are read again then anyway.
    retryLimit: 1,
    retryDelaySeconds: 300,
    retryBackoff: false,
    expireInSeconds: 60 * 60,
    concurrency: 1,
    singletonKey: () => "featured",
    ...(options.cron ? { schedule: { cron: options.cron, payload: {} } } : {}),
    handler: async () => {
      const n = await recheckFeaturedPapers({ deps });
      logger.info(`[recheck] read again the sources of ${n} featured paper(s)`);
    },
  });
}
