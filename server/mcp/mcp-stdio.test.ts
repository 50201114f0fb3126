// `treatise mcp` as a desktop client runs it: the real command (bin/treatise.mjs) as a child process,
// spoken to over stdio by the SDK's own client (StdioClientTransport). The tools are listed, write_paper
// writes a paper on the fixture library with the offline model (progress notifications on the way),
// get_paper gives its Markdown with references, list_papers finds it; stdout carries only the protocol
// (a stray log line there would break the client's parsing).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServerBundle, commandEnv, TREATISE_BIN } from "../test/cli-process";
import { REPO_ROOT, testdataPath } from "../test/fixture-server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "treatise-mcp-stdio-"));
let client: Client;
let stderr = "";

const textOf = (result: unknown) =>
  ((result as CallToolResult).content as { type: string; text: string }[]).map((c) => c.text).join("\n");

beforeAll(async () => {
  buildServerBundle();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [TREATISE_BIN, "mcp", "--user", "agent@example.com"],
    cwd: REPO_ROOT,
    env: commandEnv(dataDir, {
      LIBRARY_DIR: testdataPath("libraries", "sqlite-docs"),
      SEARCH_PROVIDERS_WEB: "library",
    }),
    stderr: "pipe",
  });
  (transport.stderr as Readable | null)?.on("data", (d: Buffer) => {
    stderr += d.toString();
  });
  client = new Client({ name: "treatise-stdio-test", version: "1.0.0" });
  client.onerror = (error) => {
    stderr += `\n[client] ${error.message}`;
  };
  await client.connect(transport);
}, 180_000);
afterAll(async () => {
  await client?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("treatise mcp over stdio", () => {
  it("lists the five tools, each with a description", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "get_paper",
      "get_paper_evidence",
      "list_papers",
      "search_library",
      "write_paper",
    ]);
    for (const tool of tools) expect(tool.description, tool.name).toBeTruthy();
    expect(client.getServerVersion()?.name).toBe("treatise");
  });

  it("writes a paper through write_paper on the fixture library; get_paper gives Markdown with references", async () => {
    const progress: string[] = [];
    const result = await client.callTool(
      {
        name: "write_paper",
        arguments: {
          question: "Which kinds of indexes does SQLite provide?",
          model: "offline",
          sections: 3,
          searchTypes: ["library"],
        },
      },
      undefined,
      {
        onprogress: (p) => void progress.push(p.message ?? ""),
        timeout: 150_000,
        resetTimeoutOnProgress: true,
      },
    );
    expect(result.isError, `${textOf(result)}\n${stderr}`).toBeFalsy();
    const { id, title, status } = result.structuredContent as { id: string; title: string; status: string };
    expect(status).toBe("COMPLETE");
    expect(progress[0]).toBe(`Paper ${id} started`);
    // The stages as the paper went through them. (Not the last one: the SDK's client hands progress
    // notifications on a microtask but the answer at once, so a notification that arrives with the
    // answer is dropped — the answer itself says COMPLETE.)
    expect(progress.some((m) => /^(SUMMARIZING|PLANNING|ANALYZING|GENERATING) /.test(m))).toBe(true);

    const markdown = textOf(await client.callTool({ name: "get_paper", arguments: { id } }));
    expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
    const [body = "", references = ""] = markdown.split("\n## References\n");
    expect(body).toContain("\n## Summary\n");
    const entries = references.trim().split("\n");
    expect(entries.length).toBeGreaterThan(0);
    entries.forEach((line, i) => {
      expect(line).toMatch(new RegExp(`^${i + 1}\\. \\[.+\\]\\(library://[^)]+\\.html\\)$`));
    });
    const cited = [...body.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(cited.length).toBeGreaterThan(0);
    expect(Math.max(...cited)).toBeLessThanOrEqual(entries.length);

    const list = await client.callTool({ name: "list_papers", arguments: {} });
    const { papers } = list.structuredContent as { papers: { id: string; status: string }[] };
    expect(papers).toEqual([expect.objectContaining({ id, status: "COMPLETE" })]);
  }, 180_000);

  it("answers a paper that does not exist with the tool's error, not a crash", async () => {
    const result = await client.callTool({
      name: "get_paper",
      arguments: { id: "6e066967-1007-43d3-8954-5b18596f1a5c" },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe("DOCUMENT_NOT_FOUND: Document not found.");
    // Still talking after the failure.
    expect((await client.listTools()).tools).toHaveLength(5);
  });
});
