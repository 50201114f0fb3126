// The instance the command line writes with when no --server is given: the configured database and data
// folder (the web app's own, so papers show up there too), with the workers running in this process.
// The command line then uses the same HTTP API as against a server, through the app in memory and a
// key of the account it writes for, made for this run and revoked when it ends.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { createApp } from "../app";
import { createApiKey } from "../auth/api-keys";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { apiKeys, user } from "../db/schema";
import { createServices, type OfflineEngines, type Services } from "../services";
import { ApiClient } from "./api-client";

/** The account papers are written for when --user is not given. */
export const LOCAL_CLI_ACCOUNT = { email: "cli@treatise.local", name: "Command line" } as const;
/** The name of the key a run makes for itself (older ones left by a killed run are revoked first). */
const RUN_KEY_NAME = "treatise command line (local run)";

export interface LocalInstance {
  client: ApiClient;
  services: Services;
  userId: string;
  /** Stops the workers (a job cut short runs again at the next start) and closes the database. */
  close(options?: { graceSeconds?: number }): Promise<void>;
}

export async function openLocalInstance(options: {
  config: Config;
  offline: () => Promise<OfflineEngines>;
  email?: string;
}): Promise<LocalInstance> {
  const { config } = options;
  const services = await createServices(config, { offline: await options.offline() });
  try {
    const account = await ensureAccount(services.db, options.email);
    await services.db
      .delete(apiKeys)
      .where(and(eq(apiKeys.userId, account.id), eq(apiKeys.name, RUN_KEY_NAME)));
    const { row, key } = await createApiKey({ db: services.db, userId: account.id, name: RUN_KEY_NAME });
    await services.queue.work();
    // No pages are served: an empty folder stands for the built app.
    const noApp = mkdtempSync(path.join(os.tmpdir(), "treatise-cli-"));
    const app = createApp(services, { distDir: noApp });
    const baseUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    const client = new ApiClient({
      baseUrl,
      apiKey: key,
      transport: async (url, init) => app.request(url, init),
    });
    let closed = false;
    return {
      client,
      services,
      userId: account.id,
      async close(opts = {}) {
        if (closed) return;
        closed = true;
        await services.queue.stop(opts.graceSeconds ?? 10);
        await services.db
          .delete(apiKeys)
          .where(eq(apiKeys.id, row.id))
          .catch(() => undefined);
        await services.close();
        rmSync(noApp, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await services.close().catch(() => undefined);
    throw error;
  }
}

const emailSchema = z.email();

/** The account of `email` (lowercased), created without a password if missing; else the local CLI one. */
export async function ensureAccount(db: Db, email?: string): Promise<{ id: string; email: string }> {
  const address = (email ?? LOCAL_CLI_ACCOUNT.email).trim().toLowerCase();
  if (!emailSchema.safeParse(address).success) throw new Error(`Not an email address: ${address}`);
  const [found] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, address));
  if (found) return found;
  const name = email ? address.split("@")[0] || address : LOCAL_CLI_ACCOUNT.name;
  // Without a password: made for the command line. (The web app has no password reset yet, so an account
  // the web will use should be signed up there first; --user then writes for it.)
  const [row] = await db
    .insert(user)
    .values({ id: randomUUID(), name, email: address, emailVerified: false })
    .onConflictDoNothing()
    .returning({ id: user.id, email: user.email });
  if (row) return row;
  const [again] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, address));
  if (!again) throw new Error(`Could not create the account ${address}`);
  return again;
}
