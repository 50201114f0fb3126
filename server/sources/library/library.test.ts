// The local library: indexes a temp folder of md/txt/html/pdf, finds by query for every type, reads
// library:// pages, follows file changes, tolerates missing folders, and indexes 1,000 files (timed).
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { NewsPageResult, ScholarPageResult, WebPageResult } from "../../../common/types";
import { testdataPath } from "../../test/fixture-server";
import {
  createLibrary,
  isGeneratedPath,
  type Library,
  libraryTerms,
  libraryUrl,
  snippetAround,
  sourcesOfPages,
} from "./library";

const quiet = { info: () => {}, warn: () => {} };
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "treatise-library-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function open(options: Parameters<typeof createLibrary>[0]): Library {
  const library = createLibrary({ logger: quiet, ...options });
  cleanups.unshift(() => library.close());
  return library;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function sampleFolder(): string {
  const dir = tempDir();
  writeFileSync(
    path.join(dir, "tides.md"),
    "# Tides\n\nThe moon pulls the oceans, which makes the tides rise and fall twice a day.",
  );
  writeFileSync(
    path.join(dir, "bread.txt"),
    "Sourdough bread\n\nA starter of wild yeast makes the dough rise slowly.",
  );
  mkdirSync(path.join(dir, "web pages"));
  writeFileSync(
    path.join(dir, "web pages", "volcano.html"),
    `<html><head><title>Volcanoes</title></head><body><article><p>${"Magma rises through the crust and erupts as lava. ".repeat(12)}</p></article></body></html>`,
  );
  copyFileSync(testdataPath("pdfs", "pdfjs_wikipedia.pdf"), path.join(dir, "pdfjs.pdf"));
  writeFileSync(path.join(dir, ".hidden.md"), "secret tides");
  writeFileSync(path.join(dir, "image.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  copyFileSync(testdataPath("pdfs", "issue3371.pdf"), path.join(dir, "locked.pdf"));
  return dir;
}

describe("local library", () => {
  it("indexes md, txt, html and pdf files (skipping hidden, unsupported and unreadable ones)", async () => {
    const warnings: string[] = [];
    const library = open({
      dirs: [sampleFolder()],
      watch: false,
      logger: { info: () => {}, warn: (m) => void warnings.push(m) },
    });
    await library.ready;
    expect(library.size()).toBe(4);
    expect(warnings).toEqual([
      expect.stringMatching(/^\[library\] locked\.pdf not indexed: This PDF is encrypted/),
    ]);
  });

  it("finds files by query and maps them to every result type", async () => {
    const library = open({ dirs: [sampleFolder()], watch: false });
    const web = (await library.search({ query: "moon tides", type: "web", num: 5 })) as WebPageResult[];
    expect(web[0]).toMatchObject({
      type: "web",
      title: "Tides",
      url: "library://tides.md",
      position: 1,
      provider: "library",
    });
    expect(web[0]?.snippet).toContain("The moon pulls the oceans");
    const news = (await library.search({ query: "lava", type: "news", num: 5 })) as NewsPageResult[];
    expect(news[0]).toMatchObject({
      type: "news",
      title: "Volcanoes",
      url: "library://web%20pages/volcano.html",
      source: "Local library",
    });
    expect(news[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const scholar = (await library.search({
      query: "Andreas Gal",
      type: "scholar",
      num: 5,
    })) as ScholarPageResult[];
    expect(scholar[0]).toMatchObject({
      title: "PDF.js - Wikipedia",
      url: "library://pdfjs.pdf",
      publicationInfo: "Local library - pdfjs.pdf",
    });
    expect(await library.search({ query: "sourdough", type: "library", num: 5 })).toHaveLength(1);
    expect(await library.search({ query: "zeppelin", type: "web", num: 5 })).toEqual([]);
    // One shared word of a longer question is not enough: the chain should go on to other providers.
    expect(
      await library.search({ query: "How do zeppelin airships rise above the clouds?", type: "web", num: 5 }),
    ).toEqual([]);
    const tides = await library.search({
      query: "Why do ocean tides rise twice a day?",
      type: "web",
      num: 5,
    });
    expect(tides.map((r) => r.url)).toEqual(["library://tides.md"]);
  });

  it("reads a library page by its url without HTTP", async () => {
    const library = open({ dirs: [sampleFolder()], watch: false });
    const page = await library.read("library://web%20pages/volcano.html");
    expect(page.title).toBe("Volcanoes");
    expect(page.text).toMatch(/^Magma rises through the crust/);
    expect(page.error).toBeUndefined();
    expect((await library.read("library://nope.md")).error?.message).toBe(
      "library://nope.md is not in the library",
    );
  });

  it("a lazy library (the web process's) reads no file until it is first searched", async () => {
    // One small file: an eager library has read it long before the wait ends.
    const dir = tempDir();
    writeFileSync(
      path.join(dir, "tides.md"),
      "# Tides\n\nThe moon pulls the oceans, which makes the tides rise.",
    );
    const library = open({ dirs: [dir], watch: false, lazy: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(library.size()).toBe(0);
    const hits = await library.search({ query: "moon tides", type: "web", num: 10 });
    expect(hits.map((h) => h.url)).toEqual(["library://tides.md"]);
    expect(library.size()).toBe(1);
  });

  it("picks up new, changed and deleted files (fs.watch, debounced)", async () => {
    const dir = sampleFolder();
    const library = open({ dirs: [dir], debounceMs: 50 });
    await library.ready;
    writeFileSync(path.join(dir, "comets.md"), "# Comets\n\nA comet's tail points away from the sun.");
    await waitFor(
      async () => (await library.search({ query: "comet tail", type: "web", num: 5 })).length > 0,
    );
    expect(library.size()).toBe(5);
    writeFileSync(path.join(dir, "bread.txt"), "Rye bread\n\nCaraway seeds give rye its taste.");
    await waitFor(async () => (await library.search({ query: "caraway", type: "web", num: 5 })).length > 0);
    expect(await library.search({ query: "sourdough", type: "web", num: 5 })).toEqual([]);
    rmSync(path.join(dir, "tides.md"));
    await waitFor(() => library.size() === 4);
    expect((await library.read("library://tides.md")).error).toBeDefined();
  });

  it("tolerates a missing folder with a clear log line and indexes the others", async () => {
    const warnings: string[] = [];
    const missing = path.join(tempDir(), "does-not-exist");
    const library = open({
      dirs: [missing, sampleFolder()],
      watch: false,
      logger: { info: () => {}, warn: (m) => void warnings.push(m) },
    });
    await library.ready;
    expect(library.size()).toBe(4);
    expect(warnings).toContain(`[library] folder ${missing} cannot be read (ENOENT); skipped`);
  });

  it("pages through results", async () => {
    const dir = tempDir();
    for (let i = 0; i < 7; i++)
      writeFileSync(path.join(dir, `note-${i}.txt`), `Note ${i}\n\nshared keyword alpha`);
    const library = open({ dirs: [dir], watch: false });
    const first = await library.search({ query: "alpha", type: "web", num: 5, page: 1 });
    const second = (await library.search({
      query: "alpha",
      type: "web",
      num: 5,
      page: 2,
    })) as WebPageResult[];
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(2);
    expect(second[0]?.position).toBe(6);
  });

  it("indexes 1,000 files quickly (measured)", async () => {
    const dir = tempDir();
    const topics = ["astronomy", "biology", "chemistry", "geology", "history", "music", "physics", "poetry"];
    for (let i = 0; i < 1000; i++) {
      const topic = topics[i % topics.length]!;
      const body = Array.from(
        { length: 40 },
        (_, j) => `Sentence ${j} of file ${i} discusses ${topic} in some detail.`,
      ).join(" ");
      const sub = path.join(dir, `folder-${i % 10}`);
      mkdirSync(sub, { recursive: true });
      writeFileSync(
        path.join(sub, `file-${i}.${i % 2 ? "md" : "txt"}`),
        `# File ${i} on ${topic}\n\n${body} marker${i}`,
      );
    }
    const started = performance.now();
    const library = open({ dirs: [dir], watch: false });
    await library.ready;
    const elapsed = performance.now() - started;
    console.log(`library: indexed ${library.size()} files (~2.5 KB each) in ${elapsed.toFixed(0)} ms`);
    expect(library.size()).toBe(1000);
    const hits = await library.search({ query: "marker737", type: "web", num: 3 });
    expect(hits[0]?.url).toBe(libraryUrl("folder-7/file-737.md"));
  });
});

/** A copy of pages of CMake's manual (Sphinx): four pages, one page's source, three index pages. */
function cmakeFolder(): string {
  const dir = tempDir();
  cpSync(testdataPath("libraries", "cmake-docs"), dir, { recursive: true });
  return dir;
}

const CMAKE_QUESTION =
  "How do include directories, compile definitions and link dependencies propagate from a CMake library to the targets that use it, and what do PRIVATE, PUBLIC and INTERFACE mean?";

describe("a documentation manual as a library", () => {
  it("indexes a page given in two formats once, as its HTML page, and its source again when the page goes", async () => {
    const dir = cmakeFolder();
    const library = open({ dirs: [dir], watch: false });
    await library.ready;
    const source = "library://_sources/command/target_link_libraries.rst.txt";
    expect((await library.read(source)).error).toBeDefined();
    const hits = await library.search({ query: "target_link_libraries", type: "web", num: 10 });
    expect(hits.map((h) => h.url)).toContain("library://command/target_link_libraries.html");
    expect(hits.map((h) => h.url)).not.toContain(source);
    rmSync(path.join(dir, "command", "target_link_libraries.html"));
    await library.sync();
    expect((await library.read(source)).text).toMatch(/^target_link_libraries\n-+/u);
    const again = await library.search({ query: "target_link_libraries", type: "web", num: 10 });
    expect(again[0]?.url).toBe(source);
  });

  it("does not index the generator's index pages, known by name or by content, and says how many it left out", async () => {
    const infos: string[] = [];
    const library = open({
      dirs: [cmakeFolder()],
      watch: false,
      logger: { info: (m) => void infos.push(m), warn: () => {} },
    });
    await library.ready;
    expect(library.size()).toBe(4);
    expect(infos).toEqual([
      expect.stringMatching(
        /^\[library\] 4 files indexed \(5 read, 0 removed; 3 generated index pages and 1 source of an HTML page skipped\) in \d+ ms$/u,
      ),
    ]);
    for (const page of ["genindex.html", "search.html", "manual/cmake-commands.7.html"])
      expect((await library.read(libraryUrl(page))).error).toBeDefined();
    // The words of Sphinx's search page, of the index's entries and of the list of commands.
    for (const query of [
      "Searching for multiple words only shows matches that contain all words",
      "LINK_DEPENDS_NO_SHARED target property",
      "ctest_build ctest_configure ctest_coverage",
    ]) {
      const urls = (await library.search({ query, type: "web", num: 10 })).map((h) => h.url);
      expect(urls, query).not.toContain("library://search.html");
      expect(urls, query).not.toContain("library://genindex.html");
      expect(urls, query).not.toContain("library://manual/cmake-commands.7.html");
    }
  });

  it("indexes no navigation: the sidebar and footer of the manual's pages are not found", async () => {
    const library = open({ dirs: [cmakeFolder()], watch: false });
    const page = await library.read("library://prop_tgt/AUTOMOC.html");
    expect(page.text).toContain("AUTOMOC is a boolean specifying whether CMake will handle the Qt moc");
    for (const chrome of ["© Copyright", "Created using Sphinx", "Previous topic", "Quick search", "¶"])
      expect(page.text).not.toContain(chrome);
    expect(await library.search({ query: "Copyright Kitware Contributors", type: "web", num: 5 })).toEqual(
      [],
    );
  });

  it("ranks the page on the subject first for a long question in the manual's words", async () => {
    const library = open({ dirs: [cmakeFolder()], watch: false });
    const hits = await library.search({ query: CMAKE_QUESTION, type: "web", num: 5 });
    expect(hits[0]?.url).toBe("library://command/target_link_libraries.html");
    expect(hits[0]?.snippet).toMatch(/link/iu);
    // A question on another subject still finds nothing, so the chain goes on to the public providers.
    expect(
      await library.search({ query: "How do airships float above the clouds?", type: "web", num: 5 }),
    ).toEqual([]);
  });
});

describe("library search", () => {
  it("matches words in another form of theirs (stems), stop words aside", async () => {
    const library = open({ dirs: [sampleFolder()], watch: false });
    // "rising" and "falling" are the page's "rise" and "fall"; "why", "do", "the", "and" are no terms.
    const hits = await library.search({
      query: "Why do the tides keep rising and falling?",
      type: "web",
      num: 5,
    });
    expect(hits.map((r) => r.url)).toEqual(["library://tides.md"]);
  });

  it("ranks a page whose heading names the subject before one that mentions it in passing", async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, "starter.md"),
      "# Baking notes\n\n## Sourdough starter\n\nFeed it daily with equal weights of flour and water, and keep it warm.",
    );
    writeFileSync(
      path.join(dir, "loaves.md"),
      "# Loaves\n\nA sourdough starter is one way to raise bread; a sourdough starter needs flour. Rye loaves are dense.",
    );
    const library = open({ dirs: [dir], watch: false });
    const hits = await library.search({ query: "sourdough starter", type: "web", num: 5 });
    expect(hits.map((r) => r.url)).toEqual(["library://starter.md", "library://loaves.md"]);
  });

  it("finds a page whose title joins the question's words with a hyphen", async () => {
    // git-reset(1) says "reset" less often than its neighbours say "git" and "reset" together.
    const library = open({ dirs: [testdataPath("libraries", "git-docs")], watch: false });
    const hits = await library.search({
      query: "What are the modes of git reset and what does each mode do?",
      type: "web",
      num: 5,
    });
    expect(hits[0]?.url).toBe("library://git-reset.html");
    expect(libraryTerms("git-reset name-based")).toEqual([
      "git-reset",
      "git",
      "reset",
      "name-based",
      "name",
      "based",
    ]);
  });

  it("knows a page's source by its path: Sphinx's _sources, AsciiDoc's .txt, Markdown beside HTML", () => {
    expect(
      sourcesOfPages([
        "git-reset.html",
        "git-reset.txt",
        "notes.txt",
        "_sources/intro.rst.txt",
        "intro.html",
        "guide/_sources/setup.md.txt",
        "guide/setup.html",
        "README.md",
        "README.html",
        "other.md",
        "paper.pdf",
        "paper.html",
      ]),
    ).toEqual(
      new Set(["git-reset.txt", "_sources/intro.rst.txt", "guide/_sources/setup.md.txt", "README.md"]),
    );
  });

  it("knows generators' index pages by name", () => {
    for (const page of [
      "genindex.html",
      "genindex-A.html",
      "docs/py-modindex.html",
      "search.html",
      "_modules/django/db/models/query.html",
      "api/index-all.html",
      "api/index-files/index-1.html",
    ])
      expect(isGeneratedPath(page), page).toBe(true);
    for (const page of [
      "index.html",
      "guide/index.html",
      "search-tips.html",
      "indexes.html",
      "research.html",
    ])
      expect(isGeneratedPath(page), page).toBe(false);
  });
});

describe("snippetAround", () => {
  it("starts near the first query word", () => {
    const text = `${"Intro words. ".repeat(50)}The key finding is here. ${"Outro words. ".repeat(50)}`;
    const snippet = snippetAround(text, "finding");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet).toContain("The key finding is here.");
    expect(snippet.length).toBeLessThanOrEqual(302);
  });

  it("finds a query word in another form of it", () => {
    const text = `${"Intro words. ".repeat(50)}Usage requirements propagate to dependents. ${"Outro words. ".repeat(50)}`;
    expect(snippetAround(text, "propagation")).toMatch(
      /^…[^…]*Usage requirements propagate to dependents\./u,
    );
  });
});
