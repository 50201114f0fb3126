import { describe, expect, it } from "vitest";
import { buildPool } from "./pool";
import { definingScore, isDangling, readingOrder } from "./reading-order";

const pool = (text: string) => buildPool([{ n: 1, text }], "en");

describe("readingOrder", () => {
  it("does not open a paragraph with a sentence that points back at one the reader has not seen", () => {
    const [pointing, standing, other] = pool(
      "This means that git reset -p is the opposite of git add -p, so hunks can be reset one by one. " +
        "The --soft mode of git reset does not touch the index file or the working tree at all. " +
        "The --hard mode of git reset resets the index and the working tree to the given commit.",
    );
    const order = readingOrder([pointing!, standing!, other!], new Set(["git", "reset"]), "en");
    expect(order.map((s) => s.text)).toEqual([standing!.text, pointing!.text, other!.text]);
  });

  it("takes no sentence that points back for the subject's definition", () => {
    const [pointing] = pool("This means that git reset is the opposite of git add for the paths given.");
    expect(isDangling(pointing!.text, "en")).toBe(true);
    expect(definingScore(pointing!, new Set(["git", "reset"]))).toBe(0);
    const [defining] = pool("Git reset is a command that sets the current branch head to another commit.");
    expect(definingScore(defining!, new Set(["git", "reset"]))).toBeGreaterThan(0);
  });

  it("reads a sentence that opens by contrasting or adding to the one before as pointing back", () => {
    for (const text of [
      'But any other kind of PRIMARY KEYs, including "INT PRIMARY KEY" are just unique indexes in an ordinary rowid table.',
      "However, the phrase WITHOUT ROWID omits the special rowid column from the table.",
      "Still, recording and compilation are clearly both expensive.",
      "Also, the index can be formed on expressions involving table columns.",
    ])
      expect(isDangling(text, "en")).toBe(true);
    // A word that only starts like one of them points at nothing.
    expect(isDangling("Butter is made from cream.", "en")).toBe(false);
    expect(isDangling("Stillwater is a city in Minnesota.", "en")).toBe(false);
  });
});
