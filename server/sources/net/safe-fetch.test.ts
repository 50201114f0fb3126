// safeFetch against a local fixture server: redirects (followed manually, at most 5), the body cap
// (declared and streamed), compressed bodies, time-out and charsets.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FETCH_MAX_BYTES } from "../../../common/constants";
import { type FixtureServer, startFixtureServer } from "../../test/fixture-server";
import { FetchError, safeFetch } from "./safe-fetch";

let server: FixtureServer;
let allow: string[];

beforeAll(async () => {
  server = await startFixtureServer([
    { path: "/ok", body: "hello", contentType: "text/plain; charset=utf-8" },
    { path: "/r0", redirect: "/ok" },
    ...[1, 2, 3, 4, 5].map((i) => ({ path: `/r${i}`, redirect: `/r${i - 1}`, status: i % 2 ? 301 : 307 })),
    {
      path: "/declared-too-big",
      handler: (_req, res) => {
        res.writeHead(200, {
          "content-type": "application/pdf",
          "content-length": String(FETCH_MAX_BYTES + 1),
        });
        res.end();
      },
    },
    {
      path: "/streamed-too-big",
      handler: async (_req, res) => {
        // No content-length: the cap must stop the stream itself.
        res.writeHead(200, { "content-type": "text/plain" });
        const chunk = Buffer.alloc(256 * 1024, 97);
        for (let sent = 0; sent <= FETCH_MAX_BYTES + chunk.length && !res.destroyed; sent += chunk.length) {
          if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
        }
        res.end();
      },
    },
    {
      path: "/gzip",
      handler: (_req, res) => {
        const body = gzipSync(Buffer.from("<html><body><p>compressed</p></body></html>"));
        res.writeHead(200, {
          "content-type": "text/html",
          "content-encoding": "gzip",
          "content-length": String(body.length),
        });
        res.end(body);
      },
    },
    {
      path: "/gzip-bomb",
      handler: (_req, res) => {
        const body = gzipSync(Buffer.alloc(2048, 32));
        res.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
        res.end(body);
      },
    },
    { path: "/slow", delayMs: 400, body: "late" },
    { path: "/relative", redirect: "ok", status: 308 },
  ]);
  allow = [`127.0.0.1:${server.port}`];
});

afterAll(() => server.close());

describe("safeFetch", () => {
  it("reads a body with its content type and charset", async () => {
    const response = await safeFetch(`${server.url}/ok`, { allowPrivateHosts: allow });
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("text/plain");
    expect(response.charset).toBe("utf-8");
    expect(response.body.toString()).toBe("hello");
    expect(response.finalUrl).toBe(`${server.url}/ok`);
  });

  it("follows up to 5 redirects, relative ones too", async () => {
    // /r4 → /r3 → /r2 → /r1 → /r0 → /ok: five redirects.
    const response = await safeFetch(`${server.url}/r4`, { allowPrivateHosts: allow });
    expect(response.body.toString()).toBe("hello");
    expect(response.redirects).toHaveLength(5);
    const relative = await safeFetch(`${server.url}/relative`, { allowPrivateHosts: allow });
    expect(relative.finalUrl).toBe(`${server.url}/ok`);
  });

  it("stops after 5 redirects", async () => {
    await expect(safeFetch(`${server.url}/r5`, { allowPrivateHosts: allow })).rejects.toThrow(
      new FetchError(`Too many redirects (more than 5) fetching ${server.url}/r5`),
    );
  });

  it("refuses a body declared larger than 10 MB without reading it", async () => {
    await expect(safeFetch(`${server.url}/declared-too-big`, { allowPrivateHosts: allow })).rejects.toThrow(
      `${server.url}/declared-too-big is larger than 10 MB (${FETCH_MAX_BYTES + 1} bytes); not read`,
    );
  });

  it("stops reading a streamed body past 10 MB", async () => {
    await expect(safeFetch(`${server.url}/streamed-too-big`, { allowPrivateHosts: allow })).rejects.toThrow(
      `${server.url}/streamed-too-big is larger than 10 MB; reading stopped`,
    );
  });

  it("decompresses gzip and applies the cap after decompression", async () => {
    const response = await safeFetch(`${server.url}/gzip`, { allowPrivateHosts: allow });
    expect(response.body.toString()).toContain("compressed");
    await expect(
      safeFetch(`${server.url}/gzip-bomb`, { allowPrivateHosts: allow, maxBytes: 1024 }),
    ).rejects.toThrow("is larger than 1 KB; reading stopped");
  });

  it("times out", async () => {
    await expect(
      safeFetch(`${server.url}/slow`, { allowPrivateHosts: allow, timeoutMs: 100 }),
    ).rejects.toThrow(new FetchError(`Timed out after 100 ms fetching ${server.url}/slow`));
  });

  it("reports a refused connection clearly", async () => {
    const closed = await startFixtureServer();
    const url = `${closed.url}/`;
    await closed.close();
    await expect(safeFetch(url, { allowPrivateHosts: [`127.0.0.1:${closed.port}`] })).rejects.toThrow(
      `Could not fetch ${url}: connection refused`,
    );
  });
});
