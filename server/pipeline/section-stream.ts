// Section text is written by the worker and read by any number of viewers on any process:
// the writer saves the text every FLUSH_MS and publishes each delta with its offset; a reader replays
// what is saved, then applies live deltas, filling any gap from the database.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { documentSections } from "../db/schema";
import { sectionChannel } from "../documents/store";
import type { EventBus } from "../events/bus";
import { createWaiter } from "../events/wait";
import { logger } from "../logger";

const FLUSH_MS = 250;
/** Deltas are split so each NOTIFY stays far below PostgreSQL's 8000-byte payload limit. */
const MAX_DELTA_CHARS = 1500;
/** A live reader re-reads the saved text this often, in case a message was missed. */
const RECHECK_MS = 2000;

export type SectionMessage =
  | { type: "delta"; offset: number; text: string }
  | { type: "reset" }
  | { type: "done"; length: number };

export interface SectionTextWriter {
  append(delta: string): Promise<void>;
  /** Drops what was written (a failed stream tried again); readers that showed text refetch. */
  restart(): Promise<void>;
  /**
   * Saves the whole text written, with the section's sources, without ending the stream: the section is
   * written and its citations are checked next (section-check), which ends it (finishSectionText).
   */
  keep(writtenText: string, sources: SectionSources): Promise<void>;
  /** Saves the whole final text (which may differ from the deltas after citation repair) and ends the stream. */
  finish(finalText: string): Promise<void>;
  text(): string;
}

type SectionSources = NonNullable<typeof documentSections.$inferSelect.sources>;

interface SectionKey {
  db: Db;
  bus: EventBus;
  documentId: string;
  idx: number;
  planVersion: number;
}

const sectionWhere = ({ documentId, idx, planVersion }: Omit<SectionKey, "db" | "bus">) =>
  and(
    eq(documentSections.documentId, documentId),
    eq(documentSections.idx, idx),
    eq(documentSections.planVersion, planVersion),
  );

/**
 * Saves a section's final text (and the fields that go with it) as COMPLETE and ends its stream: readers
 * following it get the rest of the text and close. The writer's own process or the check's may call it.
 */
export async function finishSectionText(
  key: SectionKey,
  finalText: string,
  fields: Partial<Pick<typeof documentSections.$inferInsert, "sources" | "citationCheck">> = {},
): Promise<void> {
  await key.db
    .update(documentSections)
    .set({ ...fields, content: finalText, status: "COMPLETE" })
    .where(sectionWhere(key));
  await key.bus
    .publish(sectionChannel(key.documentId, key.idx), {
      type: "done",
      length: finalText.length,
    } satisfies SectionMessage)
    .catch(() => undefined);
}

export async function openSectionWriter(options: SectionKey): Promise<SectionTextWriter> {
  const { db, bus, documentId, idx } = options;
  const channel = sectionChannel(documentId, idx);
  const where = sectionWhere(options);
  let text = "";
  let flushed = 0;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    timer = null;
    if (flushed === text.length) return flushing;
    const snapshot = text;
    flushing = flushing
      .then(() => db.update(documentSections).set({ content: snapshot }).where(where))
      .then(() => {
        flushed = Math.max(flushed, snapshot.length);
      })
      .catch((error) => logger.warn(`[stream] could not save section ${idx} of ${documentId}`, error));
    return flushing;
  };

  const reset = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    await flushing;
    text = "";
    flushed = 0;
    // No sources until the whole text is kept: a section cut off mid-stream is not taken for written.
    await db
      .update(documentSections)
      .set({ content: "", status: "GENERATING", sources: null, citationCheck: null })
      .where(where);
    await bus.publish(channel, { type: "reset" } satisfies SectionMessage).catch(() => undefined);
  };
  await reset();

  return {
    restart: reset,
    async append(delta) {
      if (!delta) return;
      for (let i = 0; i < delta.length; i += MAX_DELTA_CHARS) {
        const piece = delta.slice(i, i + MAX_DELTA_CHARS);
        const message: SectionMessage = { type: "delta", offset: text.length, text: piece };
        text += piece;
        await bus.publish(channel, message).catch(() => undefined);
      }
      if (!timer) timer = setTimeout(() => void flush(), FLUSH_MS);
    },
    async keep(writtenText, sources) {
      if (timer) clearTimeout(timer);
      timer = null;
      await flushing;
      text = writtenText;
      flushed = writtenText.length;
      await db.update(documentSections).set({ content: writtenText, sources }).where(where);
    },
    async finish(finalText) {
      if (timer) clearTimeout(timer);
      timer = null;
      await flushing;
      text = finalText;
      await finishSectionText(options, finalText);
    },
    text: () => text,
  };
}

/**
 * Streams a section's text: what is written so far, then the rest live until the section completes.
 * Ends at once for a completed section. Stopping the reader never stops the writer.
 */
export function readSectionText(options: {
  db: Db;
  bus: EventBus;
  documentId: string;
  idx: number;
  planVersion: number;
  signal?: AbortSignal;
}): ReadableStream<Uint8Array> {
  const { db, bus, documentId, idx, planVersion, signal } = options;
  const encoder = new TextEncoder();
  const where = and(
    eq(documentSections.documentId, documentId),
    eq(documentSections.idx, idx),
    eq(documentSections.planVersion, planVersion),
  );
  let unsubscribe: (() => void) | null = null;

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const pending: SectionMessage[] = [];
      const waiter = createWaiter();
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe?.();
        waiter.wake();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      signal?.addEventListener("abort", close, { once: true });
      // Subscribe before reading, so nothing published in between is lost.
      unsubscribe = bus.subscribe(sectionChannel(documentId, idx), (message) => {
        pending.push(message as SectionMessage);
        waiter.wake();
      });
      const read = async () => {
        const [row] = await db
          .select({ content: documentSections.content, status: documentSections.status })
          .from(documentSections)
          .where(where)
          .limit(1);
        return row ?? null;
      };
      const first = await read();
      if (!first) return close();
      let written = first.content.length;
      if (first.content) controller.enqueue(encoder.encode(first.content));
      if (first.status === "COMPLETE" || first.status === "ERROR") return close();

      while (!closed) {
        const message = pending.shift();
        if (!message) {
          // Also re-check the database now and then, in case a message was missed.
          await waiter.wait(RECHECK_MS);
          if (pending.length === 0 && !closed) {
            const row = await read();
            if (!row) return close();
            if (row.content.length > written) {
              controller.enqueue(encoder.encode(row.content.slice(written)));
              written = row.content.length;
            }
            if (row.status === "COMPLETE" || row.status === "ERROR") return close();
          }
          continue;
        }
        if (message.type === "reset") {
          if (written > 0) return close(); // the section is being rewritten: the viewer refetches
          continue;
        }
        if (message.type === "done") {
          const row = await read();
          if (row && row.content.length > written)
            controller.enqueue(encoder.encode(row.content.slice(written)));
          return close();
        }
        const end = message.offset + message.text.length;
        if (end <= written) continue;
        if (message.offset > written) {
          // A gap: deltas published before we subscribed. The saved text catches up within FLUSH_MS.
          for (let attempt = 0; attempt < 40 && !closed; attempt++) {
            const row = await read();
            if (row && row.content.length >= message.offset) {
              controller.enqueue(encoder.encode(row.content.slice(written, message.offset)));
              written = message.offset;
              break;
            }
            await new Promise((r) => setTimeout(r, FLUSH_MS / 2));
          }
          if (message.offset > written) continue;
        }
        controller.enqueue(encoder.encode(message.text.slice(written - message.offset)));
        written = end;
      }
    },
    cancel() {
      unsubscribe?.();
    },
  });
}
