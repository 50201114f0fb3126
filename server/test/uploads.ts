// Test helpers for the presigned upload flow: ask for a presigned POST, then send its fields and a file
// as a browser would (multipart, no session needed: the signed policy is the permission).
import { readFileSync } from "node:fs";
import type { PresignedUrlResponse } from "../../common/api";
import { testdataPath } from "./fixture-server";
import type { TestApp, TestUser } from "./harness";

export const pdfBytes = (name: string) => new Uint8Array(readFileSync(testdataPath("pdfs", name)));

export async function presign(
  t: TestApp,
  user: TestUser,
  body: { filename?: string; contentType?: string } = {},
): Promise<PresignedUrlResponse> {
  const res = await t.request("/api/document/custom-sources/get-presigned-url", {
    method: "POST",
    user,
    json: { filename: "paper.pdf", contentType: "application/pdf", ...body },
  });
  if (res.status !== 200) throw new Error(`presign ${res.status}: ${await res.text()}`);
  return (await res.json()) as PresignedUrlResponse;
}

/** The multipart form of a presigned POST: every field, then the file last (as S3 requires). */
export function uploadForm(
  fields: Record<string, string>,
  bytes: Uint8Array,
  options: { filename?: string; type?: string } = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    "file",
    new Blob([new Uint8Array(bytes)], { type: options.type ?? "application/pdf" }),
    options.filename ?? "paper.pdf",
  );
  return form;
}

/** Sends a form to a presigned url of the app (absolute or relative) without a session. */
export function postUpload(t: TestApp, url: string, form: FormData): Promise<Response> {
  const path = url.startsWith("http") ? new URL(url).pathname : url;
  return t.request(path, { method: "POST", body: form });
}

/** Presign + upload a PDF for the user; returns the file key. */
export async function uploadPdf(
  t: TestApp,
  user: TestUser,
  bytes: Uint8Array,
  filename = "paper.pdf",
): Promise<string> {
  const presigned = await presign(t, user, { filename });
  const res = await postUpload(t, presigned.url, uploadForm(presigned.fields, bytes, { filename }));
  if (res.status !== 204) throw new Error(`upload ${res.status}: ${await res.text()}`);
  return presigned.fields.key!;
}
