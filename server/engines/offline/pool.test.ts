import { describe, expect, it } from "vitest";
import { buildPool } from "./pool";

const first = (text: string) => buildPool([{ n: 1, text }], "en")[0];

describe("buildPool", () => {
  it("takes a manual's option entry at the start of a chunk for a whole sentence, not a cut one", () => {
    expect(first("--hard: Resets the index and working tree.")?.complete).toBe(true);
    expect(first("-n, --dry-run: Do not actually remove anything at all now.")?.complete).toBe(true);
    expect(first("--onto <newbase>: Starting point at which to create the new commits.")?.complete).toBe(
      true,
    );
    // The tail of a sentence a chunk was cut in stays a fragment.
    expect(first("and then the index and the working tree are reset to the commit.")?.complete).toBe(false);
  });
});
