// One database interface over PGlite (embedded, in-process) and PostgreSQL (scale-out).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths";
import { PGLITE_START_PARAMS } from "./pglite-settings";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Raw SQL for libraries that bring their own (pg-boss); several statements allowed when no values. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** PostgreSQL only: the pool, and the URL (the event bus opens its own LISTEN connection). */
  pool?: pg.Pool;
  url?: string;
  /** PGlite only: the in-process instance. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite in dataDir (or in memory when dataDir is null). */
  databaseUrl?: string;
  dataDir?: string | null;
  /** PGlite only: start from a dumped data directory (tests use one migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL protocol: the connections' application_name (the embedded database's socket serves the web's first). */
  applicationName?: string;
}

/** Opens the database the settings name and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options) : await openPglite(options);
  await migrateDatabase(database);
  return database;
}

function openPostgres(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    application_name: options.applicationName,
  });
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    pool,
    url: options.databaseUrl,
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      // A multi-statement text returns an array of results; pg-boss wants the last one's rows.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, "db");
    mkdirSync(dir, { recursive: true });
  }
  const pglite = await PGlite.create(dir, {
    startParams: PGLITE_START_PARAMS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    pglite,
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await pglite.query(text, values);
        return { rows: result.rows as Record<string, unknown>[] };
      }
      const results = await pglite.exec(text);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => pglite.close(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific database type.
    await migratePglite(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    // Processes starting together (web and workers) take turns: one migrates, the others then find
    // nothing to do. The lock is held on its own connection for the length of the migration.
    const lock = await database.pool!.connect();
    try {
      await lock.query("SELECT pg_advisory_lock(hashtext('treatise:migrations'))");
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific database type.
      await migratePg(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query("SELECT pg_advisory_unlock(hashtext('treatise:migrations'))").catch(() => undefined);
      lock.release();
    }
  }
}
