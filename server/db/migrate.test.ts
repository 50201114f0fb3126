import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

const server = process.env.TEST_DATABASE_URL;

describe.skipIf(!server)("migrations on PostgreSQL", () => {
  it("apply once when several processes start together on an empty database", async () => {
    const name = `treatise_migrate_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all(
        [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
      );
      const { rows } = await opened[0]!.executeSql(
        "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
      );
      const { rows: files } = await opened[0]!.executeSql("SELECT count(*)::int AS n FROM documents");
      expect(Number(rows[0]?.n)).toBeGreaterThan(0);
      expect(Number(files[0]?.n)).toBe(0);
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
