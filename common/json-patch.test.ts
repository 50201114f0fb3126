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

  describe("arrays whose members shift", () => {
    /** A section as the page holds it: its index as id, and a long text (what must not travel again). */
    const section = (id: number, title: string) => ({
      id,
      title,
      status: "COMPLETE",
      content: `${title}: ${"a long written text. ".repeat(40)}`,
      urls: [`https://${title}.example/a`, `https://${title}.example/b`],
    });
    const outline = (titles: string[]) => ({ plan: { sections: titles.map((t, n) => section(n, t)) } });
    const roundTrip = (before: unknown, after: unknown) => {
      const patch = JSON.parse(JSON.stringify(diffJson(before, after)));
      expect(applyJsonPatch(before, patch)).toEqual(after);
      return JSON.stringify(patch);
    };

    it("sends only the section inserted at the top, the others renumbered", () => {
      const before = outline(["Causes", "Impact", "Response"]);
      const after = outline(["Background", "Causes", "Impact", "Response"]);
      const text = roundTrip(before, after);
      expect(text).toContain("Background");
      expect(text).not.toContain("Causes");
      // One section's text travels (the new one's), not four.
      expect(text.split("a long written text.").length - 1).toBe(40);
      // What did not change is the base's own object, moved.
      const applied = applyJsonPatch(before, diffJson(before, after));
      expect(applied.plan.sections[2]?.urls).toBe(before.plan.sections[1]?.urls);
    });

    it("sends only the section inserted in the middle", () => {
      const before = outline(["Causes", "Impact", "Response", "Legacy"]);
      const after = outline(["Causes", "Impact", "Rainfall", "Response", "Legacy"]);
      const text = roundTrip(before, after);
      expect(text).toContain("Rainfall");
      expect(text).not.toContain("Response");
      expect(text).not.toContain("Legacy");
      expect(text.length).toBeLessThan(JSON.stringify(section(2, "Rainfall")).length + 200);
    });

    it("sends no section when one is removed from the middle", () => {
      const before = outline(["Causes", "Impact", "Rainfall", "Response", "Legacy"]);
      const after = outline(["Causes", "Impact", "Response", "Legacy"]);
      const text = roundTrip(before, after);
      expect(text).not.toContain("Response");
      expect(text).not.toContain("a long written text.");
    });

    it("inserts several members at once, and strings at the front of a list of urls", () => {
      roundTrip(outline(["A", "B"]), outline(["X", "Y", "A", "B"]));
      roundTrip(outline(["A", "B", "C", "D"]), outline(["A", "D"]));
      const urls = ["https://b", "https://c", "https://d"];
      const text = roundTrip(urls, ["https://a", ...urls]);
      expect(text).not.toContain("https://c");
    });

    it("falls back to members by index when the shift would send more", () => {
      const before = ["a", "b", "c"];
      const after = ["x", "b", "c", "d"];
      const text = roundTrip(before, after);
      expect(JSON.parse(text)).not.toHaveProperty("m");
      roundTrip([1, 2, 3], [4, 5]);
      roundTrip([], [1]);
      roundTrip([1], []);
    });
  });
});
