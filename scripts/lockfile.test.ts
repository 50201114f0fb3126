// `npm ci` (the first command of the README and of CI) refuses a lock file that names an optional
// dependency without an entry of its own. The registry these machines use does not serve every
// platform's build of a package (Biome's and Tailwind's per-platform binaries), so an `npm install`
// here can leave such entries out; they are then added by hand, with the platform they are for, and
// npm skips them on any other platform. This test names what is missing before `npm ci` fails.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const lockFile = fileURLToPath(new URL("../package-lock.json", import.meta.url));
const lock = JSON.parse(readFileSync(lockFile, "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

/** Where npm looks for `name` needed by the package at `from`: nested folders, then up to the root. */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut < 0 ? "" : dir.slice(0, cut);
  }
}

describe("package-lock.json", () => {
  it("is a lockfile v3 with a packages map", () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(Object.keys(lock.packages).length).toBeGreaterThan(100);
  });

  it("has an entry for every optional dependency it names, so npm ci accepts it", () => {
    const missing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
        if (!resolves(where, name)) missing.push(`${name}@${range} (for ${where || "the root"})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("marks the hand-added platform entries optional and for another platform", () => {
    const stubs = Object.entries(lock.packages).filter(
      ([where, entry]) => where.startsWith("node_modules/") && !("integrity" in entry) && !("link" in entry),
    );
    for (const [where, entry] of stubs) {
      expect(entry.optional, where).toBe(true);
      expect(Boolean(entry.os?.length || entry.cpu?.length), where).toBe(true);
    }
  });
});
