// Data survives a restart of the embedded app: an account made before is signed in to after.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { createOfflineEngines } from "./engines/offline-engines";
import { createServices } from "./services";
import { plainCover } from "./test/research-harness";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function boot() {
  // No SESSION_SECRET: the embedded app makes one and keeps it in DATA_DIR, so sessions survive too.
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
  const services = await createServices(config, {
    offline: { ...createOfflineEngines(), cover: plainCover },
  });
  const app = createApp(services, { distDir: path.join(dataDir, "no-app") });
  const request = (p: string, init: RequestInit = {}) =>
    app.request(`http://localhost${p}`, {
      ...init,
      headers: { origin: "http://localhost", "content-type": "application/json", ...(init.headers ?? {}) },
    });
  return { services, request };
}

describe("embedded restart", () => {
  it("keeps accounts, sessions and papers", async () => {
    let life = await boot();
    const signUp = await life.request("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ name: "Ada", email: "ada@example.com", password: "correct-horse-battery" }),
    });
    const cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const created = await life.request("/api/document", {
      method: "POST",
      headers: { cookie },
      body: JSON.stringify({ query: "Kept across restarts?", searchTypes: ["library"] }),
    });
    expect(created.status).toBe(201);
    await life.services.close();

    life = await boot();
    const me = await life.request("/api/user", { headers: { cookie } });
    expect(me.status).toBe(200);
    const signIn = await life.request("/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email: "ada@example.com", password: "correct-horse-battery" }),
    });
    expect(signIn.status).toBe(200);
    const list = (await (await life.request("/api/document", { headers: { cookie } })).json()) as {
      items: { title: string }[];
    };
    expect(list.items.map((d) => d.title)).toEqual(["Kept across restarts?"]);
    await life.services.close();
  });
});
