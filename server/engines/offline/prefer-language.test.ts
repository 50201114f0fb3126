import { describe, expect, it } from "vitest";
import type { PageResult } from "../../../common/types";
import { rankPreferringLanguage, resultLanguage } from "./prefer-language";

function result(url: string, title: string, snippet: string): PageResult {
  return { type: "web", position: 1, url, title, snippet };
}

// Synthetic results (written for this test): three in Arabic, four in English, about one earthquake.
const arabic = [
  result("https://ar.example/1", "زلزال لوزون 2022", "ضرب زلزال بقوة 7 درجات جزيرة لوزون في الفلبين."),
  result("https://ar.example/2", "أضرار زلزال لوزون", "تضررت آلاف المنازل في أبرا بعد الزلزال."),
  result("https://ar2.example/3", "الهزات الارتدادية بعد زلزال لوزون", "تبعت الزلزال هزات ارتدادية كثيرة."),
];
const english = [
  result(
    "https://en.example/1",
    "2022 Luzon earthquake",
    "A magnitude 7.0 earthquake struck Luzon in the Philippines.",
  ),
  result(
    "https://en.example/2",
    "Damage of the Luzon earthquake",
    "Homes in Abra were damaged by the earthquake.",
  ),
  result(
    "https://en2.example/3",
    "Aftershocks of the Luzon earthquake",
    "Many aftershocks followed the earthquake.",
  ),
  result(
    "https://en3.example/4",
    "Relief after the Luzon earthquake",
    "Relief goods reached Abra after the earthquake.",
  ),
];
const mixed = [...english.slice(0, 2), ...arabic, ...english.slice(2)];

describe("sources in the paper's language first (offline engine)", () => {
  it("tells a result's language from its title and snippet", () => {
    expect(resultLanguage(arabic[0] as PageResult, "en")).toBe("ar");
    expect(resultLanguage(english[0] as PageResult, "ar")).toBe("en");
  });

  it("takes only results in the paper's language when there are enough of them", () => {
    const urls = rankPreferringLanguage({
      queries: [{ text: "زلزال لوزون", weight: 1 }],
      results: mixed,
      min: 3,
      max: 10,
      language: "ar",
    });
    expect(urls.sort()).toEqual(arabic.map((r) => r.url).sort());
    const inEnglish = rankPreferringLanguage({
      queries: [{ text: "Luzon earthquake", weight: 1 }],
      results: mixed,
      min: 3,
      max: 10,
      language: "en",
    });
    expect(inEnglish.sort()).toEqual(english.map((r) => r.url).sort());
  });

  it("makes up the minimum with results in other languages, after its own", () => {
    const urls = rankPreferringLanguage({
      queries: [{ text: "زلزال لوزون earthquake Luzon", weight: 1 }],
      results: mixed,
      min: 5,
      max: 10,
      language: "ar",
    });
    expect(urls).toHaveLength(5);
    expect(urls.slice(0, 3).sort()).toEqual(arabic.map((r) => r.url).sort());
    expect(urls.slice(3).every((u) => u.includes("en"))).toBe(true);
  });

  it("ranks as before when every result is in one language", () => {
    const urls = rankPreferringLanguage({
      queries: [{ text: "زلزال لوزون", weight: 1 }],
      results: english,
      min: 3,
      max: 10,
      language: "ar",
    });
    expect(urls).toHaveLength(3);
  });
});
