import { describe, expect, it } from "vitest";
import { defineDifferentTerms, definedTerm } from "./defined-term";

describe("definedTerm", () => {
  it("reads the term of a list entry or definition", () => {
    expect(definedTerm("--soft: Does not touch the index file or the working tree at all.")).toBe("--soft");
    expect(definedTerm("-q, --quiet: Be quiet, only report errors.")).toBe("-q, --quiet");
    expect(definedTerm("- **Octopus**: Resolves cases with more than two heads.")).toBe("octopus");
    expect(definedTerm("Resets the index and working tree.")).toBeNull();
    expect(definedTerm("Note this. Then: something else.")).toBeNull();
  });
});

describe("defineDifferentTerms", () => {
  it("tells entries about different terms apart, and nothing else", () => {
    const merge =
      "--merge: Resets the index and updates the files in the working tree that are different between <commit> and HEAD.";
    const keep =
      "--keep: Resets index entries and updates files in the working tree that are different between <commit> and HEAD.";
    expect(defineDifferentTerms(merge, keep)).toBe(true);
    expect(defineDifferentTerms(merge, merge.replace("Resets", "Resets only"))).toBe(false);
    expect(defineDifferentTerms(merge, "Resets the index and updates the files in the working tree.")).toBe(
      false,
    );
  });
});
