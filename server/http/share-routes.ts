// Public reading: GET /api/share/{id} (a paper by its share link, which counts a view), its downloads, and
// GET /api/featured (featured papers).
import { Hono } from "hono";
import { z } from "zod";
import { DOWNLOAD_FORMATS, downloadDocument } from "../downloads/downloads";
import { presentListEntry, presentPage } from "../presenters/document";
import { presentSharedDocument } from "../presenters/shared-document";
import { getSharedDocument, listFeatured } from "../research/documents";
import { authorOf, likedAmong, recordView } from "../research/social";
import { requestClientAddress } from "./auth-routes";
import type { AppEnv } from "./context";
import { documentParam } from "./params";
import { validate } from "./validate";

const downloadQuery = z.object({ format: z.enum(DOWNLOAD_FORMATS) });

export const shareRoutes = new Hono<AppEnv>()
  .get("/:id", documentParam, async (c) => {
    const viewer = { id: c.var.user?.id ?? null };
    const { db } = c.var.services;
    const state = await getSharedDocument({ db, documentId: c.req.valid("param").id });
    const counted = await recordView({ db, doc: state.doc, viewer, address: requestClientAddress(c) });
    if (counted) state.doc.viewsCount += 1;
    const [liked, author] = await Promise.all([
      likedAmong(db, viewer.id, [state.doc.id]),
      authorOf(db, state.doc.userId),
    ]);
    return c.json({
      document: presentSharedDocument(state, { viewer, isLiked: liked.has(state.doc.id), author }),
    });
  })
  .get("/:id/download", documentParam, validate("query", downloadQuery), async (c) => {
    const { db, storage, config } = c.var.services;
    const document = await getSharedDocument({ db, documentId: c.req.valid("param").id });
    const download = await downloadDocument({
      storage,
      document,
      format: c.req.valid("query").format,
      origin: config.PUBLIC_URL ?? new URL(c.req.url).origin,
      brand: config.brand,
    });
    return c.json({ url: download.url });
  });

export const featuredRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ cursor: z.string().optional() })),
  async (c) => {
    const page = await listFeatured({ db: c.var.services.db, cursor: c.req.valid("query").cursor });
    const liked = await likedAmong(
      c.var.services.db,
      c.var.user?.id ?? null,
      page.rows.map((r) => r.id),
    );
    return c.json(presentPage(page, (doc) => presentListEntry(doc, doc.author, liked)));
  },
);
