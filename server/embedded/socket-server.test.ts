// Whose turn it is on the embedded database's one session: messages of two connections arriving
// interleaved (as they do under load) still run as whole queries, and a connection that leaves in the
// middle of its query or transaction does not hold up the others.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SessionQueue, startupApplicationName, WEB_CONNECTION_NAME } from "./socket-server";

/** Frontend messages of the extended protocol (the bytes `pg` sends for a query with parameters). */
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return new Uint8Array(Buffer.concat([head, body]));
};
const cstring = (s: string) => Buffer.from(`${s}\0`, "utf8");
const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const parse = (sql: string) => message("P", Buffer.concat([cstring(""), cstring(sql), int16(0)]));
const bind = (values: string[]) =>
  message(
    "B",
    Buffer.concat([
      cstring(""),
      cstring(""),
      int16(0),
      int16(values.length),
      ...values.flatMap((v) => [int32(Buffer.byteLength(v)), Buffer.from(v)]),
      int16(0),
    ]),
  );
const execute = () => message("E", Buffer.concat([cstring(""), int32(0)]));
const sync = () => message("S", Buffer.alloc(0));
const query = (sql: string) => message("Q", cstring(sql));
/** A startup message (no type byte: length, protocol 3.0, then name/value pairs), as `pg` sends it first. */
const startup = (applicationName: string) => {
  const body = Buffer.concat([
    int32(196608),
    cstring("user"),
    cstring("postgres"),
    cstring("application_name"),
    cstring(applicationName),
    Buffer.from([0]),
  ]);
  return new Uint8Array(Buffer.concat([int32(body.length + 4), body]));
};

/** The backend's answer: the values of its data rows, and the text of any error. */
function answer(chunks: Uint8Array[]): { rows: string[][]; errors: string[] } {
  const bytes = Buffer.concat(chunks);
  const rows: string[][] = [];
  const errors: string[] = [];
  for (let at = 0; at < bytes.length; ) {
    const type = String.fromCharCode(bytes[at] ?? 0);
    const length = bytes.readInt32BE(at + 1);
    const body = bytes.subarray(at + 5, at + 1 + length);
    if (type === "D") {
      const row: string[] = [];
      for (let i = 0, p = 2; i < body.readInt16BE(0); i++) {
        const n = body.readInt32BE(p);
        row.push(body.subarray(p + 4, p + 4 + n).toString());
        p += 4 + n;
      }
      rows.push(row);
    }
    if (type === "E") errors.push(body.toString().replace(/\0/g, " ").trim());
    at += 1 + length;
  }
  return { rows, errors };
}

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(async () => {
  await db?.close();
});

function connection(queue: SessionQueue, id: number) {
  const out: Uint8Array[] = [];
  // The data is a view of PGlite's memory, reused by the next message: kept as a copy.
  return {
    send: (bytes: Uint8Array) =>
      queue.enqueue(id, bytes, (data) => out.push(Buffer.from(data))).catch(() => 0),
    answer: () => answer(out),
  };
}

describe("SessionQueue", () => {
  it("runs each connection's Parse…Sync as a whole when their messages arrive interleaved", async () => {
    const queue = new SessionQueue(db);
    const a = connection(queue, 1);
    const b = connection(queue, 2);
    // The order the messages reach the queue when both connections send at once. Taken one by one in this
    // order, a's Bind would bind to b's statement (the unnamed one was replaced) and fail.
    await Promise.all([
      a.send(parse("SELECT $1::int + 1 AS n")),
      b.send(parse("SELECT $1::text || '-' || $2::text AS s")),
      a.send(bind(["41"])),
      b.send(bind(["left", "right"])),
      a.send(execute()),
      b.send(execute()),
      a.send(sync()),
      b.send(sync()),
    ]);
    expect(a.answer()).toEqual({ rows: [["42"]], errors: [] });
    expect(b.answer()).toEqual({ rows: [["left-right"]], errors: [] });
  });

  it("answers a Parse…Sync exchange in one write, when its Sync has run, as PostgreSQL does", async () => {
    const queue = new SessionQueue(db);
    const writes: Uint8Array[] = [];
    const send = (bytes: Uint8Array) => queue.enqueue(1, bytes, (data) => writes.push(Buffer.from(data)));
    await send(parse("SELECT $1::int * 2 AS n"));
    await send(bind(["21"]));
    await send(execute());
    expect(writes).toHaveLength(0);
    await send(sync());
    expect(writes).toHaveLength(1);
    expect(answer(writes)).toEqual({ rows: [["42"]], errors: [] });
    await send(query("SELECT 'simple'"));
    expect(writes).toHaveLength(2);
    expect(answer(writes.slice(1))).toEqual({ rows: [["simple"]], errors: [] });
  });

  it("gives the session back when a connection leaves in the middle of a query or a transaction", async () => {
    const queue = new SessionQueue(db);
    const gone = connection(queue, 1);
    const other = connection(queue, 2);
    await gone.send(parse("SELECT 1"));
    await gone.send(bind([]));
    const waiting = other.send(query("SELECT 'still here'"));
    await queue.clearTransactionIfNeeded(1);
    await waiting;
    expect(other.answer()).toEqual({ rows: [["still here"]], errors: [] });

    await gone.send(query("BEGIN; CREATE TABLE half (id int)"));
    const after = other.send(query("SELECT count(*) FROM pg_tables WHERE tablename = 'half'"));
    queue.clearQueueForHandler(1);
    await queue.clearTransactionIfNeeded(1);
    await after;
    // The transaction of the connection that left was rolled back, and the other one was answered.
    expect(other.answer().rows.at(-1)).toEqual(["0"]);
    expect(db.isInTransaction()).toBe(false);
  });

  it("gives the session back when a connection leaves while its BEGIN is running", async () => {
    // A worker process killed while the database runs its message: the close arrives before the message
    // ends, when the connection does not hold the session yet — it takes it when the message ends.
    const queue = new SessionQueue(db);
    const gone = connection(queue, 1);
    const other = connection(queue, 2);
    const running = gone.send(query("BEGIN; CREATE TABLE orphan (id int)"));
    queue.clearQueueForHandler(1);
    await queue.clearTransactionIfNeeded(1);
    await running;
    // Before the fix the session stayed with the connection that left: this answer never came.
    await other.send(query("SELECT count(*) FROM pg_tables WHERE tablename = 'orphan'"));
    expect(other.answer().rows.at(-1)).toEqual(["0"]);
    expect(db.isInTransaction()).toBe(false);
  });

  it("runs the web's queries before the research worker's, and the worker's at least every fifth turn", async () => {
    expect(startupApplicationName(startup(WEB_CONNECTION_NAME))).toBe(WEB_CONNECTION_NAME);
    expect(startupApplicationName(query("SELECT 1"))).toBeNull();
    const queue = new SessionQueue(db);
    const order: string[] = [];
    const client = (id: number, name: string) => ({
      start: () => queue.enqueue(id, startup(name), () => undefined),
      send: (label: string) =>
        queue.enqueue(id, query(`SELECT '${label}'`), () => order.push(label)).catch(() => 0),
    });
    const web = client(1, WEB_CONNECTION_NAME);
    const worker = client(2, "treatise-worker");
    await Promise.all([web.start(), worker.start()]);
    // The worker's first query is running when the rest arrive: ten papers' queries queued before a
    // person's request. FIFO would answer the person last.
    await Promise.all([
      worker.send("k1"),
      worker.send("k2"),
      worker.send("k3"),
      ...["w1", "w2", "w3", "w4", "w5", "w6"].map((label) => web.send(label)),
    ]);
    expect(order).toEqual(["k1", "w1", "w2", "w3", "w4", "k2", "w5", "w6", "k3"]);
  });
});
