// Public reading: GET /api/share/{id} (a paper by its share link) and GET /api/featured (featured papers).
import { Hono } from "hono";
import { z } from "zod";
import { presentListEntry, presentPage } from "../presenters/document";
import { presentSharedDocument } from "../presenters/shared-document";
import { getSharedDocument, listFeatured } from "../research/documents";
import type { AppEnv } from "./context";
import { documentParam } from "./params";
import { validate } from "./validate";

export const shareRoutes = new Hono<AppEnv>().get("/:id", documentParam, async (c) => {
  const viewer = { id: c.var.user?.id ?? null };
  const state = await getSharedDocument({ db: c.var.services.db, documentId: c.req.valid("param").id });
  return c.json({ document: presentSharedDocument(state, { viewer }) });
});

export const featuredRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ cursor: z.string().optional() })),
  async (c) => {
    const page = await listFeatured({ db: c.var.services.db, cursor: c.req.valid("query").cursor });
    return c.json(presentPage(page, (doc) => presentListEntry(doc, doc.author)));
  },
);
