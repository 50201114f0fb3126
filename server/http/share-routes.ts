// Public reading: GET /api/share/{id} (a paper by its share link, which counts a view), its downloads, and
// GET /api/featured (featured papers).
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { secureCookies } from "../auth/auth";
import { getSharedDocument, listFeatured } from "../documents/documents";
import { authorOf, likedAmong, recordView, viewsCountOf } from "../documents/social";
import { DOWNLOAD_FORMATS, downloadDocument } from "../downloads/downloads";
import { presentListEntry, presentPage } from "../presenters/document";
import { presentDownload } from "../presenters/document-answers";
import { presentEvidenceResponse } from "../presenters/evidence";
import { presentSharedDocumentResponse } from "../presenters/shared-document";
import { requestClientAddress } from "./auth-routes";
import type { AppEnv } from "./context";
import { documentParam } from "./params";
import { validate } from "./validate";

const downloadQuery = z.object({
  format: z.enum(DOWNLOAD_FORMATS),
  /** "true": with the evidence appendix (issue 31). */
  evidence: z.enum(["true", "false"]).optional(),
});

/**
 * The share page's visitor cookie: a random name for this browser, so a reader who signs in after
 * reading signed out is one viewer, not two (recordView). It holds nothing else and lives two days.
 */
const BROWSER_COOKIE = "treatise_reader";
const BROWSER_COOKIE_MAX_AGE = 2 * 24 * 3600;

export const shareRoutes = new Hono<AppEnv>()
  .get("/:id", documentParam, async (c) => {
    const viewer = { id: c.var.user?.id ?? null };
    const { db } = c.var.services;
    const state = await getSharedDocument({ db, documentId: c.req.valid("param").id });
    let browser = getCookie(c, BROWSER_COOKIE);
    if (!browser || !/^[A-Za-z0-9_-]{22}$/.test(browser)) {
      browser = randomBytes(16).toString("base64url");
      setCookie(c, BROWSER_COOKIE, browser, {
        path: "/api/share",
        httpOnly: true,
        sameSite: "Lax",
        secure: secureCookies(c.var.services.config.PUBLIC_URL),
        maxAge: BROWSER_COOKIE_MAX_AGE,
      });
    }
    const counted = await recordView({
      db,
      doc: state.doc,
      viewer,
      address: requestClientAddress(c),
      browser,
    });
    // Not counted: this reader was counted already, maybe by a request still running when the paper was
    // read above (a browser that sent the page's request twice), so the count is read again.
    state.doc.viewsCount = counted ? state.doc.viewsCount + 1 : await viewsCountOf(db, state.doc.id);
    const [liked, author] = await Promise.all([
      likedAmong(db, viewer.id, [state.doc.id]),
      authorOf(db, state.doc.userId),
    ]);
    return c.json(presentSharedDocumentResponse(state, { viewer, isLiked: liked.has(state.doc.id), author }));
  })
  .get("/:id/evidence", documentParam, async (c) => {
    const state = await getSharedDocument({ db: c.var.services.db, documentId: c.req.valid("param").id });
    return c.json(presentEvidenceResponse(state, { shared: true }));
  })
  .get("/:id/download", documentParam, validate("query", downloadQuery), async (c) => {
    const { db, storage, config } = c.var.services;
    const document = await getSharedDocument({ db, documentId: c.req.valid("param").id });
    const download = await downloadDocument({
      storage,
      document,
      format: c.req.valid("query").format,
      evidence: c.req.valid("query").evidence === "true",
      origin: config.PUBLIC_URL ?? new URL(c.req.url).origin,
      brand: config.brand,
    });
    return c.json(presentDownload(download));
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
