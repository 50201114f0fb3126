import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "../../common/constants";
import { loadConfig } from "../config";
import { createStorage } from "../storage/storage";
import { presignUpload, signUploadPolicy, UPLOAD_POLICY_TTL_MS } from "../storage/uploads";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";
import { pdfBytes, postUpload, presign, uploadForm, uploadPdf } from "../test/uploads";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
});
afterAll(async () => {
  await t.close();
});

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

/** A PDF-looking file of exactly `size` bytes. */
const pdfOfSize = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
};

describe("POST /api/document/custom-sources/get-presigned-url", () => {
  it("answers a presigned POST to the app's own endpoint when no S3 store is set", async () => {
    const presigned = await presign(t, alice, { filename: "Attention Is All You Need (v2).pdf" });
    expect(presigned.url).toBe("/api/uploads");
    expect(Object.keys(presigned.fields).sort()).toEqual(["Content-Type", "key", "policy", "signature"]);
    expect(presigned.fields["Content-Type"]).toBe("application/pdf");
    expect(presigned.fields.key).toMatch(
      new RegExp(`^uploads/${alice.id}/[0-9a-f-]{36}/Attention-Is-All-You-Need-v2\\.pdf$`),
    );
    const policy = JSON.parse(Buffer.from(presigned.fields.policy!, "base64url").toString("utf8"));
    expect(policy).toMatchObject({
      key: presigned.fields.key,
      userId: alice.id,
      contentType: "application/pdf",
      maxBytes: UPLOAD_MAX_BYTES,
    });
    expect(policy.expires - Date.now()).toBeGreaterThan(UPLOAD_POLICY_TTL_MS - 60_000);
    expect(policy.expires - Date.now()).toBeLessThanOrEqual(UPLOAD_POLICY_TTL_MS);
  });

  it("refuses anything but a PDF", async () => {
    const res = await t.request("/api/document/custom-sources/get-presigned-url", {
      method: "POST",
      user: alice,
      json: { filename: "notes.docx", contentType: "application/msword" },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "PDF_ONLY", message: "PDF only" });
  });

  it("needs a session", async () => {
    const res = await t.request("/api/document/custom-sources/get-presigned-url", {
      method: "POST",
      json: { filename: "a.pdf", contentType: "application/pdf" },
    });
    expect(res.status).toBe(401);
  });

  it("signs an S3 presigned POST with the key prefix, size range and content type when S3 is set", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: t.dataDir,
      SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_BUCKET: "treatise-files",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    });
    const storage = createStorage(config);
    expect(storage.kind).toBe("s3");
    const presigned = await presignUpload({
      storage,
      secret: config.sessionSecret,
      userId: "user123",
      filename: "report.pdf",
      contentType: "application/pdf",
      uploadUrl: "/api/uploads",
    });
    expect(presigned.url).toBe("http://127.0.0.1:9/treatise-files");
    expect(presigned.fields.key).toMatch(/^uploads\/user123\/[0-9a-f-]{36}\/report\.pdf$/);
    expect(presigned.fields["Content-Type"]).toBe("application/pdf");
    expect(presigned.fields["X-Amz-Signature"]).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(presigned.fields.Policy!, "base64").toString("utf8"));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["starts-with", "$key", "uploads/user123/"],
        ["content-length-range", 1, UPLOAD_MAX_BYTES],
        ["eq", "$Content-Type", "application/pdf"],
        { bucket: "treatise-files" },
        { key: presigned.fields.key },
      ]),
    );
    const expires = new Date(policy.expiration).getTime() - Date.now();
    expect(expires).toBeGreaterThan(UPLOAD_POLICY_TTL_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(UPLOAD_POLICY_TTL_MS);
  });
});

describe("POST /api/uploads (the app's presigned POST endpoint)", () => {
  it("stores a PDF sent with its fields, and serves it back only to its owner", async () => {
    const bytes = pdfBytes("pdfjs_wikipedia.pdf");
    const key = await uploadPdf(t, alice, bytes, "pdfjs wikipedia.pdf");
    const own = await t.request(`/api/files/${key}`, { user: alice });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(bytes);
    expect((await t.request(`/api/files/${key}`, { user: bob })).status).toBe(404);
    expect((await t.request(`/api/files/${key}`)).status).toBe(401);
    expect((await t.request(`/api/files/uploads/${alice.id}/nothing/here.pdf`, { user: alice })).status).toBe(
      404,
    );
  });

  it("refuses a forged signature or an altered policy with 403", async () => {
    const { url, fields } = await presign(t, alice);
    const bytes = pdfBytes("pdfjs_wikipedia.pdf");
    const forged = { ...fields, signature: "0".repeat(64) };
    const res = await postUpload(t, url, uploadForm(forged, bytes));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: "UPLOAD_FORBIDDEN",
      message: "This upload link is not valid. Please try again.",
    });
    // Bob's key with Alice's policy, and a policy rewritten to a larger size, are both refused.
    const bobKey = { ...fields, key: `uploads/${bob.id}/x/paper.pdf` };
    expect((await postUpload(t, url, uploadForm(bobKey, bytes))).status).toBe(403);
    const policy = JSON.parse(Buffer.from(fields.policy!, "base64url").toString("utf8"));
    const bigger = Buffer.from(JSON.stringify({ ...policy, maxBytes: 10 * UPLOAD_MAX_BYTES })).toString(
      "base64url",
    );
    expect((await postUpload(t, url, uploadForm({ ...fields, policy: bigger }, bytes))).status).toBe(403);
    const { signature: _s, ...unsigned } = fields;
    expect((await postUpload(t, url, uploadForm(unsigned, bytes))).status).toBe(403);
  });

  it("takes one upload per policy: a second use is refused with 403 UPLOAD_USED and keeps the first file", async () => {
    const { url, fields } = await presign(t, alice);
    const first = pdfBytes("pdfjs_wikipedia.pdf");
    expect((await postUpload(t, url, uploadForm(fields, first))).status).toBe(204);
    const again = await postUpload(t, url, uploadForm(fields, pdfBytes("pdfjs_wikipedia.pdf")));
    expect(again.status).toBe(403);
    expect((await errorOf(again)).code).toBe("UPLOAD_USED");
    const stored = await t.request(`/api/files/${fields.key}`, { user: alice });
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(first);
  });

  it("refuses an expired policy with 403", async () => {
    const key = `uploads/${alice.id}/expired/paper.pdf`;
    const signed = signUploadPolicy(t.config.sessionSecret, {
      key,
      userId: alice.id,
      contentType: "application/pdf",
      maxBytes: UPLOAD_MAX_BYTES,
      expires: Date.now() - 1000,
    });
    const fields = { key, "Content-Type": "application/pdf", ...signed };
    const res = await postUpload(t, "/api/uploads", uploadForm(fields, pdfBytes("pdfjs_wikipedia.pdf")));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: "UPLOAD_EXPIRED",
      message: "This upload link has expired. Please try again.",
    });
  });

  it("refuses a file over 2 MB with 413 'File size exceeds the 2MB limit'", async () => {
    const { url, fields } = await presign(t, alice);
    // A real 2.17 MB PDF: the body is over the limit while it is read.
    const big = await postUpload(t, url, uploadForm(fields, pdfBytes("issue5567.pdf")));
    expect(big.status).toBe(413);
    expect(await errorOf(big)).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "File size exceeds the 2MB limit",
    });
    // Just over 2 MB: the body fits the multipart allowance, the file itself does not.
    const justOver = await postUpload(t, url, uploadForm(fields, pdfOfSize(UPLOAD_MAX_BYTES + 1)));
    expect(justOver.status).toBe(413);
    expect((await errorOf(justOver)).message).toBe("File size exceeds the 2MB limit");
    // Exactly 2 MB is allowed (the app-wide 1 MB body limit does not apply here).
    const exact = await postUpload(t, url, uploadForm(fields, pdfOfSize(UPLOAD_MAX_BYTES)));
    expect(exact.status).toBe(204);
  });

  it("answers 413 over a real connection from the Content-Length, before reading the body", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const { url, fields } = await presign(t, alice);
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: "POST",
        body: uploadForm(fields, pdfBytes("issue5567.pdf")),
      });
      expect(res.status).toBe(413);
      expect(await errorOf(res)).toEqual({
        code: "PAYLOAD_TOO_LARGE",
        message: "File size exceeds the 2MB limit",
      });
      const ok = await presign(t, alice);
      const stored = await fetch(`http://127.0.0.1:${port}${ok.url}`, {
        method: "POST",
        body: uploadForm(ok.fields, pdfBytes("pdfjs_wikipedia.pdf")),
      });
      expect(stored.status).toBe(204);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("refuses bytes that are not a PDF, and a part labelled as another type, with 400 'PDF only'", async () => {
    const { url, fields } = await presign(t, alice);
    const html = new TextEncoder().encode("<!doctype html><title>not a pdf</title>");
    const res = await postUpload(t, url, uploadForm(fields, html));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "PDF_ONLY", message: "PDF only" });
    const labelled = uploadForm(fields, pdfBytes("pdfjs_wikipedia.pdf"), { type: "image/png" });
    expect((await postUpload(t, url, labelled)).status).toBe(400);
    const wrongField = uploadForm(
      { ...fields, "Content-Type": "text/html" },
      pdfBytes("pdfjs_wikipedia.pdf"),
    );
    expect((await postUpload(t, url, wrongField)).status).toBe(400);
  });

  it("refuses a form without a file, and a body that is not a form", async () => {
    const { url, fields } = await presign(t, alice);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const res = await postUpload(t, url, form);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("Choose a PDF file to upload.");
    const json = await t.request("/api/uploads", { method: "POST", json: fields });
    expect(json.status).toBe(400);
  });
});
