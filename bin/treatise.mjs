#!/usr/bin/env node
// `treatise start | serve | worker | build`, papers from the command line (`treatise write "<question>"`,
// continue, list, show, download), and operator commands (`treatise quota set <email> <n>`,
// `treatise featured hide <id>`, …):
// builds what is missing, then runs the bundled server (which dispatches the operator commands).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildIfNeeded, staleParts } from "../scripts/build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const command = process.argv[2] ?? "start";

if (command === "build") {
  await buildIfNeeded({ force: true });
  process.exit(0);
}
const OPERATOR = ["quota", "credits", "featured", "mcp"];
const PAPERS = ["write", "continue", "list", "show", "download", "recheck"];
const HELP = `Usage: treatise <command>

  start                      build what is missing, then run the web server and the job worker
                             (the default; PORT, DATA_DIR and the rest come from .env or the environment)
  serve | worker             the web process alone, or a job worker alone (scale-out mode)
  build                      build the server bundle and the web app again

Papers (\`treatise write --help\` for every flag):
  write "<question>"         write a paper; it goes to stdout or --out, progress to stderr
  continue <id>              write a paper stopped after its outline (--manual) or by Ctrl-C
  list | show <id>           your papers, one paper
  download <id> --format md|docx|pdf|bib|json
  recheck <id>               read a paper's sources again; name each cited passage no longer there

Agents and operators:
  mcp                        a Model Context Protocol server over stdio
  quota set <email> <n>      papers allowed for one account
  credits grant <email> <dollars> --note "…" | credits show <email>
  featured hide <id>         keep a paper out of Featured Articles`;
if (["help", "--help", "-h"].includes(command)) {
  console.log(HELP);
  process.exit(0);
}
if (!["start", "serve", "worker", ...OPERATOR, ...PAPERS].includes(command)) {
  console.error(`Unknown command '${command}'.\n\n${HELP}`);
  process.exit(2);
}
loadDotEnv(path.join(root, ".env"));
const needsApp = !["worker", ...OPERATOR, ...PAPERS].includes(command);
if (Object.values(staleParts({ app: needsApp })).some(Boolean)) {
  // In a process of its own: a build's memory (Vite, Rollup, esbuild's service: over 400 MB) is given
  // back when it ends, instead of staying with the server for as long as it runs.
  const log = [...PAPERS, "mcp"].includes(command) ? 2 : 1; // stdout carries the paper or MCP's protocol
  const build = spawnSync(
    process.execPath,
    [path.join(root, "scripts", "build.mjs"), ...(needsApp ? [] : ["--no-app"])],
    { stdio: ["ignore", log, 2] },
  );
  if (build.status !== 0) {
    console.error("The build failed (see above).");
    process.exit(build.status ?? 1);
  }
}
const server = path.join(root, "dist", "server", "main.mjs");
process.argv[2] = command;
await import(pathToFileURL(server).href);

/** Reads KEY=value lines of .env into process.env without overriding what is already set. */
function loadDotEnv(file) {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (!match || line.trim().startsWith("#")) continue;
    const [, key, raw] = match;
    const value = raw.replace(/^(['"])(.*)\1$/, "$2");
    if (process.env[key] === undefined) process.env[key] = value;
  }
}
