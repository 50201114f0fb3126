// Records every provider call of a document with its cost, and keeps the document's total exact.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents, usageRecords } from "../db/schema";
import { logger } from "../logger";
import type { UsageEvent, UsageRecorder } from "../usage-event";

/** A recorder bound to one document; each event is one row and one atomic increment of the total. */
export function documentUsage(db: Db, documentId: string, userId: string, step?: string): UsageRecorder {
  return {
    async record(event: UsageEvent) {
      const cost = Math.max(0, Math.round(event.costMicroCents));
      try {
        await db.insert(usageRecords).values({
          documentId,
          userId,
          kind: event.kind,
          provider: event.provider,
          model: event.model ?? null,
          step: event.step ?? step ?? null,
          inputTokens: event.inputTokens ?? 0,
          outputTokens: event.outputTokens ?? 0,
          units: event.units ?? 0,
          costMicroCents: cost,
        });
        if (cost > 0) {
          await db
            .update(documents)
            .set({ costMicroCents: sql`${documents.costMicroCents} + ${cost}` })
            .where(eq(documents.id, documentId));
        }
      } catch (error) {
        logger.warn(`[usage] could not record ${event.kind} usage for ${documentId}`, error);
      }
    },
  };
}

/** A recorder for calls outside a document (custom sources), kept per user. */
export function userUsage(db: Db, userId: string, step: string): UsageRecorder {
  return {
    async record(event: UsageEvent) {
      await db
        .insert(usageRecords)
        .values({
          userId,
          kind: event.kind,
          provider: event.provider,
          model: event.model ?? null,
          step: event.step ?? step,
          inputTokens: event.inputTokens ?? 0,
          outputTokens: event.outputTokens ?? 0,
          units: event.units ?? 0,
          costMicroCents: Math.max(0, Math.round(event.costMicroCents)),
        })
        .catch((error) => logger.warn("[usage] could not record usage", error));
    },
  };
}
