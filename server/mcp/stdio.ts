// `treatise mcp`: the MCP tools over stdio for a desktop client, writing papers in this process (same
// data folder as the web app). Acts for `--user <email>` (created if missing), else one local account.
// stdout carries only the protocol: the logger's lines go to stderr.
import { randomUUID } from "node:crypto";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { eq } from "drizzle-orm";
import { loadConfig } from "../config";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { createOfflineEngines } from "../engines/offline-engines";
import { setLogLevel } from "../logger";
import { createServices } from "../services";
import { createMcpServer } from "./tools";

/** The account the command line acts for, created on first use. */
async function accountFor(db: Db, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, address));
  if (found) return found.id;
  const id = randomUUID();
  await db.insert(user).values({ id, name: address.split("@")[0] ?? "Treatise", email: address });
  return id;
}

/** Runs the MCP server on stdin/stdout until the client closes it. */
export async function runMcpStdio(args: string[]): Promise<void> {
  console.log = console.error;
  const at = args.indexOf("--user");
  const email = at >= 0 ? args[at + 1] : "cli@treatise.local";
  if (!email) {
    console.error("Usage: treatise mcp [--user <email>]");
    process.exit(2);
  }
  const config = loadConfig();
  setLogLevel(config.LOG_LEVEL);
  const services = await createServices(config, { offline: createOfflineEngines() });
  await services.queue.work();
  const userId = await accountFor(services.db, email);
  const origin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
  const server = createMcpServer({ services, userId, origin });
  const transport = new StdioServerTransport();
  transport.onclose = () => void services.close().then(() => process.exit(0));
  await server.connect(transport);
}
