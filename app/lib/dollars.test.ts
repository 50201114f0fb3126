import { describe, expect, it } from "vitest";
import { centsText, monthName, parseDollars } from "./dollars";

describe("parseDollars", () => {
  it("reads dollars with up to two decimals, a comma or a leading $", () => {
    expect(parseDollars("20")).toBe(2000);
    expect(parseDollars(" 12.34 ")).toBe(1234);
    expect(parseDollars("12,5")).toBe(1250);
    expect(parseDollars("$0.07")).toBe(7);
  });

  it("refuses what is not a dollar amount", () => {
    for (const text of ["", "abc", "1.234", "-5", "1,000.00", "12.", "$"])
      expect(parseDollars(text)).toBeNull();
  });
});

describe("centsText", () => {
  it("writes cents as dollars with two decimals", () => {
    expect(centsText(2000)).toBe("20.00");
    expect(centsText(5)).toBe("0.05");
  });
});

describe("monthName", () => {
  it("names the month in the interface language, and leaves what it cannot read", () => {
    expect(monthName("2026-11", "en")).toBe("November 2026");
    expect(monthName("2026-01", "de")).toBe("Januar 2026");
    expect(monthName("soon", "en")).toBe("soon");
  });
});
