// What changed between two versions of a JSON value (a presented document), and the change applied to the
// older one: GET /api/document/{id}?base= sends a page only what changed since the version it holds
// (issue 32, item 8). Objects and arrays are compared member by member, so a new page analysis or one
// section's new text travels alone; anything else that differs is sent whole. An array into which members
// were inserted (or from which some were removed) is compared past that point with the members they were
// before, shifted, so a section added at the top of the outline does not send every section after it.

/**
 * A change: `s` sets the value; `o` changes an object's members (`d` deletes some); `a` an array's (its new
 * length), `i` changing its members by index. With `m: [at, shift]`, `shift` members were inserted at `at`
 * (removed there when negative): the members from there on are changed from the base's member they were.
 */
export type JsonPatch =
  | { s: unknown }
  | { o: Record<string, JsonPatch>; d?: string[] }
  | { a: number; i: Record<string, JsonPatch>; m?: [number, number] };

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
  if (Array.isArray(before) && Array.isArray(after)) return diffArray(before, after);
  return { s: after };
}

/** Members compared by index, or — when members were inserted or removed — past that point shifted. */
function diffArray(before: unknown[], after: unknown[]): JsonPatch | null {
  const byIndex = arrayPatch(before, after, null);
  const shift = after.length - before.length;
  if (shift === 0) return byIndex;
  // The first member that differs is where members were inserted or removed; none: only the end changed.
  let at = 0;
  const shorter = Math.min(before.length, after.length);
  while (at < shorter && diffJson(before[at], after[at]) === null) at += 1;
  if (at === shorter) return byIndex;
  const shifted = arrayPatch(before, after, [at, shift]);
  return JSON.stringify(shifted).length < JSON.stringify(byIndex).length ? shifted : byIndex;
}

/** The base's member that member `n` was: the same index, or shifted by `m` (-1: an inserted member). */
function sourceOf(n: number, m: [number, number] | null | undefined): number {
  if (!m || n < m[0]) return n;
  return n - m[0] < m[1] ? -1 : n - m[1];
}

/** The change of each member of `after` from the base's member it was (`m`: after an insertion or removal). */
function arrayPatch(before: unknown[], after: unknown[], m: [number, number] | null): JsonPatch | null {
  const i: Record<string, JsonPatch> = {};
  let changed = before.length !== after.length;
  after.forEach((value, index) => {
    const source = sourceOf(index, m);
    const change = source >= 0 && source < before.length ? diffJson(before[source], value) : { s: value };
    if (change) {
      i[index] = change;
      changed = true;
    }
  });
  if (!changed) return null;
  return m ? { a: after.length, i, m } : { a: after.length, i };
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
  const members: unknown[] = Array.isArray(base) ? base : [];
  const next = patch.m
    ? Array.from({ length: patch.a }, (_, n) => {
        const source = sourceOf(n, patch.m);
        return source >= 0 ? members[source] : undefined;
      })
    : members.slice(0, patch.a);
  for (const [index, change] of Object.entries(patch.i)) {
    const at = Number(index);
    next[at] = applyJsonPatch(next[at], change);
  }
  next.length = patch.a;
  return next as T;
}
