// /api/document: create, read, list, archive, the manual-mode actions, and the two streams.
// Each handler validates, calls one domain function (which authorizes), and presents.
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { streamSSE } from "hono/streaming";
import pLimit from "p-limit";
import { z } from "zod";
import {
  createDocumentBody,
  feedbackCommentBody,
  feedbackRatingQuery,
  generateQuestionBody,
  generateSectionBody,
  outlineBody,
  saveSummaryBody,
} from "../../common/api";
import { diffJson } from "../../common/json-patch";
import type { DocumentStatus } from "../../common/types";
import { type PaidAction, paidAction } from "../billing/paper-gates";
import type { Config } from "../config";
import { deleteDocument } from "../documents/delete";
import { getDocument, getDocumentView, listDocuments, setArchived } from "../documents/documents";
import { setFeatured } from "../documents/featured";
import { commentOnDocument, rateDocument } from "../documents/feedback";
import { likedAmong, likeState, setLiked } from "../documents/social";
import { DOWNLOAD_FORMATS, downloadOwnDocument } from "../downloads/downloads";
import { openDocumentWatch, openSectionText } from "../pipeline/document-streams";
import {
  createPlan,
  generateOutlineQuestion,
  generateOutlineSection,
  regenerateSummary,
  saveOutline,
  saveSummary,
  writePaper,
} from "../pipeline/manual-mode";
import { recheckDocument } from "../pipeline/recheck";
import { createDocument, retryDocument } from "../pipeline/start";
import { assertTrialActive, type CreateGates } from "../policies/create-gates";
import {
  documentBody,
  ownPartText,
  presentListEntry,
  presentOwnPart,
  presentPage,
  presentSharedPart,
  type SharedPart,
  sharedDocumentBytes,
} from "../presenters/document";
import {
  presentCreatedDocument,
  presentDocumentChanges,
  presentDone,
  presentDownload,
  presentFeatured,
  presentFeedback,
  presentLike,
  presentPlannedQuestion,
  presentPlannedSection,
  presentRecheck,
  presentSummarySaved,
} from "../presenters/document-answers";
import { answerKey, documentCacheOf } from "../presenters/document-cache";
import { documentEtag, etagMatches, recentVersionsOf, versionTag } from "../presenters/document-versions";
import { presentEvidenceResponse } from "../presenters/evidence";
import { acceptsGzip, gzipBody } from "./compression";
import type { AppEnv } from "./context";
import { currentUser } from "./middleware";
import { documentParam, sectionParam } from "./params";
import { abortSignalOf } from "./streams";
import { validate } from "./validate";

/** Statuses in which a document changes only when its owner acts: its answer is kept between reads. */
const AT_REST = new Set<DocumentStatus>(["READY", "COMPLETE", "ERROR"]);
const JSON_TYPE = { "content-type": "application/json" };
const GZIPPED_JSON = { ...JSON_TYPE, "content-encoding": "gzip", vary: "Accept-Encoding" };
const cursorQuery = z.object({ cursor: z.string().optional() });
const watchQuery = z.object({ updatedAt: z.coerce.number().optional() });
/** ?base={version tag}: the version the page holds (the first part of the ETag it was sent). */
const documentQuery = z.object({ base: z.string().max(64).optional() });
/**
 * Streams opening at once (every page reconnecting after a restart) read their document a few at a time:
 * the rest of the web's database connections stay free for other requests, which otherwise waited behind
 * thousands of these reads.
 */
const watchOpens = pLimit(4);
const downloadQuery = z.object({
  format: z.enum(DOWNLOAD_FORMATS),
  /** "true": with the evidence appendix (issue 31). */
  evidence: z.enum(["true", "false"]).optional(),
});

/** The instance's gates for new work, from its settings. */
function gatesOf(config: Config): CreateGates {
  return {
    outage: config.OUTAGE,
    paperCap: config.HOSTED_PAPER_CAP,
    paperQuota: config.PAPER_QUOTA,
    trialExpiresAt: config.FEATURE_DEMO ? config.DEMO_EXPIRES_AT : undefined,
    proOnlyLocales: config.PRO_ONLY_LOCALES,
  };
}

/**
 * After a free trial, nothing that writes (or pays for) a paper starts — nor the model's suggestions of a
 * section or a question for the outline; reading, editing what exists and downloading go on.
 */
const trialGate = createMiddleware<AppEnv>(async (c, next) => {
  assertTrialActive(gatesOf(c.var.services.config), new Date());
  await next();
});

export const documentRoutes = new Hono<AppEnv>()
  .post("/", validate("json", createDocumentBody), async (c) => {
    const { research, models, config, billing } = c.var.services;
    const result = await createDocument({
      deps: research,
      models,
      billing,
      gates: gatesOf(config),
      userId: currentUser(c).id,
      body: c.req.valid("json"),
      origin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : new URL(c.req.url).origin,
    });
    return c.json(presentCreatedDocument(result), 201);
  })
  .get("/", validate("query", cursorQuery), (c) => documentList(c, false, c.req.valid("query").cursor))
  .get("/archived", validate("query", cursorQuery), (c) => documentList(c, true, c.req.valid("query").cursor))
  .get("/:id", documentParam, validate("query", documentQuery), async (c) => {
    const viewer = { id: currentUser(c).id };
    const { db } = c.var.services;
    const documentId = c.req.valid("param").id;
    // The shared part of the answer is presented again only when the document changed (document-cache.ts).
    const cache = documentCacheOf(db);
    const known = cache.get(documentId);
    const view = await getDocumentView({ db, viewer, documentId, known });
    let sharedBytes = known?.sharedBytes ?? Buffer.alloc(0);
    const atRest = AT_REST.has(view.doc.status);
    const tag = versionTag(view.version);
    const versions = recentVersionsOf(db);
    let shared: SharedPart | undefined;
    if (view.state) {
      shared = presentSharedPart(view.state);
      sharedBytes = sharedDocumentBytes(shared);
      versions.remember(documentId, tag, shared);
      // A paper being written changes between most reads: checking a kept copy first would cost a query.
      if (atRest) cache.set(documentId, { version: view.version, doc: view.doc, sharedBytes });
      else cache.delete(documentId);
    }
    const ownPart = presentOwnPart(view.doc, { viewer, feedback: view.feedback, isLiked: view.liked });
    const own = ownPartText(ownPart);
    // A page that holds this version asks with If-None-Match and is told 304; one that holds an older
    // version names it (?base=) and is sent only what changed, when that version is still kept here.
    const etag = documentEtag(tag, own);
    c.header("etag", etag);
    if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304);
    const base = c.req.valid("query").base;
    if (base) {
      const before = base === tag ? undefined : versions.find(documentId, base);
      const current = shared ?? versions.find(documentId, tag);
      if (base === tag || (before && current)) {
        const changes = before && current ? diffJson(before, current) : null;
        return c.json(presentDocumentChanges(base, changes, ownPart));
      }
    }
    if (!atRest) {
      // Gzipped by the compression middleware when the client accepts it.
      return c.body(documentBody(sharedBytes, own), 200, JSON_TYPE);
    }
    // A finished paper's answer is built (and gzipped, as a browser asks) once per version and own part.
    const gzip = acceptsGzip(c);
    const key = answerKey(gzip ? "gzip" : "identity", own);
    let answer = cache.answer(documentId, view.version, key);
    if (!answer) {
      const body = documentBody(sharedBytes, own);
      answer = gzip ? await gzipBody(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      cache.keepAnswer(documentId, view.version, key, answer);
    }
    const bytes = new Uint8Array(answer.buffer, answer.byteOffset, answer.byteLength);
    // Headers as the compression middleware would set them; it leaves a body with Content-Encoding alone.
    if (gzip) return c.body(bytes, 200, { ...GZIPPED_JSON, etag: `W/${etag}` });
    return c.body(bytes, 200, JSON_TYPE);
  })
  .get("/:id/evidence", documentParam, async (c) => {
    const state = await getDocument({
      db: c.var.services.db,
      viewer: { id: currentUser(c).id },
      documentId: c.req.valid("param").id,
    });
    return c.json(presentEvidenceResponse(state, { shared: false }));
  })
  .post("/:id/evidence/recheck", documentParam, async (c) => {
    const recheck = await recheckDocument({
      deps: c.var.services.research,
      viewer: { id: currentUser(c).id },
      documentId: c.req.valid("param").id,
    });
    return c.json(presentRecheck(recheck));
  })
  .get("/:id/like", documentParam, async (c) => {
    const options = { db: c.var.services.db, userId: currentUser(c).id, documentId: c.req.valid("param").id };
    return c.json(presentLike(await likeState(options)));
  })
  .post("/:id/like", documentParam, async (c) => {
    const options = { db: c.var.services.db, userId: currentUser(c).id, documentId: c.req.valid("param").id };
    return c.json(presentLike(await setLiked({ ...options, liked: true })));
  })
  .delete("/:id/like", documentParam, async (c) => {
    const options = { db: c.var.services.db, userId: currentUser(c).id, documentId: c.req.valid("param").id };
    return c.json(presentLike(await setLiked({ ...options, liked: false })));
  })
  .get("/:id/download", documentParam, validate("query", downloadQuery), async (c) => {
    const { db, storage, config } = c.var.services;
    const download = await downloadOwnDocument({
      db,
      storage,
      viewer: { id: currentUser(c).id },
      documentId: c.req.valid("param").id,
      format: c.req.valid("query").format,
      evidence: c.req.valid("query").evidence === "true",
      origin: config.PUBLIC_URL ?? new URL(c.req.url).origin,
      brand: config.brand,
    });
    return c.json(presentDownload(download));
  })
  .post("/:id/archive", documentParam, async (c) => {
    await setArchived({ ...actionOf(c), archived: true });
    return c.json(presentDone());
  })
  .post("/:id/restore", documentParam, async (c) => {
    await setArchived({ ...actionOf(c), archived: false });
    return c.json(presentDone());
  })
  .delete("/:id", documentParam, async (c) => {
    await deleteDocument(actionOf(c));
    return c.json(presentDone());
  })
  .post("/:id/feedback/rating", documentParam, validate("query", feedbackRatingQuery), async (c) => {
    const { target, isPositive } = c.req.valid("query");
    const feedback = await rateDocument({ ...feedbackActionOf(c), target, isPositive });
    return c.json(presentFeedback(feedback), 201);
  })
  .post("/:id/feedback/comment", documentParam, validate("json", feedbackCommentBody), async (c) => {
    const { comment, suggestions } = c.req.valid("json");
    const feedback = await commentOnDocument({ ...feedbackActionOf(c), comment, suggestions });
    return c.json(presentFeedback(feedback), 201);
  })
  .post("/:id/feature", documentParam, async (c) => {
    return c.json(presentFeatured(await setFeatured({ ...actionOf(c), featured: true })));
  })
  .delete("/:id/feature", documentParam, async (c) => {
    return c.json(presentFeatured(await setFeatured({ ...actionOf(c), featured: false })));
  })
  .post("/:id/retry", documentParam, trialGate, async (c) => {
    await paid(c, "retry", () => retryDocument(actionOf(c)));
    return c.json(presentDone());
  })
  .put("/:id/summary", documentParam, validate("json", saveSummaryBody), async (c) => {
    await saveSummary({ ...actionOf(c), summary: c.req.valid("json").summary });
    return c.json(presentSummarySaved());
  })
  .post("/:id/summary/regenerate", documentParam, trialGate, async (c) => {
    await paid(c, "summary", () => regenerateSummary(actionOf(c)));
    return c.json(presentDone());
  })
  .post("/:id/plan", documentParam, trialGate, async (c) => {
    await paid(c, "plan", () => createPlan(actionOf(c)));
    return c.json(presentDone());
  })
  .put("/:id/outline", documentParam, validate("json", outlineBody), async (c) => {
    await saveOutline({ ...actionOf(c), outline: c.req.valid("json") });
    return c.json(presentDone());
  })
  .post(
    "/:id/outline/section",
    documentParam,
    trialGate,
    validate("json", generateSectionBody),
    async (c) => {
      const section = await generateOutlineSection({ ...actionOf(c), outline: c.req.valid("json").outline });
      return c.json(presentPlannedSection(section));
    },
  )
  .post(
    "/:id/outline/question",
    documentParam,
    trialGate,
    validate("json", generateQuestionBody),
    async (c) => {
      const body = c.req.valid("json");
      const question = await generateOutlineQuestion({
        ...actionOf(c),
        outline: body.outline,
        section: body.section,
      });
      return c.json(presentPlannedQuestion(question));
    },
  )
  .post("/:id/write", documentParam, trialGate, async (c) => {
    await paid(c, "write", () => writePaper(actionOf(c)));
    return c.json(presentDone());
  })
  .on(["GET", "POST"], "/:id/section/:sectionIndex/fetch/edge", sectionParam, async (c) => {
    const { db, bus } = c.var.services;
    const params = c.req.valid("param");
    const stream = await openSectionText({
      db,
      bus,
      viewer: { id: currentUser(c).id },
      documentId: params.id,
      sectionIndex: params.sectionIndex,
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
  .get("/:id/watch/edge", documentParam, validate("query", watchQuery), async (c) => {
    const { db, bus } = c.var.services;
    const watch = await watchOpens(() =>
      openDocumentWatch({
        db,
        bus,
        viewer: { id: currentUser(c).id },
        documentId: c.req.valid("param").id,
        since: c.req.valid("query").updatedAt ?? 0,
      }),
    );
    c.header("x-accel-buffering", "no");
    return streamSSE(c, (stream) =>
      watch({ signal: abortSignalOf(stream), send: (event) => stream.writeSSE(event) }),
    );
  });

/** A page of the signed-in user's documents, in or out of the archive, with the ones they like marked. */
async function documentList(c: Context<AppEnv>, archived: boolean, cursor: string | undefined) {
  const { db } = c.var.services;
  const userId = currentUser(c).id;
  const page = await listDocuments({ db, userId, archived, cursor });
  const liked = await likedAmong(
    db,
    userId,
    page.rows.map((r) => r.id),
  );
  return c.json(presentPage(page, (doc) => presentListEntry(doc, undefined, liked)));
}

/** A paid action behind billing's gate (403 budget, 402 credits, hold), for the signed-in owner. */
function paid(c: Context<AppEnv>, action: Exclude<PaidAction, "create">, run: () => Promise<unknown>) {
  return paidAction({
    billing: c.var.services.billing,
    db: c.var.services.db,
    viewer: { id: currentUser(c).id },
    documentId: c.req.param("id") ?? "",
    action,
    run,
  });
}

/** The arguments of a document action: the pipeline's dependencies, who asks, and which document. */
function actionOf(c: Context<AppEnv>) {
  return {
    deps: c.var.services.research,
    viewer: { id: currentUser(c).id },
    documentId: c.req.param("id") ?? "",
  };
}

/** The arguments of a feedback call: the database, who asks, and which document. */
function feedbackActionOf(c: Context<AppEnv>) {
  return { db: c.var.services.db, viewer: { id: currentUser(c).id }, documentId: c.req.param("id") ?? "" };
}
