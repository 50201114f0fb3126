import { describe, expect, it } from "vitest";
import { asksForKinds, readQuestion } from "./question";
import { subjectOf, theSubject } from "./subject";

const subject = (q: string) => subjectOf(readQuestion(q, "en"));

describe("subjectOf", () => {
  it("names the thing asked about and what has it, as a reader would", () => {
    // Outline questions are built on it: "How do the merge strategies in git merge work?", not "How does
    // the merge strategies and git merge work?".
    expect(subject("Which merge strategies does git merge offer and when is each strategy used?")).toEqual({
      text: "merge strategies in git merge",
      plural: true,
    });
    expect(subject("Which hooks does Git provide and when does each hook run?").text).toBe("hooks in Git");
    expect(subject("What are the modes of git reset and what does each mode do?").text).toBe(
      "modes of git reset",
    );
    expect(subject("Which index types does SQLite provide and when should each be used?").text).toBe(
      "index types in SQLite",
    );
  });

  it("puts 'the' before a subject only where the question would", () => {
    expect(theSubject(subject("How does git bisect find the commit that introduced a bug?"))).toBe(
      "git bisect",
    );
    expect(theSubject(subject("What are the modes of git reset and what does each mode do?"))).toBe(
      "the modes of git reset",
    );
    expect(theSubject(subject("How does a gitignore file decide which files Git ignores?"))).toBe(
      "the gitignore file",
    );
    expect(theSubject(subject("What caused the 2022 Pakistan floods?"))).toBe("the 2022 Pakistan floods");
  });

  it("keeps a topic as its own subject", () => {
    expect(subject("2023 Wagner Group plane crash").text).toBe("2023 Wagner Group plane crash");
  });
});

describe("asksForKinds", () => {
  it("reads a question for the kinds of its subject, by a generic word or a category word", () => {
    const kinds = (q: string) => asksForKinds(readQuestion(q, "en"));
    expect(kinds("Which kinds of indexes does SQLite provide and when should each be used?")).toBe(true);
    expect(kinds("Which index types does PostgreSQL provide?")).toBe(true);
    expect(kinds("What types of cancer are linked to smoking?")).toBe(true);
    expect(kinds("How did the 2023 Odisha train collision happen?")).toBe(false);
    expect(kinds("How does git bisect find the commit that introduced a bug?")).toBe(false);
    expect(asksForKinds(readQuestion("Quels types d'index SQLite propose-t-il ?", "fr"))).toBe(false);
  });
});
