import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { busReady, createMemoryBus, createPostgresBus, type EventBus } from "./bus";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const next = (bus: EventBus, channel: string) =>
  new Promise<unknown>((resolve) => {
    const off = bus.subscribe(channel, (p) => {
      off();
      resolve(p);
    });
  });

describe("in-process event bus", () => {
  it("delivers to subscribers of the channel only, and stops after unsubscribe", async () => {
    const bus = createMemoryBus();
    const got: unknown[] = [];
    const off = bus.subscribe("a", (p) => got.push(p));
    bus.subscribe("b", () => got.push("wrong"));
    await bus.publish("a", 1);
    await new Promise((r) => setTimeout(r, 0));
    off();
    await bus.publish("a", 2);
    await new Promise((r) => setTimeout(r, 0));
    expect(got).toEqual([1]);
  });
});

const server = process.env.TEST_DATABASE_URL;

describe.skipIf(!server)("PostgreSQL event bus (LISTEN/NOTIFY)", () => {
  it("delivers between two processes' buses, and again after the listening connection is killed", async () => {
    const pools = [new pg.Pool({ connectionString: server }), new pg.Pool({ connectionString: server })];
    const [a, b] = pools.map((pool) => createPostgresBus(pool, server!)) as [EventBus, EventBus];
    cleanups.push(async () => {
      await a.close();
      await b.close();
      for (const p of pools) await p.end();
    });
    await busReady(a);
    await busReady(b);
    const received = next(b, "document:x");
    await a.publish("document:x", { type: "UPDATE", updatedAt: 1 });
    expect(await received).toEqual({ type: "UPDATE", updatedAt: 1 });

    // Kill every LISTEN connection of this database: the buses reconnect by themselves.
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND pid <> pg_backend_pid()",
    );
    await admin.end();
    await busReady(b);
    const again = next(b, "document:x");
    await a.publish("document:x", { type: "UPDATE", updatedAt: 2 });
    expect(await again).toEqual({ type: "UPDATE", updatedAt: 2 });
  });
});
