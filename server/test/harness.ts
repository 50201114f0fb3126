// Test harness: the real app on a fresh database, with helpers to sign people up and call the API.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { CoverImageGenerator, ResearchEngine } from "../engines/types";
import { setLogLevel } from "../logger";
import type { ResearchDeps } from "../pipeline/deps";
import { createServices, type OfflineEngines, type ServiceOptions, type Services } from "../services";
import { checkAnswers } from "./contract-check";
import { createTestDatabase } from "./database";

setLogLevel((process.env.LOG_LEVEL as "debug" | "info" | "warn" | "error" | undefined) ?? "warn");

export interface TestUser {
  id: string;
  name: string;
  email: string;
  cookie: string;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  services: Services;
  config: Config;
  dataDir: string;
  /** Calls the app like a browser on http://localhost would. */
  request(pathname: string, init?: RequestInit & { user?: TestUser; json?: unknown }): Promise<Response>;
  signUp(name?: string): Promise<TestUser>;
  close(): Promise<void>;
}

let counter = 0;

export async function startTestApp(
  options: {
    env?: Record<string, string>;
    research?: Partial<ResearchDeps>;
    offline?: OfflineEngines;
    /** Start workers in this process (default true). */
    work?: boolean;
    /** Billing's card port (auto-recharge) and clock. */
    billing?: Pick<ServiceOptions, "cardPort" | "now">;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    JOB_POLL_SECONDS: "0.5",
    RETRY_DELAY_MS: "5",
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    ...options.env,
  });
  const services = await createServices(config, {
    database: testDb.database,
    research: options.research,
    offline: options.offline ?? lazyOfflineEngines(),
    ...options.billing,
  });
  if (options.work !== false) await services.queue.work();
  // Every 2xx JSON answer is checked against the contract of its operation (contract-check.ts).
  const app = checkAnswers(createApp(services, { distDir: path.join(dataDir, "no-app") }));

  const request: TestApp["request"] = async (pathname, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set("origin", "http://localhost");
    if (init.user) headers.set("cookie", init.user.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return app.request(`http://localhost${pathname}`, { ...init, headers, body });
  };

  return {
    app,
    services,
    config,
    dataDir,
    request,
    async signUp(name = "Test User") {
      counter += 1;
      const email = `user${counter}-${Date.now()}@example.com`;
      const res = await request("/api/auth/sign-up/email", {
        method: "POST",
        json: { name, email, password: "correct-horse-battery" },
      });
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const body = (await res.json()) as { user: { id: string } };
      return { id: body.user.id, name, email, cookie };
    },
    async close() {
      await services.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real offline engines, loaded on first use (most tests never write with them). */
export function lazyOfflineEngines(): OfflineEngines {
  let loaded: Promise<OfflineEngines> | null = null;
  const load = () => {
    loaded ??= import("../engines/offline-engines").then((m) => m.createOfflineEngines());
    return loaded;
  };
  const engine = new Proxy({ kind: "offline" } as ResearchEngine, {
    get(target, key) {
      if (key === "kind") return target.kind;
      if (key === "then") return undefined;
      return async (...args: unknown[]) => {
        const real = (await load()).engine as unknown as Record<string, (...a: unknown[]) => unknown>;
        return real[String(key)]?.(...args);
      };
    },
  });
  const cover: CoverImageGenerator = {
    name: "offline",
    generate: async (call, input) => (await load()).cover.generate(call, input),
  };
  return { engine, cover };
}
