// bench/library-index: what ranking a library's files by their parts as well as whole costs, over whole
// Debian manuals. The library's index (PartedPageIndex: every file read whole and in parts) against the
// page index alone (PageIndex, what the library used before) in the same run: build time, heap, search.
// Not a timed test. Run: node --expose-gc --import tsx bench/library-index/run.ts [folder …]
// (default: the manuals of bench/offline-quality that are installed).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createLibrary, libraryUrl } from "../../server/sources";
import { PageIndex, PartedPageIndex, pageFieldsOf } from "../../server/sources/retrieval/pages";

const DEFAULTS = [
  "/usr/share/doc/python-django-doc/html",
  "/usr/share/doc/cmake-data/html",
  "/usr/share/doc/git-doc",
];
const QUERIES = [
  "What are the differences between single-configuration and multi-configuration generators?",
  "How do I write and activate a middleware?",
  "Which hooks are run and when does each hook run?",
];
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.log("(run node with --expose-gc for heap figures that mean something)");

const files = (dir: string, prefix = ""): string[] =>
  readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)],
  );

function measure<T>(build: () => T): { value: T; seconds: number; mb: number } {
  gc?.();
  const heap = process.memoryUsage().heapUsed;
  const start = performance.now();
  const value = build();
  const seconds = (performance.now() - start) / 1000;
  gc?.();
  return { value, seconds, mb: (process.memoryUsage().heapUsed - heap) / 1e6 };
}

function searchMs(search: (q: string) => unknown): number {
  const start = performance.now();
  for (let i = 0; i < 20; i++) for (const q of QUERIES) search(q);
  return (performance.now() - start) / (20 * QUERIES.length);
}

const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULTS.filter((d) => existsSync(d));
for (const dir of dirs) {
  // The files as the library reads them (its readers, index pages and source copies left out).
  const library = createLibrary({ dirs: [dir], watch: false, logger: { info: () => {}, warn: () => {} } });
  await library.ready;
  const pages: { url: string; title: string; text: string }[] = [];
  for (const file of files(dir)) {
    const page = await library.read(libraryUrl(file));
    if (!page.error) pages.push({ url: libraryUrl(file), title: page.title, text: page.text });
  }
  library.close();
  const before = measure(() => {
    const index = new PageIndex("en");
    for (const p of pages) index.set(p.url, pageFieldsOf(p, "en"));
    return index;
  });
  const after = measure(() => {
    const index = new PartedPageIndex("en");
    for (const p of pages) index.set(p.url, p, "en");
    return index;
  });
  const msBefore = searchMs((q) => before.value.search(q));
  const msAfter = searchMs((q) => after.value.search(q, "en"));
  console.log(`\n${dir}: ${pages.length} files`);
  console.log(
    `  build   ${before.seconds.toFixed(2)} s → ${after.seconds.toFixed(2)} s (${(after.seconds / before.seconds).toFixed(2)}×)`,
  );
  console.log(
    `  heap    ${before.mb.toFixed(0)} MB → ${after.mb.toFixed(0)} MB (${(after.mb / before.mb).toFixed(2)}×)`,
  );
  console.log(
    `  search  ${msBefore.toFixed(1)} ms → ${msAfter.toFixed(1)} ms (${(msAfter / msBefore).toFixed(2)}×)`,
  );
}
process.exit(0);
