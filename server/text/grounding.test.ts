import { describe, expect, it } from "vitest";
import { isGroundedIn, stripReferenceMarkers } from "./grounding";

describe("reference markers", () => {
  it("are removed from sentences with the space before them", () => {
    expect(stripReferenceMarkers("The focal depth was 17 km (11 mi) [8] [9].")).toBe(
      "The focal depth was 17 km (11 mi).",
    );
    expect(stripReferenceMarkers("It grew.[3][4] Then [citation needed] it fell.")).toBe(
      "It grew. Then it fell.",
    );
    // Wikipedia's editorial tags: a paper that kept one left its sentence without its own citation.
    expect(
      stripReferenceMarkers(
        "Two were his bodyguards [41] [42]. [better source needed] It fell [according to whom?].",
      ),
    ).toBe("Two were his bodyguards. It fell.");
    expect(stripReferenceMarkers("See [page needed] and [original research?] here.")).toBe("See and here.");
    expect(stripReferenceMarkers("Array [i] stays, as does [the] word.")).toBe(
      "Array stays, as does [the] word.",
    );
  });

  it("are ignored, with whitespace, when checking that a sentence is in its source", () => {
    const source = "At least 409 aftershocks\nwere recorded by October 26 [3].  It was felt in Manila.";
    expect(isGroundedIn("At least 409 aftershocks were recorded by October 26.", source)).toBe(true);
    expect(isGroundedIn("At least 410 aftershocks were recorded by October 26.", source)).toBe(false);
    expect(isGroundedIn("", source)).toBe(false);
  });
});
