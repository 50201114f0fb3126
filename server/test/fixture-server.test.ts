// The fixture server other tests build on, and the network guard that keeps tests off the network.
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer, testdataPath } from "./fixture-server";

let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer([
    { path: "/json", body: { hello: "world" } },
    { path: "/text", body: "plain", headers: { "x-extra": "1" } },
    { path: "/file", file: "testdata/search-api/serper/langchain_nb_search_Apple_Inc.json" },
    { path: "/pdf", file: testdataPath("pdfs", "vertical.pdf") },
    { path: "/moved", redirect: "/text", status: 301 },
    { path: "/teapot", status: 418, body: "short and stout", contentType: "text/x-teapot" },
    { path: "/search", query: { q: "cats" }, body: "cats page" },
    { path: "/search", query: { q: "*" }, body: "any query" },
    { path: "/once", times: 1, body: "first" },
    { path: "/once", body: "later" },
    { path: "/files/*", body: "prefix" },
    { method: "POST", path: "/echo", handler: (req, res) => void res.end(`got ${req.body.toString()}`) },
  ]);
});

afterAll(() => server.close());

describe("startFixtureServer", () => {
  it("listens on 127.0.0.1 with an ephemeral port", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
  });

  it("serves JSON, text, files with their content types, statuses and headers", async () => {
    const json = await fetch(`${server.url}/json`);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await json.json()).toEqual({ hello: "world" });
    const text = await fetch(`${server.url}/text`);
    expect(text.headers.get("x-extra")).toBe("1");
    expect(await text.text()).toBe("plain");
    const file = await fetch(`${server.url}/file`);
    expect(((await file.json()) as { searchParameters: { q: string } }).searchParameters.q).toBe(
      "Apple Inc.",
    );
    const pdf = await fetch(`${server.url}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const teapot = await fetch(`${server.url}/teapot`);
    expect(teapot.status).toBe(418);
    expect(teapot.headers.get("content-type")).toBe("text/x-teapot");
  });

  it("redirects, matches query parameters, prefixes and sequences", async () => {
    const moved = await fetch(`${server.url}/moved`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/text");
    expect(await (await fetch(`${server.url}/search?q=cats`)).text()).toBe("cats page");
    expect(await (await fetch(`${server.url}/search?q=dogs`)).text()).toBe("any query");
    expect((await fetch(`${server.url}/search`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/once`)).text()).toBe("first");
    expect(await (await fetch(`${server.url}/once`)).text()).toBe("later");
    expect(await (await fetch(`${server.url}/files/a/b.txt`)).text()).toBe("prefix");
  });

  it("records requests (method, path, query, headers, body) and says which route is missing", async () => {
    const echo = await fetch(`${server.url}/echo?x=1`, {
      method: "POST",
      body: "payload",
      headers: { "x-api-key": "k" },
    });
    expect(await echo.text()).toBe("got payload");
    const recorded = server.requests.at(-1);
    expect(recorded).toMatchObject({ method: "POST", path: "/echo", query: { x: "1" }, body: "payload" });
    expect(recorded?.headers["x-api-key"]).toBe("k");
    const missing = await fetch(`${server.url}/nowhere?a=b`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("No fixture route for GET /nowhere?a=b");
  });

  it("accepts routes added after start, matched first", async () => {
    server.add({ path: "/text", body: "overridden" });
    expect(await (await fetch(`${server.url}/text`)).text()).toBe("overridden");
  });
});

describe("network guard (server/test/setup.ts)", () => {
  it("refuses net.connect, http and fetch to non-loopback hosts", async () => {
    expect(() => net.connect({ host: "93.184.215.14", port: 80 })).toThrow(
      "Test network guard: outbound connection to 93.184.215.14 refused (use a local fixture server)",
    );
    expect(() => http.get({ host: "10.0.0.1", port: 80, agent: false })).toThrow(/Test network guard/);
    const error = (await fetch("http://93.184.215.14/").catch((e: unknown) => e)) as Error & {
      cause?: Error;
    };
    expect(error.message).toBe("fetch failed");
    expect(error.cause?.message).toMatch(
      /^Test network guard: outbound connection to 93\.184\.215\.14 refused/,
    );
  });

  it("lets loopback through", async () => {
    const response = await fetch(`${server.url}/json`);
    expect(response.ok).toBe(true);
  });
});
