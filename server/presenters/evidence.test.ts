import { describe, expect, it } from "vitest";
import type { SectionCitationCheck } from "../../common/types";
import type { DocumentState } from "../documents/store";
import { presentEvidence } from "./evidence";

const upload = "https://treatise.example/api/files/uploads/user-7f3a/notes.pdf";
const check: SectionCitationCheck = {
  counts: { cited: 2, supported: 2, recited: 1, rewritten: 0, removed: 0, judged: 0, judgeCalls: 0 },
  evidence: [
    {
      sentence: "The reef has 900 islands.",
      verdict: "supported",
      by: "rules",
      citations: [
        {
          n: 2,
          url: "https://en.wikipedia.org/wiki/Great_Barrier_Reef",
          passage: "900 islands",
          before: "over 2,900 reefs and",
          after: "stretching",
        },
      ],
    },
    {
      sentence: "My notes say the survey ran in May.",
      verdict: "supported",
      by: "rules",
      citations: [
        { n: 1, url: upload, passage: "the survey ran in May", before: "private words", after: "more" },
      ],
    },
  ],
};
// A finished paper: its sections keep their own numbers, the references the paper's.
const state = {
  doc: {
    references: [
      { n: 1, url: "https://en.wikipedia.org/wiki/Great_Barrier_Reef", title: "Great Barrier Reef" },
      { n: 2, url: upload, title: "My notes" },
    ],
  },
  sections: [{ idx: 0, citationCheck: check, sources: [] }],
  analyses: new Map(),
} as unknown as DocumentState;

describe("presentEvidence", () => {
  it("numbers citations as the paper's references and keeps the text around each passage", () => {
    const evidence = presentEvidence(state, { shared: false });
    expect(evidence).toMatchObject({ supported: 2, cited: 2 });
    expect(evidence.sentences[0]?.citations[0]).toMatchObject({
      n: 1,
      title: "Great Barrier Reef",
      before: "over 2,900 reefs and",
      after: "stretching",
    });
    expect(evidence.sentences[1]?.citations[0]).toMatchObject({ n: 2, url: upload, before: "private words" });
  });

  it("gives a reader of the share link no address or surrounding text of an uploaded file", () => {
    const shared = presentEvidence(state, { shared: true });
    expect(shared.sentences[1]?.citations[0]).toMatchObject({ n: 2, url: "", before: "", after: "" });
    expect(JSON.stringify(shared)).not.toContain("user-7f3a");
    expect(JSON.stringify(shared)).not.toContain("private words");
  });
});
