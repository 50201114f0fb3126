// Issue 32, item 2, through the API on the real app (PGlite; PostgreSQL with `npm run test:pg`): deleting a
// paper (its files, downloads, evidence, likes and views go; it leaves Featured; its share link is 404),
// forgot password (one answer for any address, a link from the outbox that works once), change password
// (the current one asked, other sessions end) and deleting the account (everything goes but the ledger,
// kept without the person).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiKeys,
  documentPages,
  documentSections,
  documents,
  documentViews,
  ledgerEntries,
  likes,
  pageAnalyses,
  session,
  user,
  verification,
} from "../db/schema";
import { buildDocument } from "../test/factories";
import { startTestApp, type TestApp, type TestUser } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ work: false });
});
afterAll(async () => {
  await t?.close();
});

/** A finished, featured paper with a cover, a download, an analysed page, a like and a view. */
async function finishedPaper(owner: TestUser, reader: TestUser) {
  const state = await buildDocument(t.services.db, {
    user: owner,
    status: "COMPLETE",
    featured: true,
    sections: [
      { status: "COMPLETE", content: "Tides rise [1].", analyses: [{ url: "https://a.example/tides" }] },
    ],
  });
  const id = state.doc.id;
  const coverKey = `covers/${id}-test.png`;
  await t.services.storage.put(coverKey, new Uint8Array([137, 80, 78, 71]), "image/png");
  await t.services.db
    .update(documents)
    .set({ coverImage: { imageURL: t.services.storage.publicUrl(coverKey), prompt: "" } })
    .where(eq(documents.id, id));
  const download = await t.request(`/api/document/${id}/download?format=md`, { user: owner });
  expect(download.status).toBe(200);
  const { url } = (await download.json()) as { url: string };
  expect((await t.request(url, { user: owner })).status).toBe(200);
  expect((await t.request(`/api/document/${id}/like`, { method: "POST", user: reader })).status).toBe(200);
  expect((await t.request(`/api/share/${id}`)).status).toBe(200);
  return { id, coverKey, downloadUrl: url };
}

const rowsOf = async (
  table: typeof pageAnalyses | typeof documentSections | typeof documentPages,
  id: string,
) => (await t.services.db.select({ n: count() }).from(table).where(eq(table.documentId, id)))[0]?.n ?? 0;

/** The newest mail in the outbox to an address, and the first link in it. */
function lastMailTo(email: string): { text: string; link: string | null } {
  const dir = path.join(t.dataDir, "outbox");
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, "_");
  const names = readdirSync(dir)
    .filter((n) => n.includes(safe))
    .sort();
  const last = names[names.length - 1];
  if (!last) return { text: "", link: null };
  const text = readFileSync(path.join(dir, last), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  return { text, link: /https?:\/\/\S+/.exec(text)?.[0] ?? null };
}

describe("DELETE /api/document/{id}", () => {
  it("deletes the paper with its files, downloads, evidence, likes and views; Featured and the share link lose it", async () => {
    const owner = await t.signUp("Owner");
    const reader = await t.signUp("Reader");
    const { id, coverKey, downloadUrl } = await finishedPaper(owner, reader);
    expect(await rowsOf(pageAnalyses, id)).toBeGreaterThan(0);

    // Someone else cannot, and learns nothing (404 as for any paper not theirs).
    expect((await t.request(`/api/document/${id}`, { method: "DELETE", user: reader })).status).toBe(404);

    const res = await t.request(`/api/document/${id}`, { method: "DELETE", user: owner });
    expect(res.status).toBe(200);
    expect((await t.request(`/api/document/${id}`, { user: owner })).status).toBe(404);
    expect((await t.request(`/api/share/${id}`)).status).toBe(404);
    const featured = (await (await t.request("/api/featured", { user: reader })).json()) as {
      items: { id: string }[];
    };
    expect(featured.items.map((i) => i.id)).not.toContain(id);
    expect(await t.services.storage.exists(coverKey)).toBe(false);
    expect((await t.request(downloadUrl, { user: owner })).status).toBe(404);
    expect(await rowsOf(pageAnalyses, id)).toBe(0);
    expect(await rowsOf(documentSections, id)).toBe(0);
    expect(await rowsOf(documentPages, id)).toBe(0);
    const left = await t.services.db.select().from(likes).where(eq(likes.documentId, id));
    expect(left).toEqual([]);
    const views = await t.services.db.select().from(documentViews).where(eq(documentViews.documentId, id));
    expect(views).toEqual([]);
    // Deleting it again: it is not there.
    expect((await t.request(`/api/document/${id}`, { method: "DELETE", user: owner })).status).toBe(404);
  });
});

describe("forgot password", () => {
  it("answers the same whether or not the address has an account, and mails a link only to an account", async () => {
    const someone = await t.signUp("Someone");
    const ask = (email: string) =>
      t.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email, redirectTo: "http://localhost/auth/reset-password" },
      });
    const known = await ask(someone.email);
    const unknown = await ask(`nobody-${Date.now()}@example.com`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(lastMailTo(someone.email).text).toContain("Choose a new password");
  });

  it("a link from the mail sets a new password once, ends every session, and the old password stops working", async () => {
    const someone = await t.signUp("Forgetful");
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: someone.email, redirectTo: "http://localhost/auth/reset-password" },
    });
    const { link } = lastMailTo(someone.email);
    expect(link).toMatch(/\/api\/auth\/reset-password\//);
    // The link leads to the app's page with the token.
    const opened = await t.request(new URL(link as string).pathname + new URL(link as string).search, {
      redirect: "manual",
    });
    expect(opened.status).toBe(302);
    const to = new URL(opened.headers.get("location") ?? "", "http://localhost");
    expect(to.pathname).toBe("/auth/reset-password");
    const token = to.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = (newPassword: string) =>
      t.request("/api/auth/reset-password", { method: "POST", json: { token, newPassword } });
    expect((await reset("a-brand-new-secret-42")).status).toBe(200);
    // Once only.
    const again = await reset("another-new-secret-43");
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe("INVALID_TOKEN");
    // Sessions ended; the new password signs in, the old one does not.
    expect((await t.request("/api/user", { user: someone })).status).toBe(401);
    const signIn = (password: string) =>
      t.request("/api/auth/sign-in/email", { method: "POST", json: { email: someone.email, password } });
    expect((await signIn("correct-horse-battery")).status).toBe(401);
    expect((await signIn("a-brand-new-secret-42")).status).toBe(200);
  });

  it("a link older than an hour no longer works", async () => {
    const someone = await t.signUp("Late");
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: someone.email, redirectTo: "http://localhost/auth/reset-password" },
    });
    const token = new URL(lastMailTo(someone.email).link as string).pathname.split("/").pop() ?? "";
    // An hour and a second later (the link's row is aged; no clock is waited on).
    const [row] = await t.services.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verification.identifier, `reset-password:${token}`))
      .returning({ id: verification.id });
    expect(row).toBeDefined();
    const late = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "a-brand-new-secret-45" },
    });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { code: string }).code).toBe("INVALID_TOKEN");
  });
});

describe("change password", () => {
  it("asks for the current password, and ends the other sessions", async () => {
    const someone = await t.signUp("Changer");
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: someone.email, password: "correct-horse-battery" },
    });
    const elsewhere = { ...someone, cookie: (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
    expect((await t.request("/api/user", { user: elsewhere })).status).toBe(200);

    const change = (currentPassword: string) =>
      t.request("/api/auth/change-password", {
        method: "POST",
        user: someone,
        json: { currentPassword, newPassword: "a-changed-secret-44" },
      });
    const wrong = await change("not-my-password");
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe("INVALID_PASSWORD");
    const done = await change("correct-horse-battery");
    expect(done.status).toBe(200);
    const token = done.headers.getSetCookie().find((c) => c.includes("session_token="));
    const renewed = { ...someone, cookie: token?.split(";")[0] ?? "" };
    expect((await t.request("/api/user", { user: renewed })).status).toBe(200);
    expect((await t.request("/api/user", { user: elsewhere })).status).toBe(401);
  });
});

describe("delete the account", () => {
  it("needs the password, then deletes every paper, file, like, API key and session, and keeps the ledger without the person", async () => {
    const owner = await t.signUp("Leaving");
    const reader = await t.signUp("Staying");
    const { id, coverKey } = await finishedPaper(owner, reader);
    const readersPaper = await buildDocument(t.services.db, {
      user: reader,
      status: "COMPLETE",
      featured: true,
    });
    expect(
      (await t.request(`/api/document/${readersPaper.doc.id}/like`, { method: "POST", user: owner })).status,
    ).toBe(200);
    const key = await t.request("/api/user/api-keys", {
      method: "POST",
      user: owner,
      json: { name: "laptop", password: "correct-horse-battery" },
    });
    expect(key.status).toBe(201);
    await t.services.billing.applyPurchase({
      userId: owner.id,
      amountCents: 1_000,
      idempotencyKey: `leaving:${owner.id}`,
      source: "operator_grant",
    });
    const upload = `uploads/${owner.id}/x/notes.pdf`;
    await t.services.storage.put(upload, new Uint8Array([37, 80, 68, 70]), "application/pdf");

    const wrong = await t.request("/api/auth/delete-user", {
      method: "POST",
      user: owner,
      json: { password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect((await t.request("/api/user", { user: owner })).status).toBe(200);

    const gone = await t.request("/api/auth/delete-user", {
      method: "POST",
      user: owner,
      json: { password: "correct-horse-battery" },
    });
    expect(gone.status).toBe(200);
    expect((await t.request("/api/user", { user: owner })).status).toBe(401);
    const db = t.services.db;
    expect(await db.select().from(user).where(eq(user.id, owner.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, owner.id))).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.userId, owner.id))).toEqual([]);
    expect(await db.select().from(apiKeys).where(eq(apiKeys.userId, owner.id))).toEqual([]);
    expect((await t.request(`/api/share/${id}`)).status).toBe(404);
    expect(await t.services.storage.exists(coverKey)).toBe(false);
    expect(await t.services.storage.exists(upload)).toBe(false);
    const [liked] = await db
      .select({ likeCount: documents.likeCount })
      .from(documents)
      .where(eq(documents.id, readersPaper.doc.id));
    expect(liked?.likeCount).toBe(0);
    // The grant stays in the books, without anyone's id.
    const kept = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `leaving:${owner.id}`));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.userId).toBeNull();
    expect(kept[0]?.amountCents).toBe(1_000);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: owner.email, password: "correct-horse-battery" },
    });
    expect(signIn.status).toBe(401);
  });
});
