import { describe, expect, it } from "vitest";
import { passageContext } from "./passage-context";

describe("the text around a cited passage", () => {
  it("gives the page's words before and after it, whitespace and heading marks aside", () => {
    const page =
      "It was recorded as one of the costliest disasters.\n\n# Background\n\nThe minister said that Sindh had received more rainfall than the August average. Rains were recorded in India.";
    expect(passageContext(page, "Sindh had  received more\nrainfall than the August average.")).toEqual({
      before: "It was recorded as one of the costliest disasters. Background The minister said that",
      after: "Rains were recorded in India.",
    });
  });

  it("gives nothing when the page does not hold the passage", () => {
    expect(passageContext("Another page entirely.", "Sindh had received more rainfall")).toEqual({
      before: "",
      after: "",
    });
  });
});
