// Post-validation of chosen urls: only urls that were offered survive, in the model's order, and the
// list is topped up from the offered order when too few remain (spec §5: 5–10 and 5–15 urls).

/** A url reduced to what identifies the page, so "HTTPS://Example.com/a/" matches "https://example.com/a". */
export function urlKey(url: string): string {
  const trimmed = url.trim().replace(/^<|>$/g, "");
  try {
    const u = new URL(trimmed);
    u.hash = "";
    const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, "") : "";
    return `${u.protocol}//${u.host.replace(/^www\./, "")}${path}${u.search}`;
  } catch {
    return trimmed.replace(/\/+$/, "").toLowerCase();
  }
}

/** The offered urls once each, in their order. */
export function uniqueUrls(urls: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const url of urls) {
    const key = urlKey(url);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(url);
    }
  }
  return out;
}

/**
 * The model's choice mapped back to the exact offered urls: unknown urls dropped, duplicates removed,
 * at most max, and topped up from the offered order to at least min (or as many as were offered).
 */
export function pickUrls(chosen: string[], offered: string[], min: number, max: number): string[] {
  const byKey = new Map<string, string>();
  for (const url of offered) if (!byKey.has(urlKey(url))) byKey.set(urlKey(url), url);
  const picked: string[] = [];
  const taken = new Set<string>();
  for (const url of chosen) {
    const key = urlKey(url);
    const original = byKey.get(key);
    if (original !== undefined && !taken.has(key) && picked.length < max) {
      picked.push(original);
      taken.add(key);
    }
  }
  for (const [key, url] of byKey) {
    if (picked.length >= Math.min(min, max)) break;
    if (!taken.has(key)) {
      picked.push(url);
      taken.add(key);
    }
  }
  return picked;
}
