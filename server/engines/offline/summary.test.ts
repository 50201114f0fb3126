import { describe, expect, it } from "vitest";
import { SUMMARY_MIN_LENGTH } from "../../../common/constants";
import { buildPool, informativeness, type PoolSentence } from "./pool";
import { composeSummary } from "./summary";
import { chunkPassages, citedSentences, freshWikiDocuments } from "./test-corpus";

describe("composeSummary", () => {
  const passages = chunkPassages(freshWikiDocuments("2023_Odisha_train_collision"), { perDocument: 5 });

  it("picks relevant, central sentences without repeating itself, grouped by source", () => {
    const { summary, sources } = composeSummary(
      { query: "How did the 2023 Odisha train collision happen?", passages },
      "en",
    );
    expect(summary.length).toBeGreaterThanOrEqual(SUMMARY_MIN_LENGTH);
    expect(summary.length).toBeLessThanOrEqual(1700);
    const cited = citedSentences(summary);
    expect(new Set(cited.map((c) => c.sentence)).size).toBe(cited.length);
    expect(summary).toMatch(/Coromandel Express|collision/u);
    // Sentences of one source stand together, in the source's order.
    const order = cited.map((c) => c.n);
    const firstIndex = new Map<number, number>();
    order.forEach((n, i) => {
      if (!firstIndex.has(n)) firstIndex.set(n, i);
    });
    for (const [n, first] of firstIndex) {
      const last = order.lastIndexOf(n);
      expect(order.slice(first, last + 1).every((m) => m === n)).toBe(true);
    }
    expect(sources.map((s) => s.n)).toEqual([...firstIndex.keys()].sort((a, b) => a - b));
  });

  it("drops the sentence a chunk starts in the middle of", () => {
    const { summary } = composeSummary({ query: "Odisha train collision", passages }, "en");
    for (const { sentence } of citedSentences(summary)) expect(sentence).toMatch(/^[\p{Lu}"“(]/u);
  });

  it("is as long as the passages allow when they hold little text", () => {
    const short = [
      {
        n: 3,
        url: "https://a.example",
        title: "A",
        text: "The bridge opened in 2019. It carries trains and cars across the strait.",
      },
    ];
    const { summary, sources } = composeSummary({ query: "bridge", passages: short }, "en");
    expect(summary).toBe("The bridge opened in 2019. [3] It carries trains and cars across the strait. [3]");
    expect(sources).toEqual([{ n: 3, url: "https://a.example", title: "A" }]);
  });

  it("leaves out a sentence about 'this hook' that a heading named, unless it opens the page on the subject", () => {
    const hooks = (n: number, title: string, text: string) => ({
      n,
      url: `library://${n}.html`,
      title,
      text,
    });
    const passages = [
      hooks(
        1,
        "githooks(5)",
        [
          "## DESCRIPTION",
          "Hooks are programs you can place in a hooks directory to trigger actions at certain points in git's execution. Hooks that don't have the executable bit set are ignored.",
          "## HOOKS",
          "### pre-auto-gc",
          "This hook is invoked by git gc --auto and takes no parameter of its own. Exiting with a non-zero status from this script causes git gc --auto to abort.",
          "### post-receive",
          "This hook is invoked by git-receive-pack when it reacts to git push and updates references in its repository. The default post-receive hook of Git hooks is empty, but a sample script is provided.",
          "Git hooks run from the root of the working tree, and Git exports environment variables such as GIT_DIR to each hook it runs.",
          "By default the hooks directory of Git is $GIT_DIR/hooks, but that can be changed via the core.hooksPath configuration variable.",
          "The git commit command runs the pre-commit hook first, and the commit-msg hook of Git after the message has been written.",
          "The git push command runs the pre-push hook of Git before anything is sent, and a non-zero exit from it stops the push.",
          "Git hooks that are not executable are ignored, and a hook of Git can be bypassed for a commit with the --no-verify option.",
        ].join("\n\n"),
      ),
    ];
    const { summary } = composeSummary(
      { query: "Which hooks does Git provide and when does each hook run?", passages },
      "en",
    );
    expect(summary.startsWith("Hooks are programs you can place in a hooks directory")).toBe(true);
    expect(summary).not.toContain("This hook is invoked");
    expect(summary).toContain("The default post-receive hook of Git hooks is empty");
  });

  it("gives an empty summary without passages", () => {
    expect(composeSummary({ query: "anything", passages: [] }, "en")).toEqual({ summary: "", sources: [] });
  });
});

describe("informativeness", () => {
  const sentence = (text: string) => buildPool([{ n: 1, text }], "en")[0] as PoolSentence;

  it("ranks sentences that state numbers, names and options above ones of general words", () => {
    const facts = sentence("Eleven fatalities were reported in Abra, and at least 616 people were injured.");
    const option = sentence("With --soft, git reset does not touch the index file or the working tree.");
    const general = sentence(
      "Geologists had been aware of the potential for large earthquakes on the fault.",
    );
    expect(informativeness(facts)).toBeGreaterThan(informativeness(general));
    expect(informativeness(option)).toBeGreaterThan(informativeness(general));
    expect(informativeness(general)).toBeLessThan(0.3);
  });
});
