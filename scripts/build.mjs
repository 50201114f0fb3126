// Builds what is missing or stale: the server bundle (esbuild) and the app (Vite).
// A build is stale when a source file is newer than its output.
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) {
    const full = path.join(root, d);
    if (existsSync(full) && statSync(full).isFile()) newest = Math.max(newest, statSync(full).mtimeMs);
    else walk(full);
  }
  return newest;
}

function outputMtime(file) {
  const full = path.join(root, file);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

const SERVER_EXTERNALS = [
  "@electric-sql/pglite",
  "@electric-sql/pglite-socket",
  "sharp",
  "@resvg/resvg-js",
  "unpdf",
  "pdfjs-dist",
  "@napi-rs/canvas",
  "canvas",
  "pg-native",
  "@myriaddreamin/typst-ts-node-compiler",
];

/** esbuild's options for the server bundle, written to `outdir`. */
export function serverBuildOptions(outdir) {
  return {
    // main: every command; pglite-host: the embedded database's thread (server/embedded/database-host.ts).
    entryPoints: {
      main: path.join(root, "server", "main.ts"),
      "pglite-host": path.join(root, "server", "embedded", "pglite-host.ts"),
    },
    outdir,
    // The metafile's paths are relative to it (whatever folder the build was started from).
    absWorkingDir: root,
    metafile: true,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Dependencies are bundled too: one file loads in a fraction of the time of hundreds of modules
    // (second start ~1.5 s instead of ~2 s). Kept outside: packages with native code or WebAssembly
    // and data files found next to their own modules.
    external: SERVER_EXTERNALS,
    // What is imported only when used (mail, object storage, Word downloads, card payments, MCP) goes
    // into chunks of its own, read when first used: a server that never sends a
    // mail or takes a card does not hold their code (idle memory, start time). Chunks stay beside the
    // entry points, so paths found from import.meta.url are the same in every file.
    splitting: true,
    chunkNames: "[name]-[hash]",
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    logLevel: "warning",
  };
}

export async function buildServer() {
  const esbuild = await import("esbuild");
  const outdir = path.join(root, "dist", "server");
  const result = await esbuild.build(serverBuildOptions(outdir));
  // Chunks of earlier builds would pile up beside the new ones. They are removed after the build, not
  // before: tests build at once in several processes, and a server started from one build must not lose
  // its files to another (the same sources give the same chunk names).
  const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(root, file)));
  for (const name of readdirSync(outdir)) {
    if (!written.has(path.join(outdir, name))) rmSync(path.join(outdir, name), { force: true });
  }
  // esbuild keeps its service process running for the next build; `treatise start` builds once and then
  // serves for days, so it is stopped now rather than left holding memory beside the server.
  await esbuild.stop();
}

export async function buildApp() {
  const vite = await import("vite");
  // Vite takes React's build from NODE_ENV: under NODE_ENV=test (the browser tests, the benchmarks) it
  // shipped React's development build, 550 KB instead of 340 KB of the first page's main chunk.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await vite.build({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn", mode: "production" });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await precompress(path.join(root, "dist", "app"));
}

/** Text files worth compressing (fonts and images are compressed formats already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const PRECOMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the built app, at the strongest
 * settings (they are made once per build); server/http/static.ts serves them by Accept-Encoding.
 */
export async function precompress(dir) {
  const files = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= PRECOMPRESS_MIN_BYTES)
        files.push(full);
    }
  };
  if (existsSync(dir)) walk(dir);
  for (const file of files) {
    const plain = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(plain, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(plain, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller is not worth serving.
    if (br.length < plain.length) await writeFile(`${file}.br`, br);
    if (gz.length < plain.length) await writeFile(`${file}.gz`, gz);
  }
  return files.length;
}

/** `log`: where the build notes go (stderr for commands whose stdout carries a paper). */
/** Which outputs are missing or older than their sources. */
export function staleParts({ force = false, app = true } = {}) {
  const server =
    force ||
    Math.min(outputMtime("dist/server/main.mjs"), outputMtime("dist/server/pglite-host.mjs")) <
      newestMtime(["server", "common", "locales", "package-lock.json"]);
  const appStale =
    app &&
    (force ||
      outputMtime("dist/app/index.html") <
        newestMtime(["app", "common", "locales", "docs", "vite.config.ts", "package-lock.json"]));
  return { server, app: appStale };
}

export async function buildIfNeeded({ force = false, app = true, log = process.stdout } = {}) {
  const stale = staleParts({ force, app });
  const serverStale = stale.server;
  const appStale = stale.app;
  if (serverStale) {
    const t = Date.now();
    log.write("Building the server… ");
    await buildServer();
    log.write(`${Date.now() - t} ms\n`);
  }
  if (appStale) {
    const t = Date.now();
    log.write("Building the app… ");
    await buildApp();
    log.write(`${Date.now() - t} ms\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildIfNeeded({ force: process.argv.includes("--force"), app: !process.argv.includes("--no-app") });
}
