import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readHtml } from "../../sources/reader/html";
import { testdataPath } from "../../test/fixture-server";
import { buildPool, grade } from "./pool";

const first = (text: string) => buildPool([{ n: 1, text }], "en")[0];

describe("buildPool", () => {
  it("takes a manual's option entry at the start of a chunk for a whole sentence, not a cut one", () => {
    expect(first("--hard: Resets the index and working tree.")?.complete).toBe(true);
    expect(first("-n, --dry-run: Do not actually remove anything at all now.")?.complete).toBe(true);
    expect(first("--onto <newbase>: Starting point at which to create the new commits.")?.complete).toBe(
      true,
    );
    // A line of a shell script is code, not a sentence; a sentence that names a command with && is one.
    expect(
      first(
        'GOOD=$(git for-each-ref "--format=%(objectname)" refs/bisect/good-*) && git rev-list --not $GOOD >/dev/null <tmp.$$ rc=$?',
      )?.complete,
    ).toBe(false);
    expect(first("Run make && make test to build and test the tree before you mark it good.")?.complete).toBe(
      true,
    );
    // The tail of a sentence a chunk was cut in stays a fragment.
    expect(first("and then the index and the working tree are reset to the commit.")?.complete).toBe(false);
  });
});

describe("buildPool and figures", () => {
  it("takes a figure's caption for a fragment, and a sentence about the figure for a sentence", () => {
    const pool = buildPool(
      [
        {
          n: 1,
          text: [
            "TraceMonkey is the fastest VM on 9 of the 26 benchmarks.",
            "Figure 10. Speedup vs. a baseline JavaScript interpreter for our trace-based JIT compiler.",
            "Table 2: Detailed trace recording statistics for the benchmarks we ran.",
            "Figure 7 shows basic trace tree compilation applied to a nested loop.",
          ].join(" "),
        },
      ],
      "en",
    );
    const complete = (start: string) => pool.find((s) => s.text.startsWith(start))?.complete;
    expect(complete("TraceMonkey is the fastest")).toBe(true);
    expect(complete("Speedup vs.")).toBe(false);
    expect(complete("Table 2:")).toBe(false);
    expect(complete("Figure 7 shows")).toBe(true);
  });
});

describe("grade", () => {
  it("takes a source speaking of itself for a fragment: in a paper, 'this section' would point at another", () => {
    for (const text of [
      "This document provides an overview of how the query planner and optimizer for SQLite works.",
      "In this section, we describe traces, trace trees, and how they are formed at run time.",
      "In the rest of this section we discuss key areas of the TraceMonkey implementation.",
    ])
      expect(grade(text, 8, "en"), text).toBe("fragment");
    expect(grade("This command uses a binary search algorithm to find the commit.", 8, "en")).toBe(
      "complete",
    );
  });

  it("takes a sentence the splitter ended at a currency's abbreviation for a fragment", () => {
    expect(
      grade("PTCL Group, Pakistan's largest telecom and internet services provider, announced ₨.", 9, "en"),
    ).toBe("fragment");
    expect(grade("The donors pledged 500 crores to the relief fund of the province, in Rs.", 9, "en")).toBe(
      "fragment",
    );
    expect(grade("PTCL Group, Pakistan's largest telecom provider, announced a donation.", 8, "en")).toBe(
      "complete",
    );
  });
});

describe("a page's opening", () => {
  it("is the first paragraph of whole sentences under its describing heading, past the forms it lists", () => {
    const text = readHtml(
      readFileSync(testdataPath("libraries", "git-docs", "git-bisect.html"), "utf8"),
    ).text;
    const opening = buildPool([{ n: 1, text }], "en").filter((s) => s.opening);
    expect(opening.map((s) => s.text)).toEqual([
      "This command uses a binary search algorithm to find which commit in your project’s history introduced a bug.",
      'You use it by first telling it a "bad" commit that is known to contain the bug, and a "good" commit that is known to be before the bug was introduced.',
      'Then git bisect picks a commit between those two endpoints and asks you whether the selected commit is "good" or "bad".',
      "It continues narrowing down the range until it finds the exact commit that introduced the change.",
    ]);
  });

  it("is found under a numbered describing heading, which the sentence splitter cuts ('## 1.' and 'Overview')", () => {
    const text = readHtml(readFileSync(testdataPath("libraries", "sqlite-docs", "rtree.html"), "utf8")).text;
    const [first] = buildPool([{ n: 1, text }], "en").filter((s) => s.opening);
    expect(first?.text).toBe("An R-Tree is a special index that is designed for doing range queries.");
  });

  it("is none without a describing heading", () => {
    const text =
      "## Background\n\nThe bridge opened in 2019 after six years of work. It carries trains and cars.";
    expect(buildPool([{ n: 1, text }], "en").some((s) => s.opening)).toBe(false);
  });
});
