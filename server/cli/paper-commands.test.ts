// `treatise write` and friends: bad usage ends with 2 and names the flag, before any database is opened.
import { describe, expect, it } from "vitest";
import { runPaperCommand } from "./paper-commands";

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
    [["download", "6e066967-1007-43d3-8954-5b18596f1a5c"], "download needs --format"],
  ])("%j → exit 2: %s", async (argv, message) => {
    const t = io();
    expect(await runPaperCommand(argv, t.io)).toBe(2);
    expect(t.err.join("")).toContain(message);
    expect(t.out).toEqual([]);
  });
});
