// `treatise write | continue | list | show | download`: papers from the command line. Without --server
// the paper is written in this process on the configured data folder (the web app's); with --server and
// --api-key, by a running instance through its HTTP API. The paper goes to stdout (or --out), progress to
// stderr. Exit codes: 0 done, 1 the paper failed (or the instance refused), 2 bad usage, 130 Ctrl-C.
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { LOCALES, NUMBER_OF_SECTIONS_MAX, NUMBER_OF_SECTIONS_MIN } from "../../common/constants";
import type { PresentedDocument } from "../../common/types";
import { ConfigError, loadConfig } from "../config";
import { setLogLevel } from "../logger";
import type { OfflineEngines } from "../services";
import { ApiClient, ApiError } from "./api-client";
import { openLocalInstance } from "./local-instance";
import { outlineMarkdown } from "./outline-text";
import { createProgress, type ProgressStream } from "./progress";

export const PAPER_COMMANDS = ["write", "continue", "list", "show", "download", "recheck"] as const;
type PaperCommand = (typeof PAPER_COMMANDS)[number];
const FORMATS = ["md", "docx", "pdf", "bib", "json"] as const;
const SEARCH = ["web", "news", "scholar", "library"] as const;
const BINARY = new Set(["docx", "pdf"]);

export interface CliIo {
  stdout: ProgressStream & { write(chunk: string | Uint8Array): unknown };
  stderr: ProgressStream;
  env: Record<string, string | undefined>;
  /** Tests: the offline engines (default: loaded on first use). */
  offline?: () => Promise<OfflineEngines>;
  /** Ctrl-C: the command stops following, keeps the paper resumable and ends with 130. */
  interrupt?: AbortSignal;
  /** How often the paper is read while it is written (ms). */
  pollMs?: number;
}

const USAGE = `Usage:
  treatise write "<question>" [--model <id>] [--locale <code>] [--sections <n>]
                 [--search web,news,scholar,library] [--source <url|file.pdf>]... [--manual]
                 [--format md|docx|pdf|bib|json] [--out <file>] [--user <email>]
  treatise continue <id> [--format …] [--out <file>]
  treatise list
  treatise show <id>
  treatise download <id> --format md|docx|pdf|bib|json [--out <file>]
  treatise recheck <id>     read a paper's sources again; name each cited passage no longer there
Any command: --server <url> --api-key <key> to use a running instance (also TREATISE_SERVER, TREATISE_API_KEY).`;

const OPTIONS = {
  model: { type: "string" },
  locale: { type: "string" },
  sections: { type: "string" },
  search: { type: "string" },
  source: { type: "string", multiple: true },
  manual: { type: "boolean" },
  format: { type: "string" },
  out: { type: "string" },
  user: { type: "string" },
  server: { type: "string" },
  "api-key": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export function isPaperCommand(argv: readonly string[]): boolean {
  return (PAPER_COMMANDS as readonly string[]).includes(argv[0] ?? "");
}

/** Runs a paper command; resolves to its exit code. */
export async function runPaperCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const say = (line: string) => io.stderr.write(`${line}\n`);
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv, io);
  } catch (error) {
    say(`treatise: ${error instanceof Error ? error.message : String(error)}`);
    say(USAGE);
    return 2;
  }
  if (parsed.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let local: Awaited<ReturnType<typeof openLocalInstance>> | null = null;
  try {
    let client: ApiClient;
    if (parsed.server) {
      client = new ApiClient({ baseUrl: parsed.server, apiKey: parsed.apiKey ?? "", transport: fetch });
    } else {
      const config = loadConfig(io.env);
      if (config.LOG_LEVEL === "debug") setLogLevel("debug");
      local = await openLocalInstance({
        config,
        email: parsed.user,
        offline:
          io.offline ?? (() => import("../engines/offline-engines").then((m) => m.createOfflineEngines())),
      });
      client = local.client;
    }
    return await dispatch(parsed, client, io, say);
  } catch (error) {
    if (error instanceof ApiError) {
      say(`treatise: ${error.message} [${error.code}]`);
      return 1;
    }
    if (error instanceof ConfigError) {
      say(error.message);
      return 1;
    }
    say(`treatise: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await local?.close({ graceSeconds: io.interrupt?.aborted ? 0 : 10 });
  }
}

type Parsed = ReturnType<typeof parse>;

function parse(argv: readonly string[], io: CliIo) {
  const command = argv[0] as PaperCommand;
  const { values, positionals } = parseArgs({
    args: argv.slice(1),
    options: OPTIONS,
    allowPositionals: true,
    strict: true,
  });
  const server = values.server ?? io.env.TREATISE_SERVER;
  const apiKey = values["api-key"] ?? io.env.TREATISE_API_KEY;
  if (server !== undefined) {
    if (!/^https?:\/\/[^/]+/.test(server))
      throw new Error(`--server must be an http(s) address, not '${server}'`);
    if (!apiKey) throw new Error("--server needs --api-key <key> (a key made in Settings → API keys)");
    if (values.user)
      throw new Error("--user is for the local instance; with --server the key decides the account");
  }
  const format = values.format ?? (command === "download" ? undefined : "md");
  if (command === "download" && format === undefined)
    throw new Error("download needs --format md|docx|pdf|bib|json");
  if (format !== undefined && !(FORMATS as readonly string[]).includes(format)) {
    throw new Error(`--format must be one of ${FORMATS.join(", ")}, not '${format}'`);
  }
  if (format && BINARY.has(format) && !values.out && io.stdout.isTTY) {
    throw new Error(`--format ${format} writes a binary file: give --out <file> (or redirect stdout)`);
  }
  let numberOfSections: number | undefined;
  if (values.sections !== undefined) {
    numberOfSections = Number(values.sections);
    if (
      !Number.isInteger(numberOfSections) ||
      numberOfSections < NUMBER_OF_SECTIONS_MIN ||
      numberOfSections > NUMBER_OF_SECTIONS_MAX
    ) {
      throw new Error(
        `--sections must be a whole number from ${NUMBER_OF_SECTIONS_MIN} to ${NUMBER_OF_SECTIONS_MAX}, not '${values.sections}'`,
      );
    }
  }
  let searchTypes: string[] | undefined;
  if (values.search !== undefined) {
    searchTypes = [
      ...new Set(
        values.search
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    const wrong = searchTypes.filter((s) => !(SEARCH as readonly string[]).includes(s));
    if (searchTypes.length === 0 || wrong.length > 0) {
      throw new Error(
        `--search takes a comma list of ${SEARCH.join(", ")}${wrong.length ? `, not '${wrong.join(",")}'` : ""}`,
      );
    }
  }
  if (values.locale !== undefined && !(LOCALES as readonly string[]).includes(values.locale)) {
    throw new Error(`--locale must be one of ${LOCALES.join(", ")}, not '${values.locale}'`);
  }
  for (const source of values.source ?? []) {
    if (/^https?:\/\//i.test(source)) continue;
    if (!/\.pdf$/i.test(source))
      throw new Error(`--source takes a link (http/https) or a PDF file, not '${source}'`);
    if (!existsSync(source)) throw new Error(`--source: no file '${source}'`);
  }
  const writeOnly = ["model", "locale", "sections", "search", "source", "manual"] as const;
  if (command !== "write") {
    const misplaced = writeOnly.find((name) => values[name] !== undefined);
    if (misplaced) throw new Error(`--${misplaced} is an option of 'treatise write' only`);
  }
  const wanted = command === "list" ? 0 : 1;
  if (!values.help) {
    if (positionals.length < wanted) {
      throw new Error(
        command === "write"
          ? 'write needs a question: treatise write "<question>"'
          : `${command} needs a paper id`,
      );
    }
    if (positionals.length > wanted)
      throw new Error(`unexpected argument '${positionals[wanted]}' (quote the question)`);
  }
  const arg = positionals[0] ?? "";
  if (command === "write" && !arg.trim())
    throw new Error('write needs a question: treatise write "<question>"');
  if (command !== "write" && command !== "list" && !values.help && !/^[0-9a-f-]{36}$/i.test(arg)) {
    throw new Error(`'${arg}' is not a paper id (the id in the paper's address /d/<id>)`);
  }
  return {
    command,
    arg: command === "write" ? arg : arg.toLowerCase(),
    help: values.help ?? false,
    model: values.model,
    locale: values.locale,
    numberOfSections,
    searchTypes,
    sources: values.source ?? [],
    manual: values.manual ?? false,
    format: format as (typeof FORMATS)[number] | undefined,
    out: values.out,
    user: values.user,
    server,
    apiKey,
  };
}

async function dispatch(
  parsed: Parsed,
  client: ApiClient,
  io: CliIo,
  say: (l: string) => void,
): Promise<number> {
  switch (parsed.command) {
    case "list": {
      let cursor: string | undefined;
      do {
        const page = await client.list(cursor);
        for (const d of page.items) {
          io.stdout.write(`${d.id}  ${d.status.padEnd(11)} ${d.createdAt.slice(0, 10)}  ${d.title}\n`);
        }
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return 0;
    }
    case "show": {
      const doc = await client.get(parsed.arg);
      io.stdout.write(`${paperSummary(doc)}\n`);
      return 0;
    }
    case "download": {
      const doc = await client.get(parsed.arg);
      return finish(doc, parsed, client, io, say);
    }
    case "recheck": {
      const counts = await client.recheck(parsed.arg);
      io.stdout.write(
        `${counts.checked} cited passages read again: ${counts.present} present, ${counts.gone} gone, ${counts.unreachable} unreachable\n`,
      );
      const evidence = await client.evidence(parsed.arg);
      for (const s of evidence.sentences)
        for (const c of s.citations)
          if (c.recheck && c.recheck.state !== "present")
            io.stdout.write(`[${c.n}] ${c.recheck.state}: ${c.url} — "${s.sentence}"\n`);
      return 0;
    }
    case "write": {
      const customSources = await addSources(parsed.sources, client, say);
      const id = await client.create({
        query: parsed.arg,
        automaticMode: !parsed.manual,
        ...(parsed.model ? { model: parsed.model } : {}),
        ...(parsed.locale ? { locale: parsed.locale } : {}),
        ...(parsed.searchTypes ? { searchTypes: parsed.searchTypes } : {}),
        ...(parsed.numberOfSections ? { numberOfSections: parsed.numberOfSections } : {}),
        ...(customSources.length ? { customSources: customSources.map((s) => ({ id: s })) } : {}),
      });
      say(`Paper ${id}`);
      return follow(id, parsed, client, io, say, { stopAtOutline: parsed.manual });
    }
    case "continue": {
      const doc = await client.get(parsed.arg);
      say(`Paper ${doc.id}`);
      if (doc.status === "ERROR") await client.act(doc.id, "retry");
      else if (doc.status === "READY")
        await client.act(doc.id, doc.content.awaiting === "OUTLINE" ? "write" : "plan");
      return follow(doc.id, parsed, client, io, say, { stopAtOutline: false });
    }
  }
}

async function addSources(sources: string[], client: ApiClient, say: (l: string) => void): Promise<string[]> {
  const ids: string[] = [];
  const links = sources.filter((s) => /^https?:\/\//i.test(s));
  if (links.length) {
    say(`Reading ${links.length} link${links.length > 1 ? "s" : ""}`);
    ids.push(...(await client.addLinks(links)));
  }
  for (const file of sources.filter((s) => !/^https?:\/\//i.test(s))) {
    say(`Uploading ${file}`);
    ids.push(...(await client.addPdf(file)));
  }
  return ids;
}

/** Follows the paper until it is COMPLETE, ERROR or waits for its owner (READY), then ends. */
async function follow(
  id: string,
  parsed: Parsed,
  client: ApiClient,
  io: CliIo,
  say: (l: string) => void,
  options: { stopAtOutline: boolean },
): Promise<number> {
  const progress = createProgress(io.stderr);
  const pollMs = io.pollMs ?? (parsed.server ? 1000 : 250);
  let doc = await client.get(id);
  for (;;) {
    progress.update(doc);
    if (io.interrupt?.aborted) {
      progress.stop();
      say(
        parsed.server
          ? `Stopped following. The instance goes on writing; see it with: treatise continue ${id} --server …`
          : `Stopped. Nothing written is lost; resume with: treatise continue ${id}`,
      );
      return 130;
    }
    if (doc.status === "READY" && doc.content.awaiting === "SUMMARY") {
      // --manual stops at the outline: the summary is taken as written.
      await client.act(id, "plan");
    } else if (doc.status === "READY") {
      progress.stop();
      if (options.stopAtOutline) {
        await output(new TextEncoder().encode(outlineMarkdown(doc)), parsed, io);
        say(`The outline is ready. Write the paper with: treatise continue ${id}`);
        return 0;
      }
      await client.act(id, "write");
    } else if (doc.status === "COMPLETE" || doc.status === "ERROR") {
      progress.stop();
      return finish(doc, parsed, client, io, say);
    }
    await sleep(pollMs, io.interrupt);
    doc = await client.get(id);
  }
}

async function finish(
  doc: PresentedDocument,
  parsed: Parsed,
  client: ApiClient,
  io: CliIo,
  say: (l: string) => void,
): Promise<number> {
  if (doc.status === "ERROR") {
    const error = doc.content.error;
    say(`Error: the paper failed${error ? ` at ${error.step}: ${error.message}` : ""}`);
    if (error?.hint) say(error.hint);
    say(`Retry it with: treatise continue ${doc.id}`);
    return 1;
  }
  if (doc.status !== "COMPLETE") {
    say(`The paper is not complete yet (${doc.status}); write it with: treatise continue ${doc.id}`);
    return 1;
  }
  const format = parsed.format ?? "md";
  const bytes =
    format === "json"
      ? new TextEncoder().encode(`${JSON.stringify(doc, null, 2)}\n`)
      : await client.download(doc.id, format);
  await output(bytes, parsed, io);
  say(`Complete: ${doc.title}${parsed.out ? ` → ${parsed.out}` : ""}`);
  return 0;
}

async function output(bytes: Uint8Array, parsed: Parsed, io: CliIo): Promise<void> {
  if (parsed.out) await writeFile(parsed.out, bytes);
  else io.stdout.write(bytes);
}

function paperSummary(doc: PresentedDocument): string {
  const sections = doc.content.plan?.sections ?? [];
  const lines = [
    `${doc.title || doc.content.summary.userQuery}`,
    `  id:       ${doc.id}`,
    `  status:   ${doc.status}${doc.content.stage ? ` (${doc.content.stage})` : ""}${doc.content.awaiting ? `, waiting for the ${doc.content.awaiting.toLowerCase()}` : ""}`,
    `  question: ${doc.content.summary.userQuery}`,
    `  created:  ${doc.createdAt}`,
    `  model:    ${doc.content.settings.llm.modelId}, locale ${doc.content.settings.locale}`,
    ...sections.map((s) => `  ${s.id + 1}. ${s.title} [${s.status}]`),
    ...(doc.content.references?.length ? [`  references: ${doc.content.references.length}`] : []),
    ...(doc.content.error ? [`  error: ${doc.content.error.step}: ${doc.content.error.message}`] : []),
  ];
  return lines.join("\n");
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
