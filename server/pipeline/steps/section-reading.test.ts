// What a section reads of a long page: the chunks its own queries find, the page's opening, and the chunks
// on the paper's question, which the outline may have split into sections named for narrower headings.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PlannedSection } from "../../engines/types";
import { createRetriever } from "../../sources/retrieval/retriever";
import { testdataPath } from "../../test/fixture-server";
import { readingQueries, sectionReading } from "./sections";

// A real article of 28,000 characters (FreshWiki: the 2022 Pakistan floods), read as one page.
const page = {
  url: "library://2022_Pakistan_floods.txt",
  title: "2022 Pakistan floods",
  text: readFileSync(testdataPath("eval", "freshwiki", "txt", "2022_Pakistan_floods.txt"), "utf8"),
};
const section: PlannedSection = {
  title: "International aid",
  description: "",
  subSections: [
    "Which countries sent aid?",
    "How much money did the United Nations appeal for?",
    "What did the World Bank pledge?",
  ].map((question) => ({ question, searchQuery: { refinedQuery: question, searchType: "web" } })),
};
const QUESTION = "Who died in the army helicopter crash during the 2022 Pakistan floods?";
const CRASH = "The six military personnel on board, including the commander of the XII Corps";

describe("sectionReading", () => {
  const retriever = createRetriever();

  it("reads a long page for the paper's question as well as the section's own", async () => {
    const read = await sectionReading(retriever, page, readingQueries(section, QUESTION));
    expect(read).toContain(CRASH);
    expect(read).toContain("World Bank");
    // The page is not read whole: the chunks the queries found and its opening.
    expect(read.length).toBeLessThan(page.text.length / 2);
  });

  it("would not reach that passage with the section's queries alone", async () => {
    const own = readingQueries(section, QUESTION).filter((q) => q !== QUESTION);
    expect(own).toHaveLength(4);
    expect(await sectionReading(retriever, page, own)).not.toContain(CRASH);
  });

  it("asks for the section as a whole, the paper's question and each question", () => {
    expect(readingQueries(section, QUESTION)).toEqual([
      `International aid ${section.subSections.map((s) => s.question).join(" ")}`,
      QUESTION,
      ...section.subSections.map((s) => s.question),
    ]);
  });
});
