// Likes (GET|POST|DELETE /api/document/{id}/like), views (once a day per viewer, never the owner's) and
// the link preview of /share/{id} (title, description and Open Graph tags in the served HTML).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentListEntry, PresentedDocument } from "../../common/types";
import { recordView } from "../documents/social";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";
import type { AppEnv } from "./context";
import { staticRoutes } from "./static";

let t: TestApp;
let owner: TestUser;
let reader: TestUser;
let complete: string;
let unfinished: string;

beforeAll(async () => {
  t = await startTestApp({ work: false });
  owner = await t.signUp("Ada Owner");
  reader = await t.signUp("Rita Reader");
  complete = (
    await buildDocument(t.services.db, {
      user: owner,
      status: "COMPLETE",
      title: 'Tides & "moons" <of> Jupiter',
      summary: { summary: "**Tides** on the moons of Jupiter [1] are driven by resonance. ".repeat(6) },
      sections: 2,
    })
  ).doc.id;
  unfinished = (await buildDocument(t.services.db, { user: owner, status: "GENERATING", sections: 2 })).doc
    .id;
});
afterAll(async () => {
  await t.close();
});

const json = async <T>(res: Response) => (await res.json()) as T;
const like = (id: string, method: string, user?: TestUser) =>
  t.request(`/api/document/${id}/like`, { method, ...(user ? { user } : {}) });

describe("likes", () => {
  it("toggles on another user's finished paper and on one's own, counting each person once", async () => {
    expect(await json(await like(complete, "GET", reader))).toEqual({ isLiked: false, likeCount: 0 });
    expect(await json(await like(complete, "POST", reader))).toEqual({ isLiked: true, likeCount: 1 });
    expect(await json(await like(complete, "POST", reader))).toEqual({ isLiked: true, likeCount: 1 });
    expect(await json(await like(complete, "POST", owner))).toEqual({ isLiked: true, likeCount: 2 });
    expect(await json(await like(complete, "GET", reader))).toEqual({ isLiked: true, likeCount: 2 });
    // The document, the list entry and the shared paper say the same.
    const doc = (
      await json<{ document: PresentedDocument }>(
        await t.request(`/api/document/${complete}`, { user: owner }),
      )
    ).document;
    expect([doc.isLiked, doc.likeCount]).toEqual([true, 2]);
    const list = await json<{ items: DocumentListEntry[] }>(
      await t.request("/api/document", { user: owner }),
    );
    const entry = list.items.find((i) => i.id === complete);
    expect([entry?.isLiked, entry?.likeCount]).toEqual([true, 2]);
    const shared = (
      await json<{ document: PresentedDocument }>(await t.request(`/api/share/${complete}`, { user: reader }))
    ).document;
    expect([shared.isLiked, shared.likeCount]).toEqual([true, 2]);
    expect(await json(await like(complete, "DELETE", reader))).toEqual({ isLiked: false, likeCount: 1 });
    expect(await json(await like(complete, "DELETE", reader))).toEqual({ isLiked: false, likeCount: 1 });
    expect(await json(await like(complete, "DELETE", owner))).toEqual({ isLiked: false, likeCount: 0 });
  });

  it("does not change the paper's version (updatedAt)", async () => {
    const before = (
      await json<{ document: PresentedDocument }>(
        await t.request(`/api/document/${complete}`, { user: owner }),
      )
    ).document.updatedAt;
    await like(complete, "POST", reader);
    await like(complete, "DELETE", reader);
    const after = (
      await json<{ document: PresentedDocument }>(
        await t.request(`/api/document/${complete}`, { user: owner }),
      )
    ).document.updatedAt;
    expect(after).toBe(before);
  });

  it("is 404 on another user's unfinished paper (but the owner may like it), and 401 for a visitor", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await like(unfinished, method, reader);
      expect(res.status).toBe(404);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe("DOCUMENT_NOT_FOUND");
      const visitor = await like(complete, method);
      expect(visitor.status).toBe(401);
      expect((await json<{ error: { code: string } }>(visitor)).error.code).toBe("UNAUTHORIZED");
    }
    expect(await json(await like(unfinished, "POST", owner))).toEqual({ isLiked: true, likeCount: 1 });
    const missing = await like("00000000-0000-4000-8000-000000000000", "POST", reader);
    expect(missing.status).toBe(404);
  });
});

describe("views", () => {
  it("count each viewer other than the owner once a day, on the share page and the paper", async () => {
    const { doc } = await buildDocument(t.services.db, { user: owner, status: "COMPLETE", sections: 1 });
    const views = async (user?: TestUser) =>
      (
        await json<{ document: PresentedDocument }>(
          await t.request(`/api/share/${doc.id}`, user ? { user } : {}),
        )
      ).document.viewsCount;
    expect(await views(owner)).toBe(0);
    expect(await views(reader)).toBe(1);
    expect(await views(reader)).toBe(1);
    expect(await views()).toBe(2); // a visitor, signed out
    expect(await views()).toBe(2);
    expect(await views(owner)).toBe(2);
    const own = (
      await json<{ document: PresentedDocument }>(await t.request(`/api/document/${doc.id}`, { user: owner }))
    ).document;
    expect(own.viewsCount).toBe(2);
    // The next day the same reader counts again.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    expect(
      await recordView({ db: t.services.db, doc, viewer: { id: reader.id }, address: "", now: tomorrow }),
    ).toBe(true);
    expect(
      await recordView({ db: t.services.db, doc, viewer: { id: reader.id }, address: "", now: tomorrow }),
    ).toBe(false);
    expect(await views(owner)).toBe(3);
  });

  it("count one person once when they read signed out, then sign in (or out) in the same browser", async () => {
    const { doc } = await buildDocument(t.services.db, { user: owner, status: "COMPLETE", sections: 1 });
    const other = await t.signUp("Otto Other");
    /** Reads the share page as a browser: its visitor cookie (if any) and a session (if signed in). */
    const read = async (browser: string | null, user?: TestUser) => {
      const cookies = [browser ? `treatise_reader=${browser}` : "", user?.cookie ?? ""].filter(Boolean);
      const res = await t.request(`/api/share/${doc.id}`, {
        headers: cookies.length ? { cookie: cookies.join("; ") } : {},
      });
      const set = res.headers.get("set-cookie");
      const given = set ? /treatise_reader=([^;]+)/.exec(set)?.[1] : undefined;
      return {
        views: (await json<{ document: PresentedDocument }>(res)).document.viewsCount,
        browser: given ?? browser,
        set,
      };
    };
    // A visitor: counted, and the browser gets its name (HttpOnly, only for the share API).
    const first = await read(null);
    expect(first.views).toBe(1);
    expect(first.set).toMatch(
      /^treatise_reader=[A-Za-z0-9_-]{22}; Max-Age=172800; Path=\/api\/share; HttpOnly; SameSite=Lax$/,
    );
    const browserA = first.browser ?? "";
    // The same browser, signed in as the reader: the same person, not a second view.
    expect((await read(browserA, reader)).views).toBe(1);
    expect((await read(browserA, reader)).views).toBe(1);
    expect((await read(browserA)).views).toBe(1);
    // The page's request sent twice, the cookie of the first lost: the second browser name is one more
    // name of the same reader (same address, same day), also once signed in.
    const again = await read(null);
    expect(again.views).toBe(1);
    expect(again.browser).not.toBe(browserA);
    expect((await read(again.browser, reader)).views).toBe(1);
    // Someone else, signed in in their own browser: a second viewer; signed out again, still two.
    const second = await read(null, other);
    expect(second.views).toBe(2);
    expect((await read(second.browser)).views).toBe(2);
    // A cookie that is not one the server gave is replaced, not trusted.
    expect((await read("x".repeat(5))).set).toMatch(/^treatise_reader=[A-Za-z0-9_-]{22};/);
  });

  it("tell a reader whose page asked twice at once the count that was stored, not the one read before", async () => {
    const { doc } = await buildDocument(t.services.db, { user: owner, status: "COMPLETE", sections: 1 });
    const views = async () =>
      (await json<{ document: PresentedDocument }>(await t.request(`/api/share/${doc.id}`))).document
        .viewsCount;
    expect(await Promise.all([views(), views()])).toEqual([1, 1]);
  });

  it("the share page names the author and is 404 for an unfinished paper (no view counted)", async () => {
    const shared = (await json<{ document: PresentedDocument }>(await t.request(`/api/share/${complete}`)))
      .document;
    expect(shared.author).toEqual({ name: "Ada Owner", image: null });
    expect(shared.isLiked).toBe(false);
    expect((await t.request(`/api/share/${unfinished}`)).status).toBe(404);
  });
});

describe("downloads from the share page", () => {
  it("serve a finished paper to anyone, and nothing of an unfinished one", async () => {
    const res = await t.request(`/api/share/${complete}/download?format=md`);
    expect(res.status).toBe(200);
    const { url } = await json<{ url: string }>(res);
    const file = await t.request(new URL(url, "http://localhost").pathname);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain("Tides");
    expect((await t.request(`/api/share/${unfinished}/download?format=md`)).status).toBe(404);
    expect((await t.request(`/api/share/${complete}/download?format=exe`)).status).toBe(400);
  });
});

describe("link previews of /share/{id}", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "treatise-share-dist-"));
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Treatise</title></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const site = () =>
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("services", t.services);
        c.set("user", null);
        await next();
      })
      .route("/", staticRoutes(dist));

  it("puts the title, description and Open Graph tags of a finished paper in the HTML, escaped", async () => {
    const res = await site().request(`http://localhost/share/${complete}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Tides &amp; &quot;moons&quot; &lt;of&gt; Jupiter · Treatise</title>");
    expect(html).not.toContain("<title>Treatise</title>");
    expect(html).toContain(
      '<meta property="og:title" content="Tides &amp; &quot;moons&quot; &lt;of&gt; Jupiter" />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="http://localhost/share/${complete}" />`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.startsWith("Tides on the moons of Jupiter are driven by resonance.")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(html).toMatch(/<meta property="og:description" content="Tides on the moons/);
    expect(html).toContain('<div id="root"></div>');
  });

  it("leaves the page as it is for an unfinished or unknown paper", async () => {
    for (const id of [unfinished, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const html = await (await site().request(`http://localhost/share/${id}`)).text();
      expect(html).toContain("<title>Treatise</title>");
      expect(html).not.toContain("og:title");
    }
  });
});
