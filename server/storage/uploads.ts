// Uploads of custom-source PDFs (spec §7 "presigned upload"): a presigned POST straight to the S3 store
// when one is configured, otherwise to the app's own POST /api/uploads, which accepts a file only with a
// policy the server signed (HMAC with the session secret): key, user, expiry, content type, size.

import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PresignedUrlResponse } from "../../common/api";
import { UPLOAD_CONTENT_TYPE, UPLOAD_MAX_BYTES } from "../../common/constants";
import type { Db } from "../db/client";
import { files } from "../db/schema";
import { AppError } from "../errors";
import { looksLikePdf } from "../sources/reader/pdf";
import type { Storage, StoredFile } from "./storage";

/** The app's own upload endpoint (public: the signed policy is the permission, as with S3). */
export const UPLOAD_PATH = "/api/uploads";
/** How long a presigned upload stays valid. */
export const UPLOAD_POLICY_TTL_MS = 10 * 60_000;
/** Room for the multipart boundaries and the form fields sent with the file. */
export const UPLOAD_MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadPolicy {
  key: string;
  userId: string;
  contentType: string;
  maxBytes: number;
  /** Milliseconds since the epoch. */
  expires: number;
}

const safeSegment = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, "_");

/** Every upload of a user lives under this prefix; a file key outside it is not theirs. */
export function uploadPrefix(userId: string): string {
  return `uploads/${safeSegment(userId)}/`;
}

/**
 * True for the address of an uploaded file (/api/files/uploads/<user>/…): it names its uploader and
 * opens only for them, so nothing public (share page, downloads, previews) may carry it.
 */
export function isUploadedFileUrl(url: string): boolean {
  return url.includes("/api/files/uploads/");
}

/** A fresh, unguessable key that keeps a readable form of the file's name: uploads/<user>/<uuid>/<name>.pdf */
export function newUploadKey(userId: string, filename: string): string {
  const base = filename
    .replace(/\.pdf$/i, "")
    .normalize("NFKD")
    .replace(/[^a-zA-Z0-9_.-]+/g, "-")
    .replace(/\.+/g, ".")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return `${uploadPrefix(userId)}${randomUUID()}/${base || "document"}.pdf`;
}

/** The file name a key was made from ("my-paper.pdf"). */
export function uploadFileName(key: string): string {
  return key.slice(key.lastIndexOf("/") + 1);
}

const signatureOf = (secret: string, policy: string) =>
  createHmac("sha256", secret).update(`treatise-upload:${policy}`).digest("hex");

/** The policy and its signature as form fields (base64url JSON + hex HMAC). */
export function signUploadPolicy(
  secret: string,
  policy: UploadPolicy,
): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString("base64url");
  return { policy: encoded, signature: signatureOf(secret, encoded) };
}

/** The policy carried by an upload's fields; a forged, altered or expired one is refused (403). */
export function verifyUploadPolicy(
  secret: string,
  fields: Record<string, string>,
  now = Date.now(),
): UploadPolicy {
  const encoded = fields.policy ?? "";
  const given = Buffer.from(fields.signature ?? "", "utf8");
  const expected = Buffer.from(signatureOf(secret, encoded), "utf8");
  if (!encoded || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError("UPLOAD_FORBIDDEN");
  }
  let policy: UploadPolicy;
  try {
    policy = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as UploadPolicy;
  } catch {
    throw new AppError("UPLOAD_FORBIDDEN");
  }
  if (fields.key !== policy.key || !policy.key.startsWith(uploadPrefix(policy.userId))) {
    throw new AppError("UPLOAD_FORBIDDEN");
  }
  if (!(policy.expires > now)) throw new AppError("UPLOAD_EXPIRED");
  if ((fields["Content-Type"] ?? policy.contentType) !== policy.contentType) throw new AppError("PDF_ONLY");
  return policy;
}

/** A presigned POST for one PDF of the user: S3's own when the store is S3, the app's endpoint otherwise. */
export async function presignUpload(options: {
  storage: Storage;
  secret: string;
  userId: string;
  filename: string;
  contentType: string;
  /** Where the app's own endpoint is reached (a path, or PUBLIC_URL + path). */
  uploadUrl: string;
  now?: number;
}): Promise<PresignedUrlResponse> {
  if (options.contentType.split(";")[0]?.trim().toLowerCase() !== UPLOAD_CONTENT_TYPE) {
    throw new AppError("PDF_ONLY");
  }
  const key = newUploadKey(options.userId, options.filename);
  if (options.storage.s3) {
    const { client, bucket } = options.storage.s3;
    const { createPresignedPost } = await import("@aws-sdk/s3-presigned-post");
    return createPresignedPost(await client(), {
      Bucket: bucket,
      Key: key,
      Conditions: [
        ["starts-with", "$key", uploadPrefix(options.userId)],
        ["content-length-range", 1, UPLOAD_MAX_BYTES],
        ["eq", "$Content-Type", UPLOAD_CONTENT_TYPE],
      ],
      Fields: { "Content-Type": UPLOAD_CONTENT_TYPE },
      Expires: UPLOAD_POLICY_TTL_MS / 1000,
    });
  }
  const signed = signUploadPolicy(options.secret, {
    key,
    userId: options.userId,
    contentType: UPLOAD_CONTENT_TYPE,
    maxBytes: UPLOAD_MAX_BYTES,
    expires: (options.now ?? Date.now()) + UPLOAD_POLICY_TTL_MS,
  });
  return {
    url: options.uploadUrl,
    fields: { key, "Content-Type": UPLOAD_CONTENT_TYPE, ...signed },
  };
}

/** Stores a file sent to the app's own endpoint, after checking its policy, size and PDF bytes. */
/** The text fields and the `file` part of an upload form. */
export async function uploadFormParts(form: FormData): Promise<{
  fields: Record<string, string>;
  file: { bytes: Uint8Array; type: string } | null;
}> {
  const fields: Record<string, string> = {};
  let file: { bytes: Uint8Array; type: string } | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (name === "file") file = { bytes: new Uint8Array(await value.arrayBuffer()), type: value.type };
  }
  return { fields, file };
}

export async function receiveUpload(options: {
  storage: Storage;
  db: Db;
  secret: string;
  fields: Record<string, string>;
  file: { bytes: Uint8Array; type: string } | null;
  now?: number;
}): Promise<{ key: string; size: number }> {
  const policy = verifyUploadPolicy(options.secret, options.fields, options.now);
  const { file } = options;
  if (!file || file.bytes.byteLength === 0) throw new AppError("NO_FILE");
  if (file.bytes.byteLength > Math.min(policy.maxBytes, UPLOAD_MAX_BYTES)) {
    throw new AppError("PAYLOAD_TOO_LARGE");
  }
  const type = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  // Browsers label a PDF application/pdf; an unlabelled part is judged by its bytes alone.
  if (
    (type && type !== "application/octet-stream" && type !== policy.contentType) ||
    !looksLikePdf(file.bytes)
  ) {
    throw new AppError("PDF_ONLY");
  }
  // A policy is good for one upload: the first claims its key, a second use is refused.
  const claimed = await options.db
    .insert(files)
    .values({
      key: policy.key,
      userId: policy.userId,
      contentType: policy.contentType,
      size: file.bytes.byteLength,
    })
    .onConflictDoNothing({ target: files.key })
    .returning({ key: files.key });
  if (claimed.length === 0) throw new AppError("UPLOAD_USED");
  try {
    await options.storage.put(policy.key, file.bytes, policy.contentType);
  } catch (error) {
    await options.db.delete(files).where(eq(files.key, policy.key)); // the same policy may be tried again
    throw error;
  }
  return { key: policy.key, size: file.bytes.byteLength };
}

/** An uploaded file, only for the user who uploaded it (anyone else: 404). */
export async function openUpload(options: {
  storage: Storage;
  userId: string;
  key: string;
}): Promise<StoredFile> {
  if (!options.key.startsWith(uploadPrefix(options.userId))) throw new AppError("FILE_NOT_FOUND");
  const file = await options.storage.get(options.key).catch(() => null);
  if (!file) throw new AppError("FILE_NOT_FOUND");
  return file;
}
