#!/usr/bin/env node
// `treatise start | serve | worker | build`, papers from the command line (`treatise write "<question>"`,
// continue, list, show, download), and operator commands (`treatise quota set <email> <n>`,
// `treatise featured hide <id>`, …):
// builds what is missing, then runs the bundled server (which dispatches the operator commands).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildIfNeeded } from "../scripts/build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const command = process.argv[2] ?? "start";

if (command === "build") {
  await buildIfNeeded({ force: true });
  process.exit(0);
}
const OPERATOR = ["quota", "credits", "featured", "mcp"];
const PAPERS = ["write", "continue", "list", "show", "download"];
if (!["start", "serve", "worker", ...OPERATOR, ...PAPERS].includes(command)) {
  console.error(
    `Unknown command '${command}'. Use: treatise start | serve | worker | build | write | continue | list | show | download | quota set | credits grant | credits show | featured hide`,
  );
  process.exit(2);
}
loadDotEnv(path.join(root, ".env"));
await buildIfNeeded({
  app: !["worker", ...OPERATOR, ...PAPERS].includes(command),
  log: [...PAPERS, "mcp"].includes(command) ? process.stderr : process.stdout,
});
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
