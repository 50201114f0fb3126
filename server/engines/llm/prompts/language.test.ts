// Every prompt of the pipeline asks for the paper's output language, so the title, summary, outline
// and sections come back in it (issue: papers in the reader's language).
import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../../../common/constants";
import type { PageResult } from "../../../../common/types";
import type { PlannedOutline, PlannedSection } from "../../types";
import { testSettings } from "../test-support";
import { choosePagesPrompt } from "./choose-pages";
import { languageName } from "./common";
import { curateSourcesPrompt } from "./curate-sources";
import { describeCoverPrompt } from "./describe-cover";
import { extractInformationPrompt } from "./extract-information";
import { generateQuestionPrompt } from "./generate-question";
import { generateSectionPrompt } from "./generate-section";
import { judgeClaimsPrompt } from "./judge-claims";
import { planSectionsPrompt } from "./plan-sections";
import { refineQueriesPrompt } from "./refine-queries";
import { writeSectionPrompt } from "./write-section";
import { writeSummaryPrompt } from "./write-summary";
import { writeTitlePrompt } from "./write-title";

const results: PageResult[] = [
  { type: "web", title: "Page", url: "https://a.example/", snippet: "About it.", position: 1 },
];
const section: PlannedSection = {
  title: "History",
  description: "How it began.",
  subSections: [{ question: "When?", searchQuery: { refinedQuery: "when", searchType: "web" } }],
};
const outline: PlannedOutline = { title: "A paper", sections: [section] };

/** Every prompt builder of this folder, given the settings of one paper. */
function allPrompts(locale: Locale): Record<string, { system: string; prompt: string }> {
  const settings = testSettings({ locale });
  const query = "What happened?";
  const passages = [{ n: 1, url: "https://a.example/", title: "Page", text: "A passage." }];
  return {
    "refine-queries": refineQueriesPrompt({ settings, query, searchTypes: ["web"], customSourceTitles: [] }),
    "curate-sources": curateSourcesPrompt({ settings, query, results, min: 1, max: 5 }),
    "write-summary": writeSummaryPrompt({ settings, query, passages }),
    "plan-sections": planSectionsPrompt({
      settings,
      query,
      summary: "Known.",
      passages,
      numberOfSections: 3,
      searchTypes: ["web"],
    }),
    "generate-section": generateSectionPrompt({
      settings,
      query,
      summary: "s",
      outline,
      searchTypes: ["web"],
    }),
    "generate-question": generateQuestionPrompt({
      settings,
      query,
      summary: "s",
      outline,
      section,
      searchTypes: ["web"],
    }),
    "choose-pages": choosePagesPrompt({ settings, query, section, candidates: results, min: 1, max: 5 }),
    "extract-information": extractInformationPrompt({
      settings,
      query,
      section,
      page: { url: "https://a.example/", title: "Page", text: "Text." },
      max: 5,
    }),
    "write-section": writeSectionPrompt({
      settings,
      query,
      documentTitle: "A paper",
      section,
      sectionIndex: 0,
      outline,
      sources: [],
    }),
    "write-title": writeTitlePrompt({ settings, query, summary: "s", sectionTitles: ["History"] }),
    "describe-cover": describeCoverPrompt({ settings, title: "A paper", query, summary: "s" }),
    "judge-claims": judgeClaimsPrompt({
      settings,
      claims: [
        {
          id: 1,
          sentence: "The floods began in June. [1]",
          cited: [1],
          evidence: [{ n: 1, passages: ["The floods began in June."] }],
        },
      ],
    }),
  };
}

describe("output language in the prompts", () => {
  it("covers every prompt of the folder", () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const builders = readdirSync(here)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "common.ts")
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(allPrompts("en")).sort()).toEqual(builders);
  });

  it.each(LOCALES)("asks every step to write for the reader in the language of %s", (locale) => {
    for (const [name, { system }] of Object.entries(allPrompts(locale))) {
      expect(system, name).toContain(`Write all text meant for the reader in ${languageName(locale)}`);
    }
  });

  it("asks the page-choosing steps to prefer sources in the paper's language", () => {
    const prompts = allPrompts("ar");
    for (const name of ["curate-sources", "choose-pages"]) {
      expect(prompts[name]?.system).toContain("prefer those written in Arabic");
    }
    expect(languageName("zh-cn")).toBe("Simplified Chinese");
  });
});
