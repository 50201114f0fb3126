import { describe, expect, it } from "vitest";
import { normalizeVector } from "../../text/vectors";
import { mmrSelect } from "./rank";

describe("mmrSelect", () => {
  // Two list entries that share most of their words ("--merge: Resets the index and updates …",
  // "--keep: Resets index entries and updates …"), and a third on something else.
  const vectors = [
    normalizeVector(
      new Map([
        ["reset", 1],
        ["index", 1],
        ["update", 1],
        ["merge", 0.3],
      ]),
    ),
    normalizeVector(
      new Map([
        ["reset", 1],
        ["index", 1],
        ["update", 1],
        ["keep", 0.3],
      ]),
    ),
    normalizeVector(new Map([["tag", 1]])),
  ];
  const relevance = [1, 0.9, 0.5];
  const done = (picked: number[]) => picked.length >= 3;

  it("skips a near-duplicate of a picked sentence", () => {
    expect(mmrSelect(relevance, vectors, { redundancy: 0.5, done })).toEqual([0, 2]);
  });

  it("keeps a pair the caller says states different facts", () => {
    const distinct = (a: number, b: number) => a + b === 1;
    expect(mmrSelect(relevance, vectors, { redundancy: 0.5, done, distinct })).toEqual([0, 1, 2]);
  });
});
