import { describe, expect, it } from "vitest";
import { composeTitle } from "./title";

const title = (q: string) => composeTitle(q, [], "en");

describe("the offline engine's paper title", () => {
  it("turns each clause of an English question into a heading", () => {
    expect(title("Which kinds of indexes does SQLite provide and when should each be used?")).toBe(
      "Kinds of Indexes in SQLite and When Each Should Be Used",
    );
    expect(title("How does git stash save uncommitted changes and restore them later?")).toBe(
      "How Git Stash Saves Uncommitted Changes and Restores Them Later",
    );
    // Two verbs sharing one object both agree with the subject.
    expect(title("How does TraceMonkey record and compile traces of hot loops?")).toBe(
      "How TraceMonkey Records and Compiles Traces of Hot Loops",
    );
    // A pair of objects is not read as a verb.
    expect(title("How does Django validate forms and models?")).toBe("How Django Validates Forms and Models");
  });

  it("reads 'how do I …' as 'how to …'", () => {
    expect(title("How do I install a CMake library and export its targets?")).toBe(
      "How to Install a CMake Library and Export Its Targets",
    );
  });

  it("keeps a clause it cannot turn as the question, never a list of the question's words", () => {
    // The owner is not followed by its verb alone ("create in CMake"): the question reads better.
    expect(
      title(
        "Which kinds of library targets can add_library() create in CMake, and when should each kind be used?",
      ),
    ).toBe(
      "Which Kinds of Library Targets Can add_library() Create in CMake, and When Should Each Kind Be Used",
    );
  });

  it("finds the verb after a long subject, and turns every further clause", () => {
    // The question reader takes "include" for the verb: the verb stands before the first preposition.
    expect(
      title(
        "How do include directories, compile definitions and link dependencies propagate from a CMake library to the targets that use it, and what do PRIVATE, PUBLIC and INTERFACE mean?",
      ),
    ).toBe(
      "How Include Directories, Compile Definitions and Link Dependencies Propagate from a CMake Library to the Targets That Use It",
    );
    expect(title("What are CMake policies, why do they exist, and how should a project set them?")).toBe(
      "CMake Policies, Why They Exist and How a Project Should Set Them",
    );
  });

  it("titles a short topic that is not a question with itself", () => {
    expect(title("2022 Luzon earthquake")).toBe("2022 Luzon Earthquake");
  });

  it("titles an Arabic question like the others: its subject, not the question as asked (issue 32)", () => {
    const question = "ما هي أسباب فيضانات باكستان عام 2022؟";
    const arabic = composeTitle(question, [], "ar");
    expect(arabic).toBe("أسباب فيضانات باكستان عام 2022");
    expect(arabic).not.toContain("؟");
  });
});
