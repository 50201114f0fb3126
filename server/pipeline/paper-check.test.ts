import { describe, expect, it } from "vitest";
import { citedSentences } from "./paper-check";

describe("a paper's cited sentences, as a reader counts them", () => {
  it("ends a sentence at its citation marker, not at a bracket inside a word", () => {
    expect(
      citedSentences(
        "Use it. [1] --[no-]verify skips the hook. [2] Again. [2][3]\n\n## Next\n\n--[no-]verify: other. [1]",
      ),
    ).toEqual(["Use it.", "--[no-]verify skips the hook.", "Again.", "--[no-]verify: other."]);
  });
});
