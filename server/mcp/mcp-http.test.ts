// The MCP tools over Streamable HTTP at /api/mcp, driven by the SDK's own client with an API key: the
// tools are listed, write_paper writes a paper on a fixture library with the offline engine (progress
// notifications on the way), get_paper gives its Markdown with references; no key is 401, and another
// person's paper is not found.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedApiKey, PaperEvidence } from "../../common/types";
import { createOfflineEngines } from "../engines/offline-engines";
import { buildDocument } from "../test/factories";
import { testdataPath } from "../test/fixture-server";
import type { TestUser } from "../test/harness";
import { type ResearchApp, startResearchApp } from "../test/research-harness";

let t: ResearchApp;
let owner: TestUser;
let other: TestUser;
let client: Client;

const textOf = (result: unknown) =>
  ((result as CallToolResult).content as { type: string; text: string }[]).map((c) => c.text).join("\n");

beforeAll(async () => {
  t = await startResearchApp({
    env: { LIBRARY_DIR: testdataPath("libraries", "sqlite-docs"), SEARCH_PROVIDERS_WEB: "library" },
    offline: createOfflineEngines(),
  });
  owner = await t.signUp("Agent Owner");
  other = await t.signUp("Someone Else");
  const res = await t.request("/api/user/api-keys", {
    method: "POST",
    user: owner,
    json: { name: "Agent", password: "correct-horse-battery" },
  });
  const { key } = (await res.json()) as CreatedApiKey;
  client = new Client({ name: "treatise-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL("http://localhost/api/mcp"), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
      fetch: async (url, init) => t.app.request(String(url), init),
    }),
  );
}, 60_000);
afterAll(async () => {
  await client?.close();
  await t?.close();
});

describe("MCP over Streamable HTTP (/api/mcp)", () => {
  it("answers 401 without an API key", async () => {
    const res = await t.app.request("http://localhost/api/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(res.status).toBe(401);
  });

  it("lists the five tools", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "get_paper",
      "get_paper_evidence",
      "list_papers",
      "search_library",
      "write_paper",
    ]);
  });

  it("searches the library", async () => {
    const result = await client.callTool({ name: "search_library", arguments: { query: "create index" } });
    const { results } = result.structuredContent as { results: { url: string; title: string }[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.url).toMatch(/^library:\/\/.+\.html$/);
  });

  it("writes a paper with progress, lists it, and gives its Markdown with references", async () => {
    const progress: string[] = [];
    const result = await client.callTool(
      {
        name: "write_paper",
        arguments: { question: "Which kinds of indexes does SQLite provide?", model: "offline", sections: 3 },
      },
      undefined,
      {
        onprogress: (p) => void progress.push(p.message ?? ""),
        timeout: 120_000,
        resetTimeoutOnProgress: true,
      },
    );
    expect(result.isError).toBeFalsy();
    const { id, title, status } = result.structuredContent as { id: string; title: string; status: string };
    expect(status).toBe("COMPLETE");
    expect(title).toMatch(/index/i);
    expect(progress[0]).toBe(`Paper ${id} started`);
    // The stages as the paper went through them. (Not the last one: the SDK's client hands progress
    // notifications on a microtask but the answer at once, so a notification that arrives with the
    // answer is dropped — the answer itself says COMPLETE.)
    expect(progress.some((m) => /^(SUMMARIZING|PLANNING|ANALYZING|GENERATING) /.test(m))).toBe(true);

    const list = await client.callTool({ name: "list_papers", arguments: {} });
    const { papers } = list.structuredContent as { papers: { id: string; title: string }[] };
    expect(papers[0]).toMatchObject({ id, title });

    const markdown = textOf(await client.callTool({ name: "get_paper", arguments: { id } }));
    expect(markdown.startsWith(`# ${title}`)).toBe(true);
    expect(markdown).toMatch(/\n## References\n/);
    expect(markdown).toMatch(/library:\/\/[^\s)]+\.html/);

    // Each cited sentence with the passage of the library file it quotes.
    const checked = await client.callTool({ name: "get_paper_evidence", arguments: { id } });
    const { evidence } = checked.structuredContent as { evidence: PaperEvidence };
    expect(evidence.cited).toBeGreaterThan(0);
    expect(evidence.sentences).toHaveLength(evidence.cited);
    const first = evidence.sentences[0]?.citations[0];
    expect(first?.url).toMatch(/^library:\/\/.+\.html$/);
    expect(first?.passage).toBeTruthy();
    expect(markdown).toContain(`[${first?.n}]`);
  }, 120_000);

  it("does not find another person's paper", async () => {
    const { doc } = await buildDocument(t.services.db, { user: other, status: "COMPLETE" });
    const result = await client.callTool({ name: "get_paper", arguments: { id: doc.id } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe("DOCUMENT_NOT_FOUND: Document not found.");
    const evidence = await client.callTool({ name: "get_paper_evidence", arguments: { id: doc.id } });
    expect(evidence.isError).toBe(true);
    expect(textOf(evidence)).toBe("DOCUMENT_NOT_FOUND: Document not found.");
  });
});
