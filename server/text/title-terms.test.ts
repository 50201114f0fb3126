import { describe, expect, it } from "vitest";
import { analyzePhrase } from "./analyze";
import { titleTerms } from "./title-terms";

const terms = (text: string) => analyzePhrase(text, "en").terms;

describe("titleTerms", () => {
  it("counts a manual page's compound name by its parts after a word of the question", () => {
    const git = terms("Which hooks does Git provide?");
    const hooks = titleTerms("githooks(5)", "en", git);
    for (const t of terms("git hooks")) expect(hooks).toContain(t);
    const ignore = titleTerms("gitignore(5)", "en", git);
    for (const t of [...terms("ignore"), ...terms("gitignore")]) expect(ignore).toContain(t);
    const rebase = titleTerms("git-rebase(1)", "en", git);
    for (const t of terms("rebase")) expect(rebase).toContain(t);
  });

  it("splits nothing without a known word, nor a word that only starts like one", () => {
    expect([...titleTerms("githooks(5)", "en")]).toEqual(terms("githooks(5)"));
    expect(titleTerms("gitter chat", "en", terms("git"))).not.toContain(terms("ter")[0]);
  });
});
