import { describe, expect, it } from "vitest";
import { subjectTermsOf, titledSources } from "./focus";

describe("titledSources", () => {
  it("finds the manual page named as one word by the subject, not a page that only says git", () => {
    // "githooks(5)" is "git hooks": git names both pages, hooks only the page on the subject.
    const query = "Which hooks does Git provide and when does each hook run?";
    const titles = new Map([
      [1, "githooks(5)"],
      [4, "git-gc(1)"],
    ]);
    expect([...(titledSources(titles, subjectTermsOf(query, "en"), "en") ?? [])]).toEqual([1]);
  });

  it("is null when no word of the subject tells the sources apart", () => {
    const titles = new Map([
      [1, "Bridges of Europe"],
      [2, "Bridges of Asia"],
    ]);
    expect(titledSources(titles, subjectTermsOf("How are bridges built?", "en"), "en")).toBeNull();
  });
});
