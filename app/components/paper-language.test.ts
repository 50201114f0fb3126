import { describe, expect, it } from "vitest";
import { mainSourceLanguage, paperLanguage, scriptDirection, textLanguage } from "./paper-language";

describe("the direction of a paper's texts", () => {
  it("reads a text's direction from its own letters", () => {
    expect(scriptDirection("The 2022 floods in Pakistan [1]")).toBe("ltr");
    expect(scriptDirection("فيضانات باكستان عام 2022 [1]")).toBe("rtl");
    expect(scriptDirection("یہ اردو ہے")).toBe("rtl");
    expect(scriptDirection("[1] 2022 — 33 %")).toBeNull();
  });

  it("keeps the paper's language for a text in it, and gives an English text of an Arabic paper ltr and English", () => {
    const arabic = paperLanguage("ar");
    expect(textLanguage("فيضانات باكستان", arabic, "en")).toEqual({ lang: "ar", dir: "rtl" });
    expect(textLanguage("Floods in Pakistan killed 1,739 people [1].", arabic, "en")).toEqual({
      lang: "en",
      dir: "ltr",
    });
    expect(textLanguage("Floods", arabic, undefined)).toEqual({ lang: "und", dir: "ltr" });
    expect(textLanguage("[1]", arabic, "en")).toEqual({ lang: "ar", dir: "rtl" });
    expect(textLanguage("Floods", paperLanguage("de"), "en")).toEqual({ lang: "de", dir: "ltr" });
  });

  it("names the language most sources are in when it is not the paper's", () => {
    const refs = [{ language: "en" }, { language: "en" }, { language: "fr" }, { language: "ar" }, {}];
    expect(mainSourceLanguage(refs, "ar")).toBe("en");
    expect(mainSourceLanguage([{ language: "en" }], "en")).toBeUndefined();
    expect(mainSourceLanguage(undefined, "ar")).toBeUndefined();
  });
});
