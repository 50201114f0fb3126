// The folder tree is the architecture (ARCHITECTURE §3): these checks read every product file's imports
// and fail when a folder of server/ starts depending on one it must not.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.dirname(new URL(import.meta.url).pathname);

/** Every import of a product file of server/ (tests and test helpers left out), as paths below server/. */
function serverImports(): { from: string; to: string }[] {
  const found: { from: string; to: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "test" && entry.name !== "migrations") walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(full, "utf8");
        for (const m of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
          const target = path.normalize(path.join(path.dirname(full), m[1] ?? ""));
          if (!target.startsWith(SERVER + path.sep)) continue;
          found.push({ from: path.relative(SERVER, full), to: path.relative(SERVER, target) });
        }
      }
    }
  };
  walk(SERVER);
  return found;
}

/** The first folder below server/ of a path, or null for a file at server/'s root. */
const folderOf = (file: string): string | null =>
  (file.includes(path.sep) ? file.split(path.sep)[0] : null) ?? null;

/** Folder → the folders it imports (a file at server/'s root, such as services.ts, is no folder). */
function folderGraph(imports: { from: string; to: string }[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (!a || !b || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)?.add(b);
  }
  return graph;
}

/** Groups of folders that reach each other through their imports (Tarjan's strongly connected components). */
function folderCycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w) group.push(w);
    } while (w && w !== v);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

const imports = serverImports();
const importsOf = (folder: string) => imports.filter((i) => folderOf(i.from) === folder);
const into = (folder: string) => (i: { to: string }) => folderOf(i.to) === folder;

describe("the server's folders", () => {
  it("reads the imports it checks", () => {
    expect(importsOf("pipeline").filter(into("documents")).length).toBeGreaterThan(0);
    expect(importsOf("http").filter(into("documents")).length).toBeGreaterThan(0);
  });

  it("finds a cycle when two folders import each other, and through a third", () => {
    const graph = folderGraph([
      { from: "a/x.ts", to: "b/y.ts" },
      { from: "b/y.ts", to: "c/z.ts" },
      { from: "c/z.ts", to: "a/w.ts" },
      { from: "d/v.ts", to: "services.ts" },
    ]);
    expect(folderCycles(graph)).toEqual([["a", "b", "c"]]);
    expect(folderCycles(folderGraph([{ from: "a/x.ts", to: "b/y.ts" }]))).toEqual([]);
  });

  it("depend on each other in no pair and no ring", () => {
    expect(folderCycles(folderGraph(imports))).toEqual([]);
  });

  it("keep billing and downloads on the document domain, never the pipeline", () => {
    expect([...importsOf("billing"), ...importsOf("downloads")].filter(into("pipeline"))).toEqual([]);
  });

  it("keep the document domain and the policies free of the pipeline and of the ways in", () => {
    const outward = ["pipeline", "http", "mcp", "cli", "presenters"];
    const domain = [...importsOf("documents"), ...importsOf("policies")];
    expect(domain.filter((i) => outward.includes(folderOf(i.to) ?? ""))).toEqual([]);
  });

  it("keep http and mcp, two ways into the domain, from importing each other", () => {
    expect(importsOf("http").filter(into("mcp"))).toEqual([]);
    expect(importsOf("mcp").filter(into("http"))).toEqual([]);
  });

  it("let the pipeline use an engine only through the engines' public modules", () => {
    const insides = importsOf("pipeline").filter(
      (i) => folderOf(i.to) === "engines" && i.to.split(path.sep).length > 2,
    );
    expect(insides).toEqual([]);
  });
});
