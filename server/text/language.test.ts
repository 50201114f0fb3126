import { describe, expect, it } from "vitest";
import { LOCALES } from "../../common/constants";
import { readabilityDocument } from "../engines/offline/test-corpus";
import { detectLanguage, LANGUAGES, languageOfLocale } from "./language";
import { getStopWords } from "./stopwords";

describe("languageOfLocale", () => {
  it("maps every output locale to a language with a stop-word list", () => {
    const languages = LOCALES.map(languageOfLocale);
    expect(languages).toEqual([
      "en",
      "zh",
      "hi",
      "es",
      "fr",
      "ar",
      "bn",
      "pt",
      "ru",
      "ur",
      "id",
      "de",
      "ja",
      "sw",
      "mr",
    ]);
    expect(new Set(languages)).toEqual(new Set(LANGUAGES));
    for (const language of languages) expect(getStopWords(language).size).toBeGreaterThan(50);
    expect(languageOfLocale("pt-BR")).toBe("pt");
    expect(languageOfLocale("xx")).toBe("en");
  });
});

describe("detectLanguage", () => {
  it("recognizes the language of real pages whatever the output language", () => {
    const pages: [string, string][] = [
      ["lemonde-1", "fr"],
      ["liberation-1", "fr"],
      ["la-nacion", "es"],
      ["cnet-svg-classes", "es"],
      ["heise", "de"],
      ["folha", "pt"],
      ["gmw", "zh"],
      ["qq", "zh"],
      ["hukumusume", "ja"],
      ["bbc-1", "en"],
    ];
    for (const [name, language] of pages) {
      const { text } = readabilityDocument(name);
      expect([name, detectLanguage(text, "en")]).toEqual([name, language]);
      expect([name, detectLanguage(text, "de")]).toEqual([name, language]);
    }
  });

  it("tells scripts apart and prefers the hint when unsure", () => {
    expect(detectLanguage("Это простой текст на русском языке.", "en")).toBe("ru");
    expect(detectLanguage("هذا نص عربي قصير عن الانتخابات.", "en")).toBe("ar");
    expect(detectLanguage("یہ اردو میں ایک مختصر متن ہے۔", "en")).toBe("ur");
    expect(detectLanguage("এটি বাংলায় একটি ছোট লেখা।", "en")).toBe("bn");
    expect(detectLanguage("Paris", "fr")).toBe("fr");
  });
});
