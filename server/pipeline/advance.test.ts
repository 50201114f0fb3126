// What runs next for a document (nextSteps, pure): an engine that writes only once every section's pages
// are read gets its sections read first, and a section waiting to be written takes no place meanwhile.
import { describe, expect, it } from "vitest";
import type { AnalysisRow, DocumentState, SectionRow } from "../documents/store";
import { nextSteps } from "./advance";

/** A document past its summary and outline, with two sections: each has one page chosen. */
function state(analysed: number[]): DocumentState {
  const summary = {
    refinedQueries: [],
    webSearchResults: {},
    curatedUrls: [],
    summaryContext: null,
    summary: "What the sources say.",
  };
  const sections = [0, 1].map(
    (idx) =>
      ({
        idx,
        planVersion: 1,
        status: "ANALYZING",
        urls: [`https://example.org/${idx}`],
        sources: null,
      }) as unknown as SectionRow,
  );
  const analyses = new Map(
    analysed.map((idx) => [idx, [{ url: `https://example.org/${idx}` } as unknown as AnalysisRow]]),
  );
  return {
    doc: { id: "doc", status: "ANALYZING", summary, events: [] } as unknown as DocumentState["doc"],
    sections,
    analyses,
  };
}

const steps = (s: DocumentState, writeAfterAllRead: boolean) =>
  nextSteps(s, { sectionConcurrency: 1, writeAfterAllRead }).steps.map((r) => `${r.step} ${r.sectionIdx}`);

describe("what runs next for a document's sections", () => {
  it("writes a read section at once when the engine writes each section alone", () => {
    expect(steps(state([0]), false)).toEqual(["section-write 0"]);
  });

  it("reads every section before writing any when the engine writes after all are read", () => {
    // Section 0 is read and waits without taking the one place: section 1 is read meanwhile.
    expect(steps(state([0]), true)).toEqual(["section-analyze 1"]);
    const read = nextSteps(state([0]), { sectionConcurrency: 1, writeAfterAllRead: true });
    expect(read.status).toBe("ANALYZING");
    expect(steps(state([0, 1]), true)).toEqual(["section-write 0"]);
  });
});
