import { describe, expect, it } from "vitest";
import {
  CitationFilter,
  citedNumbers,
  cleanModelText,
  isReferencesHeading,
  repairCitations,
} from "./citations";

const valid = new Set([1, 2, 3]);

/** Streams text through the filter in the given chunks; returns every delta emitted. */
function stream(chunks: string[], numbers: Iterable<number> = valid): string[] {
  const filter = new CitationFilter(numbers);
  const deltas = chunks.map((c) => filter.push(c));
  deltas.push(filter.flush());
  return deltas.filter((d) => d !== "");
}

describe("repairCitations", () => {
  it("keeps given numbers, removes unknown ones with their space, splits lists and ranges", () => {
    expect(repairCitations("Water boils at 100 °C [1].", valid)).toBe("Water boils at 100 °C [1].");
    expect(repairCitations("Water boils at 100 °C [7].", valid)).toBe("Water boils at 100 °C.");
    expect(repairCitations("A [1, 2] and B [2-3] and C [2, 9] and D [^3]", valid)).toBe(
      "A [1][2] and B [2][3] and C [2] and D [3]",
    );
    expect(repairCitations("See [the report](https://x.example) [0]", valid)).toBe(
      "See [the report](https://x.example)",
    );
  });

  it("lists cited numbers in order of first citation", () => {
    expect(citedNumbers("x [3] y [1][3] z [2, 1]")).toEqual([3, 1, 2]);
  });
});

describe("CitationFilter", () => {
  it("never lets an invalid citation split across chunks reach the output", () => {
    const deltas = stream(["Solar output grew ", "[", "7] in 2023", " and fell [", "2].", " Done"]);
    expect(deltas.join("")).toBe("Solar output grew in 2023 and fell [2]. Done");
    // Not even half of it: no delta ends in an open bracket or starts with the rest of one.
    for (const delta of deltas) expect(delta).not.toMatch(/\[7|\[$|^7\]/);
  });

  it("releases a bracket that turns out not to be a citation", () => {
    expect(stream(["a [", "note] b"]).join("")).toBe("a [note] b");
  });

  it("drops a citation left open at the end and trims the text", () => {
    expect(stream(["\n\nThe end [", "2"]).join("")).toBe("The end");
  });

  it("cuts a references section the model appends, even when the heading arrives in pieces", () => {
    const text = stream(["Body text [1].\n\n## Ref", "erences\n", "[1] Some source\n[2] Another"]).join("");
    expect(text).toBe("Body text [1].");
    expect(cleanModelText("Body.\n\n**Sources:**\n- [1] x", valid)).toBe("Body.");
    expect(cleanModelText("Body.\n\n### Referencias\n1. x", valid)).toBe("Body.");
    expect(cleanModelText("### Sources of energy\nSolar [1].", valid)).toBe(
      "### Sources of energy\nSolar [1].",
    );
  });

  it("recognises reference headings and only them", () => {
    expect(isReferencesHeading("## References")).toBe(true);
    expect(isReferencesHeading("**Bibliography**")).toBe(true);
    expect(isReferencesHeading("5. Works Cited:")).toBe(true);
    expect(isReferencesHeading("References are listed below with care.")).toBe(false);
  });

  it("gives the same text however the stream is chunked, and never an unknown number", () => {
    const text =
      "Intro [1] with [12] and [2, 5].\n\n### Part\nMore [3][4] text [1-4] end [9]. Final [ 2 ] [x]\n\n## References\n[1] a";
    const whole = cleanModelText(text, valid);
    expect(whole).toBe("Intro [1] with and [2].\n\n### Part\nMore [3] text [1][2][3] end. Final [2] [x]");
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 200; run++) {
      const chunks: string[] = [];
      let i = 0;
      while (i < text.length) {
        const size = 1 + Math.floor(random() * 6);
        chunks.push(text.slice(i, i + size));
        i += size;
      }
      const deltas = stream(chunks);
      expect(deltas.join("")).toBe(whole);
      const seen = deltas.join("");
      expect(seen).not.toMatch(/\[(?:4|5|9|12)\]/);
    }
  });
});
