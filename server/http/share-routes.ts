// Public reading: GET /api/share/{id} (a paper by its share link) and GET /api/featured (featured papers).
import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../errors";
import { listFeatured } from "../research/documents";
import { presentDocument } from "../research/presenter";
import { loadState } from "../research/store";
import type { AppEnv } from "./context";
import { validate } from "./validate";

export const shareRoutes = new Hono<AppEnv>().get("/:id", async (c) => {
  const state = await loadState(c.var.services.db, c.req.param("id"), { pageText: true });
  if (!state) throw new AppError("DOCUMENT_NOT_FOUND");
  return c.json({ document: presentDocument(state, { viewer: { id: c.var.user?.id ?? null } }) });
});

export const featuredRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ cursor: z.string().optional() })),
  async (c) => c.json(await listFeatured({ db: c.var.services.db, cursor: c.req.valid("query").cursor })),
);
