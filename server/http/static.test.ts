import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./context";
import { staticRoutes } from "./static";

const dist = mkdtempSync(path.join(os.tmpdir(), "treatise-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Treatise</title>");
writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log(1)");
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const app = new Hono<AppEnv>().route("/", staticRoutes(dist));

describe("serving the built app", () => {
  for (const route of [
    "/",
    "/d/abc",
    "/featured-papers",
    "/share/xyz",
    "/blog/user-manual",
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
