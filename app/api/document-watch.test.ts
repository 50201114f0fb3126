import { describe, expect, it } from "vitest";
import { oneReadAtATime } from "./document-watch";

/** A read that stays under way until `finish` is called, counting how many were started. */
function heldReads() {
  const started: (() => void)[] = [];
  const read = () =>
    new Promise<void>((resolve) => {
      started.push(resolve);
    });
  return { read, started };
}

describe("oneReadAtATime", () => {
  it("reads once more after the read under way, however many UPDATEs came meanwhile, and cancels none", async () => {
    const { read, started } = heldReads();
    const refetch = oneReadAtATime(read);
    const first = refetch();
    refetch();
    refetch();
    refetch();
    expect(started).toHaveLength(1);
    started[0]?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toHaveLength(2);
    started[1]?.();
    await first;
    expect(started).toHaveLength(2);
  });

  it("reads again when asked after the last read ended", async () => {
    const { read, started } = heldReads();
    const refetch = oneReadAtATime(read);
    const one = refetch();
    started[0]?.();
    await one;
    const two = refetch();
    expect(started).toHaveLength(2);
    started[1]?.();
    await two;
    expect(started).toHaveLength(2);
  });

  it("goes on reading after a read that failed", async () => {
    let calls = 0;
    const refetch = oneReadAtATime(async () => {
      calls += 1;
      if (calls === 1) throw new Error("network");
    });
    await refetch();
    await refetch();
    expect(calls).toBe(2);
  });
});
