// `treatise write` and friends. In process: bad usage ends with 2 and names the flag, before any database
// is opened. Through the real command (`node bin/treatise.mjs`, a child process on a data folder of its
// own, the offline model): a complete paper with references in Markdown and JSON, exit codes 0/1/2, the
// stage labels as plain lines on a non-terminal stderr, --manual then continue, Ctrl-C then continue.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresentedDocument } from "../../common/types";
import { buildServerBundle, commandEnv, TREATISE_BIN } from "../test/cli-process";
import { REPO_ROOT, startFixtureServer, testdataPath } from "../test/fixture-server";
import { startFixtureWeb } from "../test/fixture-web";
import { runPaperCommand } from "./paper-commands";
import { STAGE_LABELS } from "./progress";

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      stdout: { write: (c: string | Uint8Array) => out.push(String(c)) },
      stderr: { write: (c: string) => err.push(c), isTTY: false },
      env: {},
    },
  };
}

describe("treatise paper commands: bad usage", () => {
  it.each([
    [["write", "q", "--format", "odt"], "--format must be one of md, docx, pdf, bib, json, not 'odt'"],
    [["write", "q", "--sections", "2"], "--sections must be a whole number from 3 to 10, not '2'"],
    [
      ["write", "q", "--search", "web,tv"],
      "--search takes a comma list of web, news, scholar, library, not 'tv'",
    ],
    [["write", "q", "--server", "http://localhost:1"], "--server needs --api-key"],
    [["write", "q", "--bogus"], "Unknown option '--bogus'"],
    [["write"], "write needs a question"],
    [["show", "nope"], "'nope' is not a paper id"],
    [["recheck", "nope"], "'nope' is not a paper id"],
    [["recheck"], "recheck needs a paper id"],
    [["download", "6e066967-1007-43d3-8954-5b18596f1a5c"], "download needs --format"],
  ])("%j → exit 2: %s", async (argv, message) => {
    const t = io();
    expect(await runPaperCommand(argv, t.io)).toBe(2);
    expect(t.err.join("")).toContain(message);
    expect(t.out).toEqual([]);
  });
});

// ---- Through the real command: `node bin/treatise.mjs …` as a child process on a data folder of its own ----

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const dataRoot = mkdtempSync(path.join(os.tmpdir(), "treatise-cli-"));
const LIBRARY = testdataPath("libraries", "sqlite-docs");
const QUESTION = "Which kinds of indexes does SQLite provide?";
/** Asked of the fixture web (Serper's recorded answers linking to sections of the FreshWiki article). */
const FLOODS = "What caused the 2022 Pakistan floods?";
const children = new Set<ChildProcess>();

/** The command's settings: its own data folder and the fixture library, no provider keys. */
function cliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return commandEnv(path.join(dataRoot, "data"), { LIBRARY_DIR: LIBRARY, ...extra });
}

/**
 * Runs `treatise <args>` to its end. `onStderr` sees stderr as it grows (the Ctrl-C test sends SIGINT
 * from there).
 */
function treatise(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; onStderr?: (text: string, child: ChildProcess) => void } = {},
): Promise<Run> {
  const child = spawn(process.execPath, [TREATISE_BIN, ...args], {
    cwd: REPO_ROOT,
    env: options.env ?? cliEnv(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    stderr += d.toString();
    options.onStderr?.(stderr, child);
  });
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      children.delete(child);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

const paperIdOf = (stderr: string) => /^Paper ([0-9a-f-]{36})$/m.exec(stderr)?.[1] ?? "";

/** The Markdown of a complete paper: title, summary, sections whose [n] all name a reference. */
function expectCompletePaper(markdown: string): { title: string; references: string[] } {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? "";
  expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
  expect(title.length).toBeGreaterThan(3);
  const [body = "", refs = ""] = markdown.split("\n## References\n");
  expect(body).toMatch(/\n## Summary\n/);
  const references = refs
    .trim()
    .split("\n")
    .filter((l) => /^\d+\. /.test(l));
  expect(references.length).toBeGreaterThan(0);
  references.forEach((line, i) => {
    expect(line).toMatch(new RegExp(`^${i + 1}\\. \\[.+\\]\\(library://[^)]+\\.html\\)$`));
  });
  const cited = [...body.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  expect(cited.length).toBeGreaterThan(0);
  expect(Math.max(...cited)).toBeLessThanOrEqual(references.length);
  return { title, references };
}

// The commands run the built bundle: build what is stale once, before the first command.
beforeAll(buildServerBundle, 180_000);
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataRoot, { recursive: true, force: true });
});

describe("treatise paper commands through the real command", () => {
  it("write prints a complete paper in Markdown with references; stderr has the stage labels as plain lines", async () => {
    const run = await treatise([
      "write",
      QUESTION,
      "--model",
      "offline",
      "--sections",
      "3",
      "--search",
      "library",
    ]);
    // Not a terminal: no bars, no escape codes.
    expect(run.stderr.includes("\u001b[")).toBe(false);
    expect(run.code, run.stderr).toBe(0);
    const { title } = expectCompletePaper(run.stdout);
    const id = paperIdOf(run.stderr);
    expect(id).not.toBe("");
    // Every stage of the document page, in order, each once, and a line per written section.
    const lines = run.stderr.split("\n");
    const stageLines = lines.filter((l) => Object.values(STAGE_LABELS).includes(l));
    expect(stageLines).toEqual(Object.values(STAGE_LABELS));
    for (const n of [1, 2, 3]) {
      expect(lines.some((l) => new RegExp(`^Section ${n}/3 .+: written$`).test(l))).toBe(true);
    }
    expect(lines.indexOf(`Complete: ${title}`)).toBeGreaterThan(lines.indexOf("Finishing"));

    // The same paper, kept: list and show find it, download gives the same Markdown.
    const list = await treatise(["list"]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`^${id}  COMPLETE .+ ${escapeRegExp(title)}$`, "m"));
    const show = await treatise(["show", id]);
    expect(show.stdout).toContain(`  status:   COMPLETE`);
    expect(show.stdout).toMatch(/ {2}references: \d+/);
    const md = await treatise(["download", id, "--format", "md"]);
    expect(md.stdout).toBe(run.stdout);
  }, 180_000);

  it("write --format json prints the document with its references; --out writes a file", async () => {
    const out = path.join(dataRoot, "paper.json");
    const run = await treatise([
      "write",
      QUESTION,
      "--model",
      "offline",
      "--sections",
      "3",
      "--search",
      "library",
      "--format",
      "json",
      "--out",
      out,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe("");
    const doc = JSON.parse(readFileSync(out, "utf8")) as PresentedDocument;
    expect(doc.status).toBe("COMPLETE");
    expect(doc.id).toBe(paperIdOf(run.stderr));
    expect(run.stderr).toContain(`Complete: ${doc.title} → ${out}`);
    const references = doc.content.references ?? [];
    expect(references.length).toBeGreaterThan(0);
    expect(references.map((r) => r.n)).toEqual(references.map((_, i) => i + 1));
    const sections = doc.content.plan.sections;
    expect(sections).toHaveLength(3);
    for (const s of sections) {
      expect(s.status).toBe("COMPLETE");
      const cited = [...s.content.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
      expect(cited.length).toBeGreaterThan(0);
      for (const n of cited) expect(references.some((r) => r.n === n)).toBe(true);
    }
  }, 180_000);

  it("exit 2 names the flag on bad usage; nothing is written to stdout", async () => {
    const run = await treatise(["write", QUESTION, "--format", "odt"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--format must be one of md, docx, pdf, bib, json, not 'odt'");
    expect(run.stdout).toBe("");
  }, 120_000);

  it("--help lists every command and exits 0; an unknown command exits 2 with the same list on stderr", async () => {
    const help = await treatise(["--help"]);
    expect(help.code).toBe(0);
    for (const command of ["start", "write", "continue", "download", "mcp", "quota set", "featured hide"])
      expect(help.stdout).toContain(command);
    const unknown = await treatise(["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr).toContain("Unknown command 'frobnicate'.");
    expect(unknown.stderr).toContain('write "<question>"');
  }, 60_000);

  it("exit 1 when the paper ends in ERROR, with the reason on stderr; continue retries it once fixed", async () => {
    // A Serper address where nothing listens: the search cannot reach any provider.
    const closed = await startFixtureServer([]);
    const deadUrl = closed.url;
    await closed.close();
    const failing = cliEnv({
      SERPER_API_KEY: "test-key",
      SERPER_BASE_URL: deadUrl,
      SEARCH_PROVIDERS_WEB: "serper",
    });
    const run = await treatise(
      ["write", FLOODS, "--model", "offline", "--sections", "3", "--search", "web"],
      {
        env: failing,
      },
    );
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toBe("");
    const id = paperIdOf(run.stderr);
    expect(run.stderr).toContain(
      "Error: the paper failed at search: No search provider could be reached: Serper",
    );
    expect(run.stderr).toContain("Check the network, or add a library or a PDF.");
    expect(run.stderr).toContain(`Retry it with: treatise continue ${id}`);

    // The network is back (the fixture web answers for Serper): continue retries and writes it.
    const web = await startFixtureWeb({ topic: "2022_Pakistan_floods" });
    try {
      const again = await treatise(["continue", id], {
        env: cliEnv({ ...web.env, SEARCH_PROVIDERS_WEB: "serper" }),
      });
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toMatch(/^# .+\n/);
      expect(again.stdout).toMatch(/\n## References\n\n1\. \[.+\]\(http:\/\/127\.0\.0\.1:\d+\/pages\//);
    } finally {
      await web.close();
    }
  }, 240_000);

  it("recheck reads a written paper's sources again and names each cited passage its changed page no longer holds", async () => {
    const web = await startFixtureWeb({ topic: "2022_Pakistan_floods" });
    const env = cliEnv({ ...web.env, SEARCH_PROVIDERS_WEB: "serper" });
    try {
      const run = await treatise(
        ["write", FLOODS, "--model", "offline", "--sections", "3", "--search", "web", "--format", "json"],
        { env },
      );
      expect(run.code, run.stderr).toBe(0);
      const id = paperIdOf(run.stderr);
      const doc = JSON.parse(run.stdout) as PresentedDocument;
      const cited = new Set(
        doc.content.plan.sections.flatMap((s) =>
          [...s.content.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])),
        ),
      );
      const changed = (doc.content.references ?? []).find((r) => cited.has(r.n));
      if (!changed) throw new Error("the paper cites no reference");

      // Unchanged pages: every cited passage is there.
      const first = await treatise(["recheck", id], { env });
      expect(first.code, first.stderr).toBe(0);
      const counts = /^(\d+) cited passages read again: (\d+) present, 0 gone, 0 unreachable$/m.exec(
        first.stdout,
      );
      expect(counts, first.stdout).not.toBeNull();
      expect(Number(counts?.[1])).toBeGreaterThan(0);
      expect(counts?.[2]).toBe(counts?.[1]);
      expect(first.stdout.split("\n").filter(Boolean)).toHaveLength(1);

      // One cited page is rewritten by its site: its passages are gone, the others still present.
      web.server.add({
        path: new URL(changed.url).pathname,
        contentType: "text/html; charset=utf-8",
        body: "<!doctype html><html><head><title>Page moved</title></head><body><article><h1>Page moved</h1><p>This article has been retired. The newsroom moved its coverage to a new site, and nothing of the earlier text remains on this page, which now only tells readers where to look instead.</p></article></body></html>",
      });
      const again = await treatise(["recheck", id], { env });
      expect(again.code, again.stderr).toBe(0);
      const total = Number(counts?.[1]);
      const after = /^(\d+) cited passages read again: (\d+) present, (\d+) gone, 0 unreachable$/m.exec(
        again.stdout,
      );
      expect(after, again.stdout).not.toBeNull();
      const gone = Number(after?.[3]);
      expect(gone).toBeGreaterThan(0);
      expect(Number(after?.[1])).toBe(total);
      expect(Number(after?.[2])).toBe(total - gone);
      const goneLines = again.stdout.split("\n").filter((l) => l.includes("] gone: "));
      expect(goneLines).toHaveLength(gone);
      for (const line of goneLines)
        expect(line).toMatch(new RegExp(`^\\[${changed.n}\\] gone: ${escapeRegExp(changed.url)} — ".+"$`));
    } finally {
      await web.close();
    }
  }, 240_000);

  it("--manual prints the outline and stops; continue writes the paper from that outline", async () => {
    const run = await treatise([
      "write",
      QUESTION,
      "--model",
      "offline",
      "--sections",
      "3",
      "--search",
      "library",
      "--manual",
    ]);
    expect(run.code, run.stderr).toBe(0);
    const id = paperIdOf(run.stderr);
    const outline = [...run.stdout.matchAll(/^## (\d+)\. (.+)$/gm)].map((m) => m[2]);
    expect(outline).toHaveLength(3);
    expect(run.stdout).not.toContain("## References");
    expect(run.stderr).toContain(`The outline is ready. Write the paper with: treatise continue ${id}`);
    // The stages passed before the outline, and none after it.
    expect(run.stderr.split("\n").filter((l) => Object.values(STAGE_LABELS).includes(l))).toEqual([
      "Refining query",
      "Searching the web",
      "Summarizing results",
      "Planning",
    ]);
    const show = await treatise(["show", id]);
    expect(show.stdout).toContain("status:   READY, waiting for the outline");

    const written = await treatise(["continue", id]);
    expect(written.code, written.stderr).toBe(0);
    expectCompletePaper(written.stdout);
    const sections = [...written.stdout.matchAll(/^## (.+)$/gm)]
      .map((m) => m[1])
      .filter((h) => h !== "Summary" && h !== "References");
    expect(sections).toEqual(outline);
  }, 240_000);

  it("Ctrl-C mid-paper leaves it resumable (exit 130); continue finishes it", async () => {
    // Serper's answer is held until the command has been interrupted: the paper is mid-search.
    const web = await startFixtureWeb({ topic: "2022_Pakistan_floods" });
    let releaseSearch: () => void = () => {};
    const searchHeld = new Promise<void>((resolve) => {
      releaseSearch = resolve;
    });
    let searchReached: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      searchReached = resolve;
    });
    const recorded = readFileSync(
      testdataPath("search-api", "serper", "langchain_nb_search_Apple_Inc.json"),
      "utf8",
    );
    web.server.add({
      method: "POST",
      path: "/search",
      handler: async (_req, res) => {
        searchReached();
        await searchHeld;
        const answer = JSON.parse(recorded) as { organic: { link: string }[] };
        answer.organic = answer.organic
          .slice(0, 3)
          .map((r, i) => ({ ...r, link: `${web.server.url}/pages/topic-${i}` }));
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(answer));
      },
    });
    const env = cliEnv({ ...web.env, SEARCH_PROVIDERS_WEB: "serper" });
    try {
      let interrupted = false;
      const run = await treatise(
        ["write", FLOODS, "--model", "offline", "--sections", "3", "--search", "web"],
        {
          env,
          onStderr: (text, child) => {
            if (!interrupted && /^Searching the web$/m.test(text)) {
              interrupted = true;
              void reached.then(() => child.kill("SIGINT"));
            }
          },
        },
      );
      expect(run.code, run.stderr).toBe(130);
      const id = paperIdOf(run.stderr);
      expect(run.stderr).toContain(`Stopped. Nothing written is lost; resume with: treatise continue ${id}`);
      expect(run.stdout).toBe("");
      const show = await treatise(["show", id], { env });
      expect(show.stdout).toMatch(/ {2}status: {3}SUMMARIZING \(SEARCHING\)/);

      releaseSearch();
      const resumed = await treatise(["continue", id], { env });
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(resumed.stdout).toMatch(/^# .+\n/);
      expect(resumed.stdout).toMatch(
        /\n## References\n\n1\. \[.+\]\(http:\/\/127\.0\.0\.1:\d+\/pages\/topic-/,
      );
    } finally {
      releaseSearch();
      await web.close();
    }
  }, 240_000);
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
