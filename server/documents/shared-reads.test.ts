// Overlapping reads of one key share a query, and no caller is answered by a read that began before it
// asked (shared-reads.ts).
import { describe, expect, it } from "vitest";
import { SharedReads } from "./shared-reads";

/** A read the test ends by hand: its number (in the order the reads started) and how to end it. */
function reads() {
  const started: { n: number; end: (value: number) => void; fail: (error: Error) => void }[] = [];
  const run = () =>
    new Promise<number>((resolve, reject) => {
      const n = started.length + 1;
      started.push({ n, end: () => resolve(n), fail: reject });
    });
  return { started, run };
}

const turn = () => new Promise((r) => setImmediate(r));

describe("SharedReads", () => {
  it("answers callers that came during a read with the next read, started after that one ended", async () => {
    const shared = new SharedReads<number>();
    const { started, run } = reads();
    const first = shared.read("doc user", run);
    expect(started).toHaveLength(1);
    // These came while read 1 ran: read 1 may have been sent before what they must see was committed.
    const during = [shared.read("doc user", run), shared.read("doc user", run)];
    expect(started).toHaveLength(1);
    started[0]?.end(0);
    expect(await first).toBe(1);
    await turn();
    expect(started).toHaveLength(2);
    // One that came while read 2 runs is not answered by it either.
    const later = shared.read("doc user", run);
    started[1]?.end(0);
    expect(await Promise.all(during)).toEqual([2, 2]);
    await turn();
    expect(started).toHaveLength(3);
    started[2]?.end(0);
    expect(await later).toBe(3);
    await turn();
    expect(shared.running).toBe(0);
  });

  it("runs the reads of different keys at once", async () => {
    const shared = new SharedReads<number>();
    const { started, run } = reads();
    const a = shared.read("doc-a user", run);
    const b = shared.read("doc-b user", run);
    const c = shared.read("doc-a other-user", run);
    expect(started).toHaveLength(3);
    for (const read of started) read.end(0);
    expect(await Promise.all([a, b, c])).toEqual([1, 2, 3]);
  });

  it("gives a failure to the callers of that read only; the next read runs afresh", async () => {
    const shared = new SharedReads<number>();
    const { started, run } = reads();
    const first = shared.read("k", run);
    const waiting = shared.read("k", run);
    started[0]?.fail(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    await turn();
    started[1]?.end(0);
    expect(await waiting).toBe(2);
    await turn();
    const after = shared.read("k", run);
    started[2]?.end(0);
    expect(await after).toBe(3);
  });

  it("passes on a read that throws before it returns a promise", async () => {
    const shared = new SharedReads<number>();
    await expect(
      shared.read("k", () => {
        throw new Error("bad id");
      }),
    ).rejects.toThrow("bad id");
    await turn();
    expect(shared.running).toBe(0);
  });
});
