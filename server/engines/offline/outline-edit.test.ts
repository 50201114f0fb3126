import { describe, expect, it } from "vitest";
import { findOutlineProblems } from "../../../common/outline-rules";
import type { PlannedOutline } from "../types";
import { newQuestion, newSection } from "./outline-edit";
import { planOutline } from "./plan";
import { composeSummary } from "./summary";
import { chunkPassages, freshWikiDocuments } from "./test-corpus";

const query = "What happened at the 2022 UEFA Champions League final?";
const passages = chunkPassages(freshWikiDocuments("2022_UEFA_Champions_League_final"), { perDocument: 5 });
const { summary } = composeSummary({ query, passages }, "en");

describe("outline editing", () => {
  it("adds sections that repeat no title and no question of the outline", () => {
    const outline: PlannedOutline = planOutline(
      { query, summary, passages, numberOfSections: 3, searchTypes: ["web", "news"] },
      "en",
    );
    for (let i = 0; i < 6; i++) {
      const section = newSection({ query, summary, outline, searchTypes: ["web", "news"], language: "en" });
      expect(outline.sections.map((s) => s.title.toLowerCase())).not.toContain(section.title.toLowerCase());
      const existing = new Set(
        outline.sections.flatMap((s) => s.subSections.map((q) => q.question.toLowerCase())),
      );
      for (const q of section.subSections) expect(existing.has(q.question.toLowerCase())).toBe(false);
      expect(section.subSections.length).toBeGreaterThanOrEqual(3);
      outline.sections.push(section);
    }
    expect(findOutlineProblems(outline)).toBeNull();
  });

  it("adds questions to a section without repeating one", () => {
    const outline = planOutline(
      { query, summary, passages, numberOfSections: 3, searchTypes: ["scholar"] },
      "en",
    );
    const section = outline.sections[1]!;
    for (let i = 0; i < 8; i++) {
      const q = newQuestion({ query, summary, outline, section, searchTypes: ["scholar"], language: "en" });
      const all = outline.sections.flatMap((s) => s.subSections.map((x) => x.question.toLowerCase()));
      expect(all).not.toContain(q.question.toLowerCase());
      expect(q.question.trim()).not.toBe("");
      expect(q.searchQuery.searchType).toBe("scholar");
      section.subSections.push(q);
    }
  });

  it("adds a section even to an outline of a question without a summary", () => {
    const outline: PlannedOutline = { title: "T", sections: [] };
    const section = newSection({
      query: "Coral reefs",
      summary: "",
      outline,
      searchTypes: ["web"],
      language: "en",
    });
    expect(section.title.trim()).not.toBe("");
    expect(section.subSections.length).toBeGreaterThanOrEqual(3);
  });
});
