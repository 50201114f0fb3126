import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryBus } from "./bus";
import { createWaiter } from "./wait";
import { type WatchEvent, watchDocument } from "./watch";

afterEach(() => {
  vi.useRealTimers();
});

describe("createWaiter", () => {
  it("ends a wait when woken, and clears its time-out", async () => {
    vi.useFakeTimers();
    const waiter = createWaiter();
    const waiting = waiter.wait(15_000);
    expect(vi.getTimerCount()).toBe(1);
    waiter.wake();
    expect(await waiting).toBe("woken");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("times out when nothing wakes it, and remembers a wake that came between two waits", async () => {
    vi.useFakeTimers();
    const waiter = createWaiter();
    const waiting = waiter.wait(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await waiting).toBe("timeout");
    waiter.wake();
    expect(await waiter.wait(1000)).toBe("woken");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("watchDocument", () => {
  it("sends UPDATE for a change the watcher missed, then each change, KEEP_ALIVE when quiet, and stops cleanly", async () => {
    vi.useFakeTimers();
    const bus = createMemoryBus();
    const stop = new AbortController();
    const events: WatchEvent[] = [];
    const done = watchDocument({
      bus,
      channel: "document:d1",
      since: 1000,
      updatedAt: 2000,
      keepAliveMs: 15_000,
      signal: stop.signal,
      send: async (event) => {
        events.push(event);
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ event: "UPDATE", data: "2000" }]);

    await bus.publish("document:d1", { type: "UPDATE", updatedAt: 3000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(events.at(-1)).toEqual({ event: "UPDATE", data: "3000" });

    await vi.advanceTimersByTimeAsync(15_000);
    expect(events.at(-1)?.event).toBe("KEEP_ALIVE");
    expect(events).toHaveLength(3);

    stop.abort();
    await done;
    expect(vi.getTimerCount()).toBe(0);
    // Unsubscribed: a later change reaches no one.
    await bus.publish("document:d1", { type: "UPDATE", updatedAt: 4000 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(events).toHaveLength(3);
  });

  it("sends nothing at first when the watcher is up to date", async () => {
    vi.useFakeTimers();
    const stop = new AbortController();
    const events: WatchEvent[] = [];
    const done = watchDocument({
      bus: createMemoryBus(),
      channel: "document:d2",
      since: 2000,
      updatedAt: 2000,
      keepAliveMs: 15_000,
      signal: stop.signal,
      send: async (event) => {
        events.push(event);
      },
    });
    await vi.advanceTimersByTimeAsync(14_000);
    expect(events).toEqual([]);
    stop.abort();
    await done;
  });
});
