import { describe, expect, it } from "vitest";
import { matchLocale, pickLocale } from "./detect";

describe("interface language", () => {
  it("prefers a saved choice", () => {
    expect(pickLocale("ar", ["fr-FR"])).toBe("ar");
  });
  it("ignores an unsupported saved value and follows the browser", () => {
    expect(pickLocale("xx", ["it-IT", "pt-BR"])).toBe("pt");
    expect(pickLocale(null, ["zh-CN"])).toBe("zh-cn");
  });
  it("falls back to English", () => {
    expect(pickLocale(null, ["it", "nl"])).toBe("en");
    expect(matchLocale("zh-TW")).toBeNull();
  });
});
