import { describe, expect, it } from "vitest";
import type { PageResult } from "../../../common/types";
import { hostOf, rankResults } from "./curate";

function result(url: string, title: string, snippet = ""): PageResult {
  return { type: "web", position: 1, url, title, snippet };
}

describe("rankResults", () => {
  const results = [
    result("https://news.example/sports", "Football final report", "The final was played in Paris."),
    result("https://wiki.example/luzon", "2022 Luzon earthquake", "A magnitude 7.0 earthquake struck Luzon."),
    result(
      "https://wiki.example/luzon-aftershocks",
      "Aftershocks of the Luzon earthquake",
      "Aftershocks followed the earthquake.",
    ),
    result(
      "https://wiki.example/luzon-damage",
      "Damage of the Luzon earthquake",
      "Homes were damaged by the earthquake.",
    ),
    result(
      "https://phivolcs.example/report",
      "PHIVOLCS report on the Abra earthquake",
      "The Luzon earthquake hit Abra.",
    ),
    result(
      "https://gov.example/relief",
      "Relief after the earthquake in Abra",
      "Relief goods reached Luzon after the earthquake.",
    ),
    result("https://blog.example/cooking", "Cooking with rice", "A recipe."),
  ];

  it("puts relevant results first and spreads them over sites", () => {
    const urls = rankResults({
      queries: [{ text: "Luzon earthquake", weight: 1 }],
      results,
      min: 3,
      max: 4,
      language: "en",
    });
    expect(urls).toHaveLength(4);
    // Three different sites before a second page of wiki.example.
    expect(urls.slice(0, 3).map(hostOf).sort()).toEqual(["gov.example", "phivolcs.example", "wiki.example"]);
    expect(urls).not.toContain("https://blog.example/cooking");
  });

  it("keeps only relevant results above the minimum, and fills the minimum in search order", () => {
    const urls = rankResults({
      queries: [{ text: "Luzon earthquake", weight: 1 }],
      results,
      min: 7,
      max: 10,
      language: "en",
    });
    expect(urls).toHaveLength(7);
    expect(urls.slice(-2).sort()).toEqual(["https://blog.example/cooking", "https://news.example/sports"]);
    const few = rankResults({
      queries: [{ text: "volcano", weight: 1 }],
      results: results.slice(0, 2),
      min: 5,
      max: 10,
      language: "en",
    });
    expect(few).toEqual(["https://news.example/sports", "https://wiki.example/luzon"]);
  });

  it("drops repeated urls", () => {
    const urls = rankResults({
      queries: [{ text: "Luzon", weight: 1 }],
      results: [results[1]!, results[1]!],
      min: 1,
      max: 5,
      language: "en",
    });
    expect(urls).toEqual(["https://wiki.example/luzon"]);
  });
});

describe("hostOf", () => {
  it("gives the site without www, or the url itself", () => {
    expect(hostOf("https://www.Example.org/a")).toBe("example.org");
    expect(hostOf("library://doc/1")).toBe("library://doc/1");
  });
});
