// Once per test run: a migrated PGlite data directory (with the job queue schema) that every test file
// loads instead of running initdb and the migrations again.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../db/client";
import { createMemoryBus } from "../events/bus";
import { JobQueue } from "../jobs/queue";
import { MIGRATIONS_DIR } from "../paths";

export function templatePath(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith(".sql")) hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return path.join(os.tmpdir(), `treatise-pglite-template-${hash.digest("hex").slice(0, 16)}.tar.gz`);
}

export default async function setup(): Promise<void> {
  const file = templatePath();
  process.env.TREATISE_PGLITE_TEMPLATE = file;
  if (existsSync(file)) return;
  const database = await openDatabase({ dataDir: null });
  const queue = new JobQueue({ database, bus: createMemoryBus(), pollSeconds: 1 });
  await queue.start([]);
  await queue.stop(0);
  const dump = await database.pglite!.dumpDataDir("gzip");
  writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
  const { renameSync } = await import("node:fs");
  renameSync(`${file}.tmp`, file);
  await database.close();
}
