import { describe, expect, it } from "vitest";
import type { Content } from "../../common/types";
import {
  draftFromContent,
  draftProblems,
  draftSection,
  draftToBody,
  isDraftChanged,
  newQuestion,
  newSection,
  type OutlineDraft,
  sectionChange,
  shownQuestion,
  typedQuestion,
} from "./outline-draft";

function content(): Pick<Content, "title" | "plan"> {
  const section = (title: string, questions: string[]) => ({
    id: 0,
    title,
    description: `About ${title}`,
    status: "PLANNED" as const,
    urls: [],
    analysis: { pages: {}, count: 0 },
    progress: { analyzed: 0, total: 15 },
    content: "",
    subSections: questions.map((question) => ({
      question,
      searchQuery: { refinedQuery: question, searchType: "library" as const },
    })),
  });
  return {
    title: "2022 Pakistan Floods",
    plan: {
      sections: [
        section("Causes", ["What caused the rain?", "Did glaciers melt?"]),
        section("Impact", ["How many died?", "What did it cost?", "Who helped?"]),
      ],
    },
  };
}

const edit = (draft: OutlineDraft, change: (d: OutlineDraft) => void): OutlineDraft => {
  const copy = structuredClone(draft);
  change(copy);
  return copy;
};

describe("outline draft", () => {
  it("round-trips the saved outline into the save body, search queries kept", () => {
    const draft = draftFromContent(content());
    expect(draftToBody(draft)).toEqual({
      title: "2022 Pakistan Floods",
      plan: {
        sections: [
          {
            title: "Causes",
            description: "About Causes",
            subSections: [
              {
                question: "What caused the rain?",
                searchQuery: { refinedQuery: "What caused the rain?", searchType: "library" },
              },
              {
                question: "Did glaciers melt?",
                searchQuery: { refinedQuery: "Did glaciers melt?", searchType: "library" },
              },
            ],
          },
          expect.objectContaining({ title: "Impact" }),
        ],
      },
    });
  });

  it("tracks changes against the original, and a restore undoes them", () => {
    const original = draftFromContent(content());
    const draft = draftFromContent(content());
    expect(isDraftChanged(draft, original)).toBe(false);

    const retitled = edit(draft, (d) => {
      d.title = "Floods of 2022";
    });
    expect(isDraftChanged(retitled, original)).toBe(true);

    const reworded = edit(draft, (d) => {
      d.sections[1]!.subSections[0]!.question = "How many people died?";
    });
    expect(isDraftChanged(reworded, original)).toBe(true);
    expect(reworded.sections.map((s) => sectionChange(s, original))).toEqual([null, "edited"]);

    const added = edit(draft, (d) => {
      d.sections.push(newSection());
    });
    expect(added.sections.map((s) => sectionChange(s, original))).toEqual([null, null, "new"]);

    // Trailing spaces are not a change a person would notice.
    const spaced = edit(draft, (d) => {
      d.sections[0]!.title = "Causes ";
    });
    expect(isDraftChanged(spaced, original)).toBe(false);
  });

  it("starts a new section as 'New Section' with 3 'New question' placeholders", () => {
    const section = newSection();
    expect(section.title).toBe("New Section");
    expect(section.subSections.map((q) => q.question)).toEqual([
      "New question",
      "New question",
      "New question",
    ]);
    expect(new Set([section.key, ...section.subSections.map((q) => q.key)]).size).toBe(4);
    expect(newQuestion().question).toBe("New question");
    expect(newSection("Neuer Abschnitt").title).toBe("Neuer Abschnitt");
  });

  it("shows a placeholder question in the interface's language and keeps it a placeholder", () => {
    expect(shownQuestion("New question", "Neue Frage")).toBe("Neue Frage");
    expect(shownQuestion("new QUESTION ", "Neue Frage")).toBe("Neue Frage");
    expect(shownQuestion("", "Neue Frage")).toBe("");
    expect(shownQuestion("Wer half?", "Neue Frage")).toBe("Wer half?");
    // Left as shown, it stays the placeholder the outline rules refuse; edited, it is the question.
    expect(typedQuestion("Neue Frage", "Neue Frage")).toBe("New question");
    expect(typedQuestion("Neue Frage zur Hilfe?", "Neue Frage")).toBe("Neue Frage zur Hilfe?");
  });

  it("takes a generated section as a new row", () => {
    const row = draftSection({ title: "Aid", subSections: [{ question: "Who gave aid?" }] });
    expect(row).toMatchObject({ title: "Aid", description: "", origin: null });
    expect(row.subSections.map((q) => q.question)).toEqual(["Who gave aid?"]);
  });
});

describe("outline problems (spec §5)", () => {
  it("accepts a valid outline", () => {
    expect(draftProblems(draftFromContent(content()))).toBeNull();
  });

  it("needs at least one section", () => {
    expect(draftProblems({ title: "t", sections: [] })).toEqual([{ key: "noSection" }]);
  });

  it("lists sections with fewer than 2 questions and the placeholder questions per section", () => {
    const draft = edit(draftFromContent(content()), (d) => {
      d.sections[0]!.subSections.pop();
      d.sections[1]!.subSections[1]!.question = "  NEW QUESTION ";
      d.sections[1]!.subSections[2]!.question = "";
    });
    draft.sections.push(newSection());
    expect(draftProblems(draft)).toEqual([
      { key: "tooFewQuestions", sections: "1" },
      { key: "invalidQuestions" },
      { key: "invalidQuestionsOf", section: 2, questions: "2, 3" },
      { key: "invalidQuestionsOf", section: 3, questions: "1, 2, 3" },
    ]);
  });

  it("names sections without a title", () => {
    const draft = edit(draftFromContent(content()), (d) => {
      d.sections[1]!.title = " ";
    });
    expect(draftProblems(draft)).toEqual([{ key: "emptyTitles", sections: "2" }]);
  });
});
