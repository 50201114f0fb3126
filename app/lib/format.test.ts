import { describe, expect, it } from "vitest";
import { formatMonthYear, formatShortDate } from "./date-groups";
import { formatMoney, formatNumber } from "./format";

describe("numbers, money and dates in the interface language", () => {
  it("writes numbers each language's way", () => {
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(1234, "de")).toBe("1.234");
    expect(formatNumber(12, "bn")).toBe("১২");
    expect(formatNumber(12, "mr")).toBe("१२");
  });

  it("writes cents as money with Intl", () => {
    expect(formatMoney(1250, "en")).toBe("$12.50");
    expect(formatMoney(1250, "de")).toBe("12,50\u00a0$");
    expect(formatMoney(100_000, "fr")).toBe("1\u202f000,00\u00a0$US");
    expect(formatMoney(5, "ja")).toBe("$0.05");
  });

  it("dates like 'Jan 5, 2024' in English and the local style elsewhere", () => {
    const iso = new Date(2024, 0, 5, 12).toISOString();
    expect(formatShortDate(iso, "en")).toBe("Jan 5, 2024");
    expect(formatShortDate(iso, "de")).toBe("5. Jan. 2024");
    expect(formatShortDate(iso, "ja")).toBe("2024年1月5日");
    expect(formatShortDate("not a date", "en")).toBe("");
    expect(formatMonthYear(new Date(2024, 0, 1), "fr")).toBe("janvier 2024");
    expect(formatMonthYear(new Date(2024, 0, 1), "en")).toBe("January 2024");
  });
});
