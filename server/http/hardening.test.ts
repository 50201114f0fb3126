// Regression tests for the hostile probe's findings (issue 11): each failed before its fix.
import { once } from "node:events";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createMailer, OUTBOX_MAX_FILES } from "../mail/mailer";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ work: false });
});
afterAll(async () => {
  await t.close();
});

const errorCode = async (res: Response) => (await res.json()) as { error?: { code: string }; code?: string };

describe("body limits in front of every route", () => {
  it("refuses a 250 MB streamed sign-in body early with 413, and a 600 MB declared one without reading it", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      const chunk = Buffer.alloc(1024 * 1024, "a");
      const streamed = await new Promise<{ status: number; sentMb: number }>((resolve, reject) => {
        let sent = 0;
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            path: "/api/auth/sign-in/email",
            method: "POST",
            headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
          },
          (res) => {
            resolve({ status: res.statusCode ?? 0, sentMb: sent });
            res.resume();
            req.destroy();
          },
        );
        req.on("error", (error) => (sent > 0 ? undefined : reject(error)));
        const pump = () => {
          while (sent < 250 && req.write(chunk)) sent += 1;
          if (sent < 250)
            req.once("drain", () => {
              sent += 1;
              pump();
            });
          else req.end();
        };
        pump();
      });
      expect(streamed.status).toBe(413);
      expect(streamed.sentMb).toBeLessThan(250); // answered before the whole body was sent

      const declared = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            path: "/api/auth/sign-up/email",
            method: "POST",
            headers: { "content-type": "application/json", "content-length": String(600 * 1024 * 1024) },
          },
          (res) => {
            resolve(res.statusCode ?? 0);
            res.resume();
            req.destroy();
          },
        );
        req.on("error", reject);
        req.write("{");
      });
      expect(declared).toBe(413);
    } finally {
      server.close();
    }
  });
});

describe("cookies decided by configuration, sessions surviving a restart", () => {
  it("issues plain cookies over http whatever NODE_ENV says, and a session made before a restart still works", async () => {
    const production = await startTestApp({ work: false, env: { NODE_ENV: "production" } });
    try {
      // A build start reached over plain http by a LAN name.
      const res = await production.app.request("http://treatise.lan:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://treatise.lan:3000" },
        body: JSON.stringify({
          name: "Lan User",
          email: `lan-${Date.now()}@example.com`,
          password: "correct-horse-battery",
        }),
      });
      expect(res.status).toBe(200);
      const setCookie = res.headers.get("set-cookie") ?? "";
      expect(setCookie).toMatch(/^better-auth\.session_token=/);
      expect(setCookie).not.toMatch(/;\s*Secure/i);
      const cookie = setCookie.split(";")[0] ?? "";

      // The same data opened again by a plain start (no NODE_ENV from a build): still signed in.
      const restarted = createApp({
        ...production.services,
        config: { ...production.config, NODE_ENV: "development" },
      });
      const me = await restarted.request("http://localhost/api/user", { headers: { cookie } });
      expect(me.status).toBe(200);
    } finally {
      await production.close();
    }
  });

  it("issues Secure cookies when the public address is https", async () => {
    const https = await startTestApp({ work: false, env: { PUBLIC_URL: "https://treatise.example.com" } });
    try {
      const res = await https.app.request("https://treatise.example.com/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://treatise.example.com" },
        body: JSON.stringify({
          name: "S",
          email: `s-${Date.now()}@example.com`,
          password: "correct-horse-battery",
        }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("set-cookie") ?? "").toMatch(
        /^__Secure-better-auth\.session_token=.*;\s*Secure/i,
      );
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await https.close();
    }
  });
});

describe("text that cannot be stored, and caps", () => {
  const badTexts = ["before\u0000after", "lone \uD800 surrogate", "lone \uDC00 low"];

  it("answers 400 INVALID_TEXT for NUL and lone surrogates in the query, summary, outline and name", async () => {
    const user = await t.signUp();
    const ready = await buildDocument(t.services.db, {
      user,
      status: "READY",
      automaticMode: false,
      awaiting: "SUMMARY",
    });
    for (const bad of badTexts) {
      const cases: [string, string, unknown][] = [
        ["/api/document", "POST", { query: bad }],
        [
          `/api/document/${ready.doc.id}/summary`,
          "PUT",
          { summary: `${"A real summary sentence. ".repeat(30)}${bad}` },
        ],
        [`/api/document/${ready.doc.id}/outline`, "PUT", { title: bad, plan: { sections: [] } }],
        ["/api/user", "PATCH", { name: bad }],
      ];
      for (const [url, method, json] of cases) {
        const res = await t.request(url, { method, user, json });
        expect(res.status, `${method} ${url}`).toBe(400);
        expect((await errorCode(res)).error?.code, `${method} ${url}`).toBe("INVALID_TEXT");
      }
      const signUp = await t.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { name: bad, email: `x${Date.now()}@example.com`, password: "correct-horse-battery" },
      });
      expect(signUp.status).toBe(400);
      expect((await errorCode(signUp)).code).toBe("INVALID_TEXT");
    }
  });

  it("caps the question at 2,000 characters with a message naming the limit", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/document", {
      method: "POST",
      user,
      json: { query: "why ".repeat(600) },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { detail: string } };
    expect(body.error.detail).toBe("Keep the question under 2000 characters");
  });
});

describe("malformed ids, indexes and paths", () => {
  it("answers 400 with a message for malformed ids and section indexes, 404 for well-formed unknown ones", async () => {
    const user = await t.signUp();
    for (const path of [
      "/api/document/%00",
      "/api/document/abc%00def",
      "/api/document/..%2F..%2Fetc",
      "/api/share/%F0%28",
    ]) {
      const res = await t.request(path, { user });
      expect(res.status, path).toBe(400);
      expect((await errorCode(res)).error?.code, path).toBe("INVALID_ID");
    }
    expect((await t.request("/api/document/no-such-paper", { user })).status).toBe(404);
    const index = await t.request(
      "/api/document/00000000-0000-4000-8000-000000000000/section/99999999999999999999/fetch/edge",
      { user },
    );
    expect(index.status).toBe(400);
    expect((await errorCode(index)).error?.code).toBe("INVALID_SECTION_INDEX");
  });
});

describe("accounts: names, common passwords, per-account throttling", () => {
  it("refuses names over 100 characters (a 100,000-character one as too large) and the commonest passwords", async () => {
    const signUp = (name: string) =>
      t.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { name, email: `long${Date.now()}@example.com`, password: "correct-horse-battery" },
      });
    const long = await signUp("n".repeat(101));
    expect(long.status).toBe(400);
    expect((await errorCode(long)).code).toBe("INVALID_NAME");
    expect((await signUp("n".repeat(100_000))).status).toBe(413);
    for (const password of ["password", "12345678", "Password"]) {
      const res = await t.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { name: "P", email: `p${Date.now()}${password}@example.com`, password },
      });
      expect(res.status, password).toBe(400);
      expect((await errorCode(res)).code).toBe("PASSWORD_TOO_COMMON");
    }
  });
  // Sign-in throttling (per address and account, in the database): server/auth/sign-in-throttle.test.ts.
});

describe("requests from other sites (CSRF)", () => {
  it("refuses a foreign-Origin archive with 403 and leaves the paper alone", async () => {
    const user = await t.signUp();
    const done = await buildDocument(t.services.db, { user, status: "COMPLETE", sections: 3 });
    const res = await t.app.request(`http://localhost/api/document/${done.doc.id}/archive`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await errorCode(res)).error?.code).toBe("FOREIGN_ORIGIN");
    const cross = await t.app.request(`http://localhost/api/document/${done.doc.id}/archive`, {
      method: "POST",
      headers: { cookie: user.cookie, "sec-fetch-site": "same-site" },
    });
    expect(cross.status).toBe(403);
    const doc = (await (await t.request(`/api/document/${done.doc.id}`, { user })).json()) as {
      document: { archivedAt: string | null };
    };
    expect(doc.document.archivedAt).toBeNull();
    // Same origin is served.
    expect((await t.request(`/api/document/${done.doc.id}/archive`, { method: "POST", user })).status).toBe(
      200,
    );
    // The session cookie with neither Origin nor Sec-Fetch-Site says nothing of where it comes from: refused,
    // the paper stays archived. A browser's same-origin Sec-Fetch-Site alone is enough.
    const unsaid = await t.app.request(`http://localhost/api/document/${done.doc.id}/restore`, {
      method: "POST",
      headers: { cookie: user.cookie },
    });
    expect(unsaid.status).toBe(403);
    expect((await errorCode(unsaid)).error?.code).toBe("FOREIGN_ORIGIN");
    const still = (await (await t.request(`/api/document/${done.doc.id}`, { user })).json()) as {
      document: { archivedAt: string | null };
    };
    expect(still.document.archivedAt).not.toBeNull();
    const sameSite = await t.app.request(`http://localhost/api/document/${done.doc.id}/restore`, {
      method: "POST",
      headers: { cookie: user.cookie, "sec-fetch-site": "same-origin" },
    });
    expect(sameSite.status).toBe(200);
  });

  it("serves scripts that carry no session cookie: an API key, or no credentials at all", async () => {
    const user = await t.signUp();
    const created = await t.request("/api/user/api-keys", {
      method: "POST",
      user,
      json: { name: "Script", password: "correct-horse-battery" },
    });
    const { key } = (await created.json()) as { key: string };
    const done = await buildDocument(t.services.db, { user, status: "COMPLETE", sections: 3 });
    const archive = await t.app.request(`http://localhost/api/document/${done.doc.id}/archive`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}` },
    });
    expect(archive.status).toBe(200);
    const signUp = await t.app.request("http://localhost/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "S",
        email: `script${Date.now()}@example.com`,
        password: "correct-horse-battery",
      }),
    });
    expect(signUp.status).toBe(200);
  });

  it("checks every state-changing route, and leaves Stripe's webhook to its signature", async () => {
    const user = await t.signUp();
    const routes = t.app.routes.filter(
      (r) =>
        ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) &&
        r.path.startsWith("/api/") &&
        r.path !== "/api/billing/webhook", // checked below: it proves itself by Stripe's signature
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const url = route.path
        .replace(/:id\b/, "00000000-0000-4000-8000-000000000000")
        .replace(/:[a-zA-Z]+/g, "0")
        .replace("/*", "/x");
      const res = await t.app.request(`http://localhost${url}`, {
        method: route.method,
        headers: { cookie: user.cookie, origin: "https://evil.example", "content-type": "application/json" },
        body: "{}",
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
    const webhook = await t.app.request("http://localhost/api/billing/webhook", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: "{}",
    });
    expect(webhook.status).not.toBe(403);
  });
});

describe("security headers and stored files", () => {
  const checkHeaders = (res: Response, what: string) => {
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc, what).toBe("'self'");
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
    expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options"), what).toBe("DENY");
    expect(res.headers.get("strict-transport-security"), what).toBeNull(); // plain http
  };

  it("sets them on HTML, JSON, errors and files; API JSON is never cached", async () => {
    const user = await t.signUp();
    const html = await t.request("/");
    checkHeaders(html, "html");
    const json = await t.request("/api/user", { user });
    checkHeaders(json, "json");
    expect(json.headers.get("cache-control")).toBe("no-store");
    checkHeaders(await t.request("/api/nope", { user }), "404");
    checkHeaders(await t.request("/api/files/covers/missing.png"), "file");
  });

  it("answers a folder with 404 and serves anything but images as a download", async () => {
    await t.services.storage.put(
      "covers/page.html",
      new TextEncoder().encode("<script>alert(1)</script>"),
      "text/html",
    );
    await t.services.storage.put("covers/ok.png", new Uint8Array([137, 80, 78, 71]), "image/png");
    expect((await t.request("/api/files/covers/")).status).toBe(404);
    expect((await t.request("/api/files/covers")).status).toBe(404);
    const html = await t.request("/api/files/covers/page.html");
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toBe("application/octet-stream");
    expect(html.headers.get("content-disposition")).toBe("attachment");
    const png = await t.request("/api/files/covers/ok.png");
    expect(png.headers.get("content-type")).toBe("image/png");
  });
});

describe("the development outbox", () => {
  it("writes no mail for a sign-up that needs no verification, and keeps only the newest mails", async () => {
    const before = existsSync(path.join(t.dataDir, "outbox"))
      ? readdirSync(path.join(t.dataDir, "outbox")).length
      : 0;
    await t.signUp();
    const after = existsSync(path.join(t.dataDir, "outbox"))
      ? readdirSync(path.join(t.dataDir, "outbox")).length
      : 0;
    expect(after).toBe(before);

    const dir = path.join(t.dataDir, "mail-cap");
    mkdirSync(path.join(dir, "outbox"), { recursive: true });
    for (let i = 0; i < OUTBOX_MAX_FILES + 20; i++) {
      writeFileSync(path.join(dir, "outbox", `${1_700_000_000_000 + i}-old@example.com.eml`), "old");
    }
    const mailer = createMailer({ ...t.config, DATA_DIR: dir });
    await mailer.send({ to: "new@example.com", subject: "Hello", text: "Newest" });
    const files = readdirSync(path.join(dir, "outbox")).sort();
    expect(files).toHaveLength(OUTBOX_MAX_FILES);
    expect(files.at(-1)).toMatch(/new@example\.com\.eml$/);
  });
});
