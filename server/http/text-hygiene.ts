// Text a database cannot store or a reader cannot read: NUL characters (PostgreSQL refuses them in text)
// and lone UTF-16 surrogates (not Unicode at all). Such input answers 400 INVALID_TEXT, never 500.

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (or key) in `value` that holds a NUL or a lone surrogate; null if none. */
export function findBadText(value: unknown, path = "", depth = 0): string | null {
  if (depth > 64) return path || "(body)"; // deeper than any body of the contract
  if (typeof value === "string") return BAD_TEXT.test(value) ? path || "(text)" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (BAD_TEXT.test(key)) return at;
      const found = findBadText(item, at, depth + 1);
      if (found) return found;
    }
  }
  return null;
}
