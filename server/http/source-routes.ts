// /api/document/custom-sources: a presigned upload for one PDF, and adding links or the uploaded PDF as the
// user's custom sources (spec §7 "presigned upload" and "source trigger").
import { Hono } from "hono";
import { z } from "zod";
import { addCustomSourcesBody, presignedUrlBody } from "../../common/api";
import { CUSTOM_SOURCES_MAX } from "../../common/constants";
import type { Config } from "../config";
import { addCustomSources } from "../documents/custom-sources";
import { presentAddedSources, presentPresignedUpload } from "../presenters/custom-source";
import { presignUpload, UPLOAD_PATH } from "../storage/uploads";
import type { AppEnv } from "./context";
import { currentUser } from "./middleware";
import { validate } from "./validate";

// Empty link rows are ignored (spec §5), so the list may be longer than the 20 sources it can add.
const addBody = addCustomSourcesBody.extend({
  urls: z
    .array(z.string().max(4096))
    .max(CUSTOM_SOURCES_MAX * 5, `Add up to ${CUSTOM_SOURCES_MAX} sources`)
    .default([]),
});

/** PUBLIC_URL's origin, else the one the request came to (set PUBLIC_URL behind a TLS proxy). */
const originOf = (config: Config, requestUrl: string) => new URL(config.PUBLIC_URL ?? requestUrl).origin;

export const sourceRoutes = new Hono<AppEnv>()
  .post("/get-presigned-url", validate("json", presignedUrlBody), async (c) => {
    const user = currentUser(c);
    const { storage, config } = c.var.services;
    const body = c.req.valid("json");
    const presigned = await presignUpload({
      storage,
      secret: config.sessionSecret,
      userId: user.id,
      filename: body.filename,
      contentType: body.contentType,
      // Relative unless PUBLIC_URL is set: the browser posts to the origin it is on.
      uploadUrl: config.PUBLIC_URL ? new URL(UPLOAD_PATH, config.PUBLIC_URL).href : UPLOAD_PATH,
    });
    return c.json(presentPresignedUpload(presigned));
  })
  .post("/", validate("json", addBody), async (c) => {
    const user = currentUser(c);
    const { db, storage, research, config } = c.var.services;
    const body = c.req.valid("json");
    const requestOrigin = new URL(c.req.url).origin;
    const results = await addCustomSources({
      db,
      storage,
      reader: research.reader,
      userId: user.id,
      urls: body.urls,
      fileKey: body.fileKey,
      isFile: body.isFile,
      origins: [...new Set([...research.publicOrigins(), requestOrigin])],
      origin: originOf(config, c.req.url),
    });
    return c.json(presentAddedSources(results));
  });
