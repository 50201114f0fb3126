// POST /api/uploads: the app's own presigned-POST endpoint (public like an S3 bucket: the signed policy in
// the form is the permission). GET /api/files/uploads/*: an uploaded PDF, only for the user who sent it.
import { Hono } from "hono";
import { UPLOAD_MAX_BYTES } from "../../common/constants";
import { AppError } from "../errors";
import { openUpload, receiveUpload, UPLOAD_MULTIPART_OVERHEAD, uploadFileName } from "../storage/uploads";
import type { AppEnv } from "./context";
import { currentUser } from "./middleware";

const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + UPLOAD_MULTIPART_OVERHEAD;

/** The request body, refused with 413 as soon as it is known (Content-Length) or seen (while reading) to be too large. */
async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw new AppError("PAYLOAD_TOO_LARGE");
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("PAYLOAD_TOO_LARGE");
    }
    parts.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return body;
}

export const uploadRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { storage, db, config } = c.var.services;
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new AppError("VALIDATION", "Send the file as a multipart form.");
  }
  const body = await readLimitedBody(c.req.raw, UPLOAD_BODY_LIMIT);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("VALIDATION", "The upload is not a valid multipart form.");
  }
  const fields: Record<string, string> = {};
  let file: { bytes: Uint8Array; type: string } | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (name === "file") file = { bytes: new Uint8Array(await value.arrayBuffer()), type: value.type };
  }
  await receiveUpload({ storage, db, secret: config.sessionSecret, fields, file });
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
