// POST /api/uploads: the app's own presigned-POST endpoint (public like an S3 bucket: the signed policy in
// the form is the permission). GET /api/files/uploads/*: an uploaded PDF, only for the user who sent it.
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { UPLOAD_MAX_BYTES } from "../../common/constants";
import { AppError } from "../errors";
import {
  openUpload,
  receiveUpload,
  UPLOAD_MULTIPART_OVERHEAD,
  uploadFileName,
  uploadFormParts,
} from "../storage/uploads";
import type { AppEnv } from "./context";
import { currentUser } from "./middleware";

const UPLOAD_BODY_MAX = UPLOAD_MAX_BYTES + UPLOAD_MULTIPART_OVERHEAD;
const tooLarge = () => {
  throw new AppError("PAYLOAD_TOO_LARGE");
};
const limitBody = bodyLimit({ maxSize: UPLOAD_BODY_MAX, onError: tooLarge });

/**
 * The file (2 MB) and its form fields; larger bodies are refused with 413. A declared Content-Length is
 * checked before hono/body-limit touches the body: once the body stream exists, the Node adapter drops
 * the connection of an unread request instead of letting the 413 reach the browser.
 */
const uploadBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  if (Number(c.req.header("content-length") ?? 0) > UPLOAD_BODY_MAX) tooLarge();
  return limitBody(c, next);
};

export const uploadRoutes = new Hono<AppEnv>().post("/", uploadBodyLimit, async (c) => {
  const { storage, db, config } = c.var.services;
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError("NOT_MULTIPART");
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError("INVALID_MULTIPART");
  }
  await receiveUpload({ storage, db, secret: config.sessionSecret, ...(await uploadFormParts(form)) });
  // As S3 answers a presigned POST without success_action_status.
  return c.body(null, 204);
});

export const uploadedFileRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const user = currentUser(c);
  const key = c.req.path.replace(/^\/api\/files\//, "");
  const file = await openUpload({ storage: c.var.services.storage, userId: user.id, key });
  return new Response(file.body, {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(file.size),
      "content-disposition": `inline; filename="${uploadFileName(key)}"`,
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
});
