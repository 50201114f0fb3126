// The local library: PDF, HTML, Markdown and text files of LIBRARY_DIR folders, indexed in memory with
// the retrieval core's page ranking (BM25F over title, headings and text: server/sources/retrieval/pages.ts)
// at start and again when files change (fs.watch, debounced), served as the search provider
// "library" for every type. Pages are addressed as library://<relative path> and read without HTTP.
import { type FSWatcher, watch } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import pMap from "p-map";
import type { PageResult } from "../../../common/types";
import { logger as defaultLogger } from "../../logger";
import { HEADING_MARKS } from "../../text/headings";
import { detectLanguage } from "../../text/language";
import { matchForm } from "../../text/stem";
import { getStopWords } from "../../text/stopwords";
import { indexTerms } from "../../text/tokenize";
import { type ExtractedDocument, readBytes } from "../reader/page-reader";
import { type PageHit, PartedPageIndex, queryTerms } from "../retrieval/pages";
import { truncate } from "../search/text";
import type { ReadPage, SearchParams, SearchProvider } from "../types";

/** File kinds the library reads, by extension. */
export const LIBRARY_EXTENSIONS: Record<string, string> = {
  ".pdf": "application/pdf",
  ".html": "text/html",
  ".htm": "text/html",
  ".md": "text/markdown",
  ".markdown": "text/markdown",
  ".txt": "text/plain",
};

/** Files larger than this are skipped (a library is for documents, not archives). */
export const LIBRARY_MAX_FILE_BYTES = 50 * 1024 * 1024;

interface LibraryFile {
  absolutePath: string;
  mtimeMs: number;
  size: number;
}

interface LibraryDocument extends LibraryFile {
  id: string;
  relativePath: string;
  title: string;
  text: string;
  contentType: string;
}

/**
 * Pages a documentation generator makes to index the others (Sphinx's general and module indexes and
 * search page, Javadoc's index and class lists) and Sphinx's pages of highlighted program source
 * (`_modules/`): lists of names and links, or code, not documents of their own.
 */
const GENERATED_PAGE =
  /(?:^|\/)(?:genindex(?:-[^/]*)?|py-modindex|modindex|search|index-all|allclasses(?:-[^/]*)?|allpackages-index|overview-tree|deprecated-list)\.html?$/iu;
const GENERATED_FOLDER = /(?:^|\/)(?:_modules|index-files)\//u;

/** Whether a file is a generated index page by its generator's file name. */
export function isGeneratedPath(relativePath: string): boolean {
  return GENERATED_PAGE.test(relativePath) || GENERATED_FOLDER.test(relativePath);
}

/** A sentence of some length ending in a full stop, question or exclamation mark. */
const SENTENCE = /\p{L}[^\n.!?]{40,}[.!?](?=\s|$)/gu;
/** An index page holds at least this many links, which hold this share of its text… */
const INDEX_MIN_LINKS = 20;
const INDEX_LINK_SHARE = 0.6;
/** …and at most one sentence for this many links. */
const INDEX_LINKS_PER_SENTENCE = 20;

/**
 * Whether a read page is an index of other pages by its content: mostly link entries (a generated
 * index, a table of contents, a site map) and almost no sentences.
 */
export function isIndexPage(doc: Pick<ExtractedDocument, "text" | "links">): boolean {
  const links = doc.links;
  if (!links || links.count < INDEX_MIN_LINKS || links.share < INDEX_LINK_SHARE) return false;
  const sentences = doc.text.match(SENTENCE)?.length ?? 0;
  return sentences * INDEX_LINKS_PER_SENTENCE <= links.count;
}

const HTML_EXTENSION = /\.html?$/iu;
const SOURCE_EXTENSIONS = /(?:\.(?:rst|rest|md|markdown))?(?:\.(?:txt|text|rst|rest|md|markdown))?$/iu;

/**
 * The document a file holds, whatever its format: its path without "_sources/" (Sphinx's copies of
 * its pages' sources) and without its format's extensions ("_sources/intro.rst.txt", "intro.txt" and
 * "intro.html" are all "intro").
 */
export function documentStem(relativePath: string): string {
  if (HTML_EXTENSION.test(relativePath)) return relativePath.replace(HTML_EXTENSION, "");
  return relativePath.replace(/(^|\/)_sources\//u, "$1").replace(SOURCE_EXTENSIONS, "");
}

/**
 * The text and Markdown files that are the source of an HTML page of the library (Sphinx's
 * `_sources/<page>.rst.txt`, AsciiDoc's `<page>.txt` beside `<page>.html`): one document is indexed
 * once, as its HTML page.
 */
export function sourcesOfPages(relativePaths: Iterable<string>): Set<string> {
  const paths = [...relativePaths];
  const pages = new Set(paths.filter((p) => HTML_EXTENSION.test(p)).map(documentStem));
  const sources = new Set<string>();
  for (const p of paths) {
    const type = LIBRARY_EXTENSIONS[path.extname(p).toLowerCase()];
    if ((type === "text/plain" || type === "text/markdown") && pages.has(documentStem(p))) sources.add(p);
  }
  return sources;
}

export interface LibraryOptions {
  dirs: string[];
  /** Re-index when files change (default true). */
  watch?: boolean;
  debounceMs?: number;
  /** Files read at once while indexing. */
  concurrency?: number;
  logger?: Pick<typeof defaultLogger, "info" | "warn">;
  /**
   * Index at the first search or read instead of at once: the web process, which rarely reads the
   * library, then holds none of it until it does.
   */
  lazy?: boolean;
}

export interface Library extends SearchProvider {
  /** Settles when the first indexing has finished (and starts it, for a lazy library). */
  readonly ready: Promise<void>;
  /** The file behind a library:// url as a read page (error set when it is not in the library). */
  read(url: string): Promise<ReadPage>;
  /** Number of indexed files. */
  size(): number;
  /** How rare a word (match form) is among the indexed files (undefined when none holds it). */
  idf(term: string): number | undefined;
  /** Whether a url is a library file's. */
  holds(url: string): boolean;
  /** Re-scans the folders now (changed files are re-read, removed ones dropped). */
  sync(): Promise<void>;
  close(): void;
}

/** library://<relative path>, each segment percent-encoded. */
export function libraryUrl(relativePath: string): string {
  return `library://${relativePath.split(/[\\/]/).map(encodeURIComponent).join("/")}`;
}

function relativeFromUrl(url: string): string | null {
  if (!url.startsWith("library://")) return null;
  try {
    return url
      .slice("library://".length)
      .split("/")
      .map((s) => decodeURIComponent(s))
      .join("/");
  } catch {
    return null;
  }
}

/** A snippet of the text around the first query word found, or its beginning. */
export function snippetAround(text: string, query: string, length = 300): string {
  // Heading marks of the reader ("## 2. Usage") are not shown in a snippet.
  const flat = text.replace(HEADING_MARKS, "").replace(/\s+/g, " ").trim();
  const lower = flat.toLowerCase();
  let at = -1;
  for (const token of indexTerms(query)) {
    // The word as asked, else its stem ("propagate" → "propag", found in "propagation").
    let index = lower.indexOf(token);
    if (index < 0) index = lower.indexOf(matchForm(token));
    if (index >= 0 && (at < 0 || index < at)) at = index;
  }
  if (at <= 0) return truncate(flat, length);
  let start = Math.max(0, at - Math.floor(length / 3));
  const space = flat.indexOf(" ", start);
  if (start > 0 && space >= 0 && space < at) start = space + 1;
  const piece = truncate(flat.slice(start), length);
  return start > 0 ? `…${piece}` : piece;
}

const ENGLISH_STOP_WORDS = getStopWords("en");

/**
 * The terms the library indexes and searches for a text: its content words, and a hyphenated word's
 * parts beside it ("git-reset" of "git-reset(1)" is also "git" and "reset"; "name-based" is "name"
 * and "based"), so that a question in separate words finds a title or heading that joins them.
 */
export function libraryTerms(text: string): string[] {
  const terms = indexTerms(text);
  const out: string[] = [];
  for (const term of terms) {
    out.push(term);
    if (!/[-–]/u.test(term)) continue;
    for (const part of term.split(/[-–]+/u))
      if (part.length > 1 && !ENGLISH_STOP_WORDS.has(part)) out.push(part);
  }
  return out;
}

/** A hit must match at least this share of the question's content words. */
const MIN_QUERY_COVERAGE = 0.5;

/**
 * The hits that are about the question. A file that shares one word with a long question is not
 * about it: it must hold at least half of the question's content words, counted in their matching
 * form (stop words are no terms; "libraries" and "library" are one word, and a page saying
 * "propagation" matches "propagate"), so that a library without the subject answers nothing and the
 * chain goes on to the public providers. Words are counted alike: weighting them by their rarity in
 * the library let one rare but incidental word of a question ("choose") outweigh all the others.
 */
export function aboutTheQuestion(hits: PageHit[], query: string): PageHit[] {
  const wanted = queryTerms(query, detectLanguage(query, "en")).length;
  return hits.filter((hit) => hit.matched.length >= wanted * MIN_QUERY_COVERAGE);
}

/** Creates the library over the given folders and starts indexing them. */
export function createLibrary(options: LibraryOptions): Library {
  const log = options.logger ?? defaultLogger;
  const dirs = [...new Set(options.dirs.map((d) => path.resolve(d)))];
  const concurrency = options.concurrency ?? 8;
  const debounceMs = options.debounceMs ?? 300;
  const docs = new Map<string, LibraryDocument>();
  /** Files read and found to be index pages, by id: not read again while unchanged. */
  const indexPages = new Map<string, LibraryFile>();
  // The files ranked by the retrieval core; each file's fields are read in its own language.
  const index = new PartedPageIndex("en");
  const missingLogged = new Set<string>();
  const watchers: FSWatcher[] = [];
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function listFiles(): Promise<Map<string, LibraryFile>> {
    const found = new Map<string, LibraryFile>();
    for (const dir of dirs) {
      const walk = async (folder: string): Promise<void> => {
        let entries: import("node:fs").Dirent[];
        try {
          entries = await readdir(folder, { withFileTypes: true });
        } catch (error) {
          if (folder === dir && !missingLogged.has(dir)) {
            missingLogged.add(dir);
            log.warn(
              `[library] folder ${dir} cannot be read (${(error as NodeJS.ErrnoException).code ?? error}); skipped`,
            );
          }
          return;
        }
        missingLogged.delete(dir);
        for (const entry of entries) {
          if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
          const full = path.join(folder, entry.name);
          if (entry.isDirectory()) {
            await walk(full);
            continue;
          }
          if (!(entry.isFile() || entry.isSymbolicLink())) continue;
          if (!LIBRARY_EXTENSIONS[path.extname(entry.name).toLowerCase()]) continue;
          const relativePath = path.relative(dir, full).split(path.sep).join("/");
          if (found.has(relativePath)) continue; // the first folder wins a name clash
          try {
            const info = await stat(full);
            if (!info.isFile()) continue;
            found.set(relativePath, { absolutePath: full, mtimeMs: info.mtimeMs, size: info.size });
          } catch {
            // vanished while listing
          }
        }
      };
      await walk(dir);
    }
    return found;
  }

  function drop(id: string) {
    index.delete(id);
    docs.delete(id);
  }

  async function indexFile(relativePath: string, file: LibraryFile) {
    const id = libraryUrl(relativePath);
    if (file.size > LIBRARY_MAX_FILE_BYTES) {
      log.warn(`[library] ${relativePath} is larger than 50 MB; skipped`);
      return;
    }
    const contentType = LIBRARY_EXTENSIONS[path.extname(relativePath).toLowerCase()] ?? "text/plain";
    try {
      const bytes = await readFile(file.absolutePath);
      const extracted = await readBytes(bytes, { contentType, url: relativePath });
      indexPages.delete(id);
      if (isIndexPage(extracted)) {
        drop(id);
        indexPages.set(id, { absolutePath: file.absolutePath, mtimeMs: file.mtimeMs, size: file.size });
        return;
      }
      const doc: LibraryDocument = {
        id,
        relativePath,
        absolutePath: file.absolutePath,
        title: extracted.title || path.basename(relativePath),
        text: extracted.text,
        contentType,
        mtimeMs: file.mtimeMs,
        size: file.size,
      };
      index.set(id, doc, detectLanguage(doc.text.slice(0, 4000), "en"));
      docs.set(id, doc);
    } catch (error) {
      drop(id);
      indexPages.delete(id);
      log.warn(`[library] ${relativePath} not indexed: ${(error as Error).message}`);
    }
  }

  async function syncOnce(): Promise<void> {
    const started = Date.now();
    const found = await listFiles();
    // Decided from the whole list at each sync: a source whose page is removed is indexed again.
    const sources = sourcesOfPages(found.keys());
    const files = new Map<string, LibraryFile>();
    let generated = 0;
    for (const [relativePath, file] of found) {
      if (sources.has(relativePath)) continue;
      if (isGeneratedPath(relativePath)) generated++;
      else files.set(relativePath, file);
    }
    const changed: [string, LibraryFile][] = [];
    for (const [relativePath, file] of files) {
      const id = libraryUrl(relativePath);
      const known = docs.get(id) ?? indexPages.get(id);
      if (!known || known.mtimeMs !== file.mtimeMs || known.size !== file.size)
        changed.push([relativePath, file]);
    }
    let removed = 0;
    for (const [id, doc] of docs) {
      if (!files.has(doc.relativePath)) {
        drop(id);
        removed++;
      }
    }
    for (const id of indexPages.keys()) {
      const relativePath = relativeFromUrl(id);
      if (relativePath === null || !files.has(relativePath)) indexPages.delete(id);
    }
    await pMap(changed, ([relativePath, file]) => indexFile(relativePath, file), { concurrency });
    if (changed.length || removed) {
      const count = (n: number, one: string, many: string) => (n ? `${n} ${n === 1 ? one : many}` : "");
      const skipped = [
        count(generated + indexPages.size, "generated index page", "generated index pages"),
        count(sources.size, "source of an HTML page", "sources of HTML pages"),
      ].filter(Boolean);
      log.info(
        `[library] ${docs.size} files indexed (${changed.length} read, ${removed} removed${skipped.length ? `; ${skipped.join(" and ")} skipped` : ""}) in ${Date.now() - started} ms`,
      );
    }
  }

  function sync(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await syncOnce();
        } while (again && !closed);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function schedule() {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      sync().catch((error: unknown) => log.warn(`[library] re-index failed: ${(error as Error).message}`));
    }, debounceMs);
  }

  let first: Promise<void> | null = null;
  const start = (): Promise<void> => {
    first ??= sync().then(watchFolders);
    return first;
  };
  function watchFolders() {
    if (options.watch === false || closed) return;
    for (const dir of dirs) {
      try {
        const watcher = watch(dir, { recursive: true }, () => schedule());
        watcher.on("error", (error) => log.warn(`[library] watching ${dir} stopped: ${error.message}`));
        watchers.push(watcher);
      } catch (error) {
        log.warn(
          `[library] cannot watch ${dir} (${(error as NodeJS.ErrnoException).code ?? error}); changes need a restart`,
        );
      }
    }
  }
  if (!options.lazy) void start().catch(() => undefined);

  function toResult(doc: LibraryDocument, params: SearchParams, position: number): PageResult {
    const base = {
      title: doc.title,
      url: doc.id,
      snippet: snippetAround(doc.text, params.query),
      provider: "library",
    };
    if (params.type === "news") {
      return { ...base, type: "news", date: new Date(doc.mtimeMs).toISOString(), source: "Local library" };
    }
    if (params.type === "scholar") {
      return { ...base, type: "scholar", publicationInfo: `Local library - ${doc.relativePath}` };
    }
    return { ...base, type: "web", position };
  }

  return {
    name: "library",
    types: ["web", "news", "scholar", "library"],
    get ready() {
      return start();
    },
    async search(params) {
      await start();
      const page = Math.max(1, params.page ?? 1);
      const hits = aboutTheQuestion(
        index.search(params.query, detectLanguage(params.query, "en")),
        params.query,
      );
      return hits
        .slice((page - 1) * params.num, page * params.num)
        .map((hit, i) => {
          const doc = docs.get(hit.url);
          return doc ? toResult(doc, params, (page - 1) * params.num + i + 1) : null;
        })
        .filter((r): r is PageResult => r !== null);
    },
    async read(url) {
      await start();
      const relativePath = relativeFromUrl(url);
      const doc = relativePath === null ? undefined : docs.get(libraryUrl(relativePath));
      if (!doc) {
        return {
          url,
          finalUrl: url,
          title: "",
          text: "",
          contentType: "",
          error: { message: `${url} is not in the library` },
        };
      }
      return { url, finalUrl: url, title: doc.title, text: doc.text, contentType: doc.contentType };
    },
    size: () => docs.size,
    idf: (term) => index.idf(term),
    holds: (url) => relativeFromUrl(url) !== null,
    sync,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      watchers.length = 0;
    },
  };
}
