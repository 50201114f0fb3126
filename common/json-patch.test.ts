import { describe, expect, it } from "vitest";
import { applyJsonPatch, diffJson } from "./json-patch";

const paper = (pages: number, text: string) => ({
  id: "d1",
  status: "GENERATING",
  content: {
    events: ["Searching", "Planning"],
    plan: {
      sections: [
        {
          id: 0,
          content: text,
          analysis: {
            pages: Object.fromEntries(
              Array.from({ length: pages }, (_, n) => [`https://p${n}`, { information: [`fact ${n}`] }]),
            ),
          },
        },
        { id: 1, content: "", analysis: { pages: {} } },
      ],
    },
    error: "none",
  },
});

describe("diffJson / applyJsonPatch", () => {
  it("gives null for equal values", () => {
    expect(diffJson(paper(3, "a"), paper(3, "a"))).toBeNull();
  });

  it("carries only the new page analysis and the new text, and rebuilds the newer value", () => {
    const before = paper(3, "a");
    const after = paper(4, "a b");
    const patch = diffJson(before, after);
    const text = JSON.stringify(patch);
    expect(text).toContain("https://p3");
    expect(text).not.toContain("https://p2");
    expect(text).not.toContain("Planning");
    expect(applyJsonPatch(before, patch)).toEqual(after);
    // The base is not changed, and what did not change is shared.
    expect(before).toEqual(paper(3, "a"));
    const applied = applyJsonPatch(before, patch);
    expect(applied.content.plan.sections[1]).toBe(before.content.plan.sections[1]);
  });

  it("deletes members, shortens and lengthens arrays, and replaces values of another type", () => {
    const before = { a: 1, b: [1, 2, 3], c: { x: 1 }, e: "s" } as Record<string, unknown>;
    const after = { a: 1, b: [1, 5], c: [1], f: null, e: { now: "object" } };
    expect(applyJsonPatch(before, diffJson(before, after))).toEqual(after);
    const back = diffJson(after, before);
    expect(applyJsonPatch(after, back)).toEqual(before);
    expect(applyJsonPatch([1], diffJson([1], [1, 2, 3]))).toEqual([1, 2, 3]);
  });

  it("survives a JSON round trip (what travels is text)", () => {
    const before = paper(1, "x");
    const after = { ...paper(2, "xy"), title: "New" };
    const patch = JSON.parse(JSON.stringify(diffJson(before, after)));
    expect(applyJsonPatch(before, patch)).toEqual(after);
  });
});
