import { describe, expect, it } from "vitest";
import { oklchToHex } from "./color";
import { describeCoverDesign } from "./describe";
import { designCover, seededRandom } from "./design";

describe("cover design", () => {
  it("is decided by the title and question alone", () => {
    const a = designCover({ title: "Odisha Train Collision", query: "2023 Odisha train collision" });
    const b = designCover({ title: "Odisha Train Collision", query: "2023 Odisha train collision" });
    expect([a.motif, a.layout, a.dark, a.palette]).toEqual([b.motif, b.layout, b.dark, b.palette]);
    expect(
      describeCoverDesign({ title: "Odisha Train Collision", query: "2023 Odisha train collision" }),
    ).toBe(describeCoverDesign({ title: "Odisha Train Collision", query: "2023 Odisha train collision" }));
  });

  it("takes its palette's hue from the topic", () => {
    const flood = designCover({ title: "The 2022 Pakistan Floods", query: "Pakistan floods" });
    expect(flood.palette.names.slice(1, 2).join()).toMatch(/azure|blue|teal/u);
    const war = designCover({ title: "Crimean Bridge Explosion", query: "2022 Crimean Bridge explosion" });
    expect(war.palette.names[1]).toMatch(/crimson|vermilion|rose/u);
  });

  it("uses a repeatable random sequence and valid colours", () => {
    const r1 = seededRandom(42);
    const r2 = seededRandom(42);
    const seq = [r1(), r1(), r1()];
    expect([r2(), r2(), r2()]).toEqual(seq);
    for (const x of seq) expect(x).toBeGreaterThanOrEqual(0);
    expect(oklchToHex({ l: 1, c: 0, h: 0 })).toBe("#ffffff");
    expect(oklchToHex({ l: 0, c: 0, h: 0 })).toBe("#000000");
  });
});
