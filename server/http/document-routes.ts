// /api/document: create, read, list, archive, the manual-mode actions, and the two streams.
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import {
  createDocumentBody,
  generateQuestionBody,
  generateSectionBody,
  outlineBody,
  saveSummaryBody,
} from "../../common/api";
import { KEEP_ALIVE_INTERVAL_MS } from "../../common/constants";
import { AppError } from "../errors";
import {
  countDocuments,
  createDocument,
  createPlan,
  generateOutlineQuestion,
  generateOutlineSection,
  listDocuments,
  ownedDocument,
  ownedState,
  regenerateSummary,
  retryDocument,
  saveOutline,
  saveSummary,
  setArchived,
  writePaper,
} from "../research/documents";
import { presentDocument } from "../research/presenter";
import { readSectionText } from "../research/section-stream";
import { documentChannel } from "../research/store";
import type { AppEnv } from "./context";
import { currentUser } from "./middleware";
import { validate } from "./validate";

const cursorQuery = z.object({ cursor: z.string().optional() });

export const documentRoutes = new Hono<AppEnv>()
  .post("/", validate("json", createDocumentBody), async (c) => {
    const user = currentUser(c);
    const { research, models, config } = c.var.services;
    if (config.OUTAGE) throw new AppError("OUTAGE");
    if (
      config.HOSTED_PAPER_CAP !== undefined &&
      (await countDocuments(c.var.services.db, user.id)) >= config.HOSTED_PAPER_CAP
    ) {
      throw new AppError("PAPER_CAP_REACHED");
    }
    const result = await createDocument({
      deps: research,
      models,
      userId: user.id,
      body: c.req.valid("json"),
    });
    return c.json({ document: result }, 201);
  })
  .get("/", validate("query", cursorQuery), async (c) => {
    const user = currentUser(c);
    return c.json(
      await listDocuments({
        db: c.var.services.db,
        userId: user.id,
        archived: false,
        cursor: c.req.valid("query").cursor,
      }),
    );
  })
  .get("/archived", validate("query", cursorQuery), async (c) => {
    const user = currentUser(c);
    return c.json(
      await listDocuments({
        db: c.var.services.db,
        userId: user.id,
        archived: true,
        cursor: c.req.valid("query").cursor,
      }),
    );
  })
  .get("/:id", async (c) => {
    const user = currentUser(c);
    const state = await ownedState(c.var.services.db, user.id, c.req.param("id"), { pageText: true });
    return c.json({ document: presentDocument(state, { viewer: { id: user.id } }) });
  })
  .post("/:id/archive", async (c) => {
    const user = currentUser(c);
    const doc = await ownedDocument(c.var.services.db, user.id, c.req.param("id"));
    await setArchived(c.var.services.research, doc, true);
    return c.json({ ok: true });
  })
  .post("/:id/restore", async (c) => {
    const user = currentUser(c);
    const doc = await ownedDocument(c.var.services.db, user.id, c.req.param("id"));
    await setArchived(c.var.services.research, doc, false);
    return c.json({ ok: true });
  })
  .post("/:id/retry", async (c) => {
    const user = currentUser(c);
    const state = await ownedState(c.var.services.db, user.id, c.req.param("id"));
    await retryDocument(c.var.services.research, state);
    return c.json({ ok: true });
  })
  .put("/:id/summary", validate("json", saveSummaryBody), async (c) => {
    const user = currentUser(c);
    const doc = await ownedDocument(c.var.services.db, user.id, c.req.param("id"));
    await saveSummary(c.var.services.research, doc, c.req.valid("json").summary);
    return c.json({ message: "Summary saved!" });
  })
  .post("/:id/summary/regenerate", async (c) => {
    const user = currentUser(c);
    const doc = await ownedDocument(c.var.services.db, user.id, c.req.param("id"));
    await regenerateSummary(c.var.services.research, doc);
    return c.json({ ok: true });
  })
  .post("/:id/plan", async (c) => {
    const user = currentUser(c);
    const doc = await ownedDocument(c.var.services.db, user.id, c.req.param("id"));
    await createPlan(c.var.services.research, doc);
    return c.json({ ok: true });
  })
  .put("/:id/outline", validate("json", outlineBody), async (c) => {
    const user = currentUser(c);
    const state = await ownedState(c.var.services.db, user.id, c.req.param("id"));
    await saveOutline(c.var.services.research, state, c.req.valid("json"));
    return c.json({ ok: true });
  })
  .post("/:id/outline/section", validate("json", generateSectionBody), async (c) => {
    const user = currentUser(c);
    const state = await ownedState(c.var.services.db, user.id, c.req.param("id"));
    const section = await generateOutlineSection(c.var.services.research, state, c.req.valid("json").outline);
    return c.json({ section });
  })
  .post("/:id/outline/question", validate("json", generateQuestionBody), async (c) => {
    const user = currentUser(c);
    const state = await ownedState(c.var.services.db, user.id, c.req.param("id"));
    const body = c.req.valid("json");
    const question = await generateOutlineQuestion(
      c.var.services.research,
      state,
      body.outline,
      body.section,
    );
    return c.json({ question });
  })
  .post("/:id/write", async (c) => {
    const user = currentUser(c);
    const state = await ownedState(c.var.services.db, user.id, c.req.param("id"));
    await writePaper(c.var.services.research, state);
    return c.json({ ok: true });
  })
  .on(["GET", "POST"], "/:id/section/:sectionIndex/fetch/edge", async (c) => {
    const user = currentUser(c);
    const { db, bus } = c.var.services;
    const doc = await ownedDocument(db, user.id, c.req.param("id"));
    const idx = Number.parseInt(c.req.param("sectionIndex"), 10);
    if (!Number.isInteger(idx) || idx < 0)
      throw new AppError("VALIDATION", "The section index is not valid.");
    const stream = readSectionText({
      db,
      bus,
      documentId: doc.id,
      idx,
      planVersion: doc.planVersion,
      signal: c.req.raw.signal,
    });
    return new Response(stream, {
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
      },
    });
  })
  .get(
    "/:id/watch/edge",
    validate("query", z.object({ updatedAt: z.coerce.number().optional() })),
    async (c) => {
      const user = currentUser(c);
      const { db, bus } = c.var.services;
      const doc = await ownedDocument(db, user.id, c.req.param("id"));
      const since = c.req.valid("query").updatedAt ?? 0;
      c.header("x-accel-buffering", "no");
      return streamSSE(c, async (stream) => {
        let wake: (() => void) | null = null;
        let latest = 0;
        const off = bus.subscribe(documentChannel(doc.id), (message) => {
          const at = (message as { updatedAt?: number }).updatedAt ?? Date.now();
          latest = Math.max(latest, at);
          wake?.();
        });
        stream.onAbort(() => {
          off();
          wake?.();
        });
        let sent = since;
        if (doc.updatedAt.getTime() > since) {
          await stream.writeSSE({ event: "UPDATE", data: String(doc.updatedAt.getTime()) });
          sent = doc.updatedAt.getTime();
        }
        try {
          while (!stream.aborted && !stream.closed) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, KEEP_ALIVE_INTERVAL_MS);
            });
            wake = null;
            if (stream.aborted || stream.closed) break;
            if (latest > sent) {
              sent = latest;
              await stream.writeSSE({ event: "UPDATE", data: String(latest) });
            } else {
              await stream.writeSSE({ event: "KEEP_ALIVE", data: String(Date.now()) });
            }
          }
        } finally {
          off();
        }
      });
    },
  );
