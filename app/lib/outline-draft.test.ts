import { describe, expect, it } from "vitest";
import type { Content } from "../../common/types";
import {
  appendQuestion,
  appendSection,
  changeSection,
  draftFromContent,
  draftOnNewOriginal,
  draftProblems,
  draftSection,
  draftToBody,
  isDraftChanged,
  newQuestion,
  newSection,
  type OutlineDraft,
  removeSection,
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

describe("editing the draft", () => {
  it("changes, removes and adds sections and questions, each row with its own key", () => {
    const draft = draftFromContent(content());
    const [causes, impact] = draft.sections;
    if (!causes || !impact) throw new Error("two sections expected");

    const asked = changeSection(draft, impact.key, (s) => appendQuestion(s));
    expect(asked.sections[1]?.subSections.map((q) => q.question)).toEqual([
      "How many died?",
      "What did it cost?",
      "Who helped?",
      "New question",
    ]);
    expect(asked.sections[0]).toBe(causes);
    expect(draft.sections[1]?.subSections).toHaveLength(3);

    const generated = appendQuestion(causes, { question: "Was it El Niño?" });
    expect(generated.subSections.map((q) => q.question).at(-1)).toBe("Was it El Niño?");
    expect(new Set(generated.subSections.map((q) => q.key)).size).toBe(3);

    const removed = removeSection(draft, causes.key);
    expect(removed.sections.map((s) => s.title)).toEqual(["Impact"]);
    // The kept section still compares with the saved one it started from.
    expect(sectionChange(removed.sections[0]!, draft)).toBeNull();
    expect(isDraftChanged(removed, draft)).toBe(true);

    const added = appendSection(draft, newSection());
    expect(added.sections.map((s) => s.title)).toEqual(["Causes", "Impact", "New Section"]);
    expect(isDraftChanged(added, draft)).toBe(true);
  });

  it("takes a new saved outline when the draft has no edits of its own, and keeps edits otherwise", () => {
    const before = draftFromContent(content());
    const saved = edit(before, (d) => {
      d.title = "Floods of 2022";
    });
    // Unedited: the new outline replaces it.
    expect(draftOnNewOriginal(draftFromContent(content()), before, saved)).toBe(saved);
    // Edited to what was just saved: replaced too (its rows now compare with the saved ones).
    const sameAsSaved = edit(before, (d) => {
      d.title = "Floods of 2022";
    });
    expect(draftOnNewOriginal(sameAsSaved, before, saved)).toBe(saved);
    // Edited otherwise: the edits stay.
    const edited = edit(before, (d) => {
      d.sections[0]!.title = "Why";
    });
    expect(draftOnNewOriginal(edited, before, saved)).toBe(edited);
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
