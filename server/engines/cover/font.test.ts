import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundledFonts, covers, installedFonts, measure } from "./font";
import { fitText, wrapText } from "./layout";

describe("fonts", () => {
  const { serif, sans } = bundledFonts();

  it("reads the bundled faces' names, characters and widths", () => {
    expect(serif?.family).toBe("DejaVu Serif");
    expect(sans?.family).toBe("DejaVu Sans");
    expect(covers(serif!, "Élection présidentielle, Ёлка")).toBe(true);
    expect(covers(serif!, "الانتخابات")).toBe(false);
    expect(covers(sans!, "الانتخابات")).toBe(true);
    expect(covers(sans!, "地震")).toBe(false);
    expect(measure(serif!, "MMMM", 100)).toBeGreaterThan(measure(serif!, "iiii", 100));
    expect(measure(serif!, "Luzon", 200)).toBeCloseTo(measure(serif!, "Luzon", 100) * 2, 6);
  });

  it("lists the faces of a font folder", () => {
    const dir = path.dirname(serif!.file);
    expect(
      installedFonts([dir])
        .map((f) => f.family)
        .sort(),
    ).toEqual(["DejaVu Sans", "DejaVu Serif"]);
  });
});

describe("title layout", () => {
  const { serif } = bundledFonts();

  it("wraps words within the width, and CJK text between words", () => {
    const width = (s: string) => measure(serif!, s, 100);
    const lines = wrapText("The 2023 Tour de France: Stages, Favourites and the Yellow Jersey", 1000, width);
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(width(l)).toBeLessThanOrEqual(1000);
    expect(lines.join(" ")).toBe("The 2023 Tour de France: Stages, Favourites and the Yellow Jersey");
    const cjk = wrapText("中国中产阶层的收入和财务状况", 500, (s) => [...s].length * 100);
    expect(cjk.join("")).toBe("中国中产阶层的收入和财务状况");
    for (const l of cjk) expect([...l].length).toBeLessThanOrEqual(5);
  });

  it("sets a short title larger than a long one, in balanced lines", () => {
    const box = { width: 1660, height: 700, maxLines: 6 };
    const short = fitText("Grammy Awards", serif!, box, { max: 200, min: 76 });
    const long = fitText(
      "2022 Luzon Earthquake: Plate Tectonics, Damage, Aftershocks and the Relief Operations in Abra",
      serif!,
      box,
      {
        max: 200,
        min: 76,
      },
    );
    expect(short.size).toBe(200);
    expect(long.size).toBeLessThan(short.size);
    expect(long.lines.length * long.size * 1.12).toBeLessThanOrEqual(700);
    const widths = long.lines.map((l) => measure(serif!, l, long.size));
    expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.5);
  });
});
