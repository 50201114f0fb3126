import { describe, expect, it } from "vitest";
import type { PresentedDocument, Section } from "../../common/types";
import {
  documentView,
  sectionText,
  stageProgress,
  summaryErrorKey,
  summaryProblemKey,
} from "./document-view";

type Doc = Pick<PresentedDocument, "status" | "content" | "can">;

function section(status: Section["status"], content = ""): Section {
  return {
    id: 0,
    title: "Causes",
    description: "",
    status,
    urls: [],
    analysis: { pages: {}, count: 0 },
    progress: { analyzed: 0, total: 15 },
    content,
    subSections: [],
  };
}

function doc(status: Doc["status"], extra: Partial<Doc["content"]> = {}, edit = true): Doc {
  return {
    status,
    can: { edit, archive: true, retry: status === "ERROR", replan: false },
    content: { plan: { sections: [] }, ...extra } as unknown as Doc["content"],
  };
}

describe("documentView", () => {
  it("shows the summary step, then the outline step, only to someone who may edit", () => {
    expect(documentView(doc("READY", { awaiting: "SUMMARY" }))).toMatchObject({
      summaryStep: true,
      outlineStep: false,
      showPaper: false,
      watch: true,
    });
    const planned = { awaiting: "OUTLINE" as const, plan: { sections: [section("PLANNED")] } };
    expect(documentView(doc("READY", planned))).toMatchObject({
      summaryStep: false,
      outlineStep: true,
      showOutline: false,
      showPaper: false,
    });
    expect(documentView(doc("READY", planned, false))).toMatchObject({
      outlineStep: false,
      showOutline: true,
    });
  });

  it("shows the paper once a section's research has begun, and stops watching when complete", () => {
    const analysing = doc("ANALYZING", { plan: { sections: [section("ANALYZING"), section("PLANNED")] } });
    expect(documentView(analysing)).toMatchObject({ working: true, showPaper: true, showOutline: true });
    expect(documentView(doc("ANALYZING", { plan: { sections: [section("PLANNED")] } })).showPaper).toBe(
      false,
    );
    const complete = doc("COMPLETE", { plan: { sections: [section("COMPLETE", "Text [1]")] } });
    expect(documentView(complete)).toMatchObject({ working: false, showPaper: true, watch: false });
    expect(documentView(doc("ERROR")).watch).toBe(true);
  });
});

describe("sectionText", () => {
  it("prefers the saved text of a complete section, else the longer of stream and saved text", () => {
    expect(sectionText(section("COMPLETE", "Final [1]."), "Final [3].")).toBe("Final [1].");
    expect(sectionText(section("GENERATING", "The fl"), "The floods")).toBe("The floods");
    expect(sectionText(section("GENERATING", "The floods began"), "The fl")).toBe("The floods began");
    expect(sectionText(section("GENERATING", "The fl"), null)).toBe("The fl");
  });
});

describe("stageProgress", () => {
  it("grows along the pipeline", () => {
    expect(stageProgress(undefined)).toBe(0);
    expect(stageProgress("REFINING_QUERY")).toBeLessThan(stageProgress("PLANNING"));
    expect(stageProgress("FINISHING")).toBe(1);
  });
});

describe("summary checks (spec §5)", () => {
  it("refuses an empty and a short summary with the spec's messages' keys", () => {
    expect(summaryProblemKey("   ")).toBe("empty");
    expect(summaryProblemKey("Too short.")).toBe("tooShort");
    expect(summaryProblemKey(` ${"x".repeat(549)} `)).toBe("tooShort");
    expect(summaryProblemKey("x".repeat(550))).toBeNull();
    expect(summaryErrorKey("INVALID_SUMMARY")).toBe("empty");
    expect(summaryErrorKey("SUMMARY_TOO_SHORT")).toBe("tooShort");
    expect(summaryErrorKey("NOT_EDITABLE")).toBeNull();
  });
});
