// bench/local-models: papers on local models (issue 34). Each row writes a 5-section paper through the
// real app, pipeline, catalog and provider against a scripted OpenAI-compatible server
// (server/test/local-model-server.ts) that behaves like one people run at home: windows of 2,048,
// 4,096 and 8,192 tokens that refuse longer requests as vLLM does (declared in
// OPENAI_COMPATIBLE_CONTEXT_TOKENS, or not), one that cuts prompts silently as Ollama does, one that
// refuses response_format json_schema, one whose answers carry <think> blocks, one that streams without
// a usage chunk. Goals: from 4,096 tokens up every paper completes with no request over the window and
// every section written; at 2,048 a paper completes or its reason names the window; no <think> text in
// any paper. Not a timed test: it counts.
// Run: npx tsx bench/local-models/run.ts
import { setLogLevel } from "../../server/logger";
import { writeLocalPaper } from "../../server/test/local-model-paper";
import type { LocalModelServerOptions } from "../../server/test/local-model-server";

setLogLevel("error");

interface Row {
  name: string;
  server: LocalModelServerOptions;
  env?: Record<string, string>;
  /** Window at or above 4,096: the paper must complete. */
  mustComplete: boolean;
}

const declared = (tokens: number) => ({ OPENAI_COMPATIBLE_CONTEXT_TOKENS: String(tokens) });
const ROWS: Row[] = [
  {
    name: "2,048 refuses, declared",
    server: { contextTokens: 2048 },
    env: declared(2048),
    mustComplete: false,
  },
  { name: "2,048 refuses, undeclared", server: { contextTokens: 2048 }, mustComplete: false },
  {
    name: "4,096 refuses, declared",
    server: { contextTokens: 4096 },
    env: declared(4096),
    mustComplete: true,
  },
  { name: "4,096 refuses, undeclared", server: { contextTokens: 4096 }, mustComplete: true },
  {
    name: "8,192 refuses, declared",
    server: { contextTokens: 8192 },
    env: declared(8192),
    mustComplete: true,
  },
  {
    name: "4,096 truncates (Ollama), declared",
    server: { contextTokens: 4096, overflow: "truncate" },
    env: declared(4096),
    mustComplete: true,
  },
  {
    // Without the setting nothing stops Ollama cutting prompts: shown for comparison, no goal of its own.
    name: "4,096 truncates (Ollama), undeclared",
    server: { contextTokens: 4096, overflow: "truncate" },
    mustComplete: false,
  },
  {
    name: "no json_schema, 8,192",
    server: { contextTokens: 8192, refuseJsonSchema: true },
    env: declared(8192),
    mustComplete: true,
  },
  {
    name: "<think> answers, 8,192",
    server: { contextTokens: 8192, think: "wrap" },
    env: declared(8192),
    mustComplete: true,
  },
  {
    name: "stream without usage, 8,192",
    server: { contextTokens: 8192, streamUsage: false },
    env: declared(8192),
    mustComplete: true,
  },
];

const results: string[][] = [];
let failures = 0;
for (const row of ROWS) {
  const { doc, requests } = await writeLocalPaper({
    server: row.server,
    ...(row.env ? { env: row.env } : {}),
    numberOfSections: 5,
  });
  const sections = doc.content.plan.sections;
  const lengths = sections.map((s) => s.content.length);
  const over = requests.filter((r) => r.overWindow).length;
  const refused = requests.filter((r) => r.outcome === "refused-length").length;
  const thinking = /<\/?think>|Okay, the user wants JSON/.test(JSON.stringify(doc.content) + doc.title);
  const error = doc.content.error;
  const complete = doc.status === "COMPLETE";
  const reasonNamesWindow =
    !complete && error?.reason === "MODEL_CONTEXT" && /context window/.test(error.message);
  const met =
    !thinking &&
    (row.mustComplete
      ? complete && sections.length === 5 && lengths.every((n) => n > 0) && (row.env ? over === 0 : true)
      : complete || reasonNamesWindow);
  if (!met) failures += 1;
  results.push([
    row.name,
    complete ? "COMPLETE" : "ERROR",
    String(requests.length),
    `${over} (${refused} refused)`,
    `${sections.length}: ${lengths.join("/")}`,
    thinking ? "yes" : "no",
    complete ? "" : `${error?.reason}: ${error?.message?.slice(0, 140)}`,
    met ? "met" : "MISSED",
  ]);
}

const header = [
  "server",
  "paper",
  "model calls",
  "over window",
  "sections: chars",
  "<think>",
  "reason",
  "goal",
];
const widths = header.map((h, i) => Math.max(h.length, ...results.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
for (const r of results) console.log(line(r));
console.log(failures === 0 ? "\nAll goals met." : `\n${failures} row(s) missed their goal.`);
process.exit(failures === 0 ? 0 : 1);
