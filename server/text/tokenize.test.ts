import { describe, expect, it } from "vitest";
import { contentTerms, indexTerms, wordTokens } from "./tokenize";

describe("wordTokens", () => {
  it("folds English plurals and flags stop words", () => {
    const tokens = wordTokens("The earthquakes' epicentre was in Abra's mountains.", "en");
    expect(tokens.map((t) => t.norm)).toEqual([
      "the",
      "earthquake",
      "epicentre",
      "was",
      "in",
      "abra",
      "mountain",
    ]);
    expect(tokens.filter((t) => t.stop).map((t) => t.surface)).toEqual(["The", "was", "in"]);
  });

  it("keeps numbers with separators and ordinals as one word", () => {
    expect(
      wordTokens("A 7.0 Mw quake at 8:43:24 cost ₱1,880 million; the 65th edition.", "en").map(
        (t) => t.surface,
      ),
    ).toEqual([
      "A",
      "7.0",
      "Mw",
      "quake",
      "at",
      "8:43:24",
      "cost",
      "1,880",
      "million",
      "the",
      "65th",
      "edition",
    ]);
  });

  it("segments Chinese and Japanese with Intl.Segmenter and gives offsets into the text", () => {
    const text = "谷歌在2014年收购的人工智能公司开发出一款计算机。";
    const tokens = wordTokens(text, "zh");
    expect(tokens.map((t) => t.surface)).toContain("收购");
    expect(tokens.map((t) => t.surface)).toContain("公司");
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.surface);
    expect(tokens.find((t) => t.surface === "的")?.stop).toBe(true);
    const ja = wordTokens("日本語の文章を単語に分割します。", "ja");
    expect(ja.map((t) => t.surface)).toEqual([
      "日本語",
      "の",
      "文章",
      "を",
      "単語",
      "に",
      "分割",
      "し",
      "ます",
    ]);
    expect(ja.filter((t) => !t.stop).map((t) => t.surface)).toEqual(["日本語", "文章", "単語", "分割"]);
  });

  it("uses each language's stop words", () => {
    expect(contentTerms("Les députés ont adopté le projet de loi sur le renseignement", "fr")).toEqual([
      "députés",
      "adopté",
      "projet",
      "loi",
      "renseignement",
    ]);
    expect(contentTerms("Das Update bringt eine praktische Funktion für die Anwendung", "de")).toEqual([
      "update",
      "bringt",
      "praktische",
      "funktion",
      "anwendung",
    ]);
  });

  it("folds plurals that add -es after a sibilant, not those of nouns ending in -e", () => {
    expect(contentTerms("indexes classes searches boxes caches niches types", "en")).toEqual([
      "index",
      "class",
      "search",
      "box",
      "cache",
      "niche",
      "type",
    ]);
  });

  it("gives search indexes the content words of a text in any language, Thai included", () => {
    expect(indexTerms("Databases, tables! 42")).toEqual(["database", "table", "42"]);
    expect(indexTerms("The classes of the database")).toEqual(["class", "database"]);
    expect(indexTerms("Le serveur met à jour les index de la base de données")).toEqual([
      "serveur",
      "met",
      "jour",
      "index",
      "base",
      "données",
    ]);
    expect(indexTerms("宇航员在太空中喝酒").length).toBeGreaterThan(2);
    expect(indexTerms("ภาษาไทยเขียนติดกัน")).toEqual(["ภาษา", "ไทย", "เขียน", "ติด", "กัน"]);
  });
});
