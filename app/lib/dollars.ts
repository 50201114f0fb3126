// Dollar amounts as the billing forms read and write them; amounts travel in cents.

/** "12.34" (or "12,34", "$12.34") → 1234 cents, or null when it is not a dollar amount with at most two decimals. */
export function parseDollars(text: string): number | null {
  const v = text
    .trim()
    .replace(/^\$/, "")
    .replace(/^(\d+),(\d{1,2})$/, "$1.$2");
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  return Math.round(Number(v) * 100);
}

/** 1234 → "12.34": the text a money field starts with. */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "2026-11" → "November 2026" in the interface language (the month is UTC's). */
export function monthName(month: string, locale: string): string {
  const [year, m] = month.split("-").map(Number);
  if (!year || !m) return month;
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}
