// The local library: PDF, HTML, Markdown and text files of LIBRARY_DIR folders, indexed in memory with
// MiniSearch at start and again when files change (fs.watch, debounced), served as the search provider
// "library" for every type. Pages are addressed as library://<relative path> and read without HTTP.
import { type FSWatcher, watch } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import MiniSearch from "minisearch";
import pMap from "p-map";
import type { PageResult } from "../../../common/types";
import { logger as defaultLogger } from "../../logger";
import { HEADING_MARKS } from "../../text/headings";
import { indexTerms } from "../../text/tokenize";
import { readBytes } from "../reader/page-reader";
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

interface LibraryDocument {
  id: string;
  relativePath: string;
  absolutePath: string;
  title: string;
  text: string;
  contentType: string;
  mtimeMs: number;
  size: number;
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
    const index = lower.indexOf(token);
    if (index >= 0 && (at < 0 || index < at)) at = index;
  }
  if (at <= 0) return truncate(flat, length);
  let start = Math.max(0, at - Math.floor(length / 3));
  const space = flat.indexOf(" ", start);
  if (start > 0 && space >= 0 && space < at) start = space + 1;
  const piece = truncate(flat.slice(start), length);
  return start > 0 ? `…${piece}` : piece;
}

/** Creates the library over the given folders and starts indexing them. */
export function createLibrary(options: LibraryOptions): Library {
  const log = options.logger ?? defaultLogger;
  const dirs = [...new Set(options.dirs.map((d) => path.resolve(d)))];
  const concurrency = options.concurrency ?? 8;
  const debounceMs = options.debounceMs ?? 300;
  const docs = new Map<string, LibraryDocument>();
  const index = new MiniSearch<LibraryDocument>({
    fields: ["title", "text"],
    idField: "id",
    tokenize: (text) => indexTerms(text),
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
    },
  });
  const missingLogged = new Set<string>();
  const watchers: FSWatcher[] = [];
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function listFiles(): Promise<Map<string, { absolutePath: string; mtimeMs: number; size: number }>> {
    const found = new Map<string, { absolutePath: string; mtimeMs: number; size: number }>();
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

  async function indexFile(
    relativePath: string,
    file: { absolutePath: string; mtimeMs: number; size: number },
  ) {
    const id = libraryUrl(relativePath);
    if (file.size > LIBRARY_MAX_FILE_BYTES) {
      log.warn(`[library] ${relativePath} is larger than 50 MB; skipped`);
      return;
    }
    const contentType = LIBRARY_EXTENSIONS[path.extname(relativePath).toLowerCase()] ?? "text/plain";
    try {
      const bytes = await readFile(file.absolutePath);
      const extracted = await readBytes(bytes, { contentType, url: relativePath });
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
      if (index.has(id)) index.discard(id);
      index.add(doc);
      docs.set(id, doc);
    } catch (error) {
      if (index.has(id)) index.discard(id);
      docs.delete(id);
      log.warn(`[library] ${relativePath} not indexed: ${(error as Error).message}`);
    }
  }

  async function syncOnce(): Promise<void> {
    const started = Date.now();
    const files = await listFiles();
    const changed: [string, { absolutePath: string; mtimeMs: number; size: number }][] = [];
    for (const [relativePath, file] of files) {
      const known = docs.get(libraryUrl(relativePath));
      if (!known || known.mtimeMs !== file.mtimeMs || known.size !== file.size)
        changed.push([relativePath, file]);
    }
    let removed = 0;
    for (const [id, doc] of docs) {
      if (!files.has(doc.relativePath)) {
        index.discard(id);
        docs.delete(id);
        removed++;
      }
    }
    await pMap(changed, ([relativePath, file]) => indexFile(relativePath, file), { concurrency });
    if (changed.length || removed) {
      log.info(
        `[library] ${docs.size} files indexed (${changed.length} read, ${removed} removed) in ${Date.now() - started} ms`,
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
      // A file that shares one word with a long question is not about it: at least half of the
      // question's words must match, so that a library without the subject lets the chain go on to
      // the public providers.
      const wanted = new Set(indexTerms(params.query)).size;
      const hits = index.search(params.query).filter((hit) => hit.queryTerms.length * 2 >= wanted);
      return hits
        .slice((page - 1) * params.num, page * params.num)
        .map((hit, i) => {
          const doc = docs.get(String(hit.id));
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
    sync,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      watchers.length = 0;
    },
  };
}
