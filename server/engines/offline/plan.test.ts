import { describe, expect, it } from "vitest";
import { findOutlineProblems } from "../../../common/outline-rules";
import { cleanHeading, commonCase, planOutline } from "./plan";
import { composeSummary } from "./summary";
import { chunkPassages, freshWikiDocuments } from "./test-corpus";

const query = "What caused the 2022 Pakistan floods and what were their effects?";
const passages = chunkPassages(freshWikiDocuments("2022_Pakistan_floods"), { perDocument: 8 });
const { summary } = composeSummary({ query, passages }, "en");

describe("planOutline", () => {
  it.each([3, 5, 7])(
    "plans the requested %i sections when the passages hold enough (or says why not)",
    (count) => {
      const plan = planOutline(
        { query, summary, passages, numberOfSections: count, searchTypes: ["web", "news", "scholar"] },
        "en",
      );
      // One article of four parts holds material for six sections of their own: a seventh would have to
      // borrow another's sentences, so the outline has six and says why.
      if (count === 7) {
        expect(plan.sections.length).toBeGreaterThanOrEqual(6);
        if (plan.sections.length < 7) expect(plan.warning).toMatch(/hold material for 6 of the 7/u);
      } else expect(plan.sections).toHaveLength(count);
      expect(findOutlineProblems(plan)).toBeNull();
      const titles = plan.sections.map((s) => s.title);
      expect(new Set(titles.map((t) => t.toLowerCase())).size).toBe(titles.length);
      for (const title of titles) {
        // English headings in title case.
        for (const word of title.split(" "))
          if (!/^(and|of|the|in|for|to|on|a|an|de)$/u.test(word)) expect(word).toMatch(/^[\p{Lu}\p{N}'"]/u);
      }
      const types = plan.sections.flatMap((s) => s.subSections.map((q) => q.searchQuery.searchType));
      expect(new Set(types)).toEqual(new Set(["web", "news", "scholar"]));
    },
  );

  it("titles sections with the sources' own headings and the subject's aspects, not the question's words", () => {
    const plan = planOutline({ query, summary, passages, numberOfSections: 5, searchTypes: ["web"] }, "en");
    for (const s of plan.sections) {
      expect(s.title.toLowerCase()).not.toBe("pakistan floods");
      expect(s.description).toMatch(/^Covers .+\.$/u);
    }
    expect(plan.title).toBe("What Caused the 2022 Pakistan Floods and What Their Effects Were");
  });

  it("plans only the sections a little material fills, says why, and never a placeholder", () => {
    const tiny = [
      {
        n: 1,
        url: "https://a.example",
        title: "A",
        text: "The glacier retreated by 40 metres in 2021. Meltwater raised the lake.",
      },
    ];
    const plan = planOutline(
      {
        query: "Why are Alpine glaciers retreating?",
        summary: "",
        passages: tiny,
        numberOfSections: 5,
        searchTypes: ["scholar"],
      },
      "en",
    );
    // Two sentences fill one section: no section with nothing to write stands beside it.
    expect(plan.sections).toHaveLength(1);
    expect(plan.warning).toBe(
      "The sources hold material for 1 of the 5 sections asked for: the outline has 1 section rather than sections on unrelated material.",
    );
    expect(findOutlineProblems(plan)).toBeNull();
    for (const s of plan.sections) {
      expect(s.title).not.toBe("New Section");
      for (const q of s.subSections) expect(q.question.toLowerCase()).not.toBe("new question");
    }
  });
});

describe("the outline's order and titles", () => {
  it("tells an event in the order of an account: what was asked first, then background before response", () => {
    const plan = planOutline(
      { query, summary, passages, numberOfSections: 5, searchTypes: ["web", "news", "scholar"] },
      "en",
    );
    const at = (title: string) => plan.sections.findIndex((s) => s.title === title);
    expect(at("Background"), plan.sections.map((s) => s.title).join(" | ")).toBeGreaterThanOrEqual(0);
    // The question asks what caused the floods and what their effects were: those come first.
    expect(at("Causes")).toBe(0);
    expect(at("Impact")).toBe(1);
    expect(at("Background")).toBeLessThan(at("Response"));
    expect(plan.sections.map((s) => s.title)).not.toContain("Swept Away");
  });

  it("takes no clause or version for a section's title", () => {
    expect(cleanHeading("v2.6.20-rc4 and v2.6.20-rc1 are good", "en")).toBeNull();
    expect(cleanHeading("The bridge was reopened", "en")).toBeNull();
    expect(cleanHeading("Humanitarian efforts", "en")?.title).toBe("Humanitarian Efforts");
  });

  it("titles a part filed under an overview by what it is about", () => {
    expect(cleanHeading("2. Overview: Example Tracing Run", "en")?.title).toBe("Example Tracing Run");
    expect(cleanHeading("Overview", "en")).toBeNull();
  });
});

describe("questions of an account's parts", () => {
  it("asks of each part of an event what a reader asks of it, not 'What is known about Reactions?'", () => {
    const query = "2023 Wagner Group plane crash";
    const passages = chunkPassages(freshWikiDocuments("2023_Wagner_Group_plane_crash"), { perDocument: 8 });
    const { summary } = composeSummary({ query, passages }, "en");
    const plan = planOutline({ query, summary, passages, numberOfSections: 5, searchTypes: ["web"] }, "en");
    const questionsOf = (title: string) =>
      plan.sections.find((s) => s.title === title)?.subSections.map((q) => q.question) ?? [];
    expect(questionsOf("Background")).toContain("What led up to the 2023 Wagner Group plane crash?");
    expect(questionsOf("Reactions")).toContain(
      "How did governments and people react to the 2023 Wagner Group plane crash?",
    );
    expect(findOutlineProblems(plan)).toBeNull();
    for (const q of plan.sections.flatMap((s) => s.subSections)) {
      expect(q.question).not.toMatch(
        /What (?:is known|do the sources say) about (?:Background|Reactions)\?/u,
      );
    }
  });
});

describe("commonCase", () => {
  it("writes a heading inside a question as a common phrase, keeping the names the sources write", () => {
    const common = new Set(["on", "the", "group", "coverage", "and"]);
    const names = new Set(["Wagner", "Group", "Sindh"]);
    expect(commonCase("Effect on the Wagner Group", common, names)).toBe("effect on the Wagner Group");
    expect(commonCase("Media Coverage", common, names)).toBe("media coverage");
    expect(commonCase("Tectonic Setting", common, names)).toBe("tectonic setting");
    expect(commonCase("Sindh", common, names)).toBe("Sindh");
  });
});
