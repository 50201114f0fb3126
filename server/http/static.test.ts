import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./context";
import { staticRoutes } from "./static";

const dist = mkdtempSync(path.join(os.tmpdir(), "treatise-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Treatise</title>");
writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log(1)");
const bigJs = `console.log(${JSON.stringify("treatise ".repeat(300))});`;
writeFileSync(path.join(dist, "assets", "big-5678.js"), bigJs);
writeFileSync(path.join(dist, "assets", "big-5678.js.br"), brotliCompressSync(bigJs));
writeFileSync(path.join(dist, "assets", "big-5678.js.gz"), gzipSync(bigJs));
const gzOnlyCss = `body{color:red}${".x{margin:0}".repeat(200)}`;
writeFileSync(path.join(dist, "assets", "style-9.css"), gzOnlyCss);
writeFileSync(path.join(dist, "assets", "style-9.css.gz"), gzipSync(gzOnlyCss));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const app = new Hono<AppEnv>().route("/", staticRoutes(dist));

describe("serving the built app", () => {
  for (const route of [
    "/",
    "/d/abc",
    "/featured-papers",
    "/share/xyz",
    "/blog/user-manual",
    "/blog/user-manual/writing-a-paper",
    "/auth/logout",
  ]) {
    it(`answers ${route} with the app`, async () => {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toContain("<title>Treatise</title>");
    });
  }
  it("serves files and long-cached assets", async () => {
    const icon = await app.request("/favicon.svg");
    expect(await icon.text()).toBe("<svg/>");
    const asset = await app.request("/assets/app-1234.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });
  it("answers an unknown route with the app's not-found page and a 404", async () => {
    const res = await app.request("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("<title>Treatise</title>");
  });
});

describe("precompressed assets", () => {
  const get = (file: string, accept?: string, method = "GET") =>
    app.request(file, { method, headers: accept === undefined ? {} : { "accept-encoding": accept } });

  it("serves the brotli file to a client that accepts br, with its real type", async () => {
    const res = await get("/assets/big-5678.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toContain("immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(body.equals(brotliCompressSync(bigJs))).toBe(true);
  });

  it("serves gzip when brotli is not accepted, or when there is no brotli file", async () => {
    const js = await get("/assets/big-5678.js", "gzip;q=1.0, br;q=0");
    expect(js.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await js.arrayBuffer()).equals(gzipSync(bigJs))).toBe(true);
    const css = await get("/assets/style-9.css", "br, gzip");
    expect(css.headers.get("content-encoding")).toBe("gzip");
    expect(css.headers.get("content-type")).toMatch(/text\/css/);
  });

  it("serves the plain file, still marked Vary, when the client accepts neither", async () => {
    for (const accept of [undefined, "identity", "deflate"]) {
      const res = await get("/assets/big-5678.js", accept);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(bigJs);
    }
  });

  it("answers HEAD with the compressed length and no body; a path outside the app is not served", async () => {
    const head = await get("/assets/big-5678.js", "br", "HEAD");
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(Number(head.headers.get("content-length"))).toBe(brotliCompressSync(bigJs).length);
    const outside = await get("/assets/..%2f..%2fetc%2fpasswd.js", "gzip");
    expect(outside.headers.get("content-encoding")).toBeNull();
  });
});

describe("the app's files in memory", () => {
  it("reads a file once: later requests are answered from memory, in every encoding, ranges from disk", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "treatise-dist-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Treatise</title>");
    const js = `console.log(${JSON.stringify("kept ".repeat(400))});`;
    writeFileSync(path.join(dir, "assets", "kept-1.js"), js);
    writeFileSync(path.join(dir, "assets", "kept-1.js.br"), brotliCompressSync(js));
    const files = new Hono<AppEnv>().route("/", staticRoutes(dir));
    try {
      expect(await (await files.request("/assets/kept-1.js")).text()).toBe(js);
      // The build's files are gone from disk (a server answers from what it read): still served.
      rmSync(path.join(dir, "assets"), { recursive: true });
      const br = await files.request("/assets/kept-1.js", { headers: { "accept-encoding": "br" } });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(Buffer.from(await br.arrayBuffer()).equals(brotliCompressSync(js))).toBe(true);
      const plain = await files.request("/assets/kept-1.js");
      expect(plain.headers.get("content-length")).toBe(String(js.length));
      expect(await plain.text()).toBe(js);
      // A range is read from disk (gone here), and a path that is no file is not kept as one.
      expect((await files.request("/assets/kept-1.js", { headers: { range: "bytes=0-9" } })).status).toBe(
        404,
      );
      expect((await files.request("/late.txt")).status).toBe(404);
      writeFileSync(path.join(dir, "late.txt"), "late");
      expect(await (await files.request("/late.txt")).text()).toBe("late");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
