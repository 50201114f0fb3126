// Groups the sidebar's documents by how long ago they were created (spec §2, §9: 1, 7 and 30 days).
import { DATE_GROUP_DAYS } from "../../common/constants";

export type DateGroupKind = "today" | "yesterday" | "last7" | "last30" | "month";

export interface DateGroup<T> {
  /** Stable key: the kind, or "month-YYYY-MM" for older months. */
  key: string;
  kind: DateGroupKind;
  /** First day of the month, for "month" groups (local time). */
  month?: Date;
  items: T[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Whole calendar days between the two dates in local time (0 = same day). */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / DAY_MS);
}

export function dateGroupKind(created: Date, now: Date): DateGroupKind {
  const days = calendarDaysBetween(created, now);
  if (days <= 0) return "today";
  if (days <= DATE_GROUP_DAYS.yesterday) return "yesterday";
  if (days <= DATE_GROUP_DAYS.week) return "last7";
  if (days <= DATE_GROUP_DAYS.month) return "last30";
  return "month";
}

/** Keeps the input order (newest first) and puts each entry in its group. */
export function groupByDate<T extends { createdAt: string }>(items: T[], now: Date): DateGroup<T>[] {
  const groups: DateGroup<T>[] = [];
  const byKey = new Map<string, DateGroup<T>>();
  for (const item of items) {
    const created = new Date(item.createdAt);
    if (Number.isNaN(created.getTime())) continue;
    const kind = dateGroupKind(created, now);
    const month = kind === "month" ? new Date(created.getFullYear(), created.getMonth(), 1) : undefined;
    const key = month
      ? `month-${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, "0")}`
      : kind;
    let group = byKey.get(key);
    if (!group) {
      group = { key, kind, month, items: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** "January 2024" in the interface language. */
export function formatMonthYear(month: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" }).format(month);
}

/** "Jan 5, 2024" in the interface language (spec §9 date format). */
export function formatShortDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric" }).format(d);
}
