// The relevance gate's last resort: a question whose other words are misread still finds the sources
// that name what it names; a question no source names finds none.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { relevantUrls } from "./relevance";

const library = path.join("testdata", "eval", "freshwiki", "txt");
const passage = (file: string) => ({
  url: `library://${file}`,
  title: file.replace(/\.txt$/u, "").replace(/_/gu, " "),
  text: readFileSync(path.join(library, file), "utf8").slice(0, 6000),
});
const passages = [
  passage("2022_Luzon_earthquake.txt"),
  passage("2022_Pakistan_floods.txt"),
  passage("2023_Tour_de_France.txt"),
];

describe("relevantUrls", () => {
  it("keeps the source that names the question's names when its other words are misread", () => {
    // Read with "earthquake" as the verb and "unfold" as the subject: no page speaks of unfolding.
    expect([...relevantUrls(passages, "How did the 2022 Luzon earthquake unfold?", "en")]).toEqual([
      "library://2022_Luzon_earthquake.txt",
    ]);
    // A remark after the question ("(featured 4)") is no subject every page must speak of.
    expect([...relevantUrls(passages, "What caused the 2022 Pakistan floods? (featured 4)", "en")]).toEqual([
      "library://2022_Pakistan_floods.txt",
    ]);
  });

  it("finds nothing for a question no source names", () => {
    expect(relevantUrls(passages, "When is the mating season of the Tasmanian devil?", "en").size).toBe(0);
  });
});
