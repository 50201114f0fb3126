// A fresh database per test file: PGlite from the migrated template, or a new PostgreSQL database
// on the server of TEST_DATABASE_URL (created here, dropped when the file ends).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";
import { templatePath } from "./global-setup";

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface TestDatabase {
  database: Database;
  /** postgres:// URL of the fresh database (PostgreSQL runs only), for other processes. */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = process.env.TREATISE_PGLITE_TEMPLATE ?? templatePath();
    const database = await openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(template)]) });
    return { database, drop: () => database.close() };
  }
  const name = `treatise_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
