// The embedded database's thread, reached over its socket with `pg`: many connections at once get their
// own answers, a transaction sees only its own work until it commits, a connection that dies inside a
// transaction has it rolled back, and this thread keeps running while the database works on a long query.
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { type EmbeddedDatabaseHost, startEmbeddedDatabase } from "./database-host";

let host: EmbeddedDatabaseHost;
let pool: pg.Pool;

beforeAll(async () => {
  host = await startEmbeddedDatabase({ dataDir: null });
  pool = new pg.Pool({ connectionString: host.url, max: 8 });
});
afterAll(async () => {
  await pool?.end();
  await host?.close();
});

describe("embedded database thread", () => {
  it("answers many connections at once, each with its own parameters", async () => {
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        pool.query<{ n: number; s: string }>("SELECT $1::int AS n, $2::text AS s", [i, `q${i}`]),
      ),
    );
    expect(answers.map((a) => a.rows[0])).toEqual(
      Array.from({ length: 400 }, (_, i) => ({ n: i, s: `q${i}` })),
    );
  });

  it("keeps a transaction's work to itself until it commits, and rolls back one whose client died", async () => {
    await pool.query("CREATE TABLE notes (id int PRIMARY KEY, text text)");
    const writer = await pool.connect();
    await writer.query("BEGIN");
    await writer.query("INSERT INTO notes VALUES (1, 'draft')");
    // Another connection's query waits for the transaction rather than seeing half of it.
    const other = pool.query<{ n: number }>("SELECT count(*)::int AS n FROM notes");
    await writer.query("INSERT INTO notes VALUES (2, 'draft')");
    await writer.query("COMMIT");
    writer.release();
    expect((await other).rows[0]?.n).toBe(2);

    const dying = new pg.Client({ connectionString: host.url });
    await dying.connect();
    dying.on("error", () => undefined);
    await dying.query("BEGIN");
    await dying.query("INSERT INTO notes VALUES (3, 'lost')");
    // The process holding it crashes: its socket closes in the middle of the transaction.
    (dying as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const after = await pool.query<{ id: number }>("SELECT id FROM notes ORDER BY id");
    expect(after.rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it("leaves this thread free while a long query runs", async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    await pool.query("SELECT count(*) FROM generate_series(1, 3000000)");
    running = false;
    // On the web's own thread (PGlite in process) the loop could not turn at all during the query.
    expect(turns).toBeGreaterThan(100);
  });

  it("runs the migrations through pg, and the socket folder goes when it closes", async () => {
    const other = await startEmbeddedDatabase({ dataDir: null });
    const database = await openDatabase({ databaseUrl: other.url, poolSize: 2 });
    const tables = await database.executeSql(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('documents', 'user')",
    );
    expect(tables.rows[0]?.n).toBe(2);
    await database.close();
    const folder = decodeURIComponent(new URL(other.url).searchParams.get("host") ?? "");
    expect(existsSync(path.join(folder, ".s.PGSQL.5432"))).toBe(true);
    await other.close();
    expect(existsSync(folder)).toBe(false);
  });
});
