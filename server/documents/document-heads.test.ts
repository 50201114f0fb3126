// DocumentHeads: one read of a document's head serves the stream openings of the next moments.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryBus } from "../events/bus";
import { type DocumentHead, DocumentHeads } from "./document-heads";
import { documentChannel } from "./store";

const head = (updatedAt: number): DocumentHead => ({
  id: "d1",
  userId: "u1",
  updatedAt: new Date(updatedAt),
});

afterEach(() => {
  vi.useRealTimers();
});

describe("DocumentHeads", () => {
  it("reads a head once for the openings of the next moments, and again once it is no longer kept", async () => {
    vi.useFakeTimers();
    const bus = createMemoryBus();
    const load = vi.fn(async () => head(1000));
    const heads = new DocumentHeads({ bus, load, keptMs: 2000 });
    const first = await Promise.all([heads.get("d1"), heads.get("d1"), heads.get("d1")]);
    expect(first.map((h) => h?.updatedAt.getTime())).toEqual([1000, 1000, 1000]);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2001);
    expect(heads.size).toBe(0);
    await heads.get("d1");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives the updatedAt of a change published while the head is kept", async () => {
    const bus = createMemoryBus();
    const heads = new DocumentHeads({ bus, load: async () => head(1000) });
    expect((await heads.get("d1"))?.updatedAt.getTime()).toBe(1000);
    await bus.publish(documentChannel("d1"), { type: "UPDATE", updatedAt: 5000 });
    await new Promise((r) => setTimeout(r, 0));
    expect((await heads.get("d1"))?.updatedAt.getTime()).toBe(5000);
    // Another document's change moves nothing.
    await bus.publish(documentChannel("d2"), { type: "UPDATE", updatedAt: 9000 });
    await new Promise((r) => setTimeout(r, 0));
    expect((await heads.get("d1"))?.updatedAt.getTime()).toBe(5000);
  });

  it("keeps no failed read", async () => {
    const bus = createMemoryBus();
    const load = vi.fn().mockRejectedValueOnce(new Error("connection lost")).mockResolvedValue(head(1000));
    const heads = new DocumentHeads({ bus, load });
    await expect(heads.get("d1")).rejects.toThrow("connection lost");
    expect((await heads.get("d1"))?.updatedAt.getTime()).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
