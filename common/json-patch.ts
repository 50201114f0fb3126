// What changed between two versions of a JSON value (a presented document), and the change applied to the
// older one: GET /api/document/{id}?base= sends a page only what changed since the version it holds
// (issue 32, item 8). Objects and arrays are compared member by member, so a new page analysis or one
// section's new text travels alone; anything else that differs is sent whole.

/** A change: `s` sets the value; `o` changes an object's members (`d` deletes some); `a` an array's. */
export type JsonPatch =
  | { s: unknown }
  | { o: Record<string, JsonPatch>; d?: string[] }
  | { a: number; i: Record<string, JsonPatch> };

type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** The change that turns `before` into `after`, or null when they are equal (JSON values only). */
export function diffJson(before: unknown, after: unknown): JsonPatch | null {
  if (before === after) return null;
  if (isObject(before) && isObject(after)) {
    const o: Record<string, JsonPatch> = {};
    let changed = false;
    for (const [key, value] of Object.entries(after)) {
      if (value === undefined) continue;
      const change = key in before && before[key] !== undefined ? diffJson(before[key], value) : { s: value };
      if (change) {
        o[key] = change;
        changed = true;
      }
    }
    const d = Object.keys(before).filter((key) => before[key] !== undefined && after[key] === undefined);
    if (!changed && d.length === 0) return null;
    return d.length > 0 ? { o, d } : { o };
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const i: Record<string, JsonPatch> = {};
    let changed = before.length !== after.length;
    after.forEach((value, index) => {
      const change = index < before.length ? diffJson(before[index], value) : { s: value };
      if (change) {
        i[index] = change;
        changed = true;
      }
    });
    return changed ? { a: after.length, i } : null;
  }
  return { s: after };
}

/**
 * `base` with `patch` applied, as a new value: what did not change is the same object as in `base` (so a
 * page re-renders only what changed); `base` itself is left as it was.
 */
export function applyJsonPatch<T>(base: T, patch: JsonPatch | null): T {
  if (!patch) return base;
  if ("s" in patch) return patch.s as T;
  if ("o" in patch) {
    const next: JsonObject = isObject(base) ? { ...base } : {};
    for (const key of patch.d ?? []) delete next[key];
    for (const [key, change] of Object.entries(patch.o)) next[key] = applyJsonPatch(next[key], change);
    return next as T;
  }
  const next: unknown[] = Array.isArray(base) ? base.slice(0, patch.a) : [];
  for (const [index, change] of Object.entries(patch.i)) {
    const at = Number(index);
    next[at] = applyJsonPatch(next[at], change);
  }
  next.length = patch.a;
  return next as T;
}
