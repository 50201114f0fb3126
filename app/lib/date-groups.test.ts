import { describe, expect, it } from "vitest";
import { dateGroupKind, formatMonthYear, formatShortDate, groupByDate } from "./date-groups";

const now = new Date(2024, 5, 15, 10, 0, 0); // 15 June 2024, 10:00 local time
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString();

describe("date groups", () => {
  it("puts each age in its group", () => {
    expect(dateGroupKind(new Date(2024, 5, 15, 0, 1), now)).toBe("today");
    expect(dateGroupKind(new Date(2024, 5, 14, 23, 59), now)).toBe("yesterday");
    expect(dateGroupKind(new Date(2024, 5, 13), now)).toBe("last7");
    expect(dateGroupKind(new Date(2024, 5, 8), now)).toBe("last7");
    expect(dateGroupKind(new Date(2024, 5, 7), now)).toBe("last30");
    expect(dateGroupKind(new Date(2024, 4, 16), now)).toBe("last30");
    expect(dateGroupKind(new Date(2024, 4, 15), now)).toBe("month");
    expect(dateGroupKind(new Date(2024, 5, 16), now)).toBe("today");
  });

  it("groups in order, older entries by month and year", () => {
    const docs = [
      { id: "a", createdAt: at(2024, 5, 15) },
      { id: "b", createdAt: at(2024, 5, 15, 1) },
      { id: "c", createdAt: at(2024, 5, 14) },
      { id: "d", createdAt: at(2024, 5, 10) },
      { id: "e", createdAt: at(2024, 4, 20) },
      { id: "f", createdAt: at(2024, 3, 2) },
      { id: "g", createdAt: at(2024, 3, 1) },
      { id: "h", createdAt: at(2023, 3, 30) },
      { id: "bad", createdAt: "not a date" },
    ];
    const groups = groupByDate(docs, now);
    expect(groups.map((g) => [g.key, g.items.map((i) => i.id).join("")])).toEqual([
      ["today", "ab"],
      ["yesterday", "c"],
      ["last7", "d"],
      ["last30", "e"],
      ["month-2024-04", "fg"],
      ["month-2023-04", "h"],
    ]);
    const april = groups[4]?.month;
    expect(april && formatMonthYear(april, "en")).toBe("April 2024");
  });

  it("formats dates like 'Jan 5, 2024'", () => {
    expect(formatShortDate(new Date(2024, 0, 5, 12).toISOString(), "en")).toBe("Jan 5, 2024");
    expect(formatShortDate("nope", "en")).toBe("");
  });
});
