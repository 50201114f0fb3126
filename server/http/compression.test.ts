// Compression (issue 14): JSON over 1 KB is gzipped when the client accepts it and sent plain when it
// does not; small bodies stay plain; event streams are never compressed, so events arrive as written.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";
import { acceptedEncodings } from "./compression";

let t: TestApp;
let user: TestUser;
let id: string;

beforeAll(async () => {
  t = await startTestApp({ work: false });
  user = await t.signUp("Reader");
  const state = await buildDocument(t.services.db, { user, status: "COMPLETE", sections: 4 });
  id = state.doc.id;
});
afterAll(async () => {
  await t.close();
});

describe("JSON responses", () => {
  it("come gzipped over 1 KB when the client accepts gzip", async () => {
    const plain = await t.request(`/api/document/${id}`, {
      user,
      headers: { "accept-encoding": "identity" },
    });
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);

    const res = await t.request(`/api/document/${id}`, {
      user,
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(zipped.length).toBeLessThan(plainText.length);
    const text = gunzipSync(zipped).toString("utf8");
    expect(JSON.parse(text).document.id).toBe(id);
    expect(text).toBe(plainText);
  });

  it("stay plain when the client does not accept gzip (or refuses it with q=0)", async () => {
    for (const accept of [undefined, "identity", "gzip;q=0", "br"]) {
      const res = await t.request(`/api/document/${id}`, {
        user,
        headers: accept ? { "accept-encoding": accept } : {},
      });
      expect(`${accept}: ${res.headers.get("content-encoding")}`).toBe(`${accept}: null`);
      expect((await res.json()).document.id).toBe(id);
    }
  });

  it("stay plain under 1 KB", async () => {
    const res = await t.request("/healthz", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await res.json()).status).toBe("ok");
  });

  it("errors come compressed too when large enough, and keep their status", async () => {
    const res = await t.request("/api/nothing-here", { user, headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });
});

describe("event streams", () => {
  it("are not compressed or buffered: the first event arrives while the stream is open", async () => {
    const controller = new AbortController();
    const res = await t.request(`/api/document/${id}/watch/edge`, {
      user,
      headers: { "accept-encoding": "gzip, deflate, br" },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("content-encoding")).toBeNull();
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(new TextDecoder().decode(first.value)).toMatch(/^(event|data|id|retry):/m);
    controller.abort();
    await reader.cancel().catch(() => {});
  });
});

describe("acceptedEncodings", () => {
  it("reads q-values", () => {
    expect([...acceptedEncodings("gzip;q=0.5, br;q=0, deflate")].sort()).toEqual(["deflate", "gzip"]);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});
