// Numbers and money in the interface language's own way, through Intl (dates: date-groups.ts).

const numberFormats = new Map<string, Intl.NumberFormat>();
const moneyFormats = new Map<string, Intl.NumberFormat>();

function cached(cache: Map<string, Intl.NumberFormat>, key: string, make: () => Intl.NumberFormat) {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** "1,234" in English, "1.234" in German, "১,২৩৪" in Bengali. */
export function formatNumber(value: number, locale: string): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
}

/** An amount of integer cents as money: "$12.50" in English, "12,50 $" in German, "US$12.50" in Chinese. */
export function formatMoney(cents: number, locale: string, currency = "USD"): string {
  return cached(
    moneyFormats,
    `${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, { style: "currency", currency }),
  ).format(cents / 100);
}
